"""Chat sessions and messages: start a session with its first message, or continue one (its
ownership checked and its last custom recipe read as the message is stored), and store the
answer (as the caller, so RLS applies as in the app).
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
    "continue_session",
    "response_payload",
    "restate_user_message",
    "start_session",
    "store_assistant_message",
    "title_for",
]

logger = logging.getLogger(__name__)

TITLE_MAX_CHARS: Final = 60
_RETRY_DELAY_S: Final = 0.05

# The session's own row proves ownership; its last assistant payload rides along, and when
# that turn found one saved recipe (a replay), the recipe itself: "make it spicier" then
# changes the recipe on screen. The user's message is stored by the same statement, only into
# an owned session (a refusal writes nothing), so the turn waits for one round trip (BEGIN,
# the statement and COMMIT sent together) instead of a read and then a write. The message is
# not among what the statement reads (one snapshot), and it is the user's, not an answer.
# The id is matched as text, so a malformed one finds nothing.
_RESUME_AND_STORE = (
    "with owned as (select s.id from public.user_chat_sessions s"
    " where s.id = %(session_id)s and s.user_id = %(user_id)s),"
    " stored as (insert into public.user_chat_messages (id, session_id, user_id, role, content)"
    " select %(id)s, owned.id, %(user_id)s, 'user', %(content)s from owned)"
    " select last.tool_calls, (select ur.recipe_data from public.user_recipes ur"
    " where ur.user_id = %(user_id)s and ur.id::text ="
    " last.tool_calls #>> '{retrieval,recipe,userRecipeId}'"
    " and last.tool_calls #>> '{retrieval,type}' = 'single') as replayed"
    " from owned"
    " left join lateral (select m.tool_calls from public.user_chat_messages m"
    " where m.session_id = owned.id and m.user_id = %(user_id)s and m.role = 'assistant'"
    " order by m.created_at desc limit 1) last on true"
)
# The session's id is made here, so its message needs nothing back from its insert: both
# statements and COMMIT go in one round trip (`pipelined`).
_CREATE = (
    "insert into public.user_chat_sessions (id, user_id, title)"
    " values (%(session_id)s, %(user_id)s, %(title)s)"
)
_INSERT_USER_MESSAGE = (
    "insert into public.user_chat_messages (id, session_id, user_id, role, content)"
    " values (%(id)s, %(session_id)s, %(user_id)s, 'user', %(content)s)"
)
# A message stored as typed, stored again as what it asked (`chat.chip_typed`).
_RESTATE_USER_MESSAGE = (
    "update public.user_chat_messages set content = %(content)s"
    " where id = %(id)s and user_id = %(user_id)s and role = 'user'"
)
# The answer and the session's `updated_at`, in one statement.
_STORE_ANSWER = (
    "with stored as ("
    " insert into public.user_chat_messages (session_id, user_id, role, content, tool_calls)"
    " values (%(session_id)s, %(user_id)s, %(role)s, %(content)s, %(tool_calls)s)"
    " returning session_id)"
    " update public.user_chat_sessions set updated_at = now()"
    " where id = (select session_id from stored)"
)


def title_for(message: str) -> str:
    """The session title: the first message on one line, cut to 60 characters."""
    return " ".join(message.split())[:TITLE_MAX_CHARS]


def _user_message(
    principal: Principal, session_id: uuid.UUID, message: str, message_id: uuid.UUID
) -> dict[str, Any]:
    return {
        "id": message_id,
        "session_id": session_id,
        "user_id": principal.user_id,
        "content": message,
    }


async def start_session(
    db: Database, principal: Principal, message: str, *, message_id: uuid.UUID
) -> uuid.UUID:
    """A new session titled by `message`, with `message` stored as its first turn.

    One transaction (one commit) for both rows, in one round trip: a new session never exists
    without the message that opened it, and the turn waits for one durable write.

    Args:
        db: The database.
        principal: The verified caller.
        message: The cleaned user message.
        message_id: The id the message is stored under.

    Returns:
        The new session's id.
    """
    session_id = uuid.uuid4()
    params = _user_message(principal, session_id, message, message_id)
    async with db.user(principal, pipelined=True) as conn:
        await conn.execute(_CREATE, {**params, "title": title_for(message)})
        await conn.execute(_INSERT_USER_MESSAGE, params)
    return session_id


async def continue_session(
    db: Database,
    principal: Principal,
    session_id: uuid.UUID,
    message: str,
    *,
    message_id: uuid.UUID,
) -> GeneratedRecipe | None:
    """Check that the session is the caller's, read its last custom recipe, store the message.

    One statement in one round trip: the row that proves ownership also brings the last
    assistant payload, and the message is only written into an owned session (a refusal
    writes nothing).

    Args:
        db: The database.
        principal: The verified caller.
        session_id: The session to continue.
        message: The cleaned user message.
        message_id: The id the message is stored under (so a concurrent history read can leave
            it out).

    Returns:
        The custom recipe of the session's last assistant turn (or the saved recipe it found
        again), or ``None`` (no assistant turn, no recipe, or an unreadable one).

    Raises:
        NotFoundError: ``session_not_found``: unknown, or another user's (never said which).
    """
    params = _user_message(principal, session_id, message, message_id)
    rows = await db.read_as_user(principal, _RESUME_AND_STORE, params)
    if not rows:
        raise NotFoundError("Chat session not found.", code="session_not_found")
    row = rows[0]
    return _stored_recipe(row["tool_calls"], replayed=row["replayed"])


def _stored_recipe(payload: object, *, replayed: object = None) -> GeneratedRecipe | None:
    raw = payload.get("customRecipe") if isinstance(payload, dict) else None
    if raw is None:
        raw = replayed
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


async def restate_user_message(
    db: Database, principal: Principal, message_id: uuid.UUID, content: str
) -> None:
    """Store the cook's message again as the request it stands for.

    A chip's label typed is stored as the chip's message, as the tap would have stored it:
    the later turns that read the conversation (the search a "quicker" refines, the request a
    "Create my own" follows) then read the same words whether she tapped or typed.

    Args:
        db: The database.
        principal: The verified caller.
        message_id: The id the message was stored under.
        content: The request it stands for.
    """
    params = {"id": message_id, "user_id": principal.user_id, "content": content}
    async with db.user(principal, pipelined=True) as conn:
        await conn.execute(_RESTATE_USER_MESSAGE, params)


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
            async with db.user(principal, pipelined=True) as conn:
                await conn.execute(_STORE_ANSWER, params)
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
