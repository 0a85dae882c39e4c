"""Quicker options: the last search again under a tighter time limit, and the chip that asks it.

A quicker card must answer what the cook asked: the dish she named (`followups.same_request`)
and the course she asked for, in words or through a mood. Ten-minute starters for unexpected
guests made "quicker" answer with a mango lassi, a drink: the mood ranks starters first, but
under ten minutes only drinks were left. And the chip is offered only when tapping it shows
something: an answer whose chip leads to "nothing quicker" promised what it could not give.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Final, get_args

from chat import followups
from chat.compose import is_search_fallback
from chat.tool_run import run_tool
from chat.turn import Draft, ToolStep
from shared.ai.offline.language import detect_language
from shared.context import HistoryMessage, ShownCard
from shared.search.intent import MEAL_WORDS, fold_words
from shared.search.moods import read_moods
from shared.tools.args import MealType
from shared.tools.search_output import create_chips, result_chips

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.db import Database
    from shared.schemas import Language
    from shared.schemas.base import WireModel
    from shared.schemas.recipe import RecipeCard
    from shared.schemas.response import SuggestionChip
    from shared.tools import ToolContext

__all__ = ["offer_quicker_only_if_answered", "quicker"]

_DRINKS_SQL: Final = """
select r.id::text as id
from public.recipes r
where r.id = any(%(ids)s::uuid[]) and 'drink' = any(r.meal_types)
"""
_QUICKER_MESSAGES: Final = frozenset(
    chip.message for chips in (result_chips("en"), result_chips("es")) for chip in chips[:1]
)


async def _quiet(event: WireModel) -> None:
    """The probe's events: it answers nothing the cook sees while it runs."""


def _asked_meal(query: str, language: Language) -> MealType | None:
    """The course the request asked for: a meal it names ("starters"), or one a mood it names
    asks for ("unexpected guests": something to snack on); None when it names neither."""
    written_in = detect_language(query, default=language)
    words = fold_words(query)
    meal = read_moods(query, written_in).meal or next(
        (MEAL_WORDS[word] for word in words if word in MEAL_WORDS), None
    )
    return meal if meal in get_args(MealType) else None  # type: ignore[return-value]


async def _drinks(db: Database, ids: Sequence[str]) -> frozenset[str]:
    async with db.anon() as conn:
        cursor = await conn.execute(_DRINKS_SQL, {"ids": list(ids)})
        rows = await cursor.fetchall()
    return frozenset(str(row["id"]) for row in rows)


async def _quicker_cards(
    deps: ChatDeps, ctx: ToolContext, emit: Emit, search: followups.LastSearch
) -> tuple[ToolStep, list[RecipeCard]] | None:
    """The search again below its quickest card, and the cards that answer the same request."""
    args = followups.quicker_search_args(search, deps.tool_specs)
    if args is None:
        return None
    # What the cook asked for stays asked: a time limit leaves only quick recipes, and a
    # course read from her words is a filter, not only a ranking wish, or a drink answers.
    meal = args.get("mealType") or _asked_meal(search.query, ctx.language)
    if meal:
        args["mealType"] = meal
    step = await run_tool(deps, "search_recipes", json.dumps(args), ctx, emit)
    output = step.outcome.output
    quickest = search.quickest
    shown = [card.name for card in search.shown]
    cards = [
        c
        for c in (output.recipes or () if output is not None else ())
        if quickest and c.total_time < quickest and followups.same_request(search.query, c, shown)
    ]
    # A request for an occasion or a mood ("for a birthday party") names no dish its cards are
    # named after: they were found by their tags, and under a time limit the tags' matches
    # score lower without being any less what was asked for.
    weak = is_search_fallback(step, ctx.language) and followups.names_dish(search.query, shown)
    if cards and meal != "drink":
        # Under a few minutes the catalogue's quickest recipes are drinks: a drink answers a
        # request for one, or one whose cards were drinks, never "something comforting".
        ids = [*(c.recipe_id for c in cards), *(c.recipe_id for c in search.shown)]
        drinks = await _drinks(deps.db, ids)
        if not drinks & {c.recipe_id for c in search.shown}:
            cards = [c for c in cards if c.recipe_id not in drinks]
    if output is None or weak or not cards:
        return None
    return step, cards


