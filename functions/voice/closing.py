"""Closing sessions and charging them: shared by end_session, the sweep and start's housekeeping.

Callers lock the session rows first (`lock_session`, or `lock_overdue` with SKIP LOCKED);
closing then only takes `ai_voice_usage` row locks, always in (user, month) order, so two
closers never wait on each other in a cycle. `close_session`'s `WHERE status = 'active'` makes
a second close of the same row a no-op, and usage is only added for rows it actually closed.
"""

from __future__ import annotations

from collections import defaultdict
from datetime import timedelta
from decimal import Decimal
from typing import TYPE_CHECKING, Literal

from voice.accounting import measure_charge
from voice.quota import month_of
from voice.sessions import add_usage, close_session

if TYPE_CHECKING:
    import uuid
    from collections.abc import Sequence
    from datetime import date, datetime

    from shared.db import Conn
    from voice.accounting import Prices
    from voice.requests import ClientUsage
    from voice.sessions import VoiceSessionRow

__all__ = ["close_and_charge", "is_live", "session_cap"]


def session_cap(session: VoiceSessionRow, default_max_seconds: int) -> int:
    """The session's maximum duration (rows without one get the configured maximum)."""
    return session.max_duration_seconds or default_max_seconds


def is_live(
    session: VoiceSessionRow, *, now: datetime, grace_seconds: int, default_max_seconds: int
) -> bool:
    """Active and not yet past its maximum plus the grace (then only the sweep may touch it)."""
    if session.status != "active":
        return False
    deadline = session.started_at + timedelta(
        seconds=session_cap(session, default_max_seconds) + grace_seconds
    )
    return now <= deadline


async def close_and_charge(
    conn: Conn,
    sessions: Sequence[VoiceSessionRow],
    *,
    status: Literal["completed", "expired"],
    now: datetime,
    prices: Prices,
    default_max_seconds: int,
    usage: ClientUsage | None = None,
) -> list[VoiceSessionRow]:
    """Close locked, active sessions and add their minutes to the months they started in.

    Args:
        conn: The service-role transaction holding the sessions' row locks.
        sessions: The sessions to close.
        status: ``completed`` (ended by the app) or ``expired`` (closed by the sweep).
        now: The server's clock (the end of each measure).
        prices: The prices and clamps of the cost estimate.
        default_max_seconds: The cap of a session without a recorded one.
        usage: What the app reported (only for a single session it ends).

    Returns:
        The rows as closed; sessions that were no longer active are left out.
    """
    closed: list[VoiceSessionRow] = []
    totals: dict[tuple[uuid.UUID, date], tuple[Decimal, Decimal, int]] = defaultdict(
        lambda: (Decimal(0), Decimal(0), 0)
    )
    for session in sessions:
        charge = measure_charge(
            started_at=session.started_at,
            now=now,
            max_duration_seconds=session_cap(session, default_max_seconds),
            prices=prices,
            client_seconds=usage.seconds if usage else None,
            client_input_tokens=usage.input_tokens if usage else None,
            client_output_tokens=usage.output_tokens if usage else None,
        )
        row = await close_session(conn, session=session, status=status, charge=charge)
        if row is None:
            continue
        closed.append(row)
        # A session's minutes belong to the month it started in (its quota reservation's).
        key = (row.user_id, month_of(row.started_at))
        minutes, cost, count = totals[key]
        totals[key] = (minutes + charge.minutes, cost + charge.cost_usd, count + 1)
    for (user_id, month), (minutes, cost, count) in sorted(totals.items()):
        await add_usage(
            conn,
            user_id=user_id,
            month=month,
            minutes=minutes,
            cost_usd=cost,
            now=now,
            sessions=count,
        )
    return closed
