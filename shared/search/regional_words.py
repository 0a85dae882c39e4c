"""Kinds of dish said with another region's everyday word, read as the catalogue's word too.

The catalogue is written in Mexican Spanish and US English: an apple pie is a "Pay de
Manzana", a cake a "Pastel", a smoothie a "Licuado". A cook from Spain asks for a "tarta de
manzana", a "bizcocho", a "bocadillo" or a "batido"; one from the Andes for a "queque"; an
English cook for an "apple tart". The ingredients' regional names are aliases in the
ingredient catalogue already ("patata", "palta", "gambas"); the kinds of dish are not, so such
a word matched nothing, the query lost its head and the dish check called a dish the catalogue
has one it lacks ("tarta de manzana": not in the catalogue).

Each such word gets the catalogue's word(s) added beside it, as a diminutive gets its base
(`shared.search.diminutives`): the typed word stays, and the added words are helpers that
the dish check does not judge. Only words that mean one kind of dish wherever they are said
are listed: "torta" (a sandwich in Mexico, a cake in Argentina), "tortitas" (pancakes in
Spain, the catalogue's crab cakes), "panqueque" (a crêpe in Argentina) and "biscuit" (a
cookie in Britain, a scone in the US) are left as typed.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.search.dish_kinds import plain_stem

if TYPE_CHECKING:
    from collections.abc import Collection

__all__ = ["CATALOGUE_WORDS", "catalogue_readings", "catalogue_words"]

_WORD: Final = re.compile(r"[^\W\d_]+")

# Regional word (accent-folded, singular) -> the word(s) the catalogue's names use for it.
CATALOGUE_WORDS: Final[dict[str, tuple[str, ...]]] = {
    # Spain: a "tarta" is a pie, a cake or a savoury tart (a quiche); "bizcocho" a sponge
    # cake; "queque" (Andes, Central America) a cake.
    "tarta": ("pay", "pastel", "quiche"),
    "bizcocho": ("pastel",),
    "queque": ("pastel",),
    # Spain: a filled roll or sandwich; "emparedado" the formal word.
    "bocadillo": ("sandwich",),
    "emparedado": ("sandwich",),
    # Spain: a blended fruit or milk drink, Mexico's "licuado".
    "batido": ("licuado",),
    # Spain and South America write the French "crepes"; Mexico "crepas".
    "crepe": ("crepa",),
    # English: a tart is an open pie, sweet or savoury; "hotcakes" (US) are pancakes.
    "tart": ("pie", "quiche"),
    "hotcake": ("pancakes",),
}


def _singular(word: str) -> str:
    # Every listed word takes a plain "s" ("tartas", "bocadillos", "hotcakes").
    if word.endswith("s") and word[:-1] in CATALOGUE_WORDS:
        return word[:-1]
    return word


def catalogue_words(text: str) -> dict[str, str]:
    """The catalogue's words for the regional words of a query.

    Args:
        text: The query text.

    Returns:
        Catalogue word -> the regional word it was read from (lower-cased, as typed, the way
        the lexical side reports a word no recipe has); empty when the query has none.
    """
    added: dict[str, str] = {}
    for typed in _WORD.findall(text):
        word = fold(typed)
        for own in CATALOGUE_WORDS.get(_singular(word), ()):
            if own != word:
                added.setdefault(own, typed.casefold())
    return added


def catalogue_readings(text: str, *, kinds: Collection[str] | None = None) -> list[str]:
    """The query as the catalogue would say it: each regional word replaced by one of its words.

    The dish check judges a name by its words: "tarta de manzana" is covered when the
    catalogue has a "pay de manzana" or a "pastel de manzana". One reading per catalogue word
    of the word with most of them ("tarta": "pay ...", then "pastel ...").

    Args:
        text: The query text.
        kinds: The kinds of dish the candidates are (`shared.search.dish_kinds.name_kinds`),
            when known: a reading in a kind no candidate is ("quiche de chocolate" among
            cookies and truffles) names no dish here, and is left out.

    Returns:
        The readings; empty when the query has no regional word, or none of a candidate's kind.
    """
    found = {_singular(fold(typed)) for typed in _WORD.findall(text)} & CATALOGUE_WORDS.keys()
    if not found:
        return []
    count = max(len(CATALOGUE_WORDS[word]) for word in found)

    def reading(index: int) -> tuple[str, set[str]]:
        said: set[str] = set()

        def replace(match: re.Match[str]) -> str:
            own = CATALOGUE_WORDS.get(_singular(fold(match[0])))
            if not own:
                return match[0]
            said.add(own[min(index, len(own) - 1)])
            return own[min(index, len(own) - 1)]

        return _WORD.sub(replace, text), said

    readings = [reading(index) for index in range(count)]
    return [
        text
        for text, said in readings
        if kinds is None or any(plain_stem(word) in kinds for word in said)
    ]
