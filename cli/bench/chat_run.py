"""Timing the chat orchestrator with the model's time taken out by an instant OpenAI double.

The real openai SDK talks to `cli.fake_openai` served on a loopback port; every request is
scripted just before it is sent (a `search_recipes` call then text, or plain text), so the double
answers at once. Two bench users get HS256 tokens signed with the secret of the settings the app
is built with. Measured after a discarded warm-up (which also caches every query embedding):
the whole request in-process through `httpx.ASGITransport` (non-streamed, and streamed with the
whole SSE body read), the time to the first SSE byte under uvicorn on real sockets, and the
double's own per-call time so a reader can subtract it.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import threading
import time
import uuid
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

import httpx
import psycopg
import uvicorn
from psycopg.types.json import Jsonb

from cli.bench.run import latency_stats
from cli.client.sse import parse_sse_lines
from cli.fake_openai import BackgroundServer, create_fake_openai
from cli.paths import import_functions
from shared.ai import AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client, model_http_client
from shared.auth import AuthSettings, TokenVerifier, issue_dev_token
from shared.db import DatabaseSettings, create_database
from shared.schemas import SessionEvent
from shared.tools import build_registry

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable

    from chat.deps import ChatDeps
    from chat.settings import ChatSettings
    from starlette.applications import Starlette

    from cli.bench.run import LatencyStats
    from cli.fake_openai import FakeOpenAI

__all__ = ["ChatTimings", "streamed_session_id", "time_chat"]

# A fresh HS256 secret per run: the bench app and its tokens are the only users of it.
_SECRET: Final = secrets.token_urlsafe(32)
_USERS: Final = (
    uuid.UUID("b0000000-0000-4000-8000-00000000c4a1"),
    uuid.UUID("b0000000-0000-4000-8000-00000000c4a2"),
)
_DOUBLE_CALLS: Final = 50
_START_TIMEOUT_S: Final = 10.0


@dataclass(frozen=True, kw_only=True)
class _Turn:
    message: str
    search: str | None  # the query of a scripted `search_recipes` call, or plain text


# A typical turn (a search, then text) alternating with plain-text turns, EN and ES.
_TURNS: Final = (
    _Turn(message="chicken recipes for dinner", search="chicken dinner"),
    _Turn(message="how long should a steak rest?", search=None),
    _Turn(message="recetas de sopa de verduras", search="sopa de verduras"),
    _Turn(message="¿puedo congelar el arroz cocido?", search=None),
    _Turn(message="quick vegetarian pasta", search="vegetarian pasta"),
)


@dataclass(frozen=True, kw_only=True)
class ChatTimings:
    """The figures of one run (milliseconds)."""

    requests: int
    warmup: int
    non_streamed: LatencyStats
    streamed: LatencyStats
    search_turns: LatencyStats | None  # both modes, turns with a `search_recipes` call
    plain_turns: LatencyStats | None  # both modes, plain-text turns
    first_byte: LatencyStats
    double_chat: LatencyStats
    double_chat_stream: LatencyStats
    model_calls_per_request: float


def _import_chat() -> tuple[Callable[[Any], Starlette], str, Callable[[], Awaitable[None]]]:
    """`build_app`, `ROUTE` and `drain_background`, with `functions/` importable."""
    import_functions()
    from chat.app import ROUTE, build_app
    from chat.streaming import drain_background

    return build_app, ROUTE, drain_background


def _settings(database_url: str, base_url: str) -> ChatSettings:
    from chat.budget import BudgetSettings
    from chat.settings import ChatSettings

    return ChatSettings(
        database=DatabaseSettings(DATABASE_URL=database_url, DB_POOL_MAX_SIZE=4),
        auth=AuthSettings(SUPABASE_JWT_SECRET=_SECRET),
        ai=AiSettings(
            AI_PROVIDER="openai",
            # Query vectors of the same identity as the offline-embedded catalogue.
            AI_EMBEDDING_PROVIDER="offline",
            OPENAI_API_KEY="sk-bench-not-a-real-key",
            OPENAI_BASE_URL=base_url,
            AI_MAX_RETRIES=0,
        ),
        # The budget check still runs on every request (it is part of the path being timed);
        # the limits only have to stay out of the way of the bench's own request count.
        budget=BudgetSettings(daily_requests=1_000_000, monthly_requests=1_000_000),
    )


async def _build_deps(settings: ChatSettings) -> ChatDeps:
    from chat.deps import ChatDeps

    # The production client (connections reused across streamed calls); trust_env off: a
    # proxy from the environment must never see loopback traffic.
    client = create_openai_client(settings.ai, http_client=model_http_client(trust_env=False))
    return ChatDeps(
        settings=settings,
        db=await create_database(settings.database),
        verifier=TokenVerifier(settings.auth),
        gateway=build_gateway(settings.ai, openai_client=client),
        registry=build_registry(),
    )


async def _close_deps(deps: ChatDeps) -> None:
    await deps.gateway.aclose()
    await deps.fallback_gateway.aclose()
    await deps.db.close()


def _reset_users(database_url: str, *, create: bool) -> None:
    """Remove the bench users (their chats cascade), and create them again when asked."""
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        conn.execute("delete from auth.users where id = any(%s)", (list(_USERS),))
        for index, user_id in enumerate(_USERS if create else ()):
            conn.execute(
                "insert into auth.users (id, email, raw_app_meta_data) values (%s, %s, %s)",
                (user_id, f"bench-chat-{index}@example.test", Jsonb({"provider": "email"})),
            )


def _script(fake: FakeOpenAI, turn: _Turn) -> None:
    fake.reset()
    if turn.search is not None:
        fake.script_tool_call("search_recipes", {"query": turn.search})
        fake.script_text("Here are a few recipes from the catalogue that fit what you asked.")
    else:
        fake.script_text("Let it rest a few minutes so the juices settle; then serve it warm.")


class _Caller:
    """Sends the turns as the bench users, each continuing their own session."""

    def __init__(self, route: str, settings: ChatSettings) -> None:
        secret = settings.auth.supabase_jwt_secret
        if secret is None:
            raise ValueError("the bench settings need an HS256 secret")
        self.route = route
        self._tokens = [
            issue_dev_token(user_id=user, secret=secret.get_secret_value()) for user in _USERS
        ]
        self._sessions: list[str | None] = [None] * len(_USERS)
        self.count = 0
        self.last_turn = _TURNS[0]

    def next_request(self, fake: FakeOpenAI, *, stream: bool) -> tuple[int, dict[str, Any]]:
        index, self.count = self.count, self.count + 1
        user = index % len(_USERS)
        turn = self.last_turn = _TURNS[(index // len(_USERS)) % len(_TURNS)]
        _script(fake, turn)
        body: dict[str, Any] = {"message": turn.message, "stream": stream}
        if (session := self._sessions[user]) is not None:
            body["sessionId"] = session
        return user, body

    def headers(self, user: int) -> dict[str, str]:
        return {"authorization": f"Bearer {self._tokens[user]}", "content-type": "application/json"}

    def remember(self, user: int, session_id: str) -> None:
        self._sessions[user] = session_id


async def _post(
    http: httpx.AsyncClient, caller: _Caller, fake: FakeOpenAI, *, stream: bool
) -> float:
    user, body = caller.next_request(fake, stream=stream)
    content = json.dumps(body).encode()
    started = time.perf_counter()
    response = await http.post(caller.route, content=content, headers=caller.headers(user))
    elapsed = (time.perf_counter() - started) * 1000
    text = response.text
    if response.status_code != 200 or (stream and '"type":"done"' not in text):
        raise RuntimeError(f"chat answered {response.status_code}: {text[:200]}")
    caller.remember(user, streamed_session_id(text) if stream else response.json()["sessionId"])
    return elapsed


def streamed_session_id(body: str) -> str:
    """The session id a streamed answer opened with (its first event)."""
    first = next(parse_sse_lines(body.splitlines()), None)
    if not isinstance(first, SessionEvent):
        raise RuntimeError(f"the chat stream did not open with its session: {body[:200]}")
    return first.session_id


async def _first_byte(http: httpx.AsyncClient, caller: _Caller, fake: FakeOpenAI) -> float:
    user, body = caller.next_request(fake, stream=True)
    content = json.dumps(body).encode()
    first: float | None = None
    chunks: list[bytes] = []
    started = time.perf_counter()
    async with http.stream(
        "POST", caller.route, content=content, headers=caller.headers(user)
    ) as r:
        async for chunk in r.aiter_raw():
            if first is None:
                first = (time.perf_counter() - started) * 1000
            chunks.append(chunk)
    text = b"".join(chunks).decode()
    if r.status_code != 200 or first is None or '"type":"done"' not in text:
        raise RuntimeError(f"chat answered {r.status_code} under uvicorn")
    caller.remember(user, streamed_session_id(text))
    return first


async def _time_double(fake: FakeOpenAI, base_url: str) -> tuple[LatencyStats, LatencyStats]:
    """The double's own per-call time through the SDK (non-streamed and streamed)."""
    config = AiSettings(AI_PROVIDER="openai", OPENAI_API_KEY="sk-bench", OPENAI_BASE_URL=base_url)
    client = create_openai_client(config, http_client=model_http_client(trust_env=False))
    messages: Any = [{"role": "user", "content": "hello"}]
    plain: list[float] = []
    streamed: list[float] = []
    try:
        for measured in (False, True):
            for _ in range(_DOUBLE_CALLS):
                fake.reset()
                started = time.perf_counter()
                await client.chat.completions.create(model=config.text_model, messages=messages)
                plain.append((time.perf_counter() - started) * 1000)
                started = time.perf_counter()
                chunks = await client.chat.completions.create(
                    model=config.text_model, messages=messages, stream=True
                )
                async for _chunk in chunks:
                    pass
                streamed.append((time.perf_counter() - started) * 1000)
            if not measured:  # the first pass warmed the connection up
                plain.clear()
                streamed.clear()
    finally:
        await client.close()
    return latency_stats(plain), latency_stats(streamed)


