"""The voice app's edge without a database: cold-start failures, CORS, lazy dependencies."""

from __future__ import annotations

from typing import TYPE_CHECKING

import httpx
import pytest
from voice.app import ROUTE, build_app, handler
from voice.deps import LazyDeps

from shared.errors import ConfigError, DatabaseError

if TYPE_CHECKING:
    from voice.deps import VoiceDeps
    from voice.settings import VoiceSettings


async def test_a_failed_cold_start_is_a_json_500_without_internals() -> None:
    # Given dependencies that cannot be built (the database is unreachable)
    async def unreachable() -> VoiceDeps:
        raise DatabaseError("The database is unreachable.")

    transport = httpx.ASGITransport(app=build_app(unreachable), raise_app_exceptions=False)

    # When
    async with httpx.AsyncClient(transport=transport, base_url="http://voice.test") as http:
        response = await http.post(ROUTE, json={"action": "start_session"})

    # Then
    assert response.status_code == 500
    assert response.json() == {
        "error": "database_error",
        "message": "The database is unreachable.",
    }


async def test_lazy_deps_retry_a_failed_build_instead_of_caching_it() -> None:
    # Given settings that fail to parse the first time
    calls: list[int] = []

    def settings() -> VoiceSettings:
        calls.append(1)
        raise ConfigError("Set SUPABASE_JWT_SECRET.")

    provider = LazyDeps(settings_factory=settings)

    # When it is asked twice
    for _ in range(2):
        with pytest.raises(ConfigError):
            await provider()

    # Then both requests tried to build
    assert len(calls) == 2
    await provider.aclose()


async def test_the_route_answers_the_cors_preflight_without_dependencies() -> None:
    # Given an app whose dependencies would fail if asked for
    async def never() -> VoiceDeps:
        raise AssertionError("a preflight needs no dependencies")

    transport = httpx.ASGITransport(app=build_app(never))

    # When
    async with httpx.AsyncClient(transport=transport, base_url="http://voice.test") as http:
        response = await http.options(
            ROUTE,
            headers={
                "origin": "https://app.example",
                "access-control-request-method": "POST",
                "access-control-request-headers": "authorization, content-type",
            },
        )

    # Then
    assert response.status_code == 200
    assert "POST" in response.headers["access-control-allow-methods"]


def test_the_module_exposes_the_deployed_handler_without_building_anything() -> None:
    # Importing the app read no settings and opened no pool (that happens on first request)
    assert callable(handler)
