"""Words that stand for "whatever I have", never for an ingredient.

"Create a recipe with my ingredients" names no ingredient: a recipe built from the line
"400 g ingredients" is nonsense. Both the offline extractor and the generation tool's arguments
drop an item made only of these words, whoever wrote it (a rule or a model).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

__all__ = ["GENERIC_INGREDIENT_WORDS", "is_generic_ingredient"]


def _word_set(text: str) -> frozenset[str]:
    # The words of a literal block. Not `shared.ai.offline.normalize.word_set`: the offline
    # provider builds on this package, so importing from it would run the arrow back up.
    return frozenset(text.split())


GENERIC_INGREDIENT_WORDS: Final = _word_set(
    """
    ingredient ingredients ingrediente ingredientes stuff things thing cosas cosa something
    anything everything whatever algo todo lo que sea food comida items productos leftovers
    sobras have got tengo tenemos what i my mine mis mi los las el la the a an some unos unas
    que de with con from at home casa fridge pantry refri nevera alacena despensa in en left
    over custom personalizada personalizado own propia propio mias mios recipe receta
    different other others otro otra otros otras diferente diferentes distinto distinta
    distintos distintas new nuevo nueva nuevos nuevas
    """
)
_WORD: Final = re.compile(r"[^\W\d_]+")


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def is_generic_ingredient(name: str) -> bool:
    """Whether an ingredient line is only generic words ("ingredients", "lo que tengo").

    Args:
        name: One ingredient as written.

    Returns:
        True when no word of it names a food.
    """
    found = _WORD.findall(_fold(name))
    return all(word in GENERIC_INGREDIENT_WORDS for word in found)
