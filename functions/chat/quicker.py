"""Quicker options: the last search again under a tighter time limit, and the chip that asks it.

A quicker card must answer what the cook asked: the dish she named (`same_request`), the
mood she named (a recipe that carries it, `ToolOutput.mood_cards`) and the course she asked
for, in words or through a mood. Ten-minute starters for unexpected guests made "quicker"
answer with a mango lassi, a drink: the mood ranks starters first, but under ten minutes only
drinks were left. And the chip is offered only when tapping it shows something: an answer
whose chip leads to "nothing quicker" promised what it could not give.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Final, TypeAlias, get_args

from chat import followups
from chat.compose import is_search_fallback
from chat.request_dishes import dish_stems, names_dish, names_hold, same_request
from chat.tool_run import run_tool
from chat.turn import Draft, ToolStep
from shared.ai.offline.language import detect_language
from shared.search.intent import MEAL_WORDS, fold_words
from shared.search.moods import read_moods
from shared.tools.args import MealType, is_canonical_uuid
from shared.tools.search_output import create_chips, result_chips

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence

    from chat.deps import ChatDeps
    from chat.turn import Emit, Turn
    from shared.db import Database
    from shared.schemas import Language
    from shared.schemas.recipe import RecipeCard
    from shared.tools import ToolContext

__all__ = [
    "QUICKER_MESSAGES",
    "QuickerRead",
    "RunSearch",
    "may_be_quicker",
    "quicker",
    "quicker_args",
    "quicker_cards",
]

_DRINKS_SQL: Final = """
select r.id::text as id
from public.recipes r
where r.id = any(%(ids)s::uuid[]) and 'drink' = any(r.meal_types)
"""
# The published recipes a quicker search could show at all, by their names in both languages
# (a card shows one of them) and their cuisine's: those below the time limit, of the course.
# Read with them, whether each is a drink, and so are the cards shown (none of them quicker):
# what `_DRINKS_SQL` would read of the probe's cards afterwards, known without that round trip.
_QUICKER_NAMES_SQL: Final = """
(select r.id::text as id, r.name_en, r.name_es, c.name_en as cuisine_en,
        c.name_es as cuisine_es, 'drink' = any (r.meal_types) as drink, true as quicker
 from public.recipes r
 left join public.cuisines c on c.id = r.cuisine_id
 where r.is_published and r.total_time_minutes < %(quickest)s
   and (%(meal)s::text is null or %(meal)s::text = any (r.meal_types))
 limit %(cap)s)
