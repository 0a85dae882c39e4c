"""The chips that start a conversation about cooking, for answers with nothing else to offer.

The off-topic redirect, a greeting, or a reply the rules could not place ("simple mode") would
otherwise leave the cook with no way forward but typing; these are requests every provider
answers with recipes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.extract import extract_diet
from shared.ai.offline.normalize import fold
from shared.context import last_said
from shared.search.diet_words import diets_named
from shared.tools.phrasing import chip

if TYPE_CHECKING:
    from collections.abc import Iterable

    from shared.context import UserContext
    from shared.schemas import Language
    from shared.schemas.response import SuggestionChip

__all__ = ["diets_in_play", "diets_said", "everyday_protein", "starter_chips"]

# {protein} is the profile's everyday protein: a vegetarian is never offered chicken to tap.
_STARTERS: Final[dict[Language, tuple[tuple[str, str], ...]]] = {
    "en": (
        ("Quick dinners", "Find quick dinner recipes"),
        ("Cook with what I have", "What can I cook with {protein}, rice and tomatoes?"),
        ("Something healthy", "Something healthy and easy for lunch"),
    ),
    "es": (
        ("Cenas rápidas", "Busca recetas rápidas para la cena"),
        ("Cocinar con lo que tengo", "¿Qué cocino con {protein}, arroz y jitomate?"),
        ("Algo saludable", "Algo saludable y fácil para la comida"),
    ),
}
_PROTEIN: Final[dict[tuple[Language, bool], str]] = {
    ("en", False): "chicken",
    ("es", False): "pollo",
    ("en", True): "chickpeas",
    ("es", True): "garbanzos",
}
_PLANT_DIETS: Final = frozenset({"vegetarian", "vegan", "pescatarian"})


def everyday_protein(language: Language, diets: Iterable[str]) -> str:
    """The protein an example request names: chicken, or chickpeas for a plant-based profile."""
    return _PROTEIN[(language, bool(_PLANT_DIETS.intersection(diets)))]


def starter_chips(language: Language, diets: Iterable[str] = ()) -> tuple[SuggestionChip, ...]:
    """Cooking requests to tap, in the answer's language, that the profile's diets allow."""
    protein = everyday_protein(language, diets)
    return tuple(
        chip(label, message.format(protein=protein)) for label, message in _STARTERS[language]
    )


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
