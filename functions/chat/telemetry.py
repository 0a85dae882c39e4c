"""After a turn is answered: its tokens into the caller's budget and its intent into analytics.

Both writes happen after the answer was sent, while it is stored; a failure of either is
logged and never turns the answer into an error.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Final

from chat.budget import record_tokens
from shared.guard.intent import detect_intent

if TYPE_CHECKING:
    from chat.deps import ChatDeps
    from chat.turn import Turn
    from shared.schemas import IrmixyResponse

__all__ = ["record_turn"]

logger = logging.getLogger(__name__)

_INSERT_INTENT: Final = (
    "insert into public.chat_turn_intents (session_id, user_id, intent, language, provider, tools)"
    " values (%(session_id)s, %(user_id)s, %(intent)s, %(language)s, %(provider)s, %(tools)s)"
)


async def _record_intent(deps: ChatDeps, turn: Turn, response: IrmixyResponse) -> None:
    trace = response.trace
    async with deps.db.service(pipelined=True) as conn:
        await conn.execute(
            _INSERT_INTENT,
            {
                "session_id": turn.session_id,
                "user_id": turn.principal.user_id,
                # The guard's verdict, when a model check made it, outranks the rules' reading.
                "intent": "off_topic" if turn.off_topic else detect_intent(turn.message),
                "language": response.language,
                "provider": trace.provider if trace else None,
                "tools": list(trace.tools_called) if trace else [],
            },
        )


async def record_turn(deps: ChatDeps, turn: Turn, response: IrmixyResponse, *, tokens: int) -> None:
    """Count the turn's tokens against the caller's budget and record its intent.

    Args:
        deps: The dependencies.
        turn: The answered turn.
        response: What was answered.
        tokens: The model tokens the turn spent.
    """
    # Two independent writes on their own pooled connections: the answer's `done` waits for
    # the slower of them, not for both in turn.
    await asyncio.gather(
        _count_tokens(deps, turn, tokens), _record_intent_safely(deps, turn, response)
    )


async def _count_tokens(deps: ChatDeps, turn: Turn, tokens: int) -> None:
    try:
        await record_tokens(deps.db, turn.principal, tokens=tokens, now=turn.now)
    except Exception as exc:  # the answer is out; a lost count must not turn it into an error
        logger.warning("chat tokens not counted", extra={"error_type": type(exc).__name__})


async def _record_intent_safely(deps: ChatDeps, turn: Turn, response: IrmixyResponse) -> None:
    try:
        await _record_intent(deps, turn, response)
    except Exception as exc:  # analytics only: never worth failing a turn for
        logger.warning("turn intent not recorded", extra={"error_type": type(exc).__name__})
