"""Follow-ups whose meaning does not depend on a model: the chips the answers offer.

"Show me quicker options" re-runs the session's last search with a tighter time limit; "create a
recipe with my ingredients" asks which ingredients the cook has; "surprise me" creates a quick
recipe the profile allows, or the dish a search could not find. Each reads only the message
and the session history, so a real model and the offline provider answer them alike.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from chat.narrowing import is_narrowing, narrowed_query
from chat.others import is_other_request
from chat.own_ingredients import asks_for_own_ingredients, ingredients_question
from chat.starters import diets_said, everyday_protein
from shared.ai.offline.extract import extract_cuisine, extract_servings
from shared.ai.offline.ingredient_lists import known_ingredients
from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import FoldedText
from shared.ai.offline.restrictions import Restrictions
from shared.ai.offline.tool_choice import choose_tool
from shared.tools.phrasing import join_words
from shared.tools.search_output import is_fallback_message

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.ai import ToolSpec
    from shared.context import ShownCard, UserContext
    from shared.context.user_context import HistoryMessage
    from shared.schemas import Language

__all__ = [
    "QUICKEST_FLOOR",
    "SURPRISE_MAX_TIME",
    "LastSearch",
    "asks_for_own_ingredients",
    "cook_again_name",
    "ingredients_question",
    "is_quicker_request",
    "is_surprise_request",
    "last_search",
    "none_quicker",
    "quicker_found",
    "quicker_search_args",
    "surprise_args",
]

QUICKEST_FLOOR: Final = 5  # the search tool's smallest time limit
SURPRISE_MAX_TIME: Final = 30

_QUICKER: Final = re.compile(
    r"^\W*(?:(?:show me|give me|any|muestrame|dame|hay)\s+)?"
    r"(?:(?:quicker|faster)(?: options| ones| recipes)?|"
    r"(?:opciones|recetas|algo) mas rapid[ao]s?|mas rapid[ao]s?)\W*$"
)
_SURPRISE: Final = re.compile(
    r"\b(?:surprise me|sorprendeme|quick custom recipe|custom recipe for me|"
    r"receta personalizada rapida|sugiereme una receta|suggest a recipe for me|"
    r"suggest something new(?: to cook)?|sugiereme algo nuevo(?: para cocinar)?)\b"
)
# The replay chip "Let's cook Mushroom Risotto again": the saved recipe by its name.
_AGAIN: Final = re.compile(
    r"^\W*(?:let'?s cook|cocinemos)\s+(?P<name>.+?)\s+(?:again|otra vez|de nuevo)\W*$",
    re.IGNORECASE,
)

# Everyday foods no allergen group covers, taken in turn: each "something new" of a
# conversation is made of the next ones, not the same chicken and peppers again. The diet
# keeps the proteins it allows (a vegetarian starts at the chickpeas).
_PROTEINS: Final[dict[Language, tuple[str, ...]]] = {
    "en": ("chicken", "beef", "pork", "chickpeas", "black beans", "lentils"),
    "es": ("pollo", "res", "cerdo", "garbanzos", "frijoles negros", "lentejas"),
}
_STAPLES: Final[dict[Language, tuple[tuple[str, str], ...]]] = {
    "en": (("rice", "bell pepper"), ("potato", "spinach"), ("quinoa", "zucchini"),
           ("corn tortilla", "tomato")),
    "es": (("arroz", "pimiento"), ("papa", "espinaca"), ("quinoa", "calabacita"),
           ("tortilla de maíz", "jitomate")),
}  # fmt: skip


# One sentence per shape of the list, so the copy names exactly the cards shown: all of them
# up to three, or how many there are and the first three ("including").
_QUICKER_FOUND: Final[dict[Language, tuple[str, str]]] = {
    "en": (
        "Quicker than {minutes} min: {names}.",
        "Quicker than {minutes} min, I found {n} recipes, including {names}.",
    ),
    "es": (
        "Más rápidas que {minutes} min: {names}.",
        "Más rápidas que {minutes} min encontré {n} recetas, entre ellas {names}.",
    ),
}
_NAMED_AT_MOST: Final = 3
_NONE_QUICKER: Final[dict[Language, str]] = {
    "en": "I have nothing quicker than {minutes} min for that: those are the fastest I found.",
    "es": "No tengo nada más rápido que {minutes} min para eso: esas son las más rápidas.",
}
_NOTHING_TO_SPEED_UP: Final[dict[Language, str]] = {
    "en": "Tell me what you'd like to cook and I'll look for quick recipes.",
    "es": "Dime qué quieres cocinar y busco recetas rápidas.",
}


@dataclass(frozen=True, kw_only=True)
class LastSearch:
    """The session's last search that showed cards: what was asked, the quickest shown."""

    query: str
    quickest: int | None
    found_nothing: bool = False
    shown: tuple[ShownCard, ...] = ()


