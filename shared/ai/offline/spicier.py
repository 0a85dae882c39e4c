"""Where and how much of a chili goes into a recipe made spicier.

A chili is cooked with the aromatics, so its heat goes through the dish: added to the first
cooking step instead, it landed after a jambalaya's meat was set aside, in an empty pot. And it
is bought whole: "1½ jalapeños" for six is two.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING

from shared.ai.offline.counted_names import recounted_name
from shared.ai.offline.normalize import fold
from shared.ai.offline.scrub import split_sentences

if TYPE_CHECKING:
    from shared.ai.offline.ingredients import Ingredient
    from shared.schemas import Language
    from shared.schemas.recipe import GeneratedIngredient

__all__ = ["chili_sentences", "whole_chilies", "with_the_aromatics"]

_AROMATIC = re.compile(
    r"\b(?<!green )(?:onions?|shallots?|garlic|(?<!de )cebollas?|chalotes?|ajo)\b"
)
_COOKED = re.compile(
    r"\b(?:cook|saute|fry|soften|stir|sofrie|cocina|saltea|frie|acitrona|dora|suavicen?)\b"
)


def whole_chilies(
    line: GeneratedIngredient, chili: Ingredient, language: Language
) -> GeneratedIngredient:
    """A chili's line counted in the whole chilies a cook buys (never fewer than one).

    Args:
        line: The line as the recipe's size measured it ("1½ jalapeños").
        chili: The chili it is.
        language: The recipe's language.

    Returns:
        The line with a whole count ("2 jalapeños"); a line in spoons as it was.
    """
    if line.quantity is None or line.unit is not None:
        return line
    count = float(max(1, math.floor(line.quantity + 0.5)))
    singulars = (chili.name(language), *chili.aliases)
    name = recounted_name(line.name, count, language, singulars=singulars)
    return line.model_copy(update={"quantity": count, "name": name})


def chili_sentences(line: GeneratedIngredient) -> tuple[str, str]:
    """The sentence that adds a chili, in English and in Spanish ("picados" of two)."""
    many = "s" if line.unit is None and (line.quantity or 0) > 1 else ""
    return (
        f"Add the {line.name}, finely chopped.",
        f"Agrega {line.name} finamente picado{many}.",
    )


def with_the_aromatics(steps: list[str], sentence: str) -> tuple[int, str] | None:
    """The step that cooks the onion or garlic, with the chili's sentence after theirs.

    Args:
        steps: The steps' instructions, in order.
        sentence: The sentence that adds the chili.

    Returns:
        The step's index and its new instruction; None when no step cooks an aromatic.
    """
    for index, step in enumerate(steps):
        parts = split_sentences(step)
        for at, part in enumerate(parts):
            if _AROMATIC.search(fold(part)) and _COOKED.search(fold(part)):
                return index, " ".join([*parts[: at + 1], sentence, *parts[at + 1 :]])
    return None