def _none_quicker(quickest: int | None, language: Language, provider: str, *, read: bool) -> Draft:
    """Nothing quicker to show: say so, and offer a quick custom recipe instead."""
    message = followups.none_quicker(quickest, language)
    chips = create_chips(language) if quickest is not None else ()
    return Draft(message=message, provider=provider, suggestions=chips, read_history=read)


async def quicker(deps: ChatDeps, turn: Turn, ctx: ToolContext, emit: Emit, provider: str) -> Draft:
    """The last search again under a tighter time limit: quicker cards, or a plain "none"."""
    language = turn.context.language
    search = followups.last_search(turn.context.conversation_history)
    quickest = search.quickest if search else None
    # The search repeated is the one this conversation showed last.
    read = search is not None
    found = await _quicker_cards(deps, ctx, emit, search) if search else None
    if found is None:
        # Weak or no matches: say so plainly, with no cards and no "let's create one" copy.
        return _none_quicker(quickest, language, provider, read=read)
    step, cards = found
    output = step.outcome.output
    assert output is not None  # a step with cards has an output
    message = followups.quicker_found(quickest or 0, [c.name for c in cards], language)
    # The cards are shown as results, with the results' chips, whatever the search's verdict.
    reason = None if output.fallback_reason == "low_confidence" else output.fallback_reason
    quick = replace(
        output,
        recipes=tuple(cards),
        spoken=message,
        suggestions=result_chips(language),
        fallback_reason=reason,
    )
    kept = ToolStep(name=step.name, outcome=replace(step.outcome, output=quick))
    return Draft(message=message, steps=(kept,), provider=provider, read_history=read)


def _without_quicker(chips: Sequence[SuggestionChip]) -> tuple[SuggestionChip, ...]:
    return tuple(c for c in chips if c.message not in _QUICKER_MESSAGES)


async def offer_quicker_only_if_answered(
    deps: ChatDeps, turn: Turn, ctx: ToolContext, draft: Draft
) -> Draft:
    """The draft, its "Quicker options" chip kept only when tapping it would show cards.

    The tap is tried now, as the next turn would run it: the session's history with this
    turn's question and cards added.

    Args:
        deps: The dependencies.
        turn: The turn.
        ctx: The caller's tool context.
        draft: The turn's answer.

    Returns:
        The draft unchanged when it offers no quicker chip or the chip has an answer; else
        the draft without that chip.
    """
    last = next((s for s in reversed(draft.steps) if s.outcome.output is not None), None)
    output = last.outcome.output if last is not None else None
    if last is None or output is None or not output.recipes:
        return draft
    if not {c.message for c in output.suggestions} & _QUICKER_MESSAGES:
        return draft
    shown = tuple(
        ShownCard(recipe_id=c.recipe_id, name=c.name, total_time=c.total_time)
        for c in output.recipes
    )
    history = (
        *turn.context.conversation_history,
        HistoryMessage(role="user", content=turn.message),
        HistoryMessage(
            role="assistant",
            content=draft.message,
            cards_shown=True,
            quickest_minutes=min(c.total_time for c in output.recipes),
            shown_cards=shown,
        ),
    )
    search = followups.last_search(history)
    # As the tap's turn would run it: its message is the chip's, not this turn's question.
    tap = replace(ctx, message=result_chips(ctx.language)[0].message)
    if search is not None and await _quicker_cards(deps, tap, _quiet, search) is not None:
        return draft
    trimmed = replace(output, suggestions=_without_quicker(output.suggestions))
    step = ToolStep(name=last.name, outcome=replace(last.outcome, output=trimmed))
    steps = tuple(step if s is last else s for s in draft.steps)
    return replace(draft, steps=steps, suggestions=_without_quicker(draft.suggestions))
