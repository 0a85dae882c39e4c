"""Bad input on the voice route: every refusal is a JSON error with its status, nothing written."""

from __future__ import annotations

import json
import time
import uuid
from datetime import timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any

import pytest

from shared.auth import issue_dev_token
from tests.http_support import run_sql
from tests.integration.test_voice_harness import (
    NOW,
    SECRET,
    RowCounts,
    bearer,
    client_for,
    insert_session,
    make_deps,
    post_voice,
    row_counts,
    session_row,
)

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

OTHER_SECRET = "a-different-secret-of-enough-length-000000"
TWO_HOURS_AGO = int(time.time()) - 7200


@pytest.fixture
def user(make_user: UserFactory) -> Principal:
    return make_user()


@pytest.fixture
def session_id(database_url: str, user: Principal) -> uuid.UUID:
    return insert_session(database_url, user.user_id, started_at=NOW - timedelta(minutes=2))


def _bodies(session: str) -> list[dict[str, Any]]:
    return [
        {"action": "start_session"},
        {
            "action": "execute_tool",
            "sessionId": session,
            "toolName": "search_recipes",
            "toolArgs": {"query": "chicken"},
        },
        {"action": "end_session", "sessionId": session},
    ]


def _tokens(user_id: uuid.UUID) -> dict[str, str | None]:
    return {
        "missing": None,
        "empty bearer": "Bearer",
        "basic": "Basic dXNlcjpwYXNz",
        "malformed": "Bearer not-a-jwt",
        "forged": f"Bearer {issue_dev_token(user_id=user_id, secret=OTHER_SECRET)}",
        "expired": f"Bearer {issue_dev_token(user_id=user_id, secret=SECRET, now=TWO_HOURS_AGO)}",
        "wrong audience": "Bearer "
        + issue_dev_token(user_id=user_id, secret=SECRET, audience="anon"),
        "not a user id": "Bearer "
        + issue_dev_token(user_id=user_id, secret=SECRET, extra_claims={"sub": "admin"}),
    }


_TOKEN_KINDS = (
    "missing", "empty bearer", "basic", "malformed", "forged", "expired", "wrong audience",
    "not a user id",
)  # fmt: skip


@pytest.mark.parametrize("case", [(a, t) for a in range(3) for t in _TOKEN_KINDS])
async def test_bad_tokens_are_401_for_every_action_and_write_nothing(
    database: Database,
    database_url: str,
    user: Principal,
    session_id: uuid.UUID,
    case: tuple[int, str],
) -> None:
    # Given
    action, token = case
    authorization = _tokens(user.user_id)[token]
    headers = {"content-type": "application/json"}
    if authorization is not None:
        headers["authorization"] = authorization
    before = row_counts(database_url, user.user_id)

    # When
    async with client_for(make_deps(database)) as http:
        response = await http.post(
            "/irmixy-voice-orchestrator",
            content=json.dumps(_bodies(str(session_id))[action]),
            headers=headers,
        )

    # Then
    assert response.status_code == 401
    assert response.json()["error"] in {
        "missing_token", "malformed_token", "invalid_signature", "token_expired",
        "invalid_audience", "invalid_subject", "unauthorized",
    }  # fmt: skip
    assert response.json()["message"]
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert row_counts(database_url, user.user_id) == before
    assert session_row(database_url, session_id)["status"] == "active"


S, OTHER = "{session}", "{other}"
BAD_REQUEST, NOT_FOUND = 400, 404


def end(**fields: Any) -> dict[str, Any]:
    return {"action": "end_session", **fields}


def tool(**fields: Any) -> dict[str, Any]:
    return {"action": "execute_tool", "toolName": "search_recipes", **fields}


