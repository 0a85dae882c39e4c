"""Reading and writing `ai_voice_sessions` and `ai_voice_usage`.

Rows are read whole (`select *`) into `VoiceSessionRow`, which names the columns it uses.
Every statement is parameterised and filters by the caller's id, even where RLS would too:
writes run as `service_role` (users may only read these tables, migration 0010), which
bypasses RLS. Charging a session is one `UPDATE … WHERE status = 'active' RETURNING` plus an
additive upsert in the same transaction, so a session is charged exactly once however many
closers race (spec 3).
"""

from __future__ import annotations

import uuid
from datetime import datetime
from decimal import Decimal
from typing import TYPE_CHECKING, Final, Literal

from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from datetime import date

    from shared.db import Conn
    from voice.accounting import Charge

__all__ = [
    "SessionStatus",
    "VoiceSessionRow",
    "add_usage",
    "close_session",
    "find_session",
    "insert_session",
    "list_active",
    "lock_overdue",
    "lock_session",
    "lock_user",
    "user_exists",
]

SessionStatus = Literal["active", "completed", "expired"]

# Serialises one user's start_session calls, so two parallel starts cannot both reserve the
# same remaining minutes. Transaction-scoped: safe behind the transaction pooler.
_LOCK_USER: Final = (
    "select pg_advisory_xact_lock(hashtextextended('ai_voice:' || %(user_id)s::text, 0))"
)
_USER_EXISTS: Final = "select public.user_exists(%(user_id)s::uuid) as known"
_INSERT: Final = """
insert into public.ai_voice_sessions
  (user_id, status, model, language, started_at, max_duration_seconds)
values (%(user_id)s, 'active', %(model)s, %(language)s, %(started_at)s, %(max_duration)s)
returning *
"""
_FIND: Final = """
select * from public.ai_voice_sessions
where id = %(id)s and user_id = %(user_id)s
"""
_LOCK: Final = """
select * from public.ai_voice_sessions
where id = %(id)s and user_id = %(user_id)s
for update
"""
_LIST_ACTIVE: Final = """
select * from public.ai_voice_sessions
where user_id = %(user_id)s and status = 'active'
order by started_at, id
"""
_CLOSE: Final = """
update public.ai_voice_sessions
set status = %(status)s, ended_at = %(ended_at)s, duration_seconds = %(duration)s,
    client_reported_seconds = %(client_seconds)s, input_tokens = %(input_tokens)s,
    output_tokens = %(output_tokens)s, cost_usd = %(cost)s
where id = %(id)s and user_id = %(user_id)s and status = 'active'
returning *
"""
_ADD_USAGE: Final = """
insert into public.ai_voice_usage as u
  (user_id, month, minutes_used, sessions_count, cost_usd, updated_at)
values (%(user_id)s, %(month)s, %(minutes)s, %(sessions)s, %(cost)s, %(now)s)
on conflict (user_id, month) do update
set minutes_used = u.minutes_used + excluded.minutes_used,
    sessions_count = u.sessions_count + excluded.sessions_count,
    cost_usd = u.cost_usd + excluded.cost_usd,
    updated_at = excluded.updated_at
"""
# SKIP LOCKED: a session an end_session call holds is left to it (and a second sweep skips
# what the first holds), so the sweep never waits and never double-charges.
_LOCK_OVERDUE: Final = """
select * from public.ai_voice_sessions
where status = 'active'
  and (%(user_id)s::uuid is null or user_id = %(user_id)s)
  and started_at < %(now)s - make_interval(
        secs => coalesce(max_duration_seconds, %(default_max)s) + %(grace)s)
order by started_at
limit %(limit)s
for update skip locked
"""


class VoiceSessionRow(BaseModel):
    """One `ai_voice_sessions` row."""

    model_config = ConfigDict(extra="ignore", frozen=True)

    id: uuid.UUID
    user_id: uuid.UUID
    status: SessionStatus
    model: str | None
    language: Literal["en", "es"] | None
    started_at: datetime
    ended_at: datetime | None
    max_duration_seconds: int | None
    duration_seconds: Decimal | None
    client_reported_seconds: Decimal | None
    input_tokens: int
    output_tokens: int
    cost_usd: Decimal


async def lock_user(conn: Conn, user_id: uuid.UUID) -> None:
    """Hold the caller's voice lock until the transaction ends."""
    await conn.execute(_LOCK_USER, {"user_id": str(user_id)})


