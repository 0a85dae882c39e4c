"""Follow-ups on the cards on screen: fewer ("sin cebolla"), others ("otra cosa").

Each re-runs the conversation's last search (`followups.last_search`) its own way and shows
only what answers the same request, whichever provider runs the turn.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING

from chat import followups, others
from chat.compose import is_search_fallback
from chat.narrowing import is_narrowing, narrowed_query
from chat.tool_run import EMPTY_REPLY, run_tool
from chat.turn import Draft, ToolStep
from shared.ai.offline.tool_choice import choose_tool
from shared.tools.search_output import create_chips

if TYPE_CHECKING:
    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.tools import ToolContext

__all__ = ["refine_shown"]


async def _narrow(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """The cards on screen without what the cook now leaves out ("sin cebolla")."""
    if turn.previous_recipe is not None or not is_narrowing(turn.message):
        return None
    search = followups.last_search(turn.context.conversation_history)
    if search is None or search.quickest is None:
        return None  # no cards to narrow: a change with nothing to change, as before
    offered = [spec for spec in deps.tool_specs if spec.name == "search_recipes"]
    call = choose_tool(narrowed_query(search.query, turn.message), offered, required=True)
    if call is None:
        return None
    step = await run_tool(deps, "search_recipes", call.arguments, ctx, emit)
    output = step.outcome.output
    # The search's own line names the cards it shows (or is the fallback copy, cards hidden).
    message = output.spoken if output is not None else step.outcome.message
    return Draft(
        message=message or EMPTY_REPLY[turn.context.language],
        steps=(step,),
        provider=provider,
        read_history=True,
    )


async def _others(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """Other recipes for the search on screen than the ones already shown ("otra cosa")."""
    history = turn.context.conversation_history
    search = followups.last_search(history)
    if search is None or search.quickest is None:
        return None  # no cards on screen: "something else" is a request like any other
    language = turn.context.language
    offered = [spec for spec in deps.tool_specs if spec.name == "search_recipes"]
    call = choose_tool(search.query, offered, required=True)
    if call is None:
        return None
    args = {**json.loads(call.arguments), "limit": others.OTHERS_LIMIT}
    step = await run_tool(deps, "search_recipes", json.dumps(args, ensure_ascii=False), ctx, emit)
    output = step.outcome.output
    shown = others.shown_before(history)
    cards = (
        [c for c in (output.recipes or ()) if not others.was_shown(c.name, shown)] if output else []
    )
    if output is None or not cards or is_search_fallback(step, language):
        chips = create_chips(language)
        return Draft(message=others.none_other(language), provider=provider, suggestions=chips)
    kept = ToolStep(
        name=step.name,
        outcome=replace(step.outcome, output=replace(output, recipes=tuple(cards[:5]))),
    )
    message = others.others_found([c.name for c in cards[:5]], language)
    return Draft(message=message, steps=(kept,), provider=provider, read_history=True)


async def refine_shown(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """The cards on screen refined: without a food ("sin cebolla"), or others ("otra cosa")."""
    if others.is_other_request(turn.message):
        return await _others(deps, turn, ctx, emit, provider)
    return await _narrow(deps, turn, ctx, emit, provider)
