"""`start_session` over HTTP on the real database: the secret, the row, the quota and its edges."""

from __future__ import annotations

import asyncio
import uuid
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING

import psycopg
import pytest
from voice.sessions import user_exists

from cli.fake_openai import create_fake_openai
from shared.ai.offline.provider import OFFLINE_SECRET_PREFIX
from tests.http_support import run_sql
from tests.integration.test_voice_harness import (
    NOW,
    FrozenClock,
    add_usage,
    client_for,
    fake_openai_gateway,
    fake_openai_http,
    insert_session,
    make_deps,
    post_voice,
    row_counts,
    session_row,
    usage_row,
    voice_settings,
)

if TYPE_CHECKING:
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

START = {"action": "start_session"}


async def test_a_session_starts_with_a_secret_tools_instructions_and_a_row(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a user with no voice usage
    user = make_user()
    deps = make_deps(database)

    # When they start a session
    async with client_for(deps) as http:
        response = await post_voice(http, user, START)

    # Then the offline secret, the quota, the tools and the instructions come back
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["clientSecret"].startswith(OFFLINE_SECRET_PREFIX)
    assert body["remainingMinutes"] == 30.0
    assert body["quotaLimit"] == 30
    assert body["maxSessionSeconds"] == 1800
    assert body["resetsAt"] == "2026-04-01T00:00:00Z"
    assert [tool["name"] for tool in body["tools"]] == [
        "search_recipes",
        "generate_custom_recipe",
        "retrieve_custom_recipe",
        "suggest_substitutes",
    ]
    assert "Speak English. When the user speaks Spanish" in body["instructions"]
    assert "<user_context>" in body["instructions"]
    # And the row belongs to the token's user, with the server's clock and cap
    row = session_row(database_url, body["sessionId"])
    assert row["user_id"] == user.user_id
    assert row["status"] == "active"
    assert row["started_at"] == NOW
    assert row["max_duration_seconds"] == 1800
    assert row["model"] == body["model"] == "gpt-realtime"
    assert row["language"] == "en"


@pytest.mark.parametrize(
    "case",
    [
        (None, 200, 1800, 30.0),
        ("20", 200, 600, 10.0),
        ("29.9", 200, 6, 0.1),
        ("30", 429, None, 0.0),
        ("30.01", 429, None, 0.0),
        ("45", 429, None, 0.0),
    ],
)
async def test_the_monthly_quota_edges(
    database: Database,
    database_url: str,
    make_user: UserFactory,
    case: tuple[str | None, int, int | None, float],
) -> None:
    # Given minutes already used this month
    used, status, max_seconds, remaining = case
    user = make_user()
    if used is not None:
        add_usage(database_url, user.user_id, "2026-03-01", used)
    before = row_counts(database_url, user.user_id)

    # When the user starts a session
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, START)

    # Then 29.9 minutes still leave six seconds, and 30 leave nothing
    assert response.status_code == status, response.text
    body = response.json()
    assert body["remainingMinutes"] == remaining
    assert body["quotaLimit"] == 30
    assert body["resetsAt"] == "2026-04-01T00:00:00Z"
    if status == 200:
        assert body["maxSessionSeconds"] == max_seconds
    else:
        assert body["error"] == "quota_exceeded"
        assert body["message"]
        # And a refused start writes nothing
        assert row_counts(database_url, user.user_id) == before


@pytest.mark.parametrize(
    ("now", "status"),
    [
        (datetime(2026, 3, 31, 23, 59, 59, tzinfo=UTC), 429),
        (datetime(2026, 4, 1, 0, 0, 0, tzinfo=UTC), 200),
        (datetime(2026, 4, 15, 9, 30, tzinfo=UTC), 200),
    ],
)
async def test_last_months_usage_does_not_count(
    database: Database, database_url: str, make_user: UserFactory, now: datetime, status: int
) -> None:
    # Given the whole quota used in March
    user = make_user()
    add_usage(database_url, user.user_id, "2026-03-01", "30")

    # When the user starts a session at the end of March, or any time in April
    async with client_for(make_deps(database, clock=FrozenClock(now))) as http:
        response = await post_voice(http, user, START)

    # Then March refuses and April starts afresh; the reset is the next first instant (UTC)
    assert response.status_code == status, response.text
    body = response.json()
    expected_reset = "2026-04-01T00:00:00Z" if now.month == 3 else "2026-05-01T00:00:00Z"
    assert body["resetsAt"] == expected_reset
    if status == 200:
        assert body["remainingMinutes"] == 30.0
        assert body["maxSessionSeconds"] == 1800


