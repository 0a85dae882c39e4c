"""A dish asked for beside another: what follows "to go with" / "para acompañar" is not asked.

"tostones to go with fish", "pan de ajo indio para acompañar el curry", "patacones to go with
fried fish": the dish named first is the one wanted, and the food after the phrase is what it
is eaten beside. Searched whole, that food takes the answer: the fish dishes have "fish" in
their names and the food as what they are made of, and come before the tostones, which have
neither.

Only a dish said bare before the phrase is read so (`shared.search.dish_phrase.is_bare`): "qué
preparo pa acompañar la carne asada" and "algo para acompañar un té" name no dish before it,
and what they accompany is all they say of what they want. Nor does a course ("a cooling side
to go with a spicy curry"): which side goes with a curry is what the curry tells.
"""

from __future__ import annotations

import re
from typing import Final

from shared.search.dish_phrase import is_bare
from shared.search.intent import MEAL_WORDS, fold_words

__all__ = ["without_accompanied"]

# Accent-insensitive on the word "acompañar" only; the rest is plain ASCII in both languages.
_ACCOMPANYING: Final = re.compile(
    r"\b(?:to\s+(?:go|serve|eat|have|pair)(?:\s+(?:it|them))?\s+with|that\s+goes?\s+with"
    r"|to\s+accompany|(?:para|pa|pal)\s+acompa[ñn]ar|que\s+acompa[ñn]en?)\b",
    re.IGNORECASE,
)


def without_accompanied(text: str) -> str:
    """The query without what the dish it names is eaten beside, when it names one bare.

    Args:
        text: The query as the cook wrote it.

    Returns:
        The words before the phrase of accompaniment ("tostones" of "tostones to go with
        fish"); the text unchanged when it has no such phrase or names no bare dish before it.
    """
    match = _ACCOMPANYING.search(text)
    if match is None:
        return text
    before = text[: match.start()].strip(" ,;:-")
    if not before or not is_bare(before) or any(w in MEAL_WORDS for w in fold_words(before)):
        return text
    return before
