"""A dish asked for beside another: what follows "to go with" / "para acompañar" is not asked.

"tostones to go with fish", "pan de ajo indio para acompañar el curry", "patacones to go with
fried fish": the dish named first is the one wanted, and the food after the phrase is what it
is eaten beside. Searched whole, that food takes the answer: the fish dishes have "fish" in
their names and the food as what they are made of, and come before the tostones, which have
neither.

A cookout after such a dish is what it is brought to, the same way: "guacamole pa la carne
asada", "esquites para el asado", "coleslaw for the braai" ask for the guacamole, the esquites,
the coleslaw. Searched whole, the cookout's words ("carne", "asada", "bbq") took the answer
with grilled steaks, chili con carne and beef empanadas, the meat already on the host's grill.
The cookout is read only after a preposition ("pa la", "for the"): "tacos de carne asada" and
"bbq chicken" name dishes.

Only a dish said bare before the phrase is read so (`shared.search.dish_phrase.is_bare`): "qué
preparo pa acompañar la carne asada" and "algo para acompañar un té" name no dish before it,
and what they accompany is all they say of what they want. Nor does a course ("a cooling side
to go with a spicy curry"): which side goes with a curry is what the curry tells.
"""

from __future__ import annotations

import re
from typing import Final

from shared.search.courses import asked_course
from shared.search.dish_phrase import is_bare
from shared.search.intent import MEAL_WORDS, fold_words

__all__ = ["without_accompanied"]

# Accent-insensitive on the word "acompañar" only; the rest is plain ASCII in both languages.
_ACCOMPANYING: Final = re.compile(
    r"\b(?:to\s+(?:go|serve|eat|have|pair)(?:\s+(?:it|them))?\s+with|that\s+goes?\s+with"
    r"|to\s+accompany|(?:para|pa|pal)\s+acompa[ñn]ar|que\s+acompa[ñn]en?"
    # A gathering around a grill, after the preposition that says the dish is for it ("pal"
    # is "para el"): a carne asada, an asado, a parrillada, a barbecue, a braai, a barbie.
    # English "a" is an article: "having a braai" says nothing about a dish.
    r"|(?:(?:a\s+(?:la|una|mi)|al|(?:para|pa)(?:\s+(?:la|una|el|un|mi))?|pal)"
    r"|(?:to|for|at)(?:\s+(?:the|a|our|my))?)\s+"
    r"(?:carnes?\s+asadas?|asados?|parrilladas?|bbqs?|barbe(?:cue|que)s?|braais?|barbies?"
    r"|cookouts?))\b",
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
    if (
        not before
        or not is_bare(before)
        or any(w in MEAL_WORDS for w in fold_words(before))
        or asked_course(before) is not None  # "sides", "guarniciones", "starters"
    ):
        return text
    return before
