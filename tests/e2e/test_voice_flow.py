"""The whole voice flow end to end: start → execute_tool → end_session, over HTTP and Lambda.

Real tokens from `issue_dev_token` and a verifier with that secret, the real database, and the
real openai SDK talking to the fake OpenAI wire server (which records the client-secrets
request), or the offline provider. Then the deployed handlers, invoked through Mangum with the
sample events in `events/`, configured only by environment variables.
"""

from __future__ import annotations

import json
import threading
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from voice.realtime import realtime_tools

from cli.fake_openai import create_fake_openai
from shared.ai.offline.provider import OFFLINE_SECRET_PREFIX
from shared.auth import issue_dev_token
from shared.tools import build_registry
from tests.integration.test_voice_harness import (
    SECRET,
    FrozenClock,
    client_for,
    fake_openai_gateway,
    fake_openai_http,
    insert_session,
    make_deps,
    month_minutes,
    offline_gateway,
    post_voice,
    session_row,
)

if TYPE_CHECKING:
    import httpx

    from shared.ai import AiGateway
    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

EVENTS = Path(__file__).resolve().parents[2] / "events"
SEARCH = {"query": "chicken", "limit": 3}


async def run_flow(
    http: httpx.AsyncClient, user: Principal, clock: FrozenClock
) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any], httpx.Response]:
    """Start, search, talk for 150 s, end, then try one more tool call."""
    started = await post_voice(http, user, {"action": "start_session"})
    assert started.status_code == 200, started.text
    session_id = started.json()["sessionId"]
    tool_body = {
        "action": "execute_tool",
        "sessionId": session_id,
        "toolName": "search_recipes",
        "toolArgs": json.dumps(SEARCH),
    }
    searched = await post_voice(http, user, tool_body)
    assert searched.status_code == 200, searched.text
    clock.advance(150)
    usage = {"seconds": 149.2, "inputTokens": 5200, "outputTokens": 2100}
    ended = await post_voice(
        http, user, {"action": "end_session", "sessionId": session_id, "usage": usage}
    )
    assert ended.status_code == 200, ended.text
    after = await post_voice(http, user, tool_body)
    return started.json(), searched.json(), ended.json(), after


def assert_flow(
    database_url: str,
    user: Principal,
    clock_start: datetime,
    answers: tuple[dict[str, Any], dict[str, Any], dict[str, Any], httpx.Response],
) -> None:
    started, searched, ended, after = answers
    assert started["maxSessionSeconds"] == 1800
    assert started["tools"] == realtime_tools(build_registry())
    assert searched["ok"] is True
    assert len(searched["response"]["recipes"]) >= 2
    assert searched["spoken"].startswith("I found ")
    assert ended["status"] == "completed"
    assert ended["durationSeconds"] == 150.0
    assert ended["minutesCharged"] == 2.5
    assert ended["clientReportedSeconds"] == 149.2
    assert (ended["inputTokens"], ended["outputTokens"]) == (5200, 2100)
    assert ended["remainingMinutes"] == 27.5
    # A session that has ended runs no more tools
    assert after.status_code == 409
    row = session_row(database_url, started["sessionId"])
    assert row["user_id"] == user.user_id
    assert row["ended_at"] - row["started_at"] == timedelta(seconds=150)
    month = f"{clock_start:%Y-%m}-01"
    assert month_minutes(database_url, user.user_id, month) == Decimal("2.50")


async def test_the_flow_with_the_openai_sdk_against_the_wire_fake(
    database: Database, database_url: str, seeded: object, make_user: UserFactory
) -> None:
    # Given the real SDK pointed at the fake, and the server's clock now
    user = make_user()
    fake = create_fake_openai()
    clock = FrozenClock(datetime.now(UTC).replace(microsecond=0))
    start = clock.now

    # When the app runs a whole session
    async with fake_openai_http(fake) as openai_http:
        gateway: AiGateway = fake_openai_gateway(openai_http)
        async with client_for(make_deps(database, gateway=gateway, clock=clock)) as http:
            answers = await run_flow(http, user, clock)

    # Then OpenAI saw one client-secrets request carrying the server's session configuration
    # (search may also embed the query through the same gateway: only secrets are counted)
    (request,) = [r for r in fake.requests if r.path == "/v1/realtime/client_secrets"]
    assert request.method == "POST"
    assert request.headers["authorization"] == "Bearer sk-test-not-a-real-key"
    assert request.body["expires_after"] == {"anchor": "created_at", "seconds": 60}
    started = answers[0]
    assert request.body["session"] == {
        "type": "realtime",
        "model": "gpt-realtime",
        "instructions": started["instructions"],
        "tools": started["tools"],
        "tool_choice": "auto",
        "output_modalities": ["audio"],
        "max_output_tokens": 1024,
        "audio": {"output": {"voice": "marin"}},
    }
    assert started["clientSecret"].startswith("ek-fake-")
    expires_at = datetime.fromisoformat(started["expiresAt"])
    assert timedelta(seconds=50) <= expires_at - datetime.now(UTC) <= timedelta(seconds=61)
    # And the rest of the flow was charged by the server's clock
    assert_flow(database_url, user, start, answers)


