"""Helpers shared by the voice tests (no tests here): deps, clock, tokens, HTTP, row counts.

Every voice test builds the real app (`voice.app.build_app`) over the real database and real
token verification; only the clock is frozen (so durations and months are exact) and the AI
gateway is either the offline provider or the real SDK against the fake OpenAI wire server.
"""

from __future__ import annotations

import uuid
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any

import httpx
import psycopg
from psycopg.types.json import Jsonb
from voice.app import ROUTE, build_app
from voice.deps import VoiceDeps
from voice.settings import VoiceSettings

from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.auth import AuthSettings, TokenVerifier
from shared.db import DatabaseSettings
from shared.tools import build_registry
from tests.fakes import SleepRecorder
from tests.http_support import bearer_for, post_json
from tests.http_support import run_sql as _sql

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from starlette.applications import Starlette

    from cli.fake_openai import FakeOpenAI
    from shared.auth.principal import Principal
    from shared.db import Database

__all__ = [
    "FAKE_BASE_URL",
    "NOW",
    "SECRET",
    "VERIFIER",
    "FrozenClock",
    "RowCounts",
    "SleepRecorder",
    "add_profile",
    "add_usage",
    "app_for",
    "bearer",
    "client_for",
    "fake_openai_gateway",
    "fake_openai_http",
    "insert_session",
    "make_deps",
    "month_minutes",
    "offline_gateway",
    "post_voice",
    "row_counts",
    "save_recipe",
    "session_row",
    "usage_row",
    "voice_settings",
]

SECRET = "voice-tests-jwt-secret-0123456789abcdef-0000"
VERIFIER = TokenVerifier(AuthSettings(SUPABASE_JWT_SECRET=SECRET))
#: The frozen instant most tests run at (mid-month, so month boundaries are explicit).
NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)
FAKE_BASE_URL = "http://fake-openai.test/v1"


class FrozenClock:
    """A clock tests move by hand."""

    def __init__(self, now: datetime = NOW) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += timedelta(seconds=seconds)


#: The tests hand the deps an open pool, so this URL is never connected to.
UNUSED_DATABASE = DatabaseSettings(DATABASE_URL="postgresql://unused.localhost/unused")


def voice_settings(**overrides: Any) -> VoiceSettings:
    """Settings whose nested parts match what `make_deps` builds (the verifier's secret)."""
    nested: dict[str, Any] = {
        "database": UNUSED_DATABASE,
        "auth": AuthSettings(SUPABASE_JWT_SECRET=SECRET),
        "ai": AiSettings(AI_PROVIDER="offline"),
    }
    return VoiceSettings(**{**nested, **overrides})


def offline_gateway() -> AiGateway:
    return build_gateway(AiSettings(AI_PROVIDER="offline"))


def fake_openai_gateway(http: httpx.AsyncClient) -> AiGateway:
    """The real openai SDK, over `http` (an ASGITransport client to the fake)."""
    config = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL=FAKE_BASE_URL,
        AI_MAX_RETRIES=2,
    )
    client = create_openai_client(config, http_client=http)
    return build_gateway(config, openai_client=client, sleep=SleepRecorder())


@asynccontextmanager
async def fake_openai_http(fake: FakeOpenAI) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as http:
        yield http


def make_deps(
    database: Database,
    *,
    gateway: AiGateway | None = None,
    clock: FrozenClock | None = None,
    settings: VoiceSettings | None = None,
) -> VoiceDeps:
    return VoiceDeps(
        settings=settings or voice_settings(),
        db=database,
        verifier=VERIFIER,
        gateway=gateway or offline_gateway(),
        registry=build_registry(),
        clock=clock or FrozenClock(),
    )


def app_for(deps: VoiceDeps) -> Starlette:
    async def provide() -> VoiceDeps:
        return deps

    return build_app(provide)


