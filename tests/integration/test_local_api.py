"""The local API serves the deployed function apps under their routes."""

from __future__ import annotations

from typing import TYPE_CHECKING

import httpx
import pytest

from cli.serve.local_api import FUNCTION_ROUTES, build_local_app
from shared.auth import LOCAL_JWT_SECRET

if TYPE_CHECKING:
    from cli.database.seed_load import SeedReport

pytestmark = pytest.mark.integration


async def test_every_function_route_answers_through_the_local_api(
    database_url: str, seeded: SeedReport, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Given the environment the local server sets for the function apps
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("SUPABASE_JWT_SECRET", LOCAL_JWT_SECRET)
    monkeypatch.setenv("AI_PROVIDER", "offline")
    app = build_local_app(embedded=True)
    transport = httpx.ASGITransport(app=app)

    async with httpx.AsyncClient(transport=transport, base_url="http://local") as client:
        # When the health route and each function route are called without a token
        health = await client.get("/health")
        unauthenticated = {route: await client.post(route, json={}) for route in FUNCTION_ROUTES}
        preflight = await client.options(
            "/irmixy-chat-orchestrator",
            headers={"origin": "http://app", "access-control-request-method": "POST"},
        )

    # Then health lists the routes, each function answers 401 JSON, and CORS preflight passes
    assert health.json()["routes"] == sorted(FUNCTION_ROUTES)
    assert {route: r.status_code for route, r in unauthenticated.items()} == dict.fromkeys(
        FUNCTION_ROUTES, 401
    )
    assert all("error" in r.json() for r in unauthenticated.values())
    assert preflight.status_code == 200
