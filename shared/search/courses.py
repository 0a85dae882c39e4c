"""A course or meal asked for is eaten: a drink does not answer it unless drinks were asked.

"quick starters" listed a peanut-butter smoothie, "high protein dinner without meat" the same
smoothie and "15 minutes for lunch" a coconut lemonade: the catalogue files starters under the
snack meal, the smoothie is a snack too, and drinks are quick and score well on "protein" or
"quick". A cook who names a course or a meal expects food on a plate, not a glass, unless the
drink is filed as that meal itself: a lassi or a smoothie is a breakfast, the smoothie a snack,
and gazpacho, a cold soup filed as a drink, is a lunch and a side too (lunch and dinner are one
meal here, as the catalogue uses them interchangeably). So when the words name a course or a
meal and ask for no drink, a recipe filed as a drink leaves the candidates unless it is filed as
that meal too; a starter is filed as no meal, so no drink is one. Words are matched
accent-folded, EN and ES together.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.search.intent import MEAL_WORDS, drink_phrase, fold_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.search.lexical import CatalogueRow

__all__ = ["asked_course", "without_drinks"]

# A course's words to the meal a recipe of it is filed under, beside the meal words
# (`MEAL_WORDS`); "starter" is filed under no meal of the catalogue's (starters are snacks
# there), so no drink is one.
_COURSES: Final[dict[str, str]] = {
    "starter": "starter", "starters": "starter", "appetizer": "starter",
    "appetizers": "starter", "appetiser": "starter", "appetisers": "starter",
    "entrada": "starter", "entradas": "starter", "entrante": "starter",
    "entrantes": "starter", "pudding": "dessert", "puddings": "dessert", "sides": "side",
    "guarniciones": "side", "acompanamientos": "side", "lunches": "lunch", "dinners": "dinner",
    "cenas": "dinner", "desayunos": "breakfast", "comidas": "lunch",
}  # fmt: skip
# Lunch and dinner are one main meal: a drink filed as either answers both.
_MAIN: Final = frozenset({"lunch", "dinner"})
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
        A meal slug ("dessert", "lunch"...), or "starter"; None when no course or meal is
        named, or a drink is asked.
    """
    words = fold_words(text)
    if meal_type == "drink" or any(word in _DRINKS for word in words) or drink_phrase(words):
        return None
    named = (_COURSES.get(word) or MEAL_WORDS.get(word) for word in words)
    return next((meal for meal in named if meal is not None), meal_type)


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
    filed_as = _MAIN if course in _MAIN else {course}
    return [row for row in rows if "drink" not in row.meal_types or filed_as & {*row.meal_types}]