@asynccontextmanager
async def client_for(deps: VoiceDeps) -> AsyncIterator[httpx.AsyncClient]:
    transport = httpx.ASGITransport(app=app_for(deps), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://voice.test") as http:
        yield http


def bearer(user: Principal | uuid.UUID, **kwargs: Any) -> dict[str, str]:
    return bearer_for(user, SECRET, **kwargs)


async def post_voice(
    http: httpx.AsyncClient,
    user: Principal | None,
    body: dict[str, Any] | bytes,
    headers: dict[str, str] | None = None,
) -> httpx.Response:
    auth = bearer(user) if user is not None else None
    return await post_json(http, ROUTE, body, auth=auth, headers=headers)


# --------------------------------------------------------------------------- rows


@dataclass(frozen=True)
class RowCounts:
    sessions: int
    usage_rows: int
    minutes: Decimal


def row_counts(database_url: str, user_id: uuid.UUID) -> RowCounts:
    ((sessions, usage_rows, minutes),) = _sql(
        database_url,
        "select (select count(*) from ai_voice_sessions where user_id = %s),"
        " (select count(*) from ai_voice_usage where user_id = %s),"
        " (select coalesce(sum(minutes_used), 0) from ai_voice_usage where user_id = %s)",
        (user_id, user_id, user_id),
    )
    return RowCounts(sessions=sessions, usage_rows=usage_rows, minutes=minutes)


def add_usage(database_url: str, user_id: uuid.UUID, month: str, minutes: str) -> None:
    _sql(
        database_url,
        "insert into ai_voice_usage (user_id, month, minutes_used, sessions_count)"
        " values (%s, %s, %s, 1)",
        (user_id, month, Decimal(minutes)),
    )


def usage_row(database_url: str, user_id: uuid.UUID, month: str) -> dict[str, Any] | None:
    rows = _sql(
        database_url,
        "select minutes_used, sessions_count, cost_usd from ai_voice_usage"
        " where user_id = %s and month = %s",
        (user_id, month),
    )
    if not rows:
        return None
    minutes, sessions, cost = rows[0]
    return {"minutes": minutes, "sessions": sessions, "cost": cost}


def month_minutes(database_url: str, user_id: uuid.UUID, month: str) -> Decimal | None:
    row = usage_row(database_url, user_id, month)
    return row["minutes"] if row is not None else None


def insert_session(
    database_url: str,
    user_id: uuid.UUID,
    *,
    started_at: datetime,
    max_duration_seconds: int = 1800,
    status: str = "active",
    language: str = "en",
) -> uuid.UUID:
    ((session_id,),) = _sql(
        database_url,
        "insert into ai_voice_sessions (user_id, status, model, language, started_at,"
        " max_duration_seconds) values (%s, %s, 'gpt-realtime', %s, %s, %s) returning id",
        (user_id, status, language, started_at, max_duration_seconds),
    )
    return uuid.UUID(str(session_id))


def session_row(database_url: str, session_id: uuid.UUID | str) -> dict[str, Any]:
    with (
        psycopg.connect(database_url, autocommit=True) as conn,
        conn.cursor(row_factory=psycopg.rows.dict_row) as cursor,
    ):
        cursor.execute("select * from ai_voice_sessions where id = %s", (session_id,))
        row = cursor.fetchone()
    assert row is not None
    return dict(row)


def save_recipe(database_url: str, user_id: uuid.UUID, name: str, created_at: datetime) -> str:
    """A saved recipe with a chosen creation time (as the app's save-on-start would store it)."""
    ((recipe_id,),) = _sql(
        database_url,
        "insert into user_recipes (user_id, client_id, name, recipe_data, language,"
        " ingredient_names, created_at) values (%s, %s, %s, %s, 'en', %s, %s) returning id",
        (user_id, uuid.uuid4(), name, Jsonb({"name": name}), ["chicken breast"], created_at),
    )
    return str(recipe_id)


def add_profile(database_url: str, user_id: uuid.UUID, *, language: str) -> None:
    _sql(
        database_url,
        "insert into user_profiles (user_id, language, dietary_restrictions) values (%s, %s, %s)",
        (user_id, language, ["peanut"]),
    )
