"""Intent telemetry on the real database: one row per answered turn with the detected intent,
the language and the path that answered; the intent never changes what the turn does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import psycopg
import pytest

from tests.integration.test_chat_harness import chat_client, make_deps, post_chat, sql

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


async def test_each_turn_records_its_intent(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given a user on the offline provider
    user = make_user()
    messages = [
        "hello",
        "find me a quick vegetarian pasta",
        "tell me a joke",
        "make me a recipe with chicken and rice",
    ]

    # When they send four messages in one session
    async with chat_client(make_deps(database)) as http:
        first = await post_chat(http, user, {"message": messages[0], "stream": False})
        session = first.json()["sessionId"]
        answers = [first] + [
            await post_chat(http, user, {"message": m, "sessionId": session, "stream": False})
            for m in messages[1:]
        ]

    # Then each turn has one intent row, in order, with the path that answered it
    assert all(a.status_code == 200 for a in answers)
    rows = sql(
        database_url,
        "select intent, language, provider, tools, session_id::text from chat_turn_intents"
        " where user_id = %s order by id",
        (user.user_id,),
    )
    assert [r[0] for r in rows] == ["greeting", "search", "off_topic", "generate"]
    assert {r[1] for r in rows} == {"en"}
    assert {r[4] for r in rows} == {session}
    assert rows[2][2] == "guard"
    assert rows[2][3] == []
    assert rows[1][3] == answers[1].json()["response"]["trace"]["toolsCalled"]


def test_users_cannot_read_intents(database_url: str, make_user: Callable[..., Principal]) -> None:
    # Analytics rows are the server's: the `authenticated` role has no grant at all.
    user = make_user()
    claims = f'{{"sub": "{user.user_id}", "role": "authenticated"}}'
    with psycopg.connect(database_url) as conn, pytest.raises(psycopg.errors.InsufficientPrivilege):
        conn.execute("set local role authenticated")
        conn.execute("select set_config('request.jwt.claims', %s, true)", (claims,))
        conn.execute("select count(*) from chat_turn_intents")
