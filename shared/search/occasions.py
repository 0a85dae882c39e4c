"""Dates, holidays and gatherings said in other words than the catalogue's tags.

The catalogue tags pozole "Mexican Independence Day" / "fiestas patrias", but people ask for
"algo para el 15 de septiembre" or "la noche mexicana"; it tags dishes "party food" and
"make-ahead", but people ask for "something to bring to a potluck" or "para un convivio".
Each phrase here (accent-folded, whole words) is replaced by the tag words it stands for, in the
query's language, in what is matched and embedded. These are facts about occasions, not about
recipes: the recipes that fit are still found by their own tags.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from shared.schemas.response import Language

__all__ = ["expand_occasions"]

# (pattern over the folded query, {language: tag words to add})
_PHRASES: Final[tuple[tuple[str, dict[Language, str]], ...]] = (
    (
        r"\b(1[56] de septiembre|septiembre 1[56]|fiestas? patrias?"
        r"|el grito|grito de independencia|mexican independence)\b",
        {"en": "Mexican Independence Day", "es": "fiestas patrias mexicanas"},
    ),
    (
        r"\b(potlucks?|bring a dish|convivio)\b",
        {"en": "party food make-ahead", "es": "para fiestas para preparar con anticipacion"},
    ),
    (
        r"\b(nochebuena|posadas?|christmas eve|noche buena)\b",
        {"en": "Christmas", "es": "Navidad"},
    ),
    (
        r"\b(semana santa|viernes santo|good friday|holy week)\b",
        {"en": "Lent", "es": "Cuaresma"},
    ),
    (
        r"\b(turkey day|dia de gracias)\b",
        {"en": "Thanksgiving", "es": "Accion de Gracias"},
    ),
    (
        r"\b(super bowl|superbowl|la final|el partido)\b",
        {"en": "game day", "es": "dia de partido"},
    ),
)
_OCCASIONS: Final = tuple((re.compile(pattern), tags) for pattern, tags in _PHRASES)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def expand_occasions(text: str, language: Language) -> str:
    """The query with the occasions it names said in the catalogue's tag words.

    Args:
        text: The query.
        language: The language it is matched in.

    Returns:
        The query (accent-folded) with each occasion phrase replaced by its tag words;
        unchanged when it names no occasion this module knows.
    """
    folded = _fold(text)
    found = False
    for pattern, tags in _OCCASIONS:
        # The phrase is replaced, not kept: "15 de septiembre" means nothing to a recipe.
        folded, count = pattern.subn(tags[language], folded)
        found = found or count > 0
    return folded if found else text
