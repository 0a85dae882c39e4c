"""The scheduled retention job (`chat.retention.handler`): chat history is kept 30 days.

Seed 003 Part 7. Daily, as `service_role`: first every message older than `CHAT_RETENTION_DAYS`
(its feedback goes with it), then every session idle that long (a session's `updated_at` moves
with each answer, so an idle session has no newer message; its intent rows go with it). Each
batch is one short transaction over the oldest rows, taken with `FOR UPDATE SKIP LOCKED`, so a
run never waits on a turn in flight and two runs never take the same rows; what one invocation
leaves (more than `_MAX_BATCHES` batches) the next takes. Running it twice deletes nothing the
second time. The quota counters (`ai_chat_usage`, `ai_voice_usage`) are separate tables and
stay: a budget never resets because its history expired. Saved recipes are the cook's, not
history, and stay too.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta
from typing import TYPE_CHECKING, Any, Final

from chat.deps import LazyDeps
from shared.http.runtime import run_in_container_loop
from shared.observability import MetricName, count, logger, observed_handler

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping
    from datetime import datetime

    from chat.deps import DepsProvider
    from shared.db import Database

__all__ = ["RetentionReport", "build_retention", "expire_chat_history", "handler"]

# One invocation deletes at most this many batches of each kind; the next day takes the rest.
_MAX_BATCHES: Final = 100

_EXPIRE_MESSAGES: Final = """
with expired as (
  select id from public.user_chat_messages
  where created_at < %(cutoff)s
  order by created_at
  limit %(limit)s
  for update skip locked
)
delete from public.user_chat_messages m using expired where m.id = expired.id
returning m.id
"""

_EXPIRE_SESSIONS: Final = """
with expired as (
  select s.id from public.user_chat_sessions s
  where s.updated_at < %(cutoff)s
    -- A recent message keeps its session, whatever its updated_at says.
    and not exists (
      select 1 from public.user_chat_messages m
      where m.session_id = s.id and m.created_at >= %(cutoff)s
    )
  order by s.updated_at
  limit %(limit)s
  for update skip locked
)
delete from public.user_chat_sessions d using expired where d.id = expired.id
returning d.id
"""


@dataclass(frozen=True, kw_only=True)
class RetentionReport:
    """What one run deleted, and the instant before which history expired."""

    cutoff: datetime
    messages: int
    sessions: int

    def to_wire(self) -> dict[str, object]:
        """A log- and Lambda-friendly summary (counts only: nothing identifies a user)."""
        return {
            "cutoff": self.cutoff.isoformat(),
            "chatMessages": self.messages,
            "chatSessions": self.sessions,
        }


async def _expire(db: Database, statement: str, *, cutoff: datetime, batch_size: int) -> int:
    deleted = 0
    for _ in range(_MAX_BATCHES):
        async with db.service() as conn:
            cursor = await conn.execute(statement, {"cutoff": cutoff, "limit": batch_size})
            batch = len(await cursor.fetchall())
        deleted += batch
        if batch < batch_size:
            break
    return deleted


async def expire_chat_history(
    db: Database, *, now: datetime, max_age_days: int, batch_size: int
) -> RetentionReport:
    """Delete chat messages and idle chat sessions older than `max_age_days`.

    Args:
        db: The database (service role: the job acts for no user).
        now: The server's clock.
        max_age_days: How long history is kept.
        batch_size: Rows per transaction.

    Returns:
        The counts deleted by this run (zero when a run before it got there).
    """
    cutoff = now - timedelta(days=max_age_days)
    messages = await _expire(db, _EXPIRE_MESSAGES, cutoff=cutoff, batch_size=batch_size)
    sessions = await _expire(db, _EXPIRE_SESSIONS, cutoff=cutoff, batch_size=batch_size)
    report = RetentionReport(cutoff=cutoff, messages=messages, sessions=sessions)
    count(MetricName.CHAT_MESSAGES_EXPIRED, messages)
    count(MetricName.CHAT_SESSIONS_EXPIRED, sessions)
    logger.info("chat history expired", extra=report.to_wire())
    return report


def build_retention(deps: DepsProvider) -> Callable[[Mapping[str, Any], Any], dict[str, object]]:
    """The retention job's Lambda handler over `deps`.

    Args:
        deps: Provides the database, the settings (`CHAT_RETENTION_*`) and the clock.

    Returns:
        `handler(event, context)` returning the cutoff and the counts deleted (the scheduled
        event itself is ignored).
    """

    async def expire() -> RetentionReport:
        resolved = await deps()
        settings = resolved.settings
        return await expire_chat_history(
            resolved.db,
            now=resolved.clock(),
            max_age_days=settings.retention_days,
            batch_size=settings.retention_batch_size,
        )

    @observed_handler
    def handle(event: Mapping[str, Any], context: Any) -> dict[str, object]:
        return run_in_container_loop(expire()).to_wire()

    return handle


#: `Handler: chat.retention.handler`, on a daily EventBridge schedule.
handler = build_retention(LazyDeps())
