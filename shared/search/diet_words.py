"""Diets a query names in its words: "algo vegano", "desayuno vegetariano", "keto dinner".

This is the one table of diet words in both languages: the words a diet is "free" of, or
"sin" ("gluten" of "gluten free", "tacc" of "sin TACC", the Argentine label for gluten), are
read from it too (`FREE_OF`), so a diet said as an exclusion ("pasta without gluten") is the
same diet as one said by its name. The chat reads a diet in a message with it as well
(`shared.ai.offline.extract`), so "sin TACC" is gluten-free to both.

A diet in the words is as hard as one passed as a filter (seed 000 §6.5: diets are gates on the
recipe's own diet tags): a cook who types "desayuno vegetariano" never wants the chicken arepa
that matched "desayuno" best. Only diets that rule food out count; nutrition goals ("high
protein", "low carb") stay words to match, because few recipes carry those tags and a cook
asking "algo vegano con mucha proteína" still wants the chickpea curry. "Sin gluten" and
"dairy-free" are also read with the other exclusions (`shared.search.negation`); they are
listed here too, so a diet reads the same whichever way it was said.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.normalize import fold

__all__ = ["DIET_WORDS", "FREE_OF", "diet_mentions", "diets_named"]

# Folded phrases (hyphens as spaces) -> the catalogue's diet slug.
_PHRASES: Final[dict[str, str]] = {
    "vegetarian": "vegetarian", "vegetarians": "vegetarian", "veggie": "vegetarian",
    "meatless": "vegetarian", "vegetariano": "vegetarian", "vegetariana": "vegetarian",
    "vegetarianos": "vegetarian", "vegetarianas": "vegetarian",
    "vegan": "vegan", "vegans": "vegan", "plant based": "vegan", "vegano": "vegan",
    "vegana": "vegan", "veganos": "vegan", "veganas": "vegan", "basado en plantas": "vegan",
    "basada en plantas": "vegan", "basados en plantas": "vegan", "basadas en plantas": "vegan",
    "gluten free": "gluten_free", "sin gluten": "gluten_free", "libre de gluten": "gluten_free",
    "celiac": "gluten_free", "celiacs": "gluten_free", "celiaco": "gluten_free",
    "celiaca": "gluten_free", "celiacos": "gluten_free", "celiacas": "gluten_free",
    "sin tacc": "gluten_free",
    "dairy free": "dairy_free", "lactose free": "dairy_free", "sin lacteos": "dairy_free",
    "sin lacteo": "dairy_free", "sin lactosa": "dairy_free", "libre de lactosa": "dairy_free",
    "libre de lacteos": "dairy_free",
    "keto": "keto", "ketogenic": "keto", "cetogenica": "keto", "cetogenico": "keto",
    "cetogenicas": "keto", "cetogenicos": "keto", "ketogenica": "keto", "ketogenico": "keto",
    "pescatarian": "pescatarian", "pescetarian": "pescatarian", "pescatarians": "pescatarian",
    "pescetarians": "pescatarian", "pescetariano": "pescatarian", "pescatariano": "pescatarian",
    "pescetariana": "pescatarian", "pescatariana": "pescatarian",
    "pescetarianos": "pescatarian", "pescatarianos": "pescatarian",
    "pescetarianas": "pescatarian", "pescatarianas": "pescatarian",
}  # fmt: skip
_WORD: Final = re.compile(r"[^\W_]+")
_LONGEST: Final = max(len(phrase.split()) for phrase in _PHRASES)
# Every word of a diet's name ("celiaca", "plant", "based"): it says who eats, not which dish,
# so it qualifies a name (`shared.search.subject`) and is never the dish the catalogue lacks.
DIET_WORDS: Final = frozenset(
    word for phrase in _PHRASES for word in phrase.split() if word not in {"sin", "de", "en"}
)
# What a diet is free of, by the one word its phrase leaves out ("gluten" of "gluten free",
# "sin gluten" and "libre de gluten"): after "without", "sin" or before "-free", the diet.
_FREE: Final = re.compile(r"^(?:sin|libre de) (?P<before>\w+)$|^(?P<after>\w+) free$")
FREE_OF: Final[dict[str, str]] = {
    match["before"] or match["after"]: diet
    for phrase, diet in _PHRASES.items()
    if (match := _FREE.match(phrase))
}


def diet_mentions(folded: str) -> tuple[tuple[int, str], ...]:
    """Where in a folded text each diet is named, and which.

    Args:
        folded: The text, accent-folded and lower-cased (`fold`).

    Returns:
        (offset of the phrase's first letter, diet slug) for each phrase, in the text's order.
    """
    words = list(_WORD.finditer(folded))
    found: list[tuple[int, str]] = []
    for start in range(len(words)):
        for size in range(1, _LONGEST + 1):
            phrase = " ".join(word.group() for word in words[start : start + size])
            diet = _PHRASES.get(phrase)
            if diet is not None:
                found.append((words[start].start(), diet))
    return tuple(found)


def diets_named(text: str) -> frozenset[str]:
    """The diet slugs a query's words name.

    Args:
        text: The query as the cook wrote it.

    Returns:
        Diet slugs (``vegetarian``, ``high_protein``...), empty when it names none.
    """
    return frozenset(diet for _, diet in diet_mentions(fold(text)))
