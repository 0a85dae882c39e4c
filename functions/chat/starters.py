"""The chips that start a conversation about cooking, for answers with nothing else to offer.

The off-topic redirect, a greeting, or a reply the rules could not place ("simple mode") would
otherwise leave the cook with no way forward but typing; these are requests every provider
answers with recipes.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.said_before import Agreement, LeftOut, left_out_said, with_left_out
from chat.same_search import search_read
from shared.ai.offline.extract import extract_diet
from shared.ai.offline.normalize import fold
from shared.context import last_said
from shared.search.diet_words import diets_named
from shared.search.time_words import read_time
from shared.tools.phrasing import chip

if TYPE_CHECKING:
    from collections.abc import Iterable

    from shared.context import UserContext
    from shared.schemas import Language
    from shared.schemas.response import SuggestionChip

__all__ = [
    "conversation_starters",
    "diets_in_play",
    "diets_said",
    "everyday_protein",
    "starter_chips",
]

# {protein} is the profile's everyday protein: a vegetarian is never offered chicken to tap.
# A diet the cook asked for is said again in the request, agreeing with what it qualifies
# there: the recipes ("recetas vegetarianas"), what to cook ("qué cocino"), "algo".
_STARTERS: Final[dict[Language, tuple[tuple[str, str, Agreement], ...]]] = {
    "en": (
        ("Quick dinners", "Find quick dinner recipes", Agreement(plural=True)),
        (
            "Cook with what I have",
            "What can I cook with {protein}, rice and tomatoes?",
            Agreement(masculine=True),
        ),
        ("Something healthy", "Something healthy and easy for lunch", Agreement(masculine=True)),
    ),
    "es": (
        ("Cenas rápidas", "Busca recetas rápidas para la cena", Agreement(plural=True)),
        (
            "Cocinar con lo que tengo",
            "¿Qué cocino con {protein}, arroz y jitomate?",
            Agreement(masculine=True),
        ),
        ("Algo saludable", "Algo saludable y fácil para la comida", Agreement(masculine=True)),
    ),
}
_PROTEIN: Final[dict[tuple[Language, bool], str]] = {
    ("en", False): "chicken",
    ("es", False): "pollo",
    ("en", True): "chickpeas",
    ("es", True): "garbanzos",
}
_WITHIN: Final[dict[Language, str]] = {
    "en": "in under {minutes} minutes",
    "es": "en menos de {minutes} minutos",
}
_END: Final = re.compile(r"[?.!]+$")
_PLANT_DIETS: Final = frozenset({"vegetarian", "vegan", "pescatarian"})
# What rules out the chicken of the example, said as a food left out ("sin pollo", "no meat").
_NO_CHICKEN: Final = frozenset({"poultry", "chicken", "pollo"})


def everyday_protein(language: Language, diets: Iterable[str]) -> str:
    """The protein an example request names: chicken, or chickpeas for a plant-based profile."""
    return _PROTEIN[(language, bool(_PLANT_DIETS.intersection(diets)))]


def starter_chips(
    language: Language, diets: Iterable[str] = (), left_out: LeftOut | None = None
) -> tuple[SuggestionChip, ...]:
    """Cooking requests to tap, in the answer's language, that the profile's diets allow.

    Args:
        language: The answer's language.
        diets: The diets in play: an example names no food they rule out.
        left_out: What the cook said to leave out in this conversation: each request says it
            again, so a tap never brings back what she ruled out.
    """
    left_out = left_out or LeftOut()
    avoided = left_out.avoided
    no_chicken = _NO_CHICKEN & {*avoided.categories, *avoided.ingredients}
    protein = everyday_protein(language, [*diets, *(("vegetarian",) if no_chicken else ())])
    return tuple(
        chip(label, with_left_out(message.format(protein=protein), left_out, language, agreement))
        for label, message, agreement in _STARTERS[language]
    )


def conversation_starters(
    context: UserContext, message: str, language: Language
) -> tuple[SuggestionChip, ...]:
    """The starter chips after this message: its diets, and what the conversation left out;
    none she has tapped in it already.

    Args:
        context: The cook's profile and the conversation before this message.
        message: Her message now.
        language: The answer's language.
    """
    said = [*(item.content for item in context.conversation_history if item.role == "user")]
    said.append(message)
    asked = [diet for text in said for diet in sorted(diets_said(text))]
    left_out = left_out_said(said, diets=asked, profile=context.diet_types)
    chips = starter_chips(language, [*context.diet_types, *left_out.diets], left_out)
    if (minutes := _time_said(said)) is not None:
        chips = tuple(chip(c.label, _with_time(c.message, minutes, language)) for c in chips)
    # A request she already made here would answer as it did: "algo rápido para cenar", then
    # "Create my own", then "Quick dinners" showed the same cards. Made is a request the search
    # reads as it reads the starter's (typed in other words, or the chip tapped), or the
    # starter's label typed, in either language.
    made = {_said_as(text) for text in said}
    searched = {search_read(text) for text in said}
    fresh = tuple(
        c
        for index, c in enumerate(chips)
        if search_read(c.message) not in searched and not made & _starter_forms(index)
    )
    return fresh or chips


def _time_said(said: Iterable[str]) -> int | None:
    """The time limit the cook's last message that stated one gave ("algo en 15 minutos")."""
    for text in reversed(list(said)):
        if (limit := read_time(text).limit) is not None:
            return limit
    return None


def _with_time(message: str, minutes: int, language: Language) -> str:
    """A starter's request with the time limit she gave, said again before its question mark.

    "Algo en 15 minutos", then "Crear la mía", then "Cenas rápidas" searched quick dinners of
    25 minutes: the limit she stated holds for the conversation, as what she left out does.
    """
    end = _END.search(message)
    stop = end.group() if end else ""
    body = message[: len(message) - len(stop)]
    return f"{body}, {_WITHIN[language].format(minutes=minutes)}{stop}"


def _said_as(text: str) -> str:
    return fold(text).strip(" .!?¿¡")


def _starter_forms(index: int) -> set[str]:
    """Every way the starter at `index` is said: its label and request, in both languages."""
    return {
        _said_as(form.format(protein=protein))
        for language, starters in _STARTERS.items()
        for form in starters[index][:2]
        for (said_in, _), protein in _PROTEIN.items()
        if said_in == language
    }


def diets_in_play(context: UserContext, message: str) -> tuple[str, ...]:
    """The profile's diets and those the cook just asked for ("quiero algo vegetariano").

    Read in her message and the one before it (a "Create my own" tap follows the request it
    answers), so an example is never the chicken a vegetarian request has just ruled out.
    """
    said = diets_said(message) | diets_said(last_said(context.conversation_history))
    return (*context.diet_types, *sorted(said - set(context.diet_types)))


def diets_said(text: str) -> frozenset[str]:
    """The diets a cook's words ask for: named ("vegetarian lasagna") or said of a food left
    out ("lasagna with no meat", "sin carne": vegetarian)."""
    said = extract_diet(fold(text))
    return diets_named(text) | ({said} if said else frozenset())
