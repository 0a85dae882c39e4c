"""The chat function end to end: a client that disconnects mid-stream, and the deployed Mangum
handler answering the sample API Gateway event with a buffered SSE body.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from chat.app import ROUTE, build_app
from chat.streaming import drain_background

from cli.fake_openai import create_fake_openai
from shared.auth import issue_dev_token
from tests.integration.test_chat_harness import (
    SECRET,
    bearer,
    chat_client,
    events_of,
    fake_gateway,
    fake_http,
    make_deps,
    messages_of,
    post_chat,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from chat.deps import ChatDeps

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

EVENTS = Path(__file__).resolve().parents[2] / "events"


async def _disconnecting_request(
    deps: ChatDeps, user: Principal, body: dict[str, Any]
) -> list[bytes]:
    """POST through the raw ASGI interface, hanging up after the first body chunk."""

    async def provide() -> ChatDeps:
        return deps

    app = build_app(provide)
    payload = json.dumps(body).encode()
    headers = [(b"content-type", b"application/json")]
    headers += [(k.encode(), v.encode()) for k, v in bearer(user).items()]
    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.3"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": ROUTE,
        "raw_path": ROUTE.encode(),
        "query_string": b"",
        "headers": headers,
        "server": ("chat.test", 80),
        "client": ("127.0.0.1", 1234),
    }
    received: list[bytes] = []
    hung_up = asyncio.Event()
    sent_body = False

    async def receive() -> dict[str, Any]:
        nonlocal sent_body
        if not sent_body:
            sent_body = True
            return {"type": "http.request", "body": payload, "more_body": False}
        await hung_up.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        if message["type"] == "http.response.body" and message.get("body"):
            received.append(message["body"])
            hung_up.set()
            if len(received) > 1:
                raise OSError("client went away")

    with contextlib.suppress(OSError):
        await app(scope, receive, send)
    return received


async def test_a_client_that_disconnects_still_gets_the_answer_stored(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given a model that streams slowly, so the client leaves mid-answer
    user = make_user()
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": "chicken"})
    fake.script_text("Here are several chicken recipes you might enjoy tonight.")
    fake.slow_stream(0.02)
    async with fake_http(fake) as wire:
        deps = make_deps(database, gateway=fake_gateway(wire))

        # When the client hangs up after the first frame
        received = await _disconnecting_request(deps, user, {"message": "chicken recipes"})
        await asyncio.wait_for(drain_background(), timeout=20)

    # Then it saw only the start, and the whole answer was still stored
    assert b'"type":"session"' in received[0]
    assert not any(b'"type":"done"' in chunk for chunk in received)
    stored = messages_of(database_url, user.user_id)
    assert [row[0] for row in stored] == ["user", "assistant"]
    assert stored[1][1] == "Here are several chicken recipes you might enjoy tonight."
    assert stored[1][2]["recipes"]


class _LambdaContext:
    function_name = "irmixy-chat"
    memory_limit_in_mb = 1024
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:irmixy-chat"
    aws_request_id = "chat-e2e"


async def test_the_mangum_handler_answers_the_sample_event_with_the_same_events(
    monkeypatch: pytest.MonkeyPatch,
    database: Database,
    database_url: str,
    seeded: object,
    make_user: Callable[..., Principal],
) -> None:
    # Given a deployment's environment, a real token and the sample event
    for name in ("SUPABASE_URL", "SUPABASE_JWKS_URL", "JWT_ISSUER", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("SUPABASE_JWT_SECRET", SECRET)
    monkeypatch.setenv("AI_PROVIDER", "offline")
    user = make_user()
    token = issue_dev_token(user_id=user.user_id, secret=SECRET)
    text = (EVENTS / "chat-stream.json").read_text(encoding="utf-8")
    event = json.loads(text.replace("{{USER_TOKEN}}", token))
    results: dict[str, Any] = {}

    def lambda_container() -> None:
        # A Lambda container: its own thread and loop, the handler imported as deployed.
        from chat import app

        from shared.http.runtime import container_loop, run_in_container_loop

        try:
            results["answer"] = app.handler(event, _LambdaContext())
        except Exception as exc:  # surfaced in the test thread below
            results["error"] = exc
        finally:
            run_in_container_loop(drain_background())
            run_in_container_loop(app.deps_provider.aclose())
            container_loop().close()

    # When the event reaches the handler
    container = threading.Thread(target=lambda_container)
    container.start()
    await asyncio.to_thread(container.join, 60)

    # Then the buffered SSE body parses into the events a streamed request gets
    assert "error" not in results, results.get("error")
    answer = results["answer"]
    assert answer["statusCode"] == 200, answer
    assert answer["headers"]["content-type"].startswith("text/event-stream")
    buffered = events_of(answer["body"])
    async with chat_client(make_deps(database)) as http:
        streamed = events_of((await post_chat(http, user, json.loads(event["body"]))).text)
    assert [e["type"] for e in buffered] == [e["type"] for e in streamed]
    assert buffered[-1]["response"]["recipes"] == streamed[-1]["response"]["recipes"]