def _is_none_quicker(message: str) -> bool:
    openings = tuple(copy.split("{minutes}", 1)[0] for copy in _NONE_QUICKER.values())
    return message.startswith(openings)


def _folded(message: str) -> str:
    return FoldedText.of(message).text


def is_quicker_request(message: str) -> bool:
    """Whether a message only asks for quicker versions of what was shown."""
    return _QUICKER.match(_folded(message).replace("'", " ")) is not None


def _refines(message: str) -> bool:
    # "quicker" and "otra cosa" redo the search before them; they are not a request of their own.
    return is_quicker_request(message) or is_other_request(message)


def cook_again_name(message: str) -> str | None:
    """The saved recipe a "let's cook X again" message names, or None."""
    match = _AGAIN.match(message.strip())
    return match.group("name").strip() if match else None


def is_surprise_request(message: str) -> bool:
    """Whether a message leaves the recipe to the assistant ("surprise me")."""
    return _SURPRISE.search(_folded(message)) is not None


def quicker_found(minutes: int, names: Sequence[str], language: Language) -> str:
    """The answer that shows recipes quicker than the quickest card shown before.

    Args:
        minutes: The quickest time shown before.
        names: The names of the cards shown now, in order.
        language: The answer's language.

    Returns:
        A sentence that names every card, or says how many there are and names the first
        three: never fewer names than cards without saying so.
    """
    all_named, some_named = _QUICKER_FOUND[language]
    copy = all_named if len(names) <= _NAMED_AT_MOST else some_named
    listed = join_words(names[:_NAMED_AT_MOST], language)
    return copy.format(minutes=minutes, names=listed, n=len(names))


def none_quicker(minutes: int | None, language: Language) -> str:
    """The plain answer when nothing is quicker (or there was no search to speed up)."""
    if minutes is None:
        return _NOTHING_TO_SPEED_UP[language]
    return _NONE_QUICKER[language].format(minutes=minutes)


def last_search(history: Sequence[HistoryMessage]) -> LastSearch | None:
    """The session's last search: the request that started it and what the cards showed.

    Quicker-options turns are skipped back to the request they refine, so "quicker" twice
    keeps the first query and the time limit the latest cards set; what the cook left out
    since ("sin cebolla") is added to that request.

    Args:
        history: The session's messages, oldest first.

    Returns:
        The last search, or None when the session has searched nothing.
    """
    quickest: int | None = None
    shown: tuple[ShownCard, ...] = ()
    seen_answer = False
    found_nothing = False
    narrowings: list[str] = []
    for item in reversed(history):
        if item.role == "assistant" and not seen_answer:
            if _is_none_quicker(item.content):
                continue  # the answer to a quicker request: the search it refines is earlier
            if item.cards_shown:
                quickest, shown = item.quickest_minutes, item.shown_cards
            elif is_fallback_message(item.content):
                found_nothing = True
            else:
                return None
            seen_answer = True
        elif item.role == "user" and seen_answer and not _refines(item.content):
            if is_surprise_request(item.content):
                return None
            if is_narrowing(item.content):
                # "sin cebolla" narrowed the request before it: both make the search.
                narrowings.insert(0, item.content)
                continue
            query = narrowed_query(item.content, *narrowings)
            return LastSearch(
                query=query, quickest=quickest, found_nothing=found_nothing, shown=shown
            )
    return None


