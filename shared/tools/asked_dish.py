"""The dish a cook asked for that the catalogue lacks, carried by the no-match chips.

"beef stroganoff" finds nothing; the answer offers the seed's two chips ("Create from
ingredients", "Surprise me", seed 000 §6.9), labels verbatim. Their messages name the dish
("Suggest a quick custom recipe for me: beef stroganoff"), so a tap asks for that dish: the
recipe made is a custom beef stroganoff, not any quick recipe, even when the app sends the
chip into a new session. The chat's search steps and the voice's search calls both answer
with these chips (`with_asked_dish`), so a no-match carries the dish in either channel.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from shared.ai.offline.ingredients import find_all, key
from shared.ai.offline.normalize import FoldedText, fold
from shared.ai.offline.queries import clean_request
from shared.ai.offline.restrictions import Restrictions
from shared.schemas.brief import RecipeBrief
from shared.tools.phrasing import chip
from shared.tools.search_output import FALLBACK_COPY, is_fallback_output

if TYPE_CHECKING:
    from shared.context import UserContext
    from shared.schemas import Language
    from shared.schemas.response import SuggestionChip
    from shared.tools.tool import ToolOutput

__all__ = [
    "asked_dish",
    "carries",
    "chip_dish",
    "dish_chips",
    "is_create_chip",
    "profile_rules",
    "with_asked_dish",
]

_SEPARATOR: Final = ": "
# A dish is said in a few words; a longer request is prose, not a name to carry.
_MAX_DISH_WORDS: Final = 6
_MAX_DISH_CHARS: Final = 80
# What frames the dish without being part of it: an article before, a meal or a time after.
_LEADING: Final = re.compile(
    r"^(?:(?:a|an|some|the|un|una|unos|unas|el|la|los|las|"
    r"i'?d love|i would love|i feel like|i'?m craving|me encantaria|se me antoja|"
    r"tengo antojo de|(?:tengo|tenemos) (?:muchas )?ganas de|something like|algo como|algo de|"
    r"algo con|something with)\s+)+"
)
# A request for anything of a kind, not a dish ("something quick", "algo rápido y mexicano").
_VAGUE: Final = re.compile(r"^(?:something|anything|algo|cualquier cosa|lo que sea)\b")
_BUT_WITHOUT: Final = re.compile(r",?\s+(?:but|pero)\s+(?=(?:sin|without|no)\b)", re.IGNORECASE)
_TRAILING: Final = re.compile(
    r"(?:\s+(?:for|para)\s+(?:the\s+|la\s+|el\s+)?"
    r"(?:dinner|lunch|breakfast|tonight|today|cena|comida|desayuno|hoy|esta noche)"
    r"|\s+(?:tonight|today|hoy|esta noche))+$"
)


# How a request is framed without naming the dish: "recipes", "ideas", "options", with the
# meal they are for ("chicken dinner ideas", "recetas de pollo", "ideas para la cena con
# camarones"). Kept, they named the recipe made of the dish: "Chicken Dinner Ideas".
_MEAL: Final = r"(?:dinner|lunch|breakfast|supper|cena|comida|desayuno)"
_FRAME: Final = r"(?:recipes?|recetas?|ideas?|options?|opciones|meals?|dishes|platillos)"
_FRAME_BEFORE: Final = re.compile(
    rf"(?:{_MEAL}\s+)?{_FRAME}(?:\s+(?:de|for|para|of|with|con))?"
    rf"(?:\s+(?:la|el|the))?(?:\s+{_MEAL})?(?:\s+(?:de|con|with))?\s+"
)
_FRAME_AFTER: Final = re.compile(rf"(?:\s+{_MEAL})?\s+{_FRAME}$|\s+{_MEAL}$")


def asked_dish(query: str) -> str | None:
    """The dish a search request names, as the cook wrote it, or None for prose.

    Args:
        query: The search query ("quiero un strogonoff de res").

    Returns:
        E.g. "strogonoff de res"; None when nothing short enough is left.
    """
    text = FoldedText.of(clean_request(FoldedText.of(query), limit=300))
    start, end = 0, len(text.text)
    while lead := _LEADING.match(text.text, start) or _FRAME_BEFORE.match(text.text, start):
        start = lead.end()
    while (trail := _TRAILING.search(text.text, start, end)) or (
        trail := _FRAME_AFTER.search(text.text, start, end)
    ):
        end = trail.start()
    dish = " ".join(text.original_span(start, end).split()).strip(" ,.;:!?¡¿")
    # "tacos al pastor pero sin cerdo": what is left out stays, the joiner is no dish's word.
    dish = _BUT_WITHOUT.sub(" ", dish)
    if not dish or len(dish.split()) > _MAX_DISH_WORDS or len(dish) > _MAX_DISH_CHARS:
        return None
    if _VAGUE.match(fold(dish)):
        # "algo rápido y mexicano" names no dish: "your algo rápido y mexicano recipe" is no
        # copy, and the chips without a dish still make something of it.
        return None
    return dish


def profile_rules(context: UserContext) -> Restrictions:
    """The cook's allergies and diets, as the offline recipe rules test ingredients."""
    brief = RecipeBrief(
        language=context.language,
        allergens_to_avoid=list(context.dietary_restrictions)[:20],
        custom_allergies=list(context.custom_allergies)[:20],
        diet_types=list(context.diet_types)[:20],
    )
    return Restrictions.from_brief(brief)


