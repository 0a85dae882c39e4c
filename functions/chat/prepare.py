"""Preparing a turn: the session (owned or new), the context, the previous recipe, the user
message stored. Everything that can refuse the request (404) happens here, before streaming.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from chat.sessions import last_custom_recipe, open_session, store_user_message
from chat.turn import Turn
from shared.context import build_user_context

if TYPE_CHECKING:
    from chat.deps import ChatDeps
    from chat.requests import ChatRequest
    from shared.auth import Principal
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["prepare_turn"]


async def _no_recipe() -> GeneratedRecipe | None:
    return None


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
    session_id = await open_session(deps.db, principal, body.session_id, body.message)
    # A new session has no history and no recipe: skip both reads.
    existing = body.session_id is not None
    context, previous = await asyncio.gather(
        build_user_context(
            deps.db,
            principal,
            session_id=session_id if existing else None,
            language_hint=hint,
            sources=deps.context_sources,
        ),
        last_custom_recipe(deps.db, principal, session_id) if existing else _no_recipe(),
    )
    # Stored after the history read, so the history is the conversation before this message.
    await store_user_message(deps.db, principal, session_id, body.message)
    return Turn(
        principal=principal,
        session_id=session_id,
        message=body.message,
        mode=body.mode,
        context=context,
        previous_recipe=previous,
        now=deps.clock(),
    )
