"""The monthly voice quota: minutes charged this calendar month (UTC) plus minutes reserved.

Spec 1: 30 minutes per user per calendar month in UTC (`VOICE_QUOTA_MINUTES`). A session
reserves its whole `max_duration_seconds` while it is open, because that is the most it can
be charged; counting open sessions' reservations with the charged minutes is what keeps
parallel sessions from exceeding the quota together. A session's minutes belong to the month
it started in, so usage recorded last month never counts against this one.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import ROUND_CEILING, ROUND_DOWN, Decimal
from typing import TYPE_CHECKING, Final

from shared.errors import QuotaExceededError

if TYPE_CHECKING:
    import uuid

    from shared.db import Conn

__all__ = ["QuotaStatus", "month_of", "next_month_start", "read_quota"]

_CENTS: Final = Decimal("0.01")
_QUOTA_SQL: Final = """
select
  coalesce((select minutes_used from public.ai_voice_usage
            where user_id = %(user_id)s and month = %(month)s), 0) as used_minutes,
  coalesce((select sum(coalesce(max_duration_seconds, %(default_max)s))
            from public.ai_voice_sessions
            where user_id = %(user_id)s and status = 'active'
              and started_at >= %(month_start)s and started_at < %(next_month)s), 0)
    as reserved_seconds
"""


def month_of(instant: datetime) -> date:
    """The first day of `instant`'s calendar month in UTC (the `ai_voice_usage.month` key)."""
    utc = instant.astimezone(UTC)
    return date(utc.year, utc.month, 1)


def next_month_start(instant: datetime) -> datetime:
    """The first instant of the next calendar month in UTC: when the quota resets."""
    month = month_of(instant)
    year, index = divmod(month.month, 12)  # December (12) rolls into January of next year
    return datetime(month.year + year, index + 1, 1, tzinfo=UTC)


def _month_start(instant: datetime) -> datetime:
    month = month_of(instant)
    return datetime(month.year, month.month, 1, tzinfo=UTC)


@dataclass(frozen=True, kw_only=True)
class QuotaStatus:
    """Where the caller stands this month.

    Attributes:
        limit_minutes: The monthly quota.
        used_minutes: Minutes charged to sessions that started this month.
        reserved_minutes: Minutes held by this month's sessions that are still open.
        resets_at: The first instant of next month (UTC).
    """

    limit_minutes: int
    used_minutes: Decimal
    reserved_minutes: Decimal
    resets_at: datetime

    @property
    def remaining_minutes(self) -> Decimal:
        """What is left to reserve, never negative."""
        left = Decimal(self.limit_minutes) - self.used_minutes - self.reserved_minutes
        return max(Decimal(0), left)

    @property
    def remaining_seconds(self) -> int:
        """What is left, in whole seconds (a session's cap is an integer of seconds)."""
        return math.floor(self.remaining_minutes * 60)

    @property
    def exhausted(self) -> bool:
        """True when not even one second is left (29.9 used of 30 still leaves 6 seconds)."""
        return self.remaining_seconds < 1

    def details(self) -> dict[str, object]:
        """The quota fields of the 429 body and of every session answer."""
        return {
            "remainingMinutes": float(self.remaining_minutes.quantize(_CENTS, ROUND_DOWN)),
            "quotaLimit": self.limit_minutes,
            "resetsAt": self.resets_at.isoformat().replace("+00:00", "Z"),
        }

    def exceeded_error(self) -> QuotaExceededError:
        """The 429 for this status, carrying the quota fields."""
        return QuotaExceededError(
            f"You have used your {self.limit_minutes} voice minutes for this month.",
            details=self.details(),
        )


async def read_quota(
    conn: Conn,
    *,
    user_id: uuid.UUID,
    now: datetime,
    limit_minutes: int,
    default_max_seconds: int,
) -> QuotaStatus:
    """Read the caller's charged and reserved minutes for `now`'s month.

    Args:
        conn: A transaction (service role; the query filters by `user_id`).
        user_id: The verified caller.
        now: The server's clock.
        limit_minutes: The monthly quota.
        default_max_seconds: The reservation of an open session without a recorded cap.

    Returns:
        The status.
    """
    cursor = await conn.execute(
        _QUOTA_SQL,
        {
            "user_id": user_id,
            "month": month_of(now),
            "month_start": _month_start(now),
            "next_month": next_month_start(now),
            "default_max": default_max_seconds,
        },
    )
    row = await cursor.fetchone()
    assert row is not None  # a SELECT without FROM always returns one row
    return QuotaStatus(
        limit_minutes=limit_minutes,
        used_minutes=Decimal(row["used_minutes"]),
        # Rounded up: a reservation must never promise more than the quota holds.
        reserved_minutes=(Decimal(row["reserved_seconds"]) / 60).quantize(_CENTS, ROUND_CEILING),
        resets_at=next_month_start(now),
    )