@pytest.mark.parametrize(
    "case",
    [
        ({"action": "delete_everything"}, BAD_REQUEST, "unknown_action"),
        ({"action": ""}, BAD_REQUEST, "unknown_action"),
        ({"action": "START_SESSION"}, BAD_REQUEST, "unknown_action"),
        ({}, BAD_REQUEST, "invalid_request"),
        ({"action": 5}, BAD_REQUEST, "invalid_request"),
        ({"action": "start_session", "userId": "x"}, BAD_REQUEST, "invalid_request"),
        ({"action": "start_session", "sessionId": S}, BAD_REQUEST, "invalid_request"),
        ({"action": "start_session", "usage": {"seconds": 5}}, BAD_REQUEST, "invalid_request"),
        (end(), BAD_REQUEST, "missing_session_id"),
        (end(sessionId=None), BAD_REQUEST, "missing_session_id"),
        (end(sessionId="123"), BAD_REQUEST, "invalid_request"),
        (end(sessionId=42), BAD_REQUEST, "invalid_request"),
        (end(sessionId="{session_hex}"), BAD_REQUEST, "invalid_request"),
        (end(sessionId="{" + S + "}"), BAD_REQUEST, "invalid_request"),
        (end(sessionId="urn:uuid:" + S), BAD_REQUEST, "invalid_request"),
        (end(sessionId=S, toolName="x"), BAD_REQUEST, "invalid_request"),
        (end(sessionId=S, usage={"seconds": "lots"}), BAD_REQUEST, "invalid_request"),
        (end(sessionId=S, usage={"minutes": 1}), BAD_REQUEST, "invalid_request"),
        (end(sessionId=S, usage={"inputTokens": 1.5}), BAD_REQUEST, "invalid_request"),
        (end(sessionId=S, usage={"seconds": "NaN"}), BAD_REQUEST, "invalid_request"),
        (tool(sessionId=S, toolName=None), BAD_REQUEST, "missing_tool_name"),
        (tool(), BAD_REQUEST, "missing_session_id"),
        (tool(sessionId="not-a-uuid"), BAD_REQUEST, "invalid_request"),
        (tool(sessionId=S, toolArgs=[1]), BAD_REQUEST, "invalid_request"),
        (tool(sessionId=S, toolName="x" * 65), BAD_REQUEST, "invalid_request"),
        (tool(sessionId=S, usage={}), BAD_REQUEST, "invalid_request"),
        (tool(sessionId=OTHER, toolArgs={"query": "x"}), NOT_FOUND, "session_not_found"),
        (end(sessionId=OTHER), NOT_FOUND, "session_not_found"),
    ],
)
async def test_bad_bodies_get_json_errors_and_write_nothing(
    database: Database,
    database_url: str,
    user: Principal,
    session_id: uuid.UUID,
    case: tuple[dict[str, Any], int, str],
) -> None:
    body, status, code = case
    # Given the caller's open session, and a random id that is nobody's
    text = json.dumps(body).replace("{session_hex}", session_id.hex)
    text = text.replace("{session}", str(session_id)).replace("{other}", str(uuid.uuid4()))
    before = row_counts(database_url, user.user_id)

    # When
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, text.encode())

    # Then
    assert response.status_code == status, response.text
    assert response.json()["error"] == code
    assert response.json()["message"]
    assert row_counts(database_url, user.user_id) == before
    assert session_row(database_url, session_id)["status"] == "active"


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"   ",
        b"{not json",
        b"[]",
        b'"start_session"',
        b"null",
        b'{"action": "start_session",}',
    ],
)
async def test_bodies_that_are_not_a_json_object_are_400(
    database: Database, database_url: str, user: Principal, raw: bytes
) -> None:
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, raw)

    assert response.status_code == 400
    assert response.json()["error"] in {"invalid_json", "invalid_request"}
    assert row_counts(database_url, user.user_id).sessions == 0


@pytest.mark.parametrize("declared", [True, False])
async def test_a_body_over_10_kb_is_413_and_writes_nothing(
    database: Database, database_url: str, user: Principal, session_id: uuid.UUID, declared: bool
) -> None:
    # Given tool arguments that push the body past 10 KB (with or without a content-length)
    body = {
        "action": "execute_tool",
        "sessionId": str(session_id),
        "toolName": "search_recipes",
        "toolArgs": {"query": "chicken " * 1400},
    }
    raw = json.dumps(body).encode()
    assert len(raw) > 10 * 1024

    async def chunks() -> Any:
        yield raw

    # When
    async with client_for(make_deps(database)) as http:
        headers = {"content-type": "application/json", **bearer(user)}
        response = await http.post(
            "/irmixy-voice-orchestrator", content=raw if declared else chunks(), headers=headers
        )

    # Then
    assert response.status_code == 413
    assert response.json()["error"] == "payload_too_large"
    assert row_counts(database_url, user.user_id).sessions == 1


async def test_a_body_just_under_10_kb_is_read(
    database: Database, user: Principal, session_id: uuid.UUID
) -> None:
    # Given a body of exactly 10 KB (valid JSON, but the query is over its 200 characters)
    body = {
        "action": "execute_tool",
        "sessionId": str(session_id),
        "toolName": "search_recipes",
        "toolArgs": {"query": ""},
    }
    padding = 10 * 1024 - len(json.dumps(body).encode())
    body["toolArgs"] = {"query": "x" * padding}
    assert len(json.dumps(body).encode()) == 10 * 1024

    # When
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, body)

    # Then it is read and refused by the tool's own bounds, not by the size cap
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_tool_arguments"


async def test_a_valid_token_for_a_deleted_user_is_401_user_not_found_and_writes_nothing(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given: a correctly signed token whose user was deleted after it was issued
    user = make_user()
    run_sql(database_url, "delete from auth.users where id = %s", (user.user_id,))

    # When
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, {"action": "start_session"})

    # Then
    assert response.status_code == 401, response.text
    body = response.json()
    assert body["error"] == "user_not_found"
    assert "sign in again" in body["message"]
    assert "vuelve a iniciar sesión" in body["message"].lower()
    assert response.headers["www-authenticate"].startswith("Bearer")
    assert row_counts(database_url, user.user_id) == RowCounts(
        sessions=0, usage_rows=0, minutes=Decimal(0)
    )
