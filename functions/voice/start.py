"""`start_session`: admit the caller, mint a Realtime secret, open the session row (spec 1).

Three steps, so no transaction is held open across the provider call:

1. Admission, under the caller's advisory lock: close the caller's own overdue sessions, refuse
   a session beyond `VOICE_MAX_ACTIVE_SESSIONS` (409) or over the quota (429).
2. The context, the instructions and the secret (a `ProviderError` is a 502 and nothing has
   been written).
3. Admission again under the lock (a parallel start may have reserved minutes meanwhile), then
   the session row, reserving `min(remaining, VOICE_MAX_SESSION_MINUTES)`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.context import build_user_context
from shared.errors import ConflictError, UnknownUserError
from shared.observability import logger
from voice.accounting import Prices
from voice.closing import close_and_charge, is_live
from voice.instructions import build_instructions
from voice.quota import read_quota
from voice.realtime import realtime_session_config, realtime_tools
from voice.sessions import insert_session, list_active, lock_overdue, lock_user, user_exists

if TYPE_CHECKING:
    import uuid
    from datetime import datetime

    from shared.ai import RealtimeSecret
    from shared.auth import Principal
    from shared.db import Conn
    from shared.errors import IrmixyError
    from shared.schemas import Language
    from voice.deps import VoiceDeps
    from voice.quota import QuotaStatus
    from voice.realtime import RealtimeFunctionTool
    from voice.sessions import VoiceSessionRow

__all__ = ["Admission", "StartedSession", "admit", "start_session"]


@dataclass(frozen=True, kw_only=True)
class Admission:
    """The caller's standing at one instant: their live sessions and their quota."""

    live_sessions: tuple[VoiceSessionRow, ...]
    quota: QuotaStatus

    def refusal(self, max_active: int) -> IrmixyError | None:
        """Why the caller may not start a session now, or None.

        Args:
            max_active: `VOICE_MAX_ACTIVE_SESSIONS`.

        Returns:
            A 409 ``voice_session_active`` when the caller already has as many live sessions
            as allowed (with the newest one's id: the app can end it, paying what it used, and
            retry); a 429 ``quota_exceeded`` when the month's minutes are gone; else None.
        """
        if len(self.live_sessions) >= max_active:
            return ConflictError(
                "A voice session is already open. End it before starting another.",
                code="voice_session_active",
                details={
                    "activeSessionId": str(self.live_sessions[-1].id),
                    **self.quota.details(),
                },
            )
        if self.quota.exhausted:
            return self.quota.exceeded_error()
        return None


@dataclass(frozen=True, kw_only=True)
class StartedSession:
    """What `start_session` returns to the app."""

    session: VoiceSessionRow
    secret: RealtimeSecret
    quota: QuotaStatus
    tools: list[RealtimeFunctionTool]
    instructions: str
    language: Language

    def to_wire(self) -> dict[str, object]:
        """The JSON body (`remainingMinutes` is what was left before this session began)."""
        return {
            "sessionId": str(self.session.id),
            "clientSecret": self.secret.value,
            "expiresAt": self.secret.expires_at.isoformat().replace("+00:00", "Z"),
            "model": self.secret.model,
            "language": self.language,
            **self.quota.details(),
            "maxSessionSeconds": self.session.max_duration_seconds,
            "tools": self.tools,
            "instructions": self.instructions,
        }