async def test_the_flow_with_the_offline_provider(
    database: Database, database_url: str, seeded: object, make_user: UserFactory
) -> None:
    # Given no OpenAI at all
    user = make_user()
    clock = FrozenClock(datetime.now(UTC).replace(microsecond=0))
    start = clock.now

    # When the app runs a whole session
    deps = make_deps(database, gateway=offline_gateway(), clock=clock)
    async with client_for(deps) as http:
        answers = await run_flow(http, user, clock)

    # Then the secret is the clearly marked local one and everything else still works
    assert answers[0]["clientSecret"].startswith(OFFLINE_SECRET_PREFIX)
    assert_flow(database_url, user, start, answers)


def _event(name: str, **placeholders: str) -> dict[str, Any]:
    text = (EVENTS / name).read_text(encoding="utf-8")
    for key, value in placeholders.items():
        text = text.replace("{{" + key + "}}", value)
    event: dict[str, Any] = json.loads(text)
    return event


class _LambdaContext:
    function_name = "irmixy-voice"
    memory_limit_in_mb = 1024
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:irmixy-voice"
    aws_request_id = "voice-e2e"


def test_the_deployed_handlers_answer_the_sample_events(
    monkeypatch: pytest.MonkeyPatch, database_url: str, seeded: object, make_user: UserFactory
) -> None:
    # Given the environment a deployment sets, and a real token for a user
    for name in ("SUPABASE_URL", "SUPABASE_JWKS_URL", "JWT_ISSUER", "OPENAI_API_KEY"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_URL", database_url)
    monkeypatch.setenv("SUPABASE_JWT_SECRET", SECRET)
    monkeypatch.setenv("AI_PROVIDER", "offline")
    user = make_user()
    token = issue_dev_token(user_id=user.user_id, secret=SECRET)
    # And another user's session the app abandoned three hours ago
    abandoned = insert_session(
        database_url, make_user().user_id, started_at=datetime.now(UTC) - timedelta(hours=3)
    )
    results: dict[str, Any] = {}

    def lambda_container() -> None:
        # A Lambda container: its own thread and loop, the handlers imported as deployed.
        from voice import app, sweep

        from shared.http.runtime import container_loop, run_in_container_loop

        try:
            context = _LambdaContext()
            start = app.handler(_event("voice-start-session.json", USER_TOKEN=token), context)
            session_id = json.loads(start["body"])["sessionId"]
            ids = {"USER_TOKEN": token, "SESSION_ID": session_id}
            results["start"] = start
            results["tool"] = app.handler(_event("voice-execute-tool.json", **ids), context)
            results["end"] = app.handler(_event("voice-end-session.json", **ids), context)
            results["sweep"] = sweep.handler(_event("voice-sweep-schedule.json"), context)
        except Exception as exc:  # surfaced in the test thread below
            results["error"] = exc
        finally:
            run_in_container_loop(app.deps_provider.aclose())
            run_in_container_loop(sweep.deps_provider.aclose())
            container_loop().close()

    # When API Gateway events reach the Mangum handler, and the schedule reaches the sweep
    container = threading.Thread(target=lambda_container)
    container.start()
    container.join(timeout=60)

    # Then every answer is the route's JSON
    assert "error" not in results, results.get("error")
    assert results["start"]["statusCode"] == 200, results["start"]["body"]
    assert json.loads(results["start"]["body"])["clientSecret"].startswith(OFFLINE_SECRET_PREFIX)
    tool = json.loads(results["tool"]["body"])
    assert results["tool"]["statusCode"] == 200, tool
    assert tool["toolName"] == "search_recipes"
    assert tool["response"]["recipes"]
    end = json.loads(results["end"]["body"])
    assert results["end"]["statusCode"] == 200, end
    assert end["status"] == "completed"
    assert end["clientReportedSeconds"] == 42.5
    assert results["sweep"]["closed"] >= 1
    assert session_row(database_url, abandoned)["status"] == "expired"
