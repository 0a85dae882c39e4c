"""Foods a cook counts as one food although no name or alias of theirs says so.

The catalogue's names and aliases carry most of what a food word covers: "chocolate" is in
"dark chocolate" and "chispas de chocolate", "café" in "café espresso", "chile" in "chile
serrano". Some foods are the same thing to a cook under another word: cocoa and cacao ARE
chocolate (a tiramisú dusted with cocoa is not a dessert "sin chocolate"). A word of a family
stands for every word of it wherever food is left out (an excluded food, a free-text allergy),
so the family is written once here rather than as an alias on each ingredient it reaches
("cocoa powder", "cacao nibs", "cocoa butter", and whatever the catalogue adds next).

Only leaving out reads families: asking FOR chocolate is not asking for cocoa powder.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["FOOD_FAMILIES", "with_family"]

# Each family: words (folded, singular) that all name the same food to a cook, in EN and ES.
FOOD_FAMILIES: Final[tuple[frozenset[str], ...]] = (frozenset({"chocolate", "cocoa", "cacao"}),)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold().strip())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _singular(word: str) -> str:
    # "chocolates", "cacaos": the families list singulars.
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def with_family(terms: Iterable[str]) -> list[str]:
    """The terms, each followed by the other words of its family when it is one of them.

    Args:
        terms: Foods to leave out (an excluded word, a free-text allergy), in any case.

    Returns:
        The terms as given, then their families' other words, without repeats, in order.
    """
    given = list(terms)
    out = list(dict.fromkeys(given))
    for term in given:
        word = _singular(_fold(term))
        for family in FOOD_FAMILIES:
            if word in family:
                out.extend(sorted(family - {word}))
    return list(dict.fromkeys(out))
