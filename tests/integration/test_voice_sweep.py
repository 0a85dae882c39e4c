"""The sweep on the real database: overdue sessions expire, charged once, alongside end_session."""

from __future__ import annotations

import asyncio
import threading
from datetime import datetime, timedelta
from decimal import Decimal
from typing import TYPE_CHECKING

import psycopg
import pytest
from voice.end import end_session
from voice.requests import EndSession
from voice.sweep import sweep_expired_sessions

from tests.integration.test_voice_harness import (
    NOW,
    insert_session,
    make_deps,
    month_minutes,
    session_row,
    usage_row,
    voice_settings,
)

if TYPE_CHECKING:
    import uuid

    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

SETTINGS = voice_settings()  # 30-minute sessions, 120 s grace


def ago(minutes: float) -> datetime:
    return NOW - timedelta(minutes=minutes)


async def test_overdue_sessions_expire_and_are_charged_their_capped_time(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given sessions past 30 min + grace, still within it, and already completed
    user = make_user()
    overdue = insert_session(database_url, user.user_id, started_at=ago(40))
    short = insert_session(
        database_url,
        user.user_id,
        max_duration_seconds=300,
        started_at=ago(8),
    )
    in_grace = insert_session(database_url, user.user_id, started_at=ago(31))
    done = insert_session(database_url, user.user_id, status="completed", started_at=ago(50))

    # When the sweep runs
    report = await sweep_expired_sessions(database, SETTINGS, now=NOW)

    # Then the overdue ones expired at their caps (30 and 5 minutes) and were charged once
    assert {overdue, short} <= set(report.closed_ids)
    assert {in_grace, done}.isdisjoint(report.closed_ids)
    expired = session_row(database_url, overdue)
    assert (expired["status"], expired["duration_seconds"]) == ("expired", Decimal("1800.00"))
    assert expired["ended_at"] == NOW
    assert session_row(database_url, short)["duration_seconds"] == Decimal("300.00")
    assert session_row(database_url, in_grace)["status"] == "active"
    assert session_row(database_url, done)["status"] == "completed"
    assert usage_row(database_url, user.user_id, "2026-03-01") == {
        "minutes": Decimal("35.00"),
        "sessions": 2,
        "cost": Decimal("3.5000"),
    }


async def test_the_sweep_is_idempotent(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given an overdue session swept once
    user = make_user()
    session_id = insert_session(database_url, user.user_id, started_at=ago(45))
    await sweep_expired_sessions(database, SETTINGS, now=NOW)

    # When it runs again, later
    again = await sweep_expired_sessions(database, SETTINGS, now=NOW + timedelta(hours=1))

    # Then nothing more is closed or charged
    assert session_id not in again.closed_ids
    assert month_minutes(database_url, user.user_id, "2026-03-01") == Decimal("30.00")


async def test_concurrent_sweeps_and_an_end_session_charge_once(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given an overdue session
    user = make_user()
    session_id = insert_session(database_url, user.user_id, started_at=ago(40))
    deps = make_deps(database)

    # When two sweeps and the app's end_session race for it
    await asyncio.gather(
        sweep_expired_sessions(database, SETTINGS, now=NOW),
        sweep_expired_sessions(database, SETTINGS, now=NOW),
        end_session(deps, user, EndSession(session_id=session_id, usage=None)),
    )

    # Then whoever got it first closed it, and its 30 minutes were charged exactly once
    assert session_row(database_url, session_id)["status"] in {"expired", "completed"}
    assert usage_row(database_url, user.user_id, "2026-03-01") == {
        "minutes": Decimal("30.00"),
        "sessions": 1,
        "cost": Decimal("3.0000"),
    }


async def test_the_sweep_skips_a_session_another_closer_holds(
    database: Database, database_url: str, make_user: UserFactory
) -> None:
    # Given an overdue session row locked by another transaction (an end_session in flight)
    user = make_user()
    session_id: uuid.UUID = insert_session(database_url, user.user_id, started_at=ago(40))
    locked, release = threading.Event(), threading.Event()

    def hold_lock() -> None:
        with psycopg.connect(database_url) as conn:
            conn.execute("select 1 from ai_voice_sessions where id = %s for update", (session_id,))
            locked.set()
            release.wait(timeout=10)
            conn.rollback()

    holder = threading.Thread(target=hold_lock)
    holder.start()
    try:
        await asyncio.to_thread(locked.wait, 10)

        # When the sweep runs meanwhile
        report = await asyncio.wait_for(
            sweep_expired_sessions(database, SETTINGS, now=NOW), timeout=5
        )
    finally:
        release.set()
        await asyncio.to_thread(holder.join, 10)

    # Then it did not wait for the lock and left the row to its holder
    assert session_id not in report.closed_ids
    assert session_row(database_url, session_id)["status"] == "active"
    # And the next run, once the lock is gone, closes it
    later = await sweep_expired_sessions(database, SETTINGS, now=NOW)
    assert session_id in later.closed_ids
