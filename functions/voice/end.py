"""`end_session`: close the caller's session and charge it by the server's clock (spec 3).

The session row is locked first (`SELECT … FOR UPDATE`), so concurrent `end_session` calls,
and a sweep, take turns: the first closes and charges it in one transaction (the session
update and the usage upsert commit together), every later one finds it closed and returns the
recorded figures. The app's `usage` is advisory: stored clamped, never billed.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING

from shared.errors import NotFoundError
from shared.observability import logger
from voice.accounting import Prices
from voice.closing import close_and_charge
from voice.quota import read_quota
from voice.sessions import lock_session

if TYPE_CHECKING:
    from shared.auth import Principal
    from voice.deps import VoiceDeps
    from voice.quota import QuotaStatus
    from voice.requests import EndSession
    from voice.sessions import VoiceSessionRow

__all__ = ["EndedSession", "end_session"]


def _number(value: Decimal | None) -> float:
    return float(value) if value is not None else 0.0


@dataclass(frozen=True, kw_only=True)
class EndedSession:
    """The recorded figures of a closed session and the caller's quota afterwards.

    Attributes:
        session: The row as recorded.
        already_ended: True when this call found it closed (a repeat, or the sweep's work).
        quota: The caller's standing for the current month.
    """

    session: VoiceSessionRow
    already_ended: bool
    quota: QuotaStatus

    @property
    def minutes_charged(self) -> Decimal:
        """The minutes added to the month (derived from the stored duration, as charged)."""
        seconds = self.session.duration_seconds or Decimal(0)
        return (seconds / 60).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)

    def to_wire(self) -> dict[str, object]:
        """The JSON body."""
        session = self.session
        body: dict[str, object] = {
            "sessionId": str(session.id),
            "status": session.status,
            "alreadyEnded": self.already_ended,
            "durationSeconds": _number(session.duration_seconds),
            "minutesCharged": float(self.minutes_charged),
            "inputTokens": session.input_tokens,
            "outputTokens": session.output_tokens,
            "costUsd": float(session.cost_usd),
            **self.quota.details(),
        }
        # Optional fields are left out, never sent as null (README, "The API").
        if session.client_reported_seconds is not None:
            body["clientReportedSeconds"] = float(session.client_reported_seconds)
        return body


async def end_session(deps: VoiceDeps, principal: Principal, command: EndSession) -> EndedSession:
    """End the caller's session (a no-op returning the figures when already closed).

    Args:
        deps: The dependencies.
        principal: The verified caller.
        command: The session and the app's advisory usage.

    Returns:
        The recorded figures and the quota after them.

    Raises:
        NotFoundError: ``session_not_found`` (no such session of the caller's; another
            user's session is indistinguishable from none).
    """
    settings = deps.settings
    now = deps.clock()
    async with deps.db.service() as conn:
        session = await lock_session(conn, command.session_id, principal.user_id)
        if session is None:
            raise NotFoundError("Voice session not found.", code="session_not_found")
        already_ended = session.status != "active"
        if not already_ended:
            closed = await close_and_charge(
                conn,
                [session],
                status="completed",
                now=now,
                prices=Prices.from_settings(settings),
                default_max_seconds=settings.max_session_seconds,
                usage=command.usage,
            )
            # We hold the row lock and saw it active, so the update closed it.
            session = closed[0]
        quota = await read_quota(
            conn,
            user_id=principal.user_id,
            now=now,
            limit_minutes=settings.quota_minutes,
            default_max_seconds=settings.max_session_seconds,
        )
    ended = EndedSession(session=session, already_ended=already_ended, quota=quota)
    logger.info(
        "voice session ended",
        extra={
            "session_id": str(session.id),
            "status": session.status,
            "already_ended": already_ended,
            "minutes_charged": float(ended.minutes_charged),
        },
    )
    return ended
