"""Helpers shared by the chat tests (no tests here): deps, tokens, HTTP, SSE parsing, rows.

Every chat test builds the real app (`chat.app.build_app`) over the real database and real
token verification; the AI gateway is the offline provider or the real openai SDK against the
fake wire server (`cli.fake_openai`) through `httpx.ASGITransport`.
"""

from __future__ import annotations

import dataclasses
import json
import uuid
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import httpx
from chat.app import ROUTE, build_app
from chat.budget import BudgetSettings
from chat.deps import ChatDeps
from chat.settings import ChatSettings
from psycopg.types.json import Jsonb

from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.auth import AuthSettings, TokenVerifier
from shared.db import DatabaseSettings
from shared.tools import build_registry
from tests.http_support import bearer_for, post_json
from tests.http_support import run_sql as sql

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from cli.fake_openai import FakeOpenAI
    from shared.auth.principal import Principal
    from shared.db import Database

__all__ = [
    "NOW",
    "SECRET",
    "add_profile",
    "add_resumable",
    "ask",
    "bearer",
    "chat_client",
    "events_of",
    "failing_chat_after",
    "failing_embeddings",
    "fake_gateway",
    "fake_http",
    "forget_query_embeddings",
    "make_deps",
    "messages_of",
    "offline_chat_failing_embeddings",
    "offline_gateway",
    "post_chat",
    "save_user_recipe",
    "sql",
]

SECRET = "chat-tests-jwt-secret-0123456789abcdef-00000"
VERIFIER = TokenVerifier(AuthSettings(SUPABASE_JWT_SECRET=SECRET))
NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)
FAKE_BASE_URL = "http://fake-openai.test/v1"
_UNUSED_DATABASE = DatabaseSettings(DATABASE_URL="postgresql://unused.localhost/unused")


class _NoSleep:
    async def __call__(self, seconds: float) -> None:
        return None


def offline_gateway() -> AiGateway:
    return build_gateway(AiSettings(AI_PROVIDER="offline"))


def fake_gateway(http: httpx.AsyncClient, *, retries: int = 0) -> AiGateway:
    """The real openai SDK over `http` (an ASGITransport client to the fake)."""
    config = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL=FAKE_BASE_URL,
        AI_MAX_RETRIES=retries,
    )
    client = create_openai_client(config, http_client=http)
    return build_gateway(config, openai_client=client, sleep=_NoSleep())


@asynccontextmanager
async def fake_http(fake: FakeOpenAI) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as http:
        yield http


