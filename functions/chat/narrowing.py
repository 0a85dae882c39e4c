"""A cook narrowing the cards on screen: "sin cebolla", "without onion", "pero sin carne".

With recipe cards shown and no custom recipe open, such a message changes no recipe (there is
none to change): it asks for the same search without that food. It is answered by the last
search's own words plus the exclusion, so the search's gates leave the food out as if the cook
had said it in the first place, and a later "quicker" keeps it out too.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.language import detect_language
from shared.ai.offline.normalize import FoldedText
from shared.search.negation import split_negation

__all__ = ["is_narrowing", "narrowed_query"]

# The message opens with what it leaves out, after at most a joining word.
_OPENS_WITH_EXCLUSION: Final = re.compile(
    r"^\W*(?:(?:pero|but|and|y|also|tambien|mejor|only|solo|ahora|now)\s+)*"
    r"(?:sin|without|no|except|excepto|nada de|que no (?:tengan?|lleven?))\b"
)

_EXCLUDER: Final = {"en": "without", "es": "sin"}


def is_narrowing(message: str) -> bool:
    """Whether a message only leaves something out ("sin cebolla", "without nuts please").

    Args:
        message: The cook's message.

    Returns:
        True when it opens with an exclusion and the exclusion names a food, a diet or a word
        the search can leave out.
    """
    folded = FoldedText.of(message).text
    if _OPENS_WITH_EXCLUSION.match(folded) is None:
        return False
    negation = split_negation(message, detect_language(message))
    return bool(negation.avoided or negation.excluded)


def narrowed_query(query: str, *narrowings: str) -> str:
    """The search that started the cards, with what the cook left out since.

    The search reads a query in one language, so an exclusion said in the other one ("algo
    con pollo" and then "without garlic") gets the query's own word for "without"; the food
    words stay as said (the catalogue knows them in both languages).

    Args:
        query: The request that started the search.
        narrowings: The messages that left something out, oldest first.

    Returns:
        One query: the request, then each exclusion.
    """
    parts = [query.strip()]
    for narrowing in narrowings:
        folded = FoldedText.of(narrowing).text
        opener = _OPENS_WITH_EXCLUSION.match(folded)
        # A query in neither language for sure ("pasta") is read in the narrowing's.
        narrowed_in = detect_language(narrowing)
        said_in = detect_language(query, default=narrowed_in)
        said = narrowing.strip()
        if opener is not None and narrowed_in != said_in:
            said = f"{_EXCLUDER[said_in]} {folded[opener.end() :].strip()}"
        parts.append(said)
    return " ".join(part for part in parts if part)