@asynccontextmanager
async def _uvicorn_chat(
    build_app: Callable[[Any], Starlette], settings: ChatSettings
) -> AsyncIterator[int]:
    """The chat app under uvicorn on a free 127.0.0.1 port, in a thread with its own loop."""
    built: list[ChatDeps] = []
    lock = threading.Lock()

    async def provide() -> ChatDeps:
        # Built in the server's loop, where its pool and HTTP client live.
        if not built:
            deps = await _build_deps(settings)
            with lock:
                built.append(deps)
        return built[0]

    config = uvicorn.Config(
        build_app(provide), host="127.0.0.1", port=0, log_level="warning", lifespan="off"
    )
    server = uvicorn.Server(config)

    async def serve() -> None:
        try:
            await server.serve()
        finally:
            for deps in built:
                await _close_deps(deps)

    thread = threading.Thread(target=lambda: asyncio.run(serve()), name="bench-chat", daemon=True)
    thread.start()
    deadline = time.monotonic() + _START_TIMEOUT_S
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the chat app did not start under uvicorn")
        await asyncio.sleep(0.01)
    try:
        yield int(server.servers[0].sockets[0].getsockname()[1])
    finally:
        server.should_exit = True
        await asyncio.to_thread(thread.join, _START_TIMEOUT_S)


