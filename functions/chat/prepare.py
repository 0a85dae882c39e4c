"""Preparing a turn: the session (owned or new), the context, the previous recipe, the user
message stored. Everything that can refuse the request (404) happens here, before streaming.

The session's own transaction (ownership, last recipe, the user's message) runs concurrently
with the context reads. Every context read filters by the caller (the history read joins the
session to its owner), so reading before ownership is proven can never show another user's
rows, and a refused session discards what was read. The message gets its id up front so the
concurrent history read leaves it out: the history is the conversation before this message.
"""

from __future__ import annotations

import asyncio
import dataclasses
import uuid
from itertools import chain
from typing import TYPE_CHECKING, TypeVar

from chat.chip_language import chip_frame
from chat.chip_typed import chip_typed
from chat.sessions import continue_session, restate_user_message, start_session
from chat.turn import Turn
from shared.ai.offline.language import conversation_language
from shared.context import build_user_context

if TYPE_CHECKING:
    from collections.abc import Awaitable

    from chat.deps import ChatDeps
    from chat.requests import ChatRequest
    from shared.auth import Principal
    from shared.context import UserContext
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["prepare_turn"]

T = TypeVar("T")


async def _alongside_context(
    session_work: Awaitable[T],
    deps: ChatDeps,
    principal: Principal,
    *,
    session_id: uuid.UUID | None,
    message_id: uuid.UUID,
    hint: Language | None,
) -> tuple[T, UserContext]:
    """`session_work` and the context, concurrently; both run to the end, then a refusal."""
    done, context = await asyncio.gather(
        session_work,
        build_user_context(
            deps.db,
            principal,
            session_id=session_id,
            language_hint=hint,
            sources=deps.context_sources,
            exclude_message=message_id,
        ),
        return_exceptions=True,
    )
    if isinstance(done, BaseException):
        raise done
    if isinstance(context, BaseException):  # pragma: no cover - the builder degrades instead
        raise context
    return done, context


async def prepare_turn(
    deps: ChatDeps,
    principal: Principal,
    body: ChatRequest,
    *,
    hint: Language | None,
    off_topic: bool = False,
) -> Turn:
    """The turn for a validated request.

    Args:
        deps: The dependencies.
        principal: The verified caller.
        body: The validated request.
        hint: The language when the profile does not say.
        off_topic: The guard's verdict (`admit_request`).

    Returns:
        The turn, its user message already stored; its context's language is the one the
        message is written in.

    Raises:
        NotFoundError: ``session_not_found`` (unknown or another user's session).
    """
    message_id = uuid.uuid4()
    previous: GeneratedRecipe | None = None
    if body.session_id is None:
        # A new session has no history and no recipe: only the profile and cooking reads.
        session_id, context = await _alongside_context(
            start_session(deps.db, principal, body.message, message_id=message_id),
            deps,
            principal,
            session_id=None,
            message_id=message_id,
            hint=hint,
        )
    else:
        session_id = body.session_id
        previous, context = await _alongside_context(
            continue_session(deps.db, principal, session_id, body.message, message_id=message_id),
            deps,
            principal,
            session_id=session_id,
            message_id=message_id,
            hint=hint,
        )
    message = body.message
    if (tapped := chip_typed(message, context.conversation_history)) is not None:
        # A chip's label typed is its tap: answered, and stored, as the chip's request.
        message = tapped
        await restate_user_message(deps.db, principal, message_id, message)
    # One language per answer: the one the user wrote her sentence in. Names of foods and
    # dishes are no choice of language ("fish tacos estilo Ensenada" is Spanish), so a message
    # of names alone ("pad thai") or a tie ("ok") goes on in the language of her last message
    # that chose one, and the profile (or the header hint) answers only when none did.
    # A chip's own words tell its language, not the recipe name it carries.
    said = chain(
        (message,),
        (item.content for item in reversed(context.conversation_history) if item.role == "user"),
    )
    written_in = conversation_language(map(chip_frame, said), default=context.language)
    if written_in != context.language:
        context = dataclasses.replace(context, language=written_in)
    return Turn(
        principal=principal,
        session_id=session_id,
        message=message,
        mode=body.mode,
        context=context,
        previous_recipe=previous,
        now=deps.clock(),
        off_topic=off_topic,
    )