def quicker_search_args(search: LastSearch, tools: Sequence[ToolSpec]) -> dict[str, object] | None:
    """The last search's arguments with a time limit below its quickest card.

    Args:
        search: The last search (its quickest card known).
        tools: The tools offered (the search tool's schema shapes the arguments).

    Returns:
        The arguments, or None when nothing can be quicker (no time known, or at the floor).
    """
    if search.quickest is None or search.quickest - 1 < QUICKEST_FLOOR:
        return None
    offered = [spec for spec in tools if spec.name == "search_recipes"]
    call = choose_tool(search.query, offered, required=True)
    if call is None:
        return None
    args: dict[str, object] = json.loads(call.arguments)
    args["maxTime"] = search.quickest - 1
    return args


def surprise_args(
    context: UserContext,
    language: Language,
    search: LastSearch | None,
    *,
    dish: str | None = None,
) -> dict[str, object]:
    """The arguments of a quick recipe the profile allows, or of the dish a search missed.

    Allergens and diets are enforced again by the generation tool; the choice here only keeps
    the request sensible for the profile (no chicken for a vegetarian).

    Args:
        context: The caller's profile.
        language: The answer's language.
        search: The session's last search, if any.
        dish: The dish the tapped chip carries ("Surprise me" after "beef stroganoff" found
            nothing): the recipe is that dish, whatever the session holds.

    Returns:
        `generate_custom_recipe` arguments.
    """
    said = ""
    notes: str | None = None
    if dish is not None:
        said, notes = dish, f"dish: {dish}"
    elif search is not None:
        # What the cook was looking for still counts: "nothing quicker" for a shrimp search is
        # answered with a quick shrimp recipe, a dish the catalogue lacks with its ingredients.
        said = search.query
        notes = f"dish: {search.query}" if search.found_nothing else None
    # The assistant picks the ingredients here, so none the cook's diet leaves out: a
    # vegetarian's "strogonoff de res" is made without the beef (and not named after it),
    # nor one the dish's own diet does ("vegan version of Shrimp Pad Thai": no shrimp).
    diets = (*context.diet_types, *sorted(diets_said(said)))
    diet = Restrictions.for_diets(diets)
    ingredients = [
        name
        for name in known_ingredients(FoldedText.of(said).text, language=language)
        if (info := identify(name)) is None or diet.allows_addition(info)
    ]
    if not ingredients:
        turn = sum(
            item.role == "user" and is_surprise_request(item.content)
            for item in context.conversation_history
        )
        proteins = [
            name
            for name in _PROTEINS[language]
            if (info := identify(name)) is not None and diet.allows_addition(info)
        ] or [everyday_protein(language, diets)]
        staples = _STAPLES[language]
        ingredients = [proteins[turn % len(proteins)], *staples[turn % len(staples)]]
    limit = SURPRISE_MAX_TIME
    if search is not None and search.quickest is not None:
        limit = max(QUICKEST_FLOOR, min(limit, search.quickest))  # no slower than the cards
    args: dict[str, object] = {"ingredients": ingredients, "maxTime": limit}
    # "Italian for 8 people": the recipe keeps the cuisine and the servings asked for.
    folded = FoldedText.of(said).text
    if cuisine := extract_cuisine(folded):
        args["cuisine"] = cuisine
    if servings := extract_servings(folded):
        args["servings"] = servings
    if notes:
        args["notes"] = notes[:300]
    return args
