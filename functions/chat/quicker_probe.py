"""Whether to offer "Quicker options": the chip's search tried before the chip is shown.

An answer whose chip leads to "nothing quicker" promises what it cannot give, so the tap's
search (`chat.quicker.quicker_cards`, the same arguments, gates and card checks) is tried
first. It is not a tool call: nobody asked for it, so it runs out of the metrics
(`shared.observability.uncounted`), which count what the model and the cook asked for. It
starts as soon as a search step shows cards (`start_probe`), so it runs while the turn's
model writes its answer, and the turn waits only for what is left of it
(`offer_quicker_only_if_answered`).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, TypeAlias

from chat import followups
from chat.quicker import QUICKER_MESSAGES, may_be_quicker, quicker_args, quicker_cards
from chat.turn import ToolStep
from shared.context import HistoryMessage, ShownCard
from shared.errors import IrmixyError
from shared.observability import uncounted
from shared.tools.search_output import result_chips

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.deps import ChatDeps
    from chat.turn import Draft, Turn
    from shared.schemas.response import SuggestionChip
    from shared.tools import ToolContext, ToolOutput

__all__ = ["Probes", "offer_quicker_only_if_answered", "start_probe"]

logger = logging.getLogger(__name__)

# The probes of one turn, by the `id` of the search output each tries.
Probes: TypeAlias = dict[int, asyncio.Task[bool]]


def _offers_quicker(output: ToolOutput | None) -> bool:
    return (
        output is not None
        and bool(output.recipes)
        and bool({c.message for c in output.suggestions} & QUICKER_MESSAGES)
    )


async def _search(deps: ChatDeps, ctx: ToolContext, args: dict[str, object]) -> ToolStep | None:
    """The search tool run by the executor, uncounted; None when it could not run."""
    try:
        with uncounted():
            outcome = await deps.executor.execute("search_recipes", args, ctx)
    except IrmixyError as exc:
        logger.warning("quicker probe refused", extra={"error_type": type(exc).__name__})
        return None
    if not outcome.ok:
        # The tap would fail the same way: no chip rather than a chip that fails.
        return None
    return ToolStep(name=outcome.tool_name, outcome=outcome)


async def _answers(deps: ChatDeps, turn: Turn, ctx: ToolContext, output: ToolOutput) -> bool:
    """Whether the chip's tap, as the next turn would run it, shows cards.

    The next turn reads the session's history with this turn's question and cards added;
    its message is the chip's. What this turn's answer says does not change the search
    the chip repeats (a turn that shows cards is the search it refines).
    """
    recipes = output.recipes or ()
    shown = tuple(
        ShownCard(recipe_id=c.recipe_id, name=c.name, total_time=c.total_time) for c in recipes
    )
    history = (
        *turn.context.conversation_history,
        HistoryMessage(role="user", content=turn.message),
        HistoryMessage(
            role="assistant",
            content="",
            cards_shown=True,
            quickest_minutes=min(c.total_time for c in recipes),
            shown_cards=shown,
        ),
    )
    search = followups.last_search(history)
    args = quicker_args(deps, ctx, search) if search is not None else None
    if search is None or args is None:
        return False
    # When no recipe could be a quicker card, one small read says so, not a whole search.
    read = await may_be_quicker(deps, search, args)
    if not read.possible:
        return False
    tap = replace(ctx, message=result_chips(ctx.language)[0].message)

    async def run(args: dict[str, object]) -> ToolStep | None:
        return await _search(deps, tap, args)

    return await quicker_cards(deps, tap, search, run, args=args, read=read) is not None


def start_probe(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, step: ToolStep
) -> asyncio.Task[bool] | None:
    """Start trying the quicker chip of a step that offers it, while the turn goes on.

    Args:
        deps: The dependencies.
        turn: The turn.
        ctx: The caller's tool context.
        step: A tool step of this turn.

    Returns:
        The running probe (True when the chip answers), or None when the step offers no chip.
    """
    output = step.outcome.output
    if output is None or not _offers_quicker(output):
        return None
    return asyncio.create_task(_answers(deps, turn, ctx, output))


def _without_quicker(chips: Sequence[SuggestionChip]) -> tuple[SuggestionChip, ...]:
    return tuple(c for c in chips if c.message not in QUICKER_MESSAGES)


async def offer_quicker_only_if_answered(
    deps: ChatDeps,
    turn: Turn,
    ctx: ToolContext,
    draft: Draft,
    *,
    started: Probes | None = None,
) -> Draft:
    """The draft, its "Quicker options" chip kept only when tapping it would show cards.

    Args:
        deps: The dependencies.
        turn: The turn.
        ctx: The caller's tool context.
        draft: The turn's answer.
        started: Probes already running, by the `id` of the output they try.

    Returns:
        The draft unchanged when it offers no quicker chip or the chip has an answer; else
        the draft without that chip.
    """
    running = dict(started or {})
    last = next((s for s in reversed(draft.steps) if s.outcome.output is not None), None)
    output = last.outcome.output if last is not None else None
    try:
        if last is None or output is None or not _offers_quicker(output):
            return draft
        task = running.pop(id(output), None) or start_probe(deps, turn, ctx, last)
        if task is not None and await task:
            return draft
    finally:
        for other in running.values():
            other.cancel()  # the probe of a step this answer does not show
    trimmed = replace(output, suggestions=_without_quicker(output.suggestions))
    step = ToolStep(name=last.name, outcome=replace(last.outcome, output=trimmed))
    steps = tuple(step if s is last else s for s in draft.steps)
    return replace(draft, steps=steps, suggestions=_without_quicker(draft.suggestions))
