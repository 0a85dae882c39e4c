"""Preparing a turn: the session (owned or new), the context, the previous recipe, the user
message stored. Everything that can refuse the request (404) happens here, before streaming.

The reads run concurrently with the session's own work: every context read filters by the
caller (and the history read joins the session to its owner), so reading before ownership is
confirmed can never show another user's rows; a refused session discards what was read.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from chat.sessions import resume_session, start_session, store_user_message
from chat.turn import Turn
from shared.context import build_user_context

if TYPE_CHECKING:
    import uuid

    from chat.deps import ChatDeps
    from chat.requests import ChatRequest
    from shared.auth import Principal
    from shared.context import UserContext
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["prepare_turn"]


async def _context(
    deps: ChatDeps,
    principal: Principal,
    session_id: uuid.UUID | None,
    hint: Language | None,
) -> UserContext:
    return await build_user_context(
        deps.db,
        principal,
        session_id=session_id,
        language_hint=hint,
        sources=deps.context_sources,
    )


async def _new_session(
    deps: ChatDeps, principal: Principal, body: ChatRequest, hint: Language | None
) -> tuple[uuid.UUID, UserContext]:
    # A new session has no history to read, so its first message is stored at once, in the
    # transaction that creates it, while the profile and cooking session are read.
    started, context = await asyncio.gather(
        start_session(deps.db, principal, body.message),
        _context(deps, principal, None, hint),
        return_exceptions=True,
    )
    if isinstance(started, BaseException):
        raise started
    if isinstance(context, BaseException):  # pragma: no cover - the builder degrades instead
        raise context
    return started, context


async def _continued_session(
    deps: ChatDeps,
    principal: Principal,
    body: ChatRequest,
    session_id: uuid.UUID,
    hint: Language | None,
) -> tuple[UserContext, GeneratedRecipe | None]:
    # Both awaited to the end (no read left running after a 404), the refusal raised after.
    previous, context = await asyncio.gather(
        resume_session(deps.db, principal, session_id),
        _context(deps, principal, session_id, hint),
        return_exceptions=True,
    )
    if isinstance(previous, BaseException):
        raise previous
    if isinstance(context, BaseException):  # pragma: no cover - the builder degrades instead
        raise context
    # Stored after the history read, so the history is the conversation before this message.
    await store_user_message(deps.db, principal, session_id, body.message)
    return context, previous


async def prepare_turn(
    deps: ChatDeps, principal: Principal, body: ChatRequest, *, hint: Language | None
) -> Turn:
    """The turn for a validated request.

    Args:
        deps: The dependencies.
        principal: The verified caller.
        body: The validated request.
        hint: The language when the profile does not say.

    Returns:
        The turn, its user message already stored.

    Raises:
        NotFoundError: ``session_not_found`` (unknown or another user's session).
    """
    previous: GeneratedRecipe | None = None
    if body.session_id is None:
        session_id, context = await _new_session(deps, principal, body, hint)
    else:
        session_id = body.session_id
        context, previous = await _continued_session(deps, principal, body, session_id, hint)
    return Turn(
        principal=principal,
        session_id=session_id,
        message=body.message,
        mode=body.mode,
        context=context,
        previous_recipe=previous,
        now=deps.clock(),
    )
