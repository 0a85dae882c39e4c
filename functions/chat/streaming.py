"""Running a turn independently of the response stream, and the SSE framing of its events.

The turn runs in its own task and writes events to a queue the response reads. A client that
disconnects only stops the reading: the task runs to completion and the assistant message is
still stored. Tasks are kept in a module-level set (a bare task may be garbage-collected
mid-run) and `drain_background()` awaits them (tests; a clean shutdown).
"""

from __future__ import annotations

import asyncio
import time
from typing import TYPE_CHECKING, Any, Final

from chat.orchestrator import run_turn
from chat.prompt_source import prompt_versions
from chat.sessions import store_assistant_message
from chat.telemetry import record_turn
from chat.topic_guard import answer_off_topic
from shared.ai.token_tally import tally_tokens
from shared.observability import MetricName, count, logger, record_latency
from shared.schemas import (
    SAFE_ERROR_COPY,
    DoneEvent,
    ErrorEvent,
    SessionEvent,
    StreamCompleteEvent,
    encode_sse,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Coroutine

    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.schemas import IrmixyResponse
    from shared.schemas.base import WireModel

__all__ = ["complete_turn", "drain_background", "spawn", "sse_frames"]

_BACKGROUND: Final[set[asyncio.Task[Any]]] = set()


def spawn(coroutine: Coroutine[Any, Any, Any]) -> asyncio.Task[Any]:
    """Run `coroutine` in a task that outlives the request, kept referenced until done."""
    task = asyncio.get_running_loop().create_task(coroutine)
    _BACKGROUND.add(task)
    task.add_done_callback(_BACKGROUND.discard)
    return task


async def drain_background() -> None:
    """Wait for every turn still running in the background."""
    # Only unfinished tasks: a finished one leaves the set in a callback that may not have run.
    while pending := [task for task in _BACKGROUND if not task.done()]:
        await asyncio.gather(*pending, return_exceptions=True)


async def complete_turn(deps: ChatDeps, turn: Turn, emit: Emit) -> IrmixyResponse:
    """Run the turn (or the off-topic redirect), mark the stream complete, then store the
    answer (retried once) while its tokens are counted and its intent recorded.

    Args:
        deps: The dependencies.
        turn: The message in context.
        emit: The event sink.

    Returns:
        The final response; returned even when it could not be stored.
    """
    started = time.perf_counter()
    with tally_tokens() as tally, prompt_versions() as prompts:
        response = await answer_off_topic(turn, emit) or await run_turn(deps, turn, emit)
    response = prompts.stamp(response)
    await emit(StreamCompleteEvent())
    # Three independent writes on their own pooled connections (the answer as the caller, its
    # tokens and intent as the service): the turn waits for the slowest, not for their sum.
    await asyncio.gather(
        _store(deps, turn, response), record_turn(deps, turn, response, tokens=tally.tokens)
    )
    _observe_turn(response, started)
    return response


async def _store(deps: ChatDeps, turn: Turn, response: IrmixyResponse) -> None:
    """Store the answer (retried once, never raising), timed on its own."""
    persisting = time.perf_counter()
    await store_assistant_message(deps.db, turn.principal, turn.session_id, response)
    record_latency(MetricName.PERSIST_LATENCY, persisting)


def _observe_turn(response: IrmixyResponse, started: float) -> None:
    """The turn's own metrics; its stages (auth, context, model, search, tools) add theirs."""
    record_latency(MetricName.TURN_LATENCY, started)
    count(MetricName.CHAT_TURNS)
    trace = response.trace
    fallback = trace.fallback_reason if trace is not None else None
    count(MetricName.FALLBACKS, 1 if fallback else 0)
    count(MetricName.PROVIDER_FALLBACKS, 1 if fallback == "provider_failure" else 0)


async def _produce(deps: ChatDeps, turn: Turn, queue: asyncio.Queue[WireModel | None]) -> None:
    async def emit(event: WireModel) -> None:
        queue.put_nowait(event)

    try:
        response = await complete_turn(deps, turn, emit)
        queue.put_nowait(DoneEvent(response=response))
    except Exception as exc:  # the stream must end with an event, never a cut connection
        logger.exception("chat turn failed", extra={"error_type": type(exc).__name__})
        message = SAFE_ERROR_COPY[turn.context.language]
        queue.put_nowait(ErrorEvent(error="internal_error", message=message))
    finally:
        queue.put_nowait(None)


async def sse_frames(deps: ChatDeps, turn: Turn) -> AsyncIterator[bytes]:
    """The SSE body of a streamed turn: `session`, then the turn's events as they happen.

    Args:
        deps: The dependencies.
        turn: The message in context.

    Yields:
        One encoded frame per event, ending with `done` or `error`.
    """
    queue: asyncio.Queue[WireModel | None] = asyncio.Queue()
    yield encode_sse(SessionEvent(session_id=str(turn.session_id)))
    # Started only after the first frame: the session event always comes first.
    spawn(_produce(deps, turn, queue))
    while (event := await queue.get()) is not None:
        yield encode_sse(event)
