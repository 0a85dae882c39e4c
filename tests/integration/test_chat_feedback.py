"""Feedback on assistant messages through HTTP on the real database: owner-only, idempotent,
another user's message (or a user message, or an unknown id) answered 404, bad bodies 400.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from chat.app import FEEDBACK_ROUTE

from tests.http_support import post_json
from tests.integration.test_chat_harness import bearer, chat_client, make_deps, post_chat, sql

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
        yield client


async def answered_turn(http: httpx.AsyncClient, user: Principal, database_url: str) -> uuid.UUID:
    """Chat once as `user`; the id of the stored assistant message."""
    reply = await post_chat(http, user, {"message": "a quick pasta dinner", "stream": False})
    assert reply.status_code == 200
    rows = sql(
        database_url,
        "select id from user_chat_messages where user_id = %s and role = 'assistant'"
        " order by created_at desc limit 1",
        (user.user_id,),
    )
    return uuid.UUID(str(rows[0][0]))


async def send(
    http: httpx.AsyncClient, user: Principal | None, body: dict[str, Any] | bytes
) -> httpx.Response:
    return await post_json(http, FEEDBACK_ROUTE, body, auth=bearer(user) if user else None)


def feedback_rows(database_url: str, user_id: uuid.UUID) -> list[tuple[Any, ...]]:
    rows: list[tuple[Any, ...]] = sql(
        database_url,
        "select message_id, rating, reason from chat_message_feedback where user_id = %s",
        (user_id,),
    )
    return rows


async def test_feedback_is_stored_once_per_message_and_can_change(
    http: httpx.AsyncClient, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given an answered turn
    user = make_user()
    message_id = await answered_turn(http, user, database_url)

    # When the user gives a thumbs down with a reason, twice, then changes to a thumbs up
    body = {"messageId": str(message_id), "rating": "down", "reason": "too salty"}
    first = await send(http, user, body)
    again = await send(http, user, body)
    changed = await send(http, user, {"messageId": str(message_id), "rating": "up"})

    # Then each answer echoes what is stored, and one row holds the latest feedback
    assert first.status_code == again.status_code == changed.status_code == 200
    assert first.json() == {"messageId": str(message_id), "rating": "down", "reason": "too salty"}
    assert first.headers["cache-control"] == "no-store"
    assert changed.json() == {"messageId": str(message_id), "rating": "up"}
    assert feedback_rows(database_url, user.user_id) == [(message_id, "up", None)]


async def test_feedback_on_another_users_message_is_not_found_and_writes_nothing(
    http: httpx.AsyncClient, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given Ana's answered turn
    ana, luis = make_user(), make_user()
    message_id = await answered_turn(http, ana, database_url)

    # When Luis rates it
    response = await send(http, luis, {"messageId": str(message_id), "rating": "down"})

    # Then 404 as for an unknown id, and no feedback exists for either of them
    assert response.status_code == 404
    assert response.json()["error"] == "message_not_found"
    unknown = await send(http, luis, {"messageId": str(uuid.uuid4()), "rating": "down"})
    assert unknown.status_code == 404
    assert unknown.json() == response.json()
    assert feedback_rows(database_url, luis.user_id) == []
    assert feedback_rows(database_url, ana.user_id) == []


async def test_feedback_on_a_user_message_is_not_found(
    http: httpx.AsyncClient, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given the user's own message (not an assistant's)
    user = make_user()
    await answered_turn(http, user, database_url)
    rows = sql(
        database_url,
        "select id from user_chat_messages where user_id = %s and role = 'user'",
        (user.user_id,),
    )

    # When it is rated
    response = await send(http, user, {"messageId": str(rows[0][0]), "rating": "up"})

    # Then only assistant messages take feedback
    assert response.status_code == 404


def test_rls_refuses_feedback_rows_written_directly_for_another_users_message(
    database_url: str, make_user: Callable[..., Principal]
) -> None:
    # Given Ana's assistant message, written directly
    ana, luis = make_user(), make_user()
    session = uuid.uuid4()
    message = uuid.uuid4()
    sql(
        database_url,
        "insert into user_chat_sessions (id, user_id) values (%s, %s)",
        (session, ana.user_id),
    )
    sql(
        database_url,
        "insert into user_chat_messages (id, session_id, user_id, role, content)"
        " values (%s, %s, %s, 'assistant', 'hi')",
        (message, session, ana.user_id),
    )
    # When Luis, as `authenticated`, inserts feedback naming himself on Ana's message
    claims = f'{{"sub": "{luis.user_id}", "role": "authenticated"}}'

    with psycopg.connect(database_url) as conn, pytest.raises(psycopg.errors.Error) as refused:
        conn.execute("set local role authenticated")
        conn.execute("select set_config('request.jwt.claims', %s, true)", (claims,))
        conn.execute(
            "insert into chat_message_feedback (message_id, user_id, rating)"
            " values (%s, %s, 'down')",
            (message, luis.user_id),
        )
    # Then the row-level policy refuses it
    assert "row-level security" in str(refused.value)


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        ({"messageId": "abc", "rating": "up"}, 400, "invalid_request"),
        ({"messageId": str(uuid.UUID(int=1)), "rating": "meh"}, 400, "invalid_request"),
        ({"messageId": str(uuid.UUID(int=1))}, 400, "invalid_request"),
        (
            {"messageId": str(uuid.UUID(int=1)), "rating": "up", "userId": "x"},
            400,
            "invalid_request",
        ),
        (
            {"messageId": str(uuid.UUID(int=1)), "rating": "up", "reason": "x" * 501},
            400,
            "invalid_request",
        ),
        (b'{"messageId":', 400, "invalid_json"),
        (b"x" * 5000, 413, "payload_too_large"),
    ],
    ids=["bad id", "bad rating", "no rating", "unknown field", "long reason", "bad json", "big"],
)
async def test_bad_feedback_bodies(
    http: httpx.AsyncClient,
    make_user: Callable[..., Principal],
    body: dict[str, Any] | bytes,
    status: int,
    code: str,
) -> None:
    response = await send(http, make_user(), body)
    assert response.status_code == status
    assert response.json()["error"] == code


async def test_feedback_needs_a_token(http: httpx.AsyncClient) -> None:
    response = await send(http, None, {"messageId": str(uuid.uuid4()), "rating": "up"})
    assert response.status_code == 401