def failing_embeddings(fake: FakeOpenAI) -> Any:
    """The fake wire server with its embeddings endpoint down (chat still answers)."""

    async def app(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["path"].endswith("/embeddings"):
            body = json.dumps({"error": {"message": "down", "type": "server_error"}}).encode()
            headers = [(b"content-type", b"application/json")]
            await send({"type": "http.response.start", "status": 500, "headers": headers})
            await send({"type": "http.response.body", "body": body})
            return
        await fake.app(scope, receive, send)

    return app


def failing_chat_after(fake: FakeOpenAI, healthy: int) -> Any:
    """The fake wire server whose chat endpoint fails (500) after `healthy` requests."""
    seen = 0

    async def app(scope: Any, receive: Any, send: Any) -> None:
        nonlocal seen
        if scope["type"] == "http" and scope["path"].endswith("/chat/completions"):
            seen += 1
            if seen > healthy:
                body = json.dumps({"error": {"message": "down", "type": "server_error"}}).encode()
                headers = [(b"content-type", b"application/json")]
                await send({"type": "http.response.start", "status": 500, "headers": headers})
                await send({"type": "http.response.body", "body": body})
                return
        await fake.app(scope, receive, send)

    return app


def offline_chat_failing_embeddings(http: httpx.AsyncClient) -> AiGateway:
    """Offline chat, with query embeddings sent (and failing) through `http`."""
    config = AiSettings(
        AI_PROVIDER="offline",
        AI_EMBEDDING_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL=FAKE_BASE_URL,
        AI_MAX_RETRIES=0,
    )
    client = create_openai_client(config, http_client=http)
    return build_gateway(config, openai_client=client, sleep=_NoSleep())


def forget_query_embeddings(database_url: str) -> None:
    """Empty the query-embedding cache, so the next search really calls the embedder."""
    sql(database_url, "delete from public.query_embedding_cache")


def make_deps(database: Database, *, gateway: AiGateway | None = None) -> ChatDeps:
    settings = ChatSettings(
        database=_UNUSED_DATABASE,
        auth=AuthSettings(SUPABASE_JWT_SECRET=SECRET),
        ai=AiSettings(AI_PROVIDER="offline"),
    )
    return ChatDeps(
        settings=settings,
        db=database,
        verifier=VERIFIER,
        gateway=gateway or offline_gateway(),
        registry=build_registry(),
        clock=lambda: NOW,
    )


def with_budget(deps: ChatDeps, **limits: int) -> ChatDeps:
    """The same dependencies with other chat budget limits (`BudgetSettings` fields)."""
    budget = BudgetSettings(**limits)
    return dataclasses.replace(deps, settings=deps.settings.model_copy(update={"budget": budget}))


@asynccontextmanager
async def chat_client(deps: ChatDeps) -> AsyncIterator[httpx.AsyncClient]:
    async def provide() -> ChatDeps:
        return deps

    transport = httpx.ASGITransport(app=build_app(provide), raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://chat.test") as http:
        yield http


def bearer(user: Principal | uuid.UUID, **kwargs: Any) -> dict[str, str]:
    return bearer_for(user, SECRET, **kwargs)


async def post_chat(
    http: httpx.AsyncClient,
    user: Principal | None,
    body: dict[str, Any] | bytes,
    headers: dict[str, str] | None = None,
) -> httpx.Response:
    auth = bearer(user) if user is not None else None
    return await post_json(http, ROUTE, body, auth=auth, headers=headers)


async def ask(http: httpx.AsyncClient, user: Principal, message: str) -> dict[str, Any]:
    """One streamed turn's final `IrmixyResponse` (the `done` event's), the stream checked."""
    response = await post_chat(http, user, {"message": message})
    assert response.status_code == 200, response.text
    events = events_of(response.text)
    assert events[-1]["type"] == "done", events[-1]
    answer: dict[str, Any] = events[-1]["response"]
    return answer


def events_of(body: str) -> list[dict[str, Any]]:
    """The SSE events of a response body, in order."""
    frames = [frame for frame in body.split("\n\n") if frame.strip()]
    events = []
    for frame in frames:
        assert frame.startswith("data: "), frame
        events.append(json.loads(frame.removeprefix("data: ")))
    return events


def messages_of(database_url: str, user_id: uuid.UUID) -> list[tuple[str, str, Any]]:
    """(role, content, tool_calls) of every stored message of the user, in order."""
    rows = sql(
        database_url,
        "select role, content, tool_calls from user_chat_messages where user_id = %s"
        " order by created_at",
        (user_id,),
    )
    return [(r[0], r[1], r[2]) for r in rows]


def add_profile(
    database_url: str,
    user_id: uuid.UUID,
    *,
    language: str = "en",
    restrictions: tuple[str, ...] = (),
    equipment: tuple[str, ...] = (),
) -> None:
    sql(
        database_url,
        "insert into user_profiles (user_id, language, dietary_restrictions, kitchen_equipment)"
        " values (%s, %s, %s, %s)",
        (user_id, language, list(restrictions), list(equipment)),
    )


def add_resumable(database_url: str, user_id: uuid.UUID, name: str) -> tuple[str, str]:
    recipe_id = uuid.uuid4()
    ((session_id,),) = sql(
        database_url,
        "insert into cooking_sessions (user_id, recipe_id, recipe_type, recipe_name,"
        " current_step, total_steps) values (%s, %s, 'custom', %s, 3, 7) returning id",
        (user_id, recipe_id, name),
    )
    return str(session_id), str(recipe_id)


def save_user_recipe(
    database_url: str, user_id: uuid.UUID, name: str, created_at: datetime, ingredients: list[str]
) -> str:
    ((recipe_id,),) = sql(
        database_url,
        "insert into user_recipes (user_id, client_id, name, recipe_data, language,"
        " ingredient_names, created_at) values (%s, %s, %s, %s, 'en', %s, %s) returning id",
        (user_id, uuid.uuid4(), name, Jsonb({"name": name}), ingredients, created_at),
    )
    return str(recipe_id)
