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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.search.intent import MEAL_WORDS, drink_phrase, fold_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.search.lexical import CatalogueRow

__all__ = ["asked_course", "without_drinks"]

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
    if meal_type == "drink" or any(word in _DRINKS for word in words) or drink_phrase(words):
        return None
    return next((_COURSES[word] for word in words if word in _COURSES), None)


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