def carries(dish: str, rules: Restrictions) -> bool:
    """Whether a chip may carry this dish: a dish, not one ingredient, and one the cook eats.

    "cacahuate" alone is an ingredient ("for your peanut?"), and a chip never invites a cook
    to tap what her allergies or diet leave out ("strogonoff de res" for a vegetarian).
    """
    found = find_all(dish)
    if len(found) == 1 and key(dish) in {key(n) for n in (found[0][1].en, found[0][1].es)}:
        return False
    if any(key(dish) == key(alias) for _, info in found for alias in info.aliases):
        return False
    return all(rules.allows_addition(info) for _, info in found)


def dish_chips(dish: str, language: Language) -> tuple[SuggestionChip, ...]:
    """The no-match chips, labels verbatim (seed 000 §6.9), their messages naming the dish."""
    copy = FALLBACK_COPY[language]
    return (
        chip(copy["create_label"], f"{copy['create_message']}{_SEPARATOR}{dish}"),
        chip(copy["surprise_label"], f"{copy['surprise_message']}{_SEPARATOR}{dish}"),
    )


def chip_dish(message: str) -> str | None:
    """The dish a no-match chip's message carries, in either language, or None."""
    for copy in FALLBACK_COPY.values():
        for field in ("create_message", "surprise_message"):
            head = f"{copy[field]}{_SEPARATOR}"
            if message.startswith(head) and (dish := message[len(head) :].strip()):
                return dish
    return None


def is_create_chip(message: str) -> bool:
    """Whether a message is the "Create from ingredients" chip's, with a dish or without."""
    return any(message.startswith(copy["create_message"]) for copy in FALLBACK_COPY.values())


def _query(arguments: Mapping[str, object] | str) -> object:
    if isinstance(arguments, str):
        try:
            arguments = json.loads(arguments)
        except ValueError:
            return None
    return arguments.get("query") if isinstance(arguments, Mapping) else None


def with_asked_dish(
    output: ToolOutput,
    arguments: Mapping[str, object] | str,
    language: Language,
    context: UserContext,
) -> ToolOutput:
    """A search's no-match output with chips that carry the dish its query named.

    Args:
        output: A `search_recipes` output.
        arguments: The arguments the search was called with, as the caller sent them (an
            object, or its JSON text as a model writes it).
        language: The answer's language.
        context: The cook's profile (what a chip may never name).

    Returns:
        The output, its chips naming the dish when it fell back and the query names one a chip
        may carry; unchanged otherwise.
    """
    query = _query(arguments)
    if not isinstance(query, str) or not is_fallback_output(output, language):
        return output
    if output.fallback_reason == "outside_diet":
        # A dish outside the diet has chips of its own: that dish, made to fit.
        return output
    dish = asked_dish(query)
    if dish is None or not carries(dish, profile_rules(context)):
        return output
    return replace(output, suggestions=dish_chips(dish, language))
