"""The chips that start a conversation about cooking, for answers with nothing else to offer.

The off-topic redirect, a greeting, or a reply the rules could not place ("simple mode") would
otherwise leave the cook with no way forward but typing; these are requests every provider
answers with recipes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.tools.phrasing import chip

if TYPE_CHECKING:
    from shared.schemas import Language
    from shared.schemas.response import SuggestionChip

__all__ = ["starter_chips"]

_STARTERS: Final[dict[Language, tuple[tuple[str, str], ...]]] = {
    "en": (
        ("Quick dinners", "Find quick dinner recipes"),
        ("Cook with what I have", "What can I cook with chicken, rice and tomatoes?"),
        ("Something healthy", "Something healthy and easy for lunch"),
    ),
    "es": (
        ("Cenas rápidas", "Busca recetas rápidas para la cena"),
        ("Cocinar con lo que tengo", "¿Qué cocino con pollo, arroz y jitomate?"),
        ("Algo saludable", "Algo saludable y fácil para la comida"),
    ),
}


def starter_chips(language: Language) -> tuple[SuggestionChip, ...]:
    """Cooking requests to tap, in the answer's language."""
    return tuple(chip(label, message) for label, message in _STARTERS[language])
