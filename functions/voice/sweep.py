"""The scheduled sweep: close sessions the app never ended, charging their capped time (spec 4).

A session still `active` past `max_duration_seconds + VOICE_SESSION_GRACE_SECONDS` is closed as
`expired` and charged its elapsed time capped at its maximum (in practice, the maximum: an app
that never says goodbye pays for the time it was allowed). Rows are taken with
`FOR UPDATE SKIP LOCKED`, so the sweep never waits on an `end_session` in flight, two sweeps
never take the same row, and a row already closed is never charged again: running it twice,
or alongside `end_session`, changes nothing the first run did not.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any, Final

from shared.http.runtime import run_in_container_loop
from shared.observability import logger, observed_handler
from voice.accounting import Prices
from voice.closing import close_and_charge
from voice.deps import LazyDeps
from voice.sessions import lock_overdue

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable, Mapping
    from datetime import datetime

    from shared.db import Database
    from voice.deps import DepsProvider
    from voice.settings import VoiceSettings

__all__ = [
    "SweepReport",
    "build_sweeper",
    "deps_provider",
    "handler",
    "sweep_expired_sessions",
]

# One invocation closes at most this many batches; the next schedule picks up the rest.
_MAX_BATCHES: Final = 20


@dataclass(frozen=True, kw_only=True)
class SweepReport:
    """What one sweep closed."""

    closed_ids: tuple[uuid.UUID, ...]
    minutes_charged: Decimal

    def to_wire(self) -> dict[str, object]:
        """A log- and Lambda-friendly summary (ids are not user data)."""
        return {"closed": len(self.closed_ids), "minutesCharged": float(self.minutes_charged)}


async def sweep_expired_sessions(
    db: Database, settings: VoiceSettings, *, now: datetime
) -> SweepReport:
    """Close every overdue active session, in batches of `VOICE_SWEEP_BATCH_SIZE`.

    Args:
        db: The database (service role).
        settings: The voice settings (grace, batch size, prices, default maximum).
        now: The server's clock.

    Returns:
        The sessions closed by this run (not those another closer got to first).
    """
    prices = Prices.from_settings(settings)
    closed_ids: list[uuid.UUID] = []
    minutes = Decimal(0)
    for _ in range(_MAX_BATCHES):
        async with db.service() as conn:
            overdue = await lock_overdue(
                conn,
                now=now,
                grace_seconds=settings.grace_seconds,
                default_max_seconds=settings.max_session_seconds,
                limit=settings.sweep_batch_size,
            )
            closed = await close_and_charge(
                conn,
                overdue,
                status="expired",
                now=now,
                prices=prices,
                default_max_seconds=settings.max_session_seconds,
            )
        closed_ids.extend(row.id for row in closed)
        minutes += sum((row.duration_seconds or Decimal(0) for row in closed), Decimal(0)) / 60
        if len(overdue) < settings.sweep_batch_size:
            break
    report = SweepReport(
        closed_ids=tuple(closed_ids), minutes_charged=minutes.quantize(Decimal("0.01"))
    )
    logger.info("voice sweep finished", extra=report.to_wire())
    return report


def build_sweeper(deps: DepsProvider) -> Callable[[Mapping[str, Any], Any], dict[str, object]]:
    """The sweep's Lambda handler over `deps`.

    Args:
        deps: Provides the database, the settings and the clock.

    Returns:
        `handler(event, context)` returning how many sessions were closed and the minutes
        charged (the scheduled event itself is ignored).
    """

    async def sweep() -> SweepReport:
        resolved = await deps()
        return await sweep_expired_sessions(resolved.db, resolved.settings, now=resolved.clock())

    @observed_handler
    def handle(event: Mapping[str, Any], context: Any) -> dict[str, object]:
        return run_in_container_loop(sweep()).to_wire()

    return handle


#: The deployed dependencies, built on the first invocation of each container.
deps_provider = LazyDeps()
#: `Handler: voice.sweep.handler`, on an EventBridge schedule (e.g. every 5 minutes).
handler = build_sweeper(deps_provider)