async def user_exists(conn: Conn, user_id: uuid.UUID) -> bool:
    """Whether `auth.users` holds the caller (a signed token can outlive its user)."""
    cursor = await conn.execute(_USER_EXISTS, {"user_id": str(user_id)})
    row = await cursor.fetchone()
    return bool(row and row["known"])


async def insert_session(
    conn: Conn,
    *,
    user_id: uuid.UUID,
    started_at: datetime,
    max_duration_seconds: int,
    model: str,
    language: Literal["en", "es"],
) -> VoiceSessionRow:
    """Open a session row; `started_at` is the server's clock, the start of its measure."""
    cursor = await conn.execute(
        _INSERT,
        {
            "user_id": user_id,
            "model": model[:200],
            "language": language,
            "started_at": started_at,
            "max_duration": max_duration_seconds,
        },
    )
    row = await cursor.fetchone()
    assert row is not None  # INSERT … RETURNING always returns its row
    return VoiceSessionRow.model_validate(row)


async def _one(
    conn: Conn, sql: str, session_id: uuid.UUID, user_id: uuid.UUID
) -> VoiceSessionRow | None:
    cursor = await conn.execute(sql, {"id": session_id, "user_id": user_id})
    row = await cursor.fetchone()
    return VoiceSessionRow.model_validate(row) if row is not None else None


async def find_session(
    conn: Conn, session_id: uuid.UUID, user_id: uuid.UUID
) -> VoiceSessionRow | None:
    """The caller's session, or None (another user's session is indistinguishable from none)."""
    return await _one(conn, _FIND, session_id, user_id)


async def lock_session(
    conn: Conn, session_id: uuid.UUID, user_id: uuid.UUID
) -> VoiceSessionRow | None:
    """The caller's session, row-locked until the transaction ends (waits for other closers)."""
    return await _one(conn, _LOCK, session_id, user_id)


async def list_active(conn: Conn, user_id: uuid.UUID) -> list[VoiceSessionRow]:
    """The caller's sessions still marked active, oldest first."""
    cursor = await conn.execute(_LIST_ACTIVE, {"user_id": user_id})
    return [VoiceSessionRow.model_validate(row) for row in await cursor.fetchall()]


async def close_session(
    conn: Conn,
    *,
    session: VoiceSessionRow,
    status: Literal["completed", "expired"],
    charge: Charge,
) -> VoiceSessionRow | None:
    """Record the charge on a still-active session; None when it was already closed."""
    cursor = await conn.execute(
        _CLOSE,
        {
            "id": session.id,
            "user_id": session.user_id,
            "status": status,
            "ended_at": charge.ended_at,
            "duration": charge.duration_seconds,
            "client_seconds": charge.client_reported_seconds,
            "input_tokens": charge.input_tokens,
            "output_tokens": charge.output_tokens,
            "cost": charge.cost_usd,
        },
    )
    row = await cursor.fetchone()
    return VoiceSessionRow.model_validate(row) if row is not None else None


async def add_usage(
    conn: Conn,
    *,
    user_id: uuid.UUID,
    month: date,
    minutes: Decimal,
    cost_usd: Decimal,
    now: datetime,
    sessions: int = 1,
) -> None:
    """Add minutes, sessions and cost to the user's month, creating the row if needed."""
    await conn.execute(
        _ADD_USAGE,
        {
            "user_id": user_id,
            "month": month,
            "minutes": minutes,
            "sessions": sessions,
            "cost": cost_usd,
            "now": now,
        },
    )


async def lock_overdue(
    conn: Conn,
    *,
    now: datetime,
    grace_seconds: int,
    default_max_seconds: int,
    limit: int,
    user_id: uuid.UUID | None = None,
) -> list[VoiceSessionRow]:
    """Active sessions past their maximum plus the grace, locked; rows others hold are skipped.

    Args:
        conn: A service-role transaction.
        now: The server's clock.
        grace_seconds: How long past its maximum a session still counts as live.
        default_max_seconds: The maximum of a session without a recorded one.
        limit: At most this many rows.
        user_id: Only this user's sessions (start_session's housekeeping); all when None.

    Returns:
        The locked rows, oldest first.
    """
    cursor = await conn.execute(
        _LOCK_OVERDUE,
        {
            "now": now,
            "grace": grace_seconds,
            "default_max": default_max_seconds,
            "limit": limit,
            "user_id": user_id,
        },
    )
    return [VoiceSessionRow.model_validate(row) for row in await cursor.fetchall()]
