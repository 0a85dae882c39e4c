"""`build_user_context`: load the caller's profile, history and cooking session concurrently.

Seed 000 Appendix B.1: the three reads run in parallel and a failing read never fails the
request; its part of the context keeps its defaults and its name is recorded in `degraded`
so the orchestrator (and the trace) can tell a thin context from a broken one.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol, TypeVar

from shared.context.sources import (
    ProfileData,
    fetch_history,
    fetch_profile,
    fetch_resumable_session,
)
from shared.context.user_context import HistoryMessage, ResumableSession, UserContext
from shared.observability import MetricName, record_latency

if TYPE_CHECKING:
    import uuid

    from shared.auth.principal import Principal
    from shared.db import Database
    from shared.schemas.response import Language

__all__ = [
    "DEFAULT_SOURCES",
    "ContextSources",
    "HistorySource",
    "ProfileSource",
    "ResumableSource",
    "build_user_context",
]

logger = logging.getLogger(__name__)

T = TypeVar("T")

ProfileSource = Callable[["Database", "Principal"], Awaitable[ProfileData | None]]


class HistorySource(Protocol):
    """Reads a session's last messages; `exclude` names one message to leave out."""

    def __call__(
        self,
        db: Database,
        principal: Principal,
        session_id: uuid.UUID,
        *,
        exclude: uuid.UUID | None,
    ) -> Awaitable[tuple[HistoryMessage, ...]]: ...


ResumableSource = Callable[["Database", "Principal"], Awaitable[ResumableSession | None]]

# Each read is a single indexed query; past this the request is better served without it.
_DEFAULT_SOURCE_TIMEOUT_S: Final = 2.0


@dataclass(frozen=True, kw_only=True)
class ContextSources:
    """Where each part of the context comes from (tests pass their own)."""

    profile: ProfileSource = fetch_profile
    history: HistorySource = fetch_history
    resumable_session: ResumableSource = fetch_resumable_session
    timeout_s: float = _DEFAULT_SOURCE_TIMEOUT_S


DEFAULT_SOURCES: Final = ContextSources()


async def _empty_history() -> tuple[HistoryMessage, ...]:
    return ()


async def _bounded(read: Awaitable[T], timeout_s: float) -> T:
    async with asyncio.timeout(timeout_s):
        return await read


def _settle(name: str, result: T | BaseException, default: T, degraded: list[str]) -> T:
    if isinstance(result, BaseException):
        if not isinstance(result, Exception):
            # Cancellation and interpreter exits are not a degraded source: let them through.
            raise result
        # The type only: messages of driver errors can quote query parameters.
        logger.warning(
            "context source failed", extra={"source": name, "error_type": type(result).__name__}
        )
        degraded.append(name)
        return default
    return result


async def build_user_context(
    db: Database,
    principal: Principal,
    *,
    session_id: uuid.UUID | None,
    language_hint: Language | None = None,
    sources: ContextSources = DEFAULT_SOURCES,
    exclude_message: uuid.UUID | None = None,
) -> UserContext:
    """Build the caller's context from three concurrent reads, degrading instead of failing.

    Args:
        db: The database; each read runs in its own transaction as the caller.
        principal: The verified caller.
        session_id: The chat session whose last messages form the history; ``None`` (a new
            conversation) skips the read. A session that is not the caller's yields no
            history (and is not a failure).
        language_hint: The language to use when the profile cannot say (no profile yet, or
            the profile read failed); English when absent too.
        sources: The reads to run and their timeout.
        exclude_message: A message the history leaves out (the turn's own, when it is stored
            while the context is read).

    Returns:
        The context; `degraded` names each read that failed or timed out.
    """
    history_read = (
        sources.history(db, principal, session_id, exclude=exclude_message)
        if session_id is not None
        else _empty_history()
    )
    started = time.perf_counter()
    profile, history, resumable = await asyncio.gather(
        _bounded(sources.profile(db, principal), sources.timeout_s),
        _bounded(history_read, sources.timeout_s),
        _bounded(sources.resumable_session(db, principal), sources.timeout_s),
        return_exceptions=True,
    )
    record_latency(MetricName.CONTEXT_LATENCY, started)
    degraded: list[str] = []
    profile_data = _settle("profile", profile, None, degraded)
    messages = _settle("history", history, (), degraded)
    session = _settle("resumable_session", resumable, None, degraded)

    if profile_data is None:
        return UserContext(
            language=language_hint or "en",
            conversation_history=messages,
            resumable_session=session,
            degraded=tuple(degraded),
        )
    return _from_profile(profile_data, messages, session, tuple(degraded))


def _from_profile(
    profile: ProfileData,
    messages: tuple[HistoryMessage, ...],
    session: ResumableSession | None,
    degraded: tuple[str, ...],
) -> UserContext:
    """The context of a cook with a profile, as their privacy toggles allow.

    Seed 003 Part 7: with personalization off only the hard constraints stay (allergens and
    diets, which gate what is served: a privacy toggle never turns a safety gate off); with
    cross-session memory off the cooking session left in an earlier visit is not offered.
    """
    personal = profile.personalization_enabled
    return UserContext(
        language=profile.language,
        measurement_system=profile.measurement_system,
        dietary_restrictions=profile.dietary_restrictions,
        custom_allergies=profile.custom_allergies,
        diet_types=profile.diet_types,
        ingredient_dislikes=profile.ingredient_dislikes if personal else (),
        skill_level=profile.skill_level if personal else None,
        household_size=profile.household_size if personal else None,
        cuisine_preferences=profile.cuisine_preferences if personal else (),
        kitchen_equipment=profile.kitchen_equipment if personal else (),
        conversation_history=messages,
        resumable_session=session if profile.cross_session_memory else None,
        personalization_enabled=personal,
        cross_session_memory=profile.cross_session_memory,
        degraded=degraded,
    )