async def time_chat(database_url: str, *, requests: int, warmup: int) -> ChatTimings:
    """Time `requests` chat requests per measure after `warmup` discarded ones.

    Args:
        database_url: a migrated, seeded database with the offline embeddings.
        requests: measured requests per measure (non-streamed, streamed, first byte).
        warmup: discarded requests before each measure.

    Returns:
        The figures.
    """
    build_app, route, drain = _import_chat()
    fake = create_fake_openai()
    _reset_users(database_url, create=True)
    try:
        with BackgroundServer(fake) as double:
            settings = _settings(database_url, double.base_url)
            deps = await _build_deps(settings)

            async def provide() -> ChatDeps:
                return deps

            caller = _Caller(route, settings)
            transport = httpx.ASGITransport(app=build_app(provide))
            plain: list[float] = []
            streamed: list[float] = []
            by_kind: dict[bool, list[float]] = {True: [], False: []}
            calls = 0
            try:
                async with httpx.AsyncClient(transport=transport, base_url="http://chat.test") as h:
                    for index in range(warmup + requests):
                        for stream, sink in ((False, plain), (True, streamed)):
                            elapsed = await _post(h, caller, fake, stream=stream)
                            await drain()
                            if index >= warmup:
                                sink.append(elapsed)
                                by_kind[caller.last_turn.search is not None].append(elapsed)
                                calls += len(fake.chat_requests)
            finally:
                await _close_deps(deps)
            first: list[float] = []
            async with (
                _uvicorn_chat(build_app, settings) as port,
                httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", trust_env=False) as h,
            ):
                for index in range(warmup + requests):
                    elapsed = await _first_byte(h, caller, fake)
                    if index >= warmup:
                        first.append(elapsed)
            double_chat, double_stream = await _time_double(fake, double.base_url)
    finally:
        _reset_users(database_url, create=False)
    return ChatTimings(
        requests=requests,
        warmup=warmup,
        non_streamed=latency_stats(plain),
        streamed=latency_stats(streamed),
        search_turns=latency_stats(by_kind[True]) if by_kind[True] else None,
        plain_turns=latency_stats(by_kind[False]) if by_kind[False] else None,
        first_byte=latency_stats(first),
        double_chat=double_chat,
        double_chat_stream=double_stream,
        model_calls_per_request=calls / (2 * requests),
    )
