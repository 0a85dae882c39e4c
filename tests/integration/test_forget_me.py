"""Forget me through HTTP on the real database: the caller's conversations, feedback, intent
rows and ended voice sessions go in one transaction (custom recipes, with their cooking
sessions, on request); quota counters, an open voice session and the cooking of a catalogue
recipe stay; another user's rows are out of reach, by RLS as well.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from chat.app import FORGET_ROUTE

from tests.http_support import post_json
from tests.integration.test_chat_harness import (
    NOW,
    bearer,
    chat_client,
    make_deps,
    post_chat,
    save_user_recipe,
    sql,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_COUNTS = (
    "select"
    " (select count(*) from user_chat_sessions where user_id = %(u)s),"
    " (select count(*) from user_chat_messages where user_id = %(u)s),"
    " (select count(*) from chat_message_feedback where user_id = %(u)s),"
    " (select count(*) from chat_turn_intents where user_id = %(u)s),"
    " (select count(*) from ai_voice_sessions where user_id = %(u)s),"
    " (select count(*) from ai_voice_usage where user_id = %(u)s),"
    " (select count(*) from ai_chat_usage where user_id = %(u)s),"
    " (select count(*) from user_recipes where user_id = %(u)s),"
    " (select count(*) from cooking_sessions where user_id = %(u)s)"
)


def counts(database_url: str, user: Principal) -> dict[str, int]:
    with psycopg.connect(database_url) as conn:
        row = conn.execute(_COUNTS, {"u": user.user_id}).fetchone()
    assert row is not None
    names = ("sessions", "messages", "feedback", "intents", "voice", "voice_usage", "chat_usage")
    return dict(zip((*names, "recipes", "cooking"), map(int, row), strict=True))


async def given_history(http: httpx.AsyncClient, user: Principal, database_url: str) -> None:
    """Two answered turns, a rating, two ended voice sessions and one open, a month of voice
    usage, one saved custom recipe left at step 2, and a catalogue recipe left at step 1."""
    await post_chat(http, user, {"message": "pasta for dinner", "stream": False})
    await post_chat(http, user, {"message": "tacos de pescado", "stream": False})
    ((message_id,),) = sql(
        database_url,
        "select id from user_chat_messages where user_id = %s and role = 'assistant' limit 1",
        (user.user_id,),
    )
    feedback = {"messageId": str(message_id), "rating": "up"}
    await post_json(http, "/irmixy-chat-feedback", feedback, auth=bearer(user))
    for status in ("completed", "expired", "active"):
        sql(
            database_url,
            "insert into ai_voice_sessions (user_id, status, ended_at)"
            " values (%s, %s, case when %s = 'active' then null else now() end)",
            (user.user_id, status, status),
        )
    sql(
        database_url,
        "insert into ai_voice_usage (user_id, month, minutes_used) values (%s, %s, 4.5)",
        (user.user_id, NOW.date().replace(day=1)),
    )
    recipe_id = save_user_recipe(database_url, user.user_id, "Mole de olla", NOW, ["beef"])
    add_cooking(database_url, user, recipe_id, "custom")
    add_cooking(database_url, user, str(uuid.uuid4()), "database")


def add_cooking(database_url: str, user: Principal, recipe_id: str, recipe_type: str) -> None:
    sql(
        database_url,
        "insert into cooking_sessions (user_id, recipe_id, recipe_type, current_step,"
        " total_steps) values (%s, %s, %s, 2, 5)",
        (user.user_id, recipe_id, recipe_type),
    )


async def forget(
    http: httpx.AsyncClient, user: Principal, body: dict[str, Any] | bytes
) -> httpx.Response:
    return await post_json(http, FORGET_ROUTE, body, auth=bearer(user))


async def test_forget_me_deletes_the_callers_conversations_and_keeps_quota_data(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    # Given two users with the same kinds of history
    ana, luis = make_user(), make_user()
    async with chat_client(make_deps(database)) as http:
        await given_history(http, ana, database_url)
        await given_history(http, luis, database_url)
        luis_before = counts(database_url, luis)

        # When Ana asks to be forgotten (custom recipes kept)
        answer = await forget(http, ana, {})

    # Then her conversations, feedback, intents and ended voice sessions are gone
    assert answer.status_code == 200
    assert answer.json() == {
        "deleted": {
            "chatSessions": 2,
            "chatMessages": 4,
            "voiceSessions": 2,
            "customRecipes": 0,
            "cookingSessions": 0,
        }
    }
    assert counts(database_url, ana) == {
        "sessions": 0,
        "messages": 0,
        "feedback": 0,
        "intents": 0,
        "voice": 1,  # the open session, still reserving its minutes
        "voice_usage": 1,
        "chat_usage": 2,  # the day's and the month's budget counters
        "recipes": 1,
        "cooking": 2,  # her cooking is not conversation: it stays with its recipes
    }
    # And Luis lost nothing
    assert counts(database_url, luis) == luis_before


async def test_custom_recipes_go_on_request_and_a_second_call_finds_nothing(
    database: Database, seeded: object, make_user: Callable[..., Principal], database_url: str
) -> None:
    ana = make_user()
    async with chat_client(make_deps(database)) as http:
        await given_history(http, ana, database_url)
        first = await forget(http, ana, {"includeCustomRecipes": True})
        again = await forget(http, ana, {"includeCustomRecipes": True})

    assert first.json()["deleted"]["customRecipes"] == 1
    # The custom recipe's cooking session went with it; the catalogue recipe's stays
    assert first.json()["deleted"]["cookingSessions"] == 1
    assert counts(database_url, ana)["recipes"] == 0
    assert counts(database_url, ana)["cooking"] == 1
    ((kept,),) = sql(
        database_url, "select recipe_type from cooking_sessions where user_id = %s", (ana.user_id,)
    )
    assert kept == "database"
    assert again.json() == {
        "deleted": {
            "chatSessions": 0,
            "chatMessages": 0,
            "voiceSessions": 0,
            "customRecipes": 0,
            "cookingSessions": 0,
        }
    }


def test_deleting_a_saved_recipe_anywhere_takes_its_cooking_sessions(
    database_url: str, make_user: Callable[..., Principal]
) -> None:
    # Given Ana and Luis each cooking a saved recipe, and Ana a catalogue recipe too
    ana, luis = make_user(), make_user()
    ana_recipe = save_user_recipe(database_url, ana.user_id, "Sopa", NOW, ["onion"])
    luis_recipe = save_user_recipe(database_url, luis.user_id, "Sopa", NOW, ["onion"])
    add_cooking(database_url, ana, ana_recipe, "custom")
    add_cooking(database_url, ana, str(uuid.uuid4()), "database")
    add_cooking(database_url, luis, luis_recipe, "custom")
    claims = f'{{"sub": "{ana.user_id}", "role": "authenticated"}}'

    # When Ana deletes her recipe from the app (as `authenticated`, through RLS)
    with psycopg.connect(database_url) as conn:
        conn.execute("set local role authenticated")
        conn.execute("select set_config('request.jwt.claims', %s, true)", (claims,))
        conn.execute("delete from user_recipes where id = %s", (ana_recipe,))
        conn.commit()

    # Then its cooking session is gone, her catalogue cooking and Luis's cooking stay
    assert counts(database_url, ana)["cooking"] == 1
    assert counts(database_url, luis)["cooking"] == 1


def test_rls_keeps_each_users_deletes_to_their_own_rows(
    database_url: str, make_user: Callable[..., Principal]
) -> None:
    # Given Luis's session, ended voice session and recipe
    ana, luis = make_user(), make_user()
    sql(database_url, "insert into user_chat_sessions (user_id) values (%s)", (luis.user_id,))
    sql(
        database_url,
        "insert into ai_voice_sessions (user_id, status, ended_at) values (%s, 'completed', now())",
        (luis.user_id,),
    )
    save_user_recipe(database_url, luis.user_id, "Luis's soup", NOW, ["onion"])
    claims = f'{{"sub": "{ana.user_id}", "role": "authenticated"}}'

    # When Ana, as `authenticated`, deletes naming Luis (no owner predicate of hers to help)
    deleted = []
    with psycopg.connect(database_url) as conn:
        conn.execute("set local role authenticated")
        conn.execute("select set_config('request.jwt.claims', %s, true)", (claims,))
        for table in ("user_chat_sessions", "ai_voice_sessions", "user_recipes"):
            cursor = conn.execute(
                f"delete from {table} where user_id = %s",
                (luis.user_id,),
            )
            deleted.append(cursor.rowcount)
        # And the quota counters cannot be deleted by users at all
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            conn.execute("delete from ai_voice_usage where user_id = %s", (ana.user_id,))
    # Then nothing of his was visible to delete
    assert deleted == [0, 0, 0]
    assert counts(database_url, luis)["sessions"] == 1
    assert counts(database_url, luis)["voice"] == 1


@pytest.mark.parametrize(
    ("body", "status"),
    [
        ({"userId": str(uuid.UUID(int=7))}, 400),
        ({"includeCustomRecipes": "yes"}, 400),
        (b"x" * 2000, 413),
    ],
    ids=["a user id", "not a boolean", "too large"],
)
async def test_bad_forget_bodies(
    database: Database,
    seeded: object,
    make_user: Callable[..., Principal],
    body: dict[str, Any] | bytes,
    status: int,
) -> None:
    async with chat_client(make_deps(database)) as http:
        answer = await forget(http, make_user(), body)
    assert answer.status_code == status
