"""A course asked for is eaten at the table: a drink does not answer it unless drinks were asked.

"quick starters" listed a peanut-butter smoothie: the catalogue files starters under the snack
meal (there is no starter meal), the smoothie is a snack too, and it is quick. But a starter,
a side or a dessert is a course of a meal, served on a plate; a cook who asks for one does not
expect a glass. Breakfast and a snack are different: a smoothie or a lassi is a breakfast or a
snack in its own right (the eval sets grade them so), and lunch and dinner are meals a cold
soup filed as a drink (gazpacho) may well be. So only the courses are read here: when the
words name one and ask for no drink, a recipe filed as a drink leaves the candidates unless
it is filed as that course too (gazpacho is a side as well as a drink). Words are matched
accent-folded, EN and ES together.

A main course is read here too: a dinner or a main dish said in words asks for what is eaten
as one, so the recipes filed under neither lunch nor dinner (a breakfast miso soup, a side, a
snack) come after those that are (`main_meals`). Not a lunch: cooks take avocado toast, eggs
or a dip with bread for one as readily as a main. And a request that names a meat
or a food of the sea, and nothing sweet, asks for a savoury dish: the desserts that share
its other words ("con pollo y arroz": rice pudding) do not answer it (`savoury_request`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ingredients.catalogue import catalogue_by_slug
from shared.search.intent import MEAL_WORDS, drink_phrase, fold_words

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from shared.search.lexical import CatalogueRow

__all__ = ["MAINS", "asked_course", "is_dessert", "main_meals", "savoury_request", "without_drinks"]

# The meals a main dish is eaten at. Lunch and dinner are one to a cook: the catalogue files
# most mains under both, and a lunch recipe answers "dinner" as well.
MAINS: Final = frozenset({"lunch", "dinner"})
# A main course named as such: "a vegetarian main", "plato fuerte", "platillo principal".
_MAIN: Final = re.compile(
    r"\b(?:mains?|entrees?|main (?:course|dish)(?:es)?"
    r"|plat(?:o|illo)s? (?:fuerte|principal)(?:es)?)\b"
)
# The ingredient categories of a meat or a food of the sea: what a savoury dish is built on.
_SAVOURY: Final = frozenset({"poultry", "red_meat", "pork", "seafood"})

# A course's words to the meal slug a recipe of it is filed under: the meal words of a dessert
# or a side, their plurals, and a starter's words. "starter" is filed under no meal of the
# catalogue's (starters are snacks there), so no drink is one.
_COURSES: Final[dict[str, str]] = {
    **{word: meal for word, meal in MEAL_WORDS.items() if meal in ("dessert", "side")},
    **dict.fromkeys(("pudding", "puddings"), "dessert"),
    **dict.fromkeys(("sides", "guarniciones", "acompanamientos"), "side"),
    **dict.fromkeys(
        ("starter", "starters", "appetizer", "appetizers", "appetiser", "appetisers",
         "entrada", "entradas", "entrante", "entrantes"),
        "starter",
    ),
}  # fmt: skip
# Drinks named by what they are, beside the meal words that say "drink" ("bebida", "smoothie").
_DRINKS: Final = frozenset(
    {"lassi", "chai", "tea", "te", "lemonade", "limonada", "juice", "jugo", "zumo", "shake",
     "milkshake", "malteada", "batido", "agua", "coffee", "cafe", "cocktail", "coctel",
     "mocktail", "horchata", "atole"}
    | {word for word, meal in MEAL_WORDS.items() if meal == "drink"}
)  # fmt: skip


def asked_course(text: str, meal_type: str | None = None) -> str | None:
    """The course the words ask for, when they ask for one and no drink.

    Args:
        text: The query as the cook wrote it.
        meal_type: The meal filter passed with it, if any (a drink filter asks for drinks).

    Returns:
        "starter", "dessert" or "side"; None when no course is named or a drink is asked.
    """
    words = fold_words(text)
    if _asks_drink(words, meal_type):
        return None
    return next((_COURSES[word] for word in words if word in _COURSES), None)


def _asks_drink(words: Sequence[str], meal_type: str | None) -> bool:
    return meal_type == "drink" or any(word in _DRINKS for word in words) or drink_phrase(words)


def main_meals(text: str, meal: str | None) -> frozenset[str]:
    """The meals a recipe is filed under to be what the words ask for first: a main dish.

    Args:
        text: The query as the cook wrote it.
        meal: The meal its words name (`shared.search.intent.QueryIntent.meal`), if any.

    Returns:
        `MAINS` when the words ask for a dinner or a main course, and for no other course
        ("a side for dinner") or drink ("something to drink with dinner"); else empty.
    """
    words = fold_words(text)
    if _asks_drink(words, None) or any(word in _COURSES for word in words):
        return frozenset()
    if meal == "dinner" or _MAIN.search(" ".join(words)):
        return MAINS
    return frozenset()


def is_dessert(meal_types: Collection[str]) -> bool:
    """Whether a recipe is a dessert only: filed as one, and under no main meal nor as a side."""
    return "dessert" in meal_types and MAINS.isdisjoint(meal_types) and "side" not in meal_types


def savoury_request(foods: Sequence[Collection[str]], *, text: str, meal: str | None) -> bool:
    """Whether the query asks for a savoury dish: it names a meat or a food of the sea.

    Args:
        foods: The ingredient families of the foods it names (`FoodList.foods`).
        text: The query as the cook wrote it.
        meal: The meal it asks for, by its words, its mood ("something sweet") or a filter.

    Returns:
        True when a food named is all meat or fish ("pollo", "shrimp") and no dessert is
        asked for ("flan con tocino", "dinner with lamb and a dessert" ask for one).
    """
    if meal == "dessert" or any(_COURSES.get(word) == "dessert" for word in fold_words(text)):
        return False
    rows = catalogue_by_slug()
    return any(
        family and all(slug in rows and rows[slug].category in _SAVOURY for slug in family)
        for family in foods
    )


def without_drinks(rows: Sequence[CatalogueRow], course: str | None) -> list[CatalogueRow]:
    """The candidates without the drinks that are not also filed as the course asked.

    Args:
        rows: The candidates.
        course: What `asked_course` read; None keeps every row.

    Returns:
        The rows a course's request may be answered with, in their order.
    """
    if course is None:
        return list(rows)
    return [row for row in rows if "drink" not in row.meal_types or course in row.meal_types]