union all
select r.id::text, null, null, null, null, 'drink' = any (r.meal_types), false
from public.recipes r
where r.id = any (%(shown)s::uuid[])
"""
# More candidates than this and their names are not read: the search decides.
_NAMES_CAP: Final = 200
QUICKER_MESSAGES: Final = frozenset(
    chip.message for chips in (result_chips("en"), result_chips("es")) for chip in chips[:1]
)


def _asked_meal(query: str, language: Language) -> MealType | None:
    """The course the request asked for: a meal it names ("starters"), or one a mood it names
    asks for ("unexpected guests": something to snack on); None when it names neither."""
    written_in = detect_language(query, default=language)
    words = fold_words(query)
    meal = read_moods(query, written_in).meal or next(
        (MEAL_WORDS[word] for word in words if word in MEAL_WORDS), None
    )
    return meal if meal in get_args(MealType) else None  # type: ignore[return-value]


# Runs `search_recipes` with these arguments; None when it could not run.
RunSearch: TypeAlias = "Callable[[dict[str, object]], Awaitable[ToolStep | None]]"


async def _drinks(db: Database, ids: Sequence[str]) -> frozenset[str]:
    rows = await db.reads_as(None)(_DRINKS_SQL, {"ids": list(ids)})
    return frozenset(str(row["id"]) for row in rows)


def quicker_args(
    deps: ChatDeps, ctx: ToolContext, search: followups.LastSearch
) -> dict[str, object] | None:
    """The arguments of the search below the quickest card; None when nothing can be quicker.

    Args:
        deps: The dependencies.
        ctx: The caller's tool context.
        search: The search to speed up.

    Returns:
        The last search's arguments with the tighter time limit and the course asked for.
    """
    args = followups.quicker_search_args(search, deps.tool_specs)
    if args is None:
        return None
    # What the cook asked for stays asked: a time limit leaves only quick recipes, and a
    # course read from her words is a filter, not only a ranking wish, or a drink answers.
    meal = args.get("mealType") or _asked_meal(search.query, ctx.language)
    if meal:
        args["mealType"] = meal
    return args


@dataclass(frozen=True, kw_only=True)
class QuickerRead:
    """What `may_be_quicker` read: whether a quicker card can exist, and which recipes are drinks.

    Attributes:
        possible: False when no quicker card can exist (certain); True leaves it to the search.
        drinks: Whether each recipe read is a drink, by id: the quicker candidates (all of
            them unless the cap stopped the read) and the cards shown.
    """

    possible: bool
    drinks: Mapping[str, bool] = field(default_factory=dict)

    def drinks_among(self, ids: Iterable[str]) -> frozenset[str] | None:
        """The drinks among `ids`, or None when one of them was not read."""
        wanted = tuple(ids)
        if not all(recipe_id in self.drinks for recipe_id in wanted):
            return None
        return frozenset(recipe_id for recipe_id in wanted if self.drinks[recipe_id])


async def may_be_quicker(
    deps: ChatDeps, search: followups.LastSearch, args: dict[str, object]
) -> QuickerRead:
    """Whether a quicker card could answer at all, read without running the search.

    A quicker card is a published recipe below the quickest card's time, of the course asked
    for, whose name or cuisine has a word the request named (`same_request`): when
    no recipe is all of that, `quicker_cards` can only find nothing. False is certain; True
    means the search must decide (the gates, the ranking and the drinks are left to it). The
    same read says which of those recipes and of the cards shown are drinks, for
    `quicker_cards` to use rather than read them again.

    Args:
        deps: The dependencies.
        search: The search to speed up.
        args: Its `quicker_args`.

    Returns:
        The verdict (`possible`) and the drinks read.
    """
    if search.quickest is None:
        return QuickerRead(possible=False)
    values = {
        "quickest": search.quickest,
        "meal": args.get("mealType"),
        "cap": _NAMES_CAP,
        "shown": [card.recipe_id for card in search.shown if is_canonical_uuid(card.recipe_id)],
    }
    rows = await deps.db.reads_as(None)(_QUICKER_NAMES_SQL, values)
    drinks = {str(row["id"]): bool(row["drink"]) for row in rows}
    candidates = [row for row in rows if row["quicker"]]
    if len(candidates) >= _NAMES_CAP:
        return QuickerRead(possible=True, drinks=drinks)
    asked = dish_stems(search.query, [card.name for card in search.shown])
    possible = any(
        names_hold(asked, (row["name_en"], row["name_es"], row["cuisine_en"], row["cuisine_es"]))
        for row in candidates
    )
    return QuickerRead(possible=possible, drinks=drinks)


async def quicker_cards(
    deps: ChatDeps,
    ctx: ToolContext,
    search: followups.LastSearch,
    run: RunSearch,
    *,
    args: dict[str, object] | None = None,
    read: QuickerRead | None = None,
) -> tuple[ToolStep, list[RecipeCard]] | None:
    """The search again below its quickest card, and the cards that answer the same request.

    Args:
        deps: The dependencies.
        ctx: The caller's tool context.
        search: The search to speed up.
        run: Runs `search_recipes` with the arguments: the tap's tool call, or the probe
            that decides whether to offer the chip (`chat.quicker_probe`).
        args: Its `quicker_args`, when already read.
        read: What `may_be_quicker` read, when it ran: the drinks it knows are not read again.

    Returns:
        The search's step and its quicker cards; None when nothing quicker answers.
    """
    args = quicker_args(deps, ctx, search) if args is None else args
    if args is None:
        return None
    meal = args.get("mealType")
    step = await run(args)
    if step is None:
        return None
    output = step.outcome.output
    quickest = search.quickest
    shown = [card.name for card in search.shown]
    # A mood is answered by the recipes that carry it: under the tighter limit the search
    # fills its answer with the others, which it offers only when nothing else answers (cold
    # dishes for a cold night). The search says which carry it; none is "nothing quicker".
    moody = output.mood_cards if output is not None else None
    cards = [
        c
        for c in (output.recipes or () if output is not None else ())
        if quickest
        and c.total_time < quickest
        and same_request(search.query, c, shown)
        and (moody is None or c.recipe_id in moody)
    ]
    # A request for an occasion or a mood ("for a birthday party") names no dish its cards are
    # named after: they were found by their tags, and under a time limit the tags' matches
    # score lower without being any less what was asked for.
    weak = is_search_fallback(step, ctx.language) and names_dish(search.query, shown)
    if cards and meal != "drink":
        # Under a few minutes the catalogue's quickest recipes are drinks: a drink answers a
        # request for one, or one whose cards were drinks, never "something comforting".
        ids = [*(c.recipe_id for c in cards), *(c.recipe_id for c in search.shown)]
        known = read.drinks_among(ids) if read is not None else None
        drinks = known if known is not None else await _drinks(deps.db, ids)
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

    async def tool_call(args: dict[str, object]) -> ToolStep:
        return await run_tool(deps, "search_recipes", json.dumps(args), ctx, emit)

    found = await quicker_cards(deps, ctx, search, tool_call) if search else None
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