async def admit(conn: Conn, deps: VoiceDeps, user_id: uuid.UUID, now: datetime) -> Admission:
    """Lock the caller, close their overdue sessions and read their standing.

    Args:
        conn: A service-role transaction (committed even when the caller is refused, so the
            housekeeping sticks).
        deps: The dependencies.
        user_id: The verified caller.
        now: The server's clock.

    Returns:
        The admission; the caller raises its refusals after the transaction ends.

    Raises:
        UnknownUserError: ``user_not_found`` (401): the caller's token outlived its user.
    """
    settings = deps.settings
    await lock_user(conn, user_id)
    # Before the secret is minted: the session row's foreign key would refuse an unknown user
    # only after the provider had been paid for a secret nobody can use.
    if not await user_exists(conn, user_id):
        raise UnknownUserError()
    # Abandoned sessions (the app crashed before end_session) would otherwise block the user
    # until the sweep runs; they are charged exactly as the sweep would charge them.
    overdue = await lock_overdue(
        conn,
        now=now,
        grace_seconds=settings.grace_seconds,
        default_max_seconds=settings.max_session_seconds,
        limit=settings.sweep_batch_size,
        user_id=user_id,
    )
    await close_and_charge(
        conn,
        overdue,
        status="expired",
        now=now,
        prices=Prices.from_settings(settings),
        default_max_seconds=settings.max_session_seconds,
    )
    live = tuple(
        session
        for session in await list_active(conn, user_id)
        if is_live(
            session,
            now=now,
            grace_seconds=settings.grace_seconds,
            default_max_seconds=settings.max_session_seconds,
        )
    )
    quota = await read_quota(
        conn,
        user_id=user_id,
        now=now,
        limit_minutes=settings.quota_minutes,
        default_max_seconds=settings.max_session_seconds,
    )
    return Admission(live_sessions=live, quota=quota)


async def start_session(
    deps: VoiceDeps, principal: Principal, *, language_hint: Language | None
) -> StartedSession:
    """Start a voice session for the verified caller.

    Args:
        deps: The dependencies.
        principal: The verified caller (the row's `user_id` comes from here only).
        language_hint: The language to use when the caller has no profile yet.

    Returns:
        The session, its secret, the caller's quota, tools and instructions.

    Raises:
        ConflictError: ``voice_session_active`` (409) with the open session's id.
        QuotaExceededError: ``quota_exceeded`` (429) with the quota fields.
        UnknownUserError: ``user_not_found`` (401), before any secret is minted.
        ProviderError: minting the secret failed (502); no row was written.
    """
    settings = deps.settings
    async with deps.db.service() as conn:
        admission = await admit(conn, deps, principal.user_id, deps.clock())
    # Raised after the transaction, so the housekeeping in `admit` is committed.
    refusal = admission.refusal(settings.max_active_sessions)
    if refusal is not None:
        raise refusal

    context = await build_user_context(
        deps.db,
        principal,
        session_id=None,
        language_hint=language_hint,
        sources=deps.context_sources,
    )
    instructions = build_instructions(context)
    tools = realtime_tools(deps.registry)
    secret = await deps.gateway.create_realtime_client_secret(
        session=realtime_session_config(instructions=instructions, tools=tools, settings=settings),
        expires_after_seconds=settings.secret_ttl_seconds,
    )

    async with deps.db.service() as conn:
        started_at = deps.clock()
        admission = await admit(conn, deps, principal.user_id, started_at)
        refusal = admission.refusal(settings.max_active_sessions)
        session = None
        if refusal is None:
            session = await insert_session(
                conn,
                user_id=principal.user_id,
                started_at=started_at,
                max_duration_seconds=min(
                    admission.quota.remaining_seconds, settings.max_session_seconds
                ),
                model=secret.model,
                language=context.language,
            )
    if session is None:
        # A parallel start took the slot or the minutes while the secret was minted; the
        # secret is dropped unseen and expires within VOICE_SECRET_TTL_SECONDS.
        assert refusal is not None
        raise refusal
    # Ids and figures only: never the instructions (they quote the user's profile).
    logger.info(
        "voice session started",
        extra={
            "session_id": str(session.id),
            "max_duration_seconds": session.max_duration_seconds,
            "language": context.language,
            "provider": deps.gateway.provider_name,
        },
    )
    return StartedSession(
        session=session,
        secret=secret,
        quota=admission.quota,
        tools=tools,
        instructions=instructions,
        language=context.language,
    )
