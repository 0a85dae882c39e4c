"""`end_session` on the real database: server-measured charges, advisory usage, exactly once."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Any

import pytest
from voice.end import end_session
from voice.requests import ClientUsage, EndSession

from tests.integration.test_voice_harness import (
    NOW,
    FrozenClock,
    client_for,
    insert_session,
    make_deps,
    month_minutes,
    post_voice,
    row_counts,
    session_row,
    usage_row,
    voice_settings,
)

if TYPE_CHECKING:
    import uuid

    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration


def end_body(session_id: uuid.UUID | str, **usage: Any) -> dict[str, Any]:
    body: dict[str, Any] = {"action": "end_session", "sessionId": str(session_id)}
    if usage:
        body["usage"] = usage
    return body


async def test_ending_charges_the_server_measured_time(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a session started 95 seconds ago by the server's clock
    user = make_user()
    session_id = insert_session(database_url, user.user_id, started_at=NOW - timedelta(seconds=95))

    # When the app ends it
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, end_body(session_id))

    # Then 95 s = 1.58 min are charged at $0.10/min, and the month's usage has them; the app
    # reported no seconds, so the field is left out (never null)
    assert response.status_code == 200, response.text
    body = response.json()
    assert body == {
        "sessionId": str(session_id),
        "status": "completed",
        "alreadyEnded": False,
        "durationSeconds": 95.0,
        "minutesCharged": 1.58,
        "inputTokens": 0,
        "outputTokens": 0,
        "costUsd": 0.158,
        "remainingMinutes": 28.42,
        "quotaLimit": 30,
        "resetsAt": "2026-04-01T00:00:00Z",
    }
    row = session_row(database_url, session_id)
    assert row["ended_at"] == NOW
    assert usage_row(database_url, user.user_id, "2026-03-01") == {
        "minutes": Decimal("1.58"),
        "sessions": 1,
        "cost": Decimal("0.1580"),
    }


@pytest.mark.parametrize(
    "case",
    [
        ({"seconds": 5000, "inputTokens": 10**12, "outputTokens": 10**12}, "5000.00", 95_000),
        ({"seconds": 10, "inputTokens": 1200, "outputTokens": 800}, "10.00", None),
        ({"seconds": -3, "inputTokens": -5, "outputTokens": -1}, "0.00", 0),
        ({"seconds": 10**9}, "7200.00", 0),
    ],
)
async def test_client_usage_is_advisory_and_clamped(
    database: Database,
    database_url: str,
    make_user: UserFactory,
    case: tuple[dict[str, Any], str, int | None],
) -> None:
    # Given a 95-second session
    usage, stored_seconds, tokens = case
    user = make_user()
    session_id = insert_session(database_url, user.user_id, started_at=NOW - timedelta(seconds=95))

    # When the app reports more, less or nonsense
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, user, end_body(session_id, **usage))

    # Then the charge is the server's 95 s either way; the report is stored, clamped
    body = response.json()
    assert body["durationSeconds"] == 95.0
    assert body["minutesCharged"] == 1.58
    assert body["clientReportedSeconds"] == float(stored_seconds)
    expected_input = tokens if tokens is not None else usage["inputTokens"]
    assert body["inputTokens"] == expected_input
    assert month_minutes(database_url, user.user_id, "2026-03-01") == Decimal("1.58")


async def test_the_charge_is_capped_by_the_sessions_maximum(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a 6-second session (all the quota had left) ended 15 minutes later
    user = make_user()
    session_id = insert_session(
        database_url,
        user.user_id,
        started_at=NOW - timedelta(minutes=15),
        max_duration_seconds=6,
    )

    # When
    async with client_for(make_deps(database)) as http:
        body = (await post_voice(http, user, end_body(session_id, seconds=900))).json()

    # Then only the 6 seconds are charged
    assert body["durationSeconds"] == 6.0
    assert body["minutesCharged"] == 0.1


async def test_token_prices_are_configurable(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given token prices and no per-minute price
    user = make_user()
    session_id = insert_session(database_url, user.user_id, started_at=NOW - timedelta(minutes=2))
    settings = voice_settings(
        VOICE_PRICE_PER_MINUTE_USD="0",
        VOICE_PRICE_PER_1M_INPUT_TOKENS_USD="32",
        VOICE_PRICE_PER_1M_OUTPUT_TOKENS_USD="64",
    )

    # When
    async with client_for(make_deps(database, settings=settings)) as http:
        body = (
            await post_voice(
                http, user, end_body(session_id, inputTokens=10_000, outputTokens=5_000)
            )
        ).json()

    # Then 10k x $32/M + 5k x $64/M
    assert body["costUsd"] == 0.64


async def test_ending_twice_returns_the_recorded_figures_and_charges_once(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a session ended once after 60 s
    user = make_user()
    session_id = insert_session(database_url, user.user_id, started_at=NOW - timedelta(seconds=60))
    clock = FrozenClock()
    async with client_for(make_deps(database, clock=clock)) as http:
        first = (await post_voice(http, user, end_body(session_id))).json()

        # When it is ended again, a minute later
        clock.advance(60)
        second = (await post_voice(http, user, end_body(session_id, seconds=999))).json()

    # Then the same figures come back and nothing more is charged
    assert second["alreadyEnded"] is True
    assert {k: v for k, v in second.items() if k != "alreadyEnded"} == {
        k: v for k, v in first.items() if k != "alreadyEnded"
    }
    assert usage_row(database_url, user.user_id, "2026-03-01") == {
        "minutes": Decimal("1.00"),
        "sessions": 1,
        "cost": Decimal("0.1000"),
    }


async def test_concurrent_ends_add_the_minutes_once(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a 3-minute session
    user = make_user()
    session_id = insert_session(database_url, user.user_id, started_at=NOW - timedelta(minutes=3))
    deps = make_deps(database)
    command = EndSession(session_id=session_id, usage=ClientUsage(seconds=180))

    # When two end_session calls race on the real database
    results = await asyncio.gather(
        end_session(deps, user, command), end_session(deps, user, command)
    )

    # Then exactly one closed it, both report the same charge, and 3 minutes were added once
    assert sorted(r.already_ended for r in results) == [False, True]
    assert {r.minutes_charged for r in results} == {Decimal("3.00")}
    assert usage_row(database_url, user.user_id, "2026-03-01") == {
        "minutes": Decimal("3.00"),
        "sessions": 1,
        "cost": Decimal("0.3000"),
    }


async def test_another_users_session_is_not_found_and_untouched(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given B's open session
    owner, intruder = make_user(), make_user()
    session_id = insert_session(database_url, owner.user_id, started_at=NOW - timedelta(minutes=5))

    # When A tries to end it
    async with client_for(make_deps(database)) as http:
        response = await post_voice(http, intruder, end_body(session_id))

    # Then a 404 that says nothing about it, and it stays open and uncharged
    assert response.status_code == 404
    assert response.json() == {"error": "session_not_found", "message": "Voice session not found."}
    assert session_row(database_url, session_id)["status"] == "active"
    assert row_counts(database_url, owner.user_id).usage_rows == 0
    assert row_counts(database_url, intruder.user_id).usage_rows == 0


async def test_minutes_belong_to_the_month_the_session_started_in(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given a session started five minutes before April
    user = make_user()
    session_id = insert_session(
        database_url, user.user_id, started_at=datetime(2026, 3, 31, 23, 55, tzinfo=UTC)
    )
    clock = FrozenClock(datetime(2026, 4, 1, 0, 5, tzinfo=UTC))

    # When it ends five minutes into April
    async with client_for(make_deps(database, clock=clock)) as http:
        body = (await post_voice(http, user, end_body(session_id))).json()

    # Then March pays the 10 minutes and April's quota is whole
    assert month_minutes(database_url, user.user_id, "2026-03-01") == Decimal("10.00")
    assert usage_row(database_url, user.user_id, "2026-04-01") is None
    assert body["remainingMinutes"] == 30.0
    assert body["resetsAt"] == "2026-05-01T00:00:00Z"
