"""`build_user_context` against the real database, as the caller, with failing sources."""

from __future__ import annotations

import asyncio
import dataclasses
import uuid
from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from psycopg.types.json import Jsonb

from shared.context import (
    ContextSources,
    HistoryMessage,
    UserContext,
    build_user_context,
    render_context_for_prompt,
)
from shared.context.sources import fetch_history, fetch_profile, fetch_resumable_session

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

EMAIL = "ana.secret@example.test"
DISPLAY_NAME = "Ana Secretísima"


def sql(database_url: str, query: str, params: tuple[Any, ...] = ()) -> Any:
    with psycopg.connect(database_url, autocommit=True) as conn:
        cursor = conn.execute(query, params)
        return cursor.fetchone() if cursor.description else None


def add_profile(database_url: str, user: Principal) -> None:
    sql(
        database_url,
        "insert into user_profiles (user_id, language, measurement_system, dietary_restrictions,"
        " custom_allergies, ingredient_dislikes, diet_types, cuisine_preferences,"
        " kitchen_equipment, skill_level, household_size, display_name)"
        " values (%s, 'es', 'imperial', %s, %s, %s, %s, %s, %s, 'beginner', 3, %s)",
        (
            user.user_id,
            ["Peanut", "shellfish", "peanut"],
            ["kiwi\x07\u200b", "  ", "Kiwi"],
            ["cilantro\nfresco"],
            ["Gluten-Free"],
            ["mexican"],
            ["Thermomix TM6", "oven"],
            DISPLAY_NAME,
        ),
    )


def add_chat(database_url: str, user: Principal, messages: int) -> uuid.UUID:
    session_id = uuid.uuid4()
    sql(
        database_url,
        "insert into user_chat_sessions (id, user_id, title) values (%s, %s, 'Dinner ideas')",
        (session_id, user.user_id),
    )
    for i in range(messages):
        role = "user" if i % 2 == 0 else "assistant"
        payload = Jsonb({"recipes": [{"name": f"Recipe {i}"}]}) if role == "assistant" else None
        sql(
            database_url,
            "insert into user_chat_messages (session_id, user_id, role, content, tool_calls)"
            " values (%s, %s, %s, %s, %s)",
            (session_id, user.user_id, role, f"message {i}\x07", payload),
        )
    return session_id


def add_cooking(
    database_url: str, user: Principal, *, idle_hours: float, status: str = "active"
) -> str:
    row = sql(
        database_url,
        "insert into cooking_sessions (user_id, recipe_id, recipe_type, recipe_name, current_step,"
        " total_steps, status, last_active_at)"
        " values (%s, %s, 'database', %s, 3, 8, %s, now() - make_interval(secs => %s))"
        " returning id",
        (user.user_id, uuid.uuid4(), f"Pozole {idle_hours}h", status, idle_hours * 3600),
    )
    return str(row[0])


