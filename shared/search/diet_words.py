"""Diets a query names in its words: "algo vegano", "high protein dinner", "bajo en carbohidratos".

A diet in the words is as hard as one passed as a filter (seed 000 §6.5: diets are gates on the
recipe's own diet tags). A cook who types "desayuno vegetariano" never wants the chicken arepa
that matched "desayuno" best, and "algo vegano con mucha proteína" means the recipes tagged both.
"Sin gluten" and "dairy-free" are read with the other exclusions (`shared.search.negation`);
they are listed here too, so a diet reads the same whichever way it was said.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

__all__ = ["diets_named"]

# Folded phrases (hyphens as spaces) -> the catalogue's diet slug.
_PHRASES: Final[dict[str, str]] = {
    "vegetarian": "vegetarian", "vegetarians": "vegetarian", "veggie": "vegetarian",
    "meatless": "vegetarian", "vegetariano": "vegetarian", "vegetariana": "vegetarian",
    "vegetarianos": "vegetarian", "vegetarianas": "vegetarian",
    "vegan": "vegan", "vegans": "vegan", "plant based": "vegan", "vegano": "vegan",
    "vegana": "vegan", "veganos": "vegan", "veganas": "vegan",
    "gluten free": "gluten_free", "sin gluten": "gluten_free", "celiac": "gluten_free",
    "celiaco": "gluten_free", "celiaca": "gluten_free",
    "dairy free": "dairy_free", "lactose free": "dairy_free", "sin lacteos": "dairy_free",
    "sin lactosa": "dairy_free",
    "keto": "keto", "ketogenic": "keto", "cetogenica": "keto", "cetogenico": "keto",
    "low carb": "low_carb", "low carbs": "low_carb", "bajo en carbohidratos": "low_carb",
    "baja en carbohidratos": "low_carb", "bajos en carbohidratos": "low_carb",
    "pocos carbohidratos": "low_carb",
    "high protein": "high_protein", "protein packed": "high_protein",
    "lots of protein": "high_protein", "alto en proteina": "high_protein",
    "alta en proteina": "high_protein", "altos en proteina": "high_protein",
    "mucha proteina": "high_protein", "rico en proteina": "high_protein",
    "rica en proteina": "high_protein", "proteico": "high_protein", "proteica": "high_protein",
    "pescatarian": "pescatarian", "pescetarian": "pescatarian",
    "pescetariano": "pescatarian", "pescatariano": "pescatarian",
    "pescetariana": "pescatarian", "pescatariana": "pescatarian",
}  # fmt: skip
_WORD: Final = re.compile(r"[^\W_]+")
_LONGEST: Final = max(len(phrase.split()) for phrase in _PHRASES)


def diets_named(text: str) -> frozenset[str]:
    """The diet slugs a query's words name.

    Args:
        text: The query as the cook wrote it.

    Returns:
        Diet slugs (``vegetarian``, ``high_protein``...), empty when it names none.
    """
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    words = _WORD.findall("".join(c for c in decomposed if not unicodedata.combining(c)))
    found: set[str] = set()
    for start in range(len(words)):
        for size in range(1, _LONGEST + 1):
            diet = _PHRASES.get(" ".join(words[start : start + size]))
            if diet is not None:
                found.add(diet)
    return frozenset(found)
