"""The chat retention job on the real database: messages and idle sessions older than the
limit go, in batches, with their feedback and intent rows; recent history, a session with a
recent message, the quota counters and saved recipes stay; a second run deletes nothing.

The clock is set in 2001 so that the cutoff reaches only this module's rows in the shared
test database.
"""

from __future__ import annotations

import uuid
from datetime import UTC, date, datetime, timedelta
from typing import TYPE_CHECKING

import pytest
from chat.retention import expire_chat_history

from tests.http_support import run_sql as sql
from tests.integration.test_chat_harness import save_user_recipe

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

NOW = datetime(2001, 3, 1, 12, tzinfo=UTC)


def chat_at(
    database_url: str, user: Principal, *, days_ago: list[int], idle_days: int | None = None
) -> uuid.UUID:
    """A session whose messages were written `days_ago`, last touched `idle_days` ago (by
    default when its newest message was written, as storing an answer does)."""
    session_id = uuid.uuid4()
    newest = NOW - timedelta(days=min(days_ago) if idle_days is None else idle_days)
    sql(
        database_url,
        "insert into user_chat_sessions (id, user_id, created_at, updated_at)"
        " values (%s, %s, %s, %s)",
        (session_id, user.user_id, newest, newest),
    )
    # The touch trigger sets updated_at on update only; the insert keeps the value given.
    for i, days in enumerate(days_ago):
        role = "user" if i % 2 == 0 else "assistant"
        sql(
            database_url,
            "insert into user_chat_messages (session_id, user_id, role, content, created_at)"
            " values (%s, %s, %s, 'hola', %s)",
            (session_id, user.user_id, role, NOW - timedelta(days=days)),
        )
    return session_id


def left(database_url: str, user: Principal) -> dict[str, int]:
    ((sessions, messages, feedback, intents, usage, recipes),) = sql(
        database_url,
        "select (select count(*) from user_chat_sessions where user_id = %(u)s),"
        " (select count(*) from user_chat_messages where user_id = %(u)s),"
        " (select count(*) from chat_message_feedback where user_id = %(u)s),"
        " (select count(*) from chat_turn_intents where user_id = %(u)s),"
        " (select count(*) from ai_chat_usage where user_id = %(u)s),"
        " (select count(*) from user_recipes where user_id = %(u)s)",
        {"u": user.user_id},
    )
    return {
        "sessions": sessions,
        "messages": messages,
        "feedback": feedback,
        "intents": intents,
        "usage": usage,
        "recipes": recipes,
    }


async def test_history_older_than_the_limit_goes_and_the_rest_stays(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a cook with an old conversation (rated, with an intent row), a conversation that
    # began 40 days ago and went on yesterday, a recent one, budget counters and a saved recipe
    cook = make_user()
    old = chat_at(database_url, cook, days_ago=[45, 45, 40, 40])
    ongoing = chat_at(database_url, cook, days_ago=[40, 40, 1, 1])
    recent = chat_at(database_url, cook, days_ago=[2, 2])
    sql(
        database_url,
        "insert into chat_message_feedback (message_id, user_id, rating)"
        " select id, user_id, 'up' from user_chat_messages"
        " where session_id = %s and role = 'assistant'",
        (old,),
    )
    sql(
        database_url,
        "insert into chat_turn_intents (session_id, user_id, intent, language)"
        " values (%s, %s, 'search', 'es')",
        (old, cook.user_id),
    )
    sql(
        database_url,
        "insert into ai_chat_usage (user_id, period, period_start, requests, tokens)"
        " values (%s, 'month', %s, 12, 3400)",
        (cook.user_id, date(2001, 1, 1)),
    )
    save_user_recipe(database_url, cook.user_id, "Sopa", NOW - timedelta(days=90), ["onion"])

    # When the job runs with a 30-day limit, in batches of 3
    report = await expire_chat_history(database, now=NOW, max_age_days=30, batch_size=3)

    # Then the six messages older than 30 days went (four old, two of the ongoing talk) and
    # the old session with them, its feedback and intent rows too
    assert (report.messages, report.sessions) == (6, 1)
    assert report.cutoff == NOW - timedelta(days=30)
    remaining = {
        row[0]
        for row in sql(
            database_url, "select id from user_chat_sessions where user_id = %s", (cook.user_id,)
        )
    }
    assert remaining == {ongoing, recent}
    # And the quota counters and the saved recipe stay
    assert left(database_url, cook) == {
        "sessions": 2,
        "messages": 4,
        "feedback": 0,
        "intents": 0,
        "usage": 1,
        "recipes": 1,
    }


async def test_a_second_run_deletes_nothing(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given history past the limit, expired once
    cook = make_user()
    chat_at(database_url, cook, days_ago=[60, 60])
    first = await expire_chat_history(database, now=NOW, max_age_days=30, batch_size=500)

    # When the job runs again
    again = await expire_chat_history(database, now=NOW, max_age_days=30, batch_size=500)

    # Then it found nothing left to delete
    assert (first.messages, first.sessions) == (2, 1)
    assert (again.messages, again.sessions) == (0, 0)


async def test_a_session_with_a_recent_message_is_kept_whatever_its_updated_at(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a session marked idle for 50 days that holds a message from yesterday
    cook = make_user()
    chat_at(database_url, cook, days_ago=[1], idle_days=50)

    # When the job runs
    report = await expire_chat_history(database, now=NOW, max_age_days=30, batch_size=500)

    # Then neither the message nor its session went
    assert (report.messages, report.sessions) == (0, 0)
    assert left(database_url, cook)["messages"] == 1
