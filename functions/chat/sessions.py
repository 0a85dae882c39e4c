"""Chat sessions and messages: create or ownership-check a session, read the last custom
recipe, and store both sides of a turn (as the caller, so RLS applies as in the app).
"""

from __future__ import annotations

import asyncio
import logging
import uuid
from typing import TYPE_CHECKING, Any, Final

from psycopg.types.json import Jsonb
from pydantic import ValidationError

from shared.errors import NotFoundError
from shared.schemas import GeneratedRecipe

if TYPE_CHECKING:
    from shared.auth import Principal
    from shared.db import Database
    from shared.schemas import IrmixyResponse

__all__ = [
    "TITLE_MAX_CHARS",
    "last_custom_recipe",
    "open_session",
    "response_payload",
    "store_assistant_message",
    "store_user_message",
    "title_for",
]

logger = logging.getLogger(__name__)

TITLE_MAX_CHARS: Final = 60
_RETRY_DELAY_S: Final = 0.05

_OWNED = "select id from public.user_chat_sessions where id = %(id)s and user_id = %(user_id)s"
_CREATE = (
    "insert into public.user_chat_sessions (user_id, title) values (%(user_id)s, %(title)s)"
    " returning id"
)
_INSERT_MESSAGE = (
    "insert into public.user_chat_messages (session_id, user_id, role, content, tool_calls)"
    " values (%(session_id)s, %(user_id)s, %(role)s, %(content)s, %(tool_calls)s)"
)
_TOUCH = "update public.user_chat_sessions set updated_at = now() where id = %(id)s"
_LAST_ASSISTANT = (
    "select tool_calls from public.user_chat_messages"
    " where session_id = %(session_id)s and user_id = %(user_id)s and role = 'assistant'"
    " order by created_at desc limit 1"
)


def title_for(message: str) -> str:
    """The session title: the first message on one line, cut to 60 characters."""
    return " ".join(message.split())[:TITLE_MAX_CHARS]


async def open_session(
    db: Database, principal: Principal, session_id: uuid.UUID | None, message: str
) -> uuid.UUID:
    """The session this turn belongs to: the caller's own, or a new one.

    Args:
        db: The database.
        principal: The verified caller.
        session_id: The session to continue; ``None`` creates one titled by `message`.
        message: The cleaned user message (the title of a new session).

    Returns:
        The session id.

    Raises:
        NotFoundError: ``session_not_found``: unknown, or another user's (never said which).
    """
    params: dict[str, Any] = {"user_id": principal.user_id}
    async with db.user(principal) as conn:
        if session_id is None:
            cursor = await conn.execute(_CREATE, {**params, "title": title_for(message)})
        else:
            cursor = await conn.execute(_OWNED, {**params, "id": session_id})
        row = await cursor.fetchone()
        if row is None:
            raise NotFoundError("Chat session not found.", code="session_not_found")
    return uuid.UUID(str(row["id"]))


async def store_user_message(
    db: Database, principal: Principal, session_id: uuid.UUID, message: str
) -> None:
    """Store the user's message in an owned session (before the answer is computed)."""
    params = {
        "session_id": session_id,
        "user_id": principal.user_id,
        "role": "user",
        "content": message,
        "tool_calls": None,
    }
    async with db.user(principal) as conn:
        await conn.execute(_INSERT_MESSAGE, params)


async def last_custom_recipe(
    db: Database, principal: Principal, session_id: uuid.UUID
) -> GeneratedRecipe | None:
    """The custom recipe of the session's last assistant turn, if it showed one.

    Args:
        db: The database.
        principal: The verified caller.
        session_id: An owned session.

    Returns:
        The stored recipe, or ``None`` (no assistant turn, no recipe, or an unreadable one).
    """
    async with db.user(principal) as conn:
        cursor = await conn.execute(
            _LAST_ASSISTANT, {"session_id": session_id, "user_id": principal.user_id}
        )
        row = await cursor.fetchone()
    payload = row["tool_calls"] if row else None
    raw = payload.get("customRecipe") if isinstance(payload, dict) else None
    if raw is None:
        return None
    try:
        return GeneratedRecipe.model_validate(raw)
    except ValidationError:
        # An older or hand-edited row: treat as no recipe rather than fail the turn.
        logger.warning("stored custom recipe unreadable")
        return None


def response_payload(response: IrmixyResponse) -> dict[str, object]:
    """The structured part of a response, as stored in `user_chat_messages.tool_calls`.

    Everything but the message text (stored as `content`), so a reload rebuilds the UI.
    """
    wire = response.to_wire()
    return {k: v for k, v in wire.items() if k not in ("message", "version")}


async def store_assistant_message(
    db: Database, principal: Principal, session_id: uuid.UUID, response: IrmixyResponse
) -> bool:
    """Store the assistant's answer, retrying once; a failure is logged, never raised.

    Args:
        db: The database.
        principal: The verified caller.
        session_id: The session.
        response: The validated final response.

    Returns:
        True when stored.
    """
    params = {
        "session_id": session_id,
        "user_id": principal.user_id,
        "role": "assistant",
        "content": response.message,
        "tool_calls": Jsonb(response_payload(response)),
    }
    for attempt in (1, 2):
        try:
            async with db.user(principal) as conn:
                await conn.execute(_INSERT_MESSAGE, params)
                await conn.execute(_TOUCH, {"id": session_id})
        except Exception as exc:  # the answer was already sent: log and retry once
            logger.warning(
                "assistant message not stored",
                extra={"attempt": attempt, "error_type": type(exc).__name__},
            )
            if attempt == 1:
                await asyncio.sleep(_RETRY_DELAY_S)
            continue
        return True
    return False