async def test_the_quota_is_configurable(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given VOICE_QUOTA_MINUTES=10 and 10 minutes used
    user = make_user()
    add_usage(database_url, user.user_id, "2026-03-01", "10")
    deps = make_deps(database, settings=voice_settings(VOICE_QUOTA_MINUTES=10))

    # When
    async with client_for(deps) as http:
        response = await post_voice(http, user, START)

    # Then
    assert response.status_code == 429
    assert response.json()["quotaLimit"] == 10


async def test_open_sessions_reserve_their_minutes(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given two sessions allowed at once, and one open with 20 minutes reserved
    user = make_user()
    insert_session(database_url, user.user_id, started_at=NOW, max_duration_seconds=1200)
    deps = make_deps(database, settings=voice_settings(VOICE_MAX_ACTIVE_SESSIONS=2))

    # When a second session starts
    async with client_for(deps) as http:
        second = await post_voice(http, user, START)
        third = await post_voice(http, user, START)

    # Then it may only use what the first one left: together they cannot exceed the quota
    assert second.status_code == 200, second.text
    assert second.json()["maxSessionSeconds"] == 600
    assert second.json()["remainingMinutes"] == 10.0
    # And with both open there is nothing left (the active limit is reached too)
    assert third.status_code == 409
    assert third.json()["error"] == "voice_session_active"


async def test_parallel_starts_cannot_reserve_the_same_minutes(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given two sessions allowed at once and a full quota
    user = make_user()
    deps = make_deps(database, settings=voice_settings(VOICE_MAX_ACTIVE_SESSIONS=2))

    # When two starts race
    async with client_for(deps) as http:
        responses = await asyncio.gather(
            post_voice(http, user, START), post_voice(http, user, START)
        )

    # Then one gets the 30 minutes and the other finds none left
    assert sorted(r.status_code for r in responses) == [200, 429]
    (started,) = [r.json() for r in responses if r.status_code == 200]
    assert started["maxSessionSeconds"] == 1800
    assert row_counts(database_url, user.user_id).sessions == 1


async def test_a_second_session_is_refused_with_the_open_ones_id(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given one open session (the default allows one)
    user = make_user()
    async with client_for(make_deps(database)) as http:
        first = (await post_voice(http, user, START)).json()

        # When another starts, then the first is ended and another starts
        refused = await post_voice(http, user, START)
        await post_voice(http, user, {"action": "end_session", "sessionId": first["sessionId"]})
        again = await post_voice(http, user, START)

    # Then the 409 names the caller's own open session, and ending it frees the slot
    assert refused.status_code == 409
    assert refused.json()["error"] == "voice_session_active"
    assert refused.json()["activeSessionId"] == first["sessionId"]
    assert again.status_code == 200
    assert row_counts(database_url, user.user_id).sessions == 2


async def test_the_409_and_the_429_carry_the_quota_in_one_format(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given one user with an open session and one with the month's minutes used up
    busy, spent = make_user(), make_user()
    insert_session(database_url, busy.user_id, started_at=NOW, max_duration_seconds=1800)
    add_usage(database_url, spent.user_id, "2026-03-01", "30")

    # When both try to start a session
    async with client_for(make_deps(database)) as http:
        conflict = (await post_voice(http, busy, START)).json()
        exceeded = (await post_voice(http, spent, START)).json()

    # Then the quota fields have the same names, types and formats in both bodies
    assert conflict["error"] == "voice_session_active"
    assert exceeded["error"] == "quota_exceeded"
    quota_fields = {"remainingMinutes", "quotaLimit", "resetsAt"}
    assert set(conflict) == {"error", "message", "activeSessionId", *quota_fields}
    assert set(exceeded) == {"error", "message", *quota_fields}
    for body in (conflict, exceeded):
        assert body["remainingMinutes"] == 0
        assert isinstance(body["remainingMinutes"], float)
        assert body["quotaLimit"] == 30
        assert body["resetsAt"] == "2026-04-01T00:00:00Z"


async def test_an_abandoned_session_is_closed_and_charged_when_the_user_starts_again(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a 10-minute session the app never ended, started 15 minutes ago
    user = make_user()
    abandoned = insert_session(
        database_url,
        user.user_id,
        started_at=NOW - timedelta(minutes=15),
        max_duration_seconds=600,
    )

    # When the user starts a new one
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, START)

    # Then the old one expired, charged its 10 minutes, and the new one gets the other 20
    assert response.status_code == 200, response.text
    assert response.json()["maxSessionSeconds"] == 1200
    old = session_row(database_url, abandoned)
    assert old["status"] == "expired"
    assert old["duration_seconds"] == Decimal("600.00")
    assert usage_row(database_url, user.user_id, "2026-03-01") == {
        "minutes": Decimal("10.00"),
        "sessions": 1,
        "cost": Decimal("1.0000"),
    }


async def test_a_provider_failure_is_a_502_and_writes_no_row(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given an OpenAI that fails every attempt (one try and two retries)
    user = make_user()
    fake = create_fake_openai()
    fake.fail_next(500, times=3)

    # When the user starts a session
    async with fake_openai_http(fake) as openai_http:
        deps = make_deps(database, gateway=fake_openai_gateway(openai_http))
        async with client_for(deps) as http:
            response = await post_voice(http, user, START)

    # Then a JSON 502, three attempts, and no session row
    assert response.status_code == 502
    assert response.json()["error"].startswith("provider")
    assert response.json()["message"]
    assert len(fake.bodies("/v1/realtime/client_secrets")) == 3
    assert row_counts(database_url, user.user_id).sessions == 0


async def test_an_unknown_user_is_refused_before_any_secret_is_minted(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a correctly signed token whose user was deleted after it was issued, and an OpenAI
    # that records every request
    user = make_user()
    run_sql(database_url, "delete from auth.users where id = %s", (user.user_id,))
    fake = create_fake_openai()

    # When the token's holder starts a session
    async with fake_openai_http(fake) as openai_http:
        deps = make_deps(database, gateway=fake_openai_gateway(openai_http))
        async with client_for(deps) as http:
            response = await post_voice(http, user, START)

    # Then a 401 user_not_found, no Realtime secret was paid for, and nothing was written
    assert response.status_code == 401, response.text
    assert response.json()["error"] == "user_not_found"
    assert fake.bodies("/v1/realtime/client_secrets") == []
    assert row_counts(database_url, user.user_id).sessions == 0


async def test_user_exists_answers_for_real_users_only_and_only_to_the_service_role(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given one real user and one id nobody holds
    user = make_user()
    stranger = uuid.uuid4()

    # Then the service role gets the truth for both
    async with database.service() as conn:
        assert await user_exists(conn, user.user_id) is True
        assert await user_exists(conn, stranger) is False

    # And a signed-in user (or anyone) cannot probe auth.users through it
    for transaction in (database.user(user), database.anon()):
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            async with transaction as conn:
                await user_exists(conn, stranger)
