"""The chips' follow-ups, answered the same whichever provider runs the turn (no model call).

Quicker options and the refinements of the cards on screen (`refine_turn`); the ingredients
question and its answer (`own_ingredients`); "Let's cook X again"; "Surprise me", with the
dish a no-match chip carries (`asked_dish`).
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING

from chat import followups, own_ingredients
from chat.card_version import offered_version
from chat.compose import fixed_message
from chat.cook_again import ready_to_cook
from chat.quicker import quicker
from chat.refine_turn import refine_shown
from chat.starters import diets_in_play
from chat.tool_run import EMPTY_REPLY, run_tool
from chat.turn import Draft, ToolStep
from shared.context import last_answer
from shared.tools.asked_dish import chip_dish, is_create_chip
from shared.tools.dish_version import catalogue_version

if TYPE_CHECKING:
    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.tools import ToolContext

__all__ = ["follow_up"]


async def _create(
    deps: ChatDeps,
    args: dict[str, object],
    ctx: ToolContext,
    emit: Emit,
    provider: str,
    *,
    read: bool,
) -> Draft:
    """A custom recipe from fixed arguments, said with its fixed line."""
    raw = json.dumps(args, ensure_ascii=False)
    step = await run_tool(deps, "generate_custom_recipe", raw, ctx, emit)
    message = fixed_message([step], ctx.language) or EMPTY_REPLY[ctx.language]
    return Draft(message=message, steps=(step,), provider=provider, read_history=read)


async def _own_ingredients(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """The ingredients question (for a dish, when the chip carries one), or its answer."""
    language = turn.context.language
    history = turn.context.conversation_history
    reply = own_ingredients.ingredients_reply(history, turn.message, language)
    # The time the cook gave with her list or her dish holds for the recipe made of them.
    minutes = own_ingredients.said_time(history, turn.message)
    timed: dict[str, object] = {"maxTime": minutes} if minutes is not None else {}
    if reply is not None:
        # The question promised a recipe with them: made, not searched for.
        args: dict[str, object] = {"ingredients": list(reply.ingredients), **timed}
        if reply.dish:
            args["notes"] = f"dish: {reply.dish}"
        return await _create(deps, args, ctx, emit, provider, read=True)
    if is_create_chip(turn.message) and (dish := chip_dish(turn.message)) is not None:
        return Draft(message=own_ingredients.dish_question(dish, language), provider=provider)
    if own_ingredients.asks_for_own_ingredients(turn.message, language):
        listed = own_ingredients.ingredients_listed_before(history, language)
        search = followups.last_search(history)
        if not listed and search is not None:
            # "Quicker options" tapped in between: her list is in the request they refine.
            listed = own_ingredients.ingredients_listed_in(search.query, language)
        listed = own_ingredients.foods_she_eats(listed, turn.context)
        answer = last_answer(history)
        shown = answer is not None and answer.cards_shown
        dish = None
        if not listed and search is not None and shown:
            made = own_ingredients.searched_dish(search.query, turn.context, language)
            if made is not None:
                # Under the cards just shown: the dish they answered, made as hers, with the
                # foods its name gives.
                args = {"ingredients": list(made.foods), **timed}
                if made.dish is not None:
                    args["notes"] = f"dish: {made.dish}"
                return await _create(deps, args, ctx, emit, provider, read=True)
            # "Hazme unas enchiladas" names no food to make them with: which ones she has is
            # asked for that dish, so the recipe her answer makes is still enchiladas.
            names = [card.name for card in search.shown]
            dish = own_ingredients.dish_made_of_nothing_named(search.query, turn.context, names)
        if listed:
            args = {"ingredients": listed, **timed}
            return await _create(deps, args, ctx, emit, provider, read=True)
        diets = diets_in_play(turn.context, turn.message)
        question = (
            own_ingredients.dish_question(dish, language)
            if dish
            else own_ingredients.ingredients_question(language, diets)
        )
        return Draft(message=question, provider=provider)
    return None


async def _surprise(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft:
    """ "Surprise me": the version the chip carries, or a recipe of the dish or of staples."""
    language = turn.context.language
    search = followups.last_search(turn.context.conversation_history)
    dish = chip_dish(turn.message)
    if dish is not None and (
        offered := await offered_version(deps, turn, ctx, emit, dish=dish, provider=provider)
    ):
        # A version a chip offered of a catalogue dish is that dish's recipe, changed.
        return offered
    args = followups.surprise_args(turn.context, language, search, dish=dish)
    if dish is not None and (
        version := await catalogue_version(deps.db, f"dish: {dish}", language)
    ):
        # A version of a catalogue dish is made of that dish, not of a surprise's staples.
        args["ingredients"] = list(version.ingredients)
    return await _create(deps, args, ctx, emit, provider, read=search is not None)


async def follow_up(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str
) -> Draft | None:
    """The answer to a chip's follow-up, or None when the message is not one.

    Args:
        deps: The dependencies.
        turn: The turn.
        ctx: The caller's tool context.
        emit: Sends an SSE event.
        provider: The provider name the trace reports.

    Returns:
        The draft, or None for the model (or the offline rules) to answer.
    """
    language = turn.context.language
    if followups.is_quicker_request(turn.message):
        return await quicker(deps, turn, ctx, emit, provider)
    if (refined := await refine_shown(deps, turn, ctx, emit, provider)) is not None:
        return refined
    if (asked := await _own_ingredients(deps, turn, ctx, emit, provider)) is not None:
        return asked
    if (name := followups.cook_again_name(turn.message)) is not None:
        raw = json.dumps({"query": name}, ensure_ascii=False)
        step = await run_tool(deps, "retrieve_custom_recipe", raw, ctx, emit)
        if (found := step.outcome.output) is not None:
            ready = replace(step.outcome, output=ready_to_cook(found, language))
            step = ToolStep(name=step.name, outcome=ready)
        message = fixed_message([step], language) or EMPTY_REPLY[language]
        return Draft(message=message, steps=(step,), provider=provider)
    if followups.is_surprise_request(turn.message):
        return await _surprise(deps, turn, ctx, emit, provider)
    return None
