"""A dish asked for by the form it is served in: "falafel wraps", "bulgogi tacos".

A cook names how a dish is eaten as often as the dish: "falafel wrap", "katsu sandwich",
"bulgogi bowl", "tacos de cochinita". No recipe is a falafel wrap, so the dish-name check
(`shared.search.coverage`) found no recipe holding both words and fell back, though the
catalogue has the falafel that goes in it. Such a name is the dish itself: a form of serving
(a wrap, a bowl, a sandwich, tacos, a torta) and a word that is the kind of a candidate
recipe, what its name says it is ("Crispy Falafel" is a falafel), and no food. A food in
that place names a filling, not a dish: "salmon burgers", "tacos de pollo" and "chicken
wrap" ask for a dish the catalogue may lack, and stay the dish-name check's to judge.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.search.dish_kinds import plain_stem
from shared.search.dish_phrase import JOINERS, is_ingredient_word

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

__all__ = ["SERVING_FORMS", "served_dish"]

# How a dish is held or plated to be eaten, in either language, without plural endings
# (`plain_stem`): the form, not what is in it.
SERVING_FORMS: Final = frozenset(
    {
        "wrap", "bowl", "sandwich", "sub", "pita", "taco", "burrito", "torta", "tazon",
    }
)  # fmt: skip


def served_dish(words: Sequence[str], kinds: Collection[str]) -> str | None:
    """The dish a name asks for in the form it is served in, if it is one.

    Args:
        words: The name's content words ("falafel", "wraps"; stop words may remain).
        kinds: The kinds of dish the candidate recipes are (`dish_kind`, stemmed).

    Returns:
        The word naming the dish ("falafel"), or None when the name is not a serving form
        and one dish of the catalogue that is no food.
    """
    stems = [plain_stem(word) for word in words if word not in JOINERS]
    forms = [stem for stem in stems if stem in SERVING_FORMS]
    rest = [stem for stem in stems if stem not in SERVING_FORMS]
    if len(forms) != 1 or len(rest) != 1:
        return None
    dish = rest[0]
    if dish not in kinds or is_ingredient_word(dish):
        return None
    return dish