async def test_the_full_context_is_loaded_and_sanitised(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a profile (with a display name and email), 12 chat messages and cooking sessions
    user = make_user(email=EMAIL)
    add_profile(database_url, user)
    session_id = add_chat(database_url, user, 12)
    add_cooking(database_url, user, idle_hours=30)  # stale
    add_cooking(database_url, user, idle_hours=1, status="completed")
    resumable = add_cooking(database_url, user, idle_hours=2)

    # When the context is built
    ctx = await build_user_context(database, user, session_id=session_id, language_hint="en")

    # Then the profile is cleaned (no repeats, no controls, slugs normalised) and wins the language
    assert ctx.language == "es"
    assert ctx.measurement_system == "imperial"
    assert ctx.dietary_restrictions == ("peanut", "shellfish")
    assert ctx.custom_allergies == ("kiwi",)
    assert ctx.ingredient_dislikes == ("cilantro fresco",)
    assert ctx.diet_types == ("gluten_free",)
    assert ctx.cuisine_preferences == ("mexican",)
    assert ctx.has_thermomix
    assert (ctx.skill_level, ctx.household_size) == ("beginner", 3)
    # And the history is the last ten messages, oldest first, with payload summaries
    assert [m.content for m in ctx.conversation_history] == [f"message {i}" for i in range(2, 12)]
    assert ctx.conversation_history[1] == HistoryMessage(
        role="assistant",
        content="message 3",
        payload_summary="recipes: Recipe 3",
        cards_shown=True,
    )
    # And the resumable session is the recent active one
    assert ctx.resumable_session is not None
    assert str(ctx.resumable_session.session_id) == resumable
    assert (ctx.resumable_session.current_step, ctx.resumable_session.total_steps) == (3, 8)
    assert ctx.resumable_session.recipe_name == "Pozole 2h"
    assert ctx.degraded == ()
    # And no PII is anywhere in the context or the prompt block
    for text in (repr(ctx), render_context_for_prompt(ctx)):
        assert DISPLAY_NAME not in text
        assert EMAIL not in text


async def test_another_users_session_yields_no_history_and_is_not_a_failure(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given B's chat session
    a, b = make_user(), make_user()
    b_session = add_chat(database_url, b, 4)

    # When A builds a context with B's session id
    ctx = await build_user_context(database, a, session_id=b_session)

    # Then A sees none of B's messages and nothing is reported degraded
    assert ctx.conversation_history == ()
    assert ctx.degraded == ()


async def test_the_excluded_message_is_left_out_of_the_history(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a conversation of three messages and the id of the last one
    user = make_user()
    session_id = add_chat(database_url, user, 3)
    (last,) = sql(
        database_url,
        "select id from user_chat_messages where session_id = %s"
        " order by created_at desc, id desc limit 1",
        (session_id,),
    )

    # When the context is built leaving that message out
    ctx = await build_user_context(database, user, session_id=session_id, exclude_message=last)

    # Then the history is the two messages before it
    assert [m.content for m in ctx.conversation_history] == ["message 0", "message 1"]


async def test_a_user_without_profile_gets_defaults_in_the_hinted_language(
    database: Database, make_user: UserFactory
) -> None:
    ctx = await build_user_context(database, make_user(), session_id=None, language_hint="es")
    assert ctx == UserContext.defaults("es")


async def test_a_failing_source_degrades_to_defaults_without_failing(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a profile source that fails, while history and cooking state are fine
    user = make_user()
    add_profile(database_url, user)
    session_id = add_chat(database_url, user, 2)
    add_cooking(database_url, user, idle_hours=1)

    async def broken_profile(db: Database, principal: Principal) -> Any:
        raise psycopg.OperationalError("connection lost while reading kiwi allergy")

    sources = ContextSources(profile=broken_profile)

    # When the context is built
    ctx = await build_user_context(
        database, user, session_id=session_id, language_hint="en", sources=sources
    )

    # Then the profile part holds defaults, the others loaded, and the failure is recorded
    assert ctx.degraded == ("profile",)
    assert ctx.language == "en"
    assert ctx.dietary_restrictions == ()
    assert len(ctx.conversation_history) == 2
    assert ctx.resumable_session is not None


async def test_every_source_failing_or_hanging_still_yields_a_context(
    database: Database, make_user: UserFactory
) -> None:
    # Given one source raising, one hanging past the timeout, one raising another error
    async def broken(*args: Any) -> Any:
        raise RuntimeError("boom")

    async def hanging(*args: Any, **kwargs: Any) -> Any:
        await asyncio.sleep(10)

    sources = ContextSources(
        profile=broken, history=hanging, resumable_session=broken, timeout_s=0.1
    )

    # When the context is built
    ctx = await build_user_context(
        database, make_user(), session_id=uuid.uuid4(), language_hint="es", sources=sources
    )

    # Then it is the defaults, with every source named as degraded
    assert ctx == dataclasses.replace(
        UserContext.defaults("es"), degraded=("profile", "history", "resumable_session")
    )


async def test_the_sources_run_concurrently(database: Database, make_user: UserFactory) -> None:
    # Given three sources that each wait for the other two (a barrier of three)
    barrier = asyncio.Barrier(3)

    async def profile(db: Database, principal: Principal) -> Any:
        await barrier.wait()
        return await fetch_profile(db, principal)

    async def history(
        db: Database, principal: Principal, session_id: uuid.UUID, *, exclude: uuid.UUID | None
    ) -> Any:
        await barrier.wait()
        return await fetch_history(db, principal, session_id, exclude=exclude)

    async def resumable(db: Database, principal: Principal) -> Any:
        await barrier.wait()
        return await fetch_resumable_session(db, principal)

    sources = ContextSources(
        profile=profile, history=history, resumable_session=resumable, timeout_s=2.0
    )

    # When the context is built (run one at a time, the first would time out at the barrier)
    ctx = await build_user_context(database, make_user(), session_id=uuid.uuid4(), sources=sources)

    # Then all three completed
    assert ctx.degraded == ()
