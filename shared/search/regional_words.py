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
from shared.search.dish_kinds import dish_kind, plain_stem
from shared.search.name_words import word_forms, written_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.search.lexical_sql import Language

__all__ = ["CATALOGUE_WORDS", "catalogue_words", "names_regional_dish"]

_WORD: Final = re.compile(r"[^\W\d_]+")
# A word of the query a name must hold beside the kind: a content word, not "de" or "con".
_MIN_OTHER_LETTERS: Final = 4

# Regional word (accent-folded, singular) -> the word(s) the catalogue's names use for it.
CATALOGUE_WORDS: Final[dict[str, tuple[str, ...]]] = {
    # Spain: a "tarta" is a pie or a cake ("tarta de queso" is a cheesecake, no quiche);
    # "bizcocho" a sponge cake; "queque" (Andes, Central America) a cake.
    "tarta": ("pay", "pastel"),
    "bizcocho": ("pastel",),
    "queque": ("pastel",),
    # Spain: a filled roll or sandwich; "emparedado" the formal word.
    "bocadillo": ("sandwich",),
    "emparedado": ("sandwich",),
    # Spain: a blended fruit or milk drink, Mexico's "licuado".
    "batido": ("licuado",),
    # Spain and South America write the French "crepes"; Mexico "crepas".
    "crepe": ("crepa",),
    # English: a tart is an open pie; "hotcakes" (US) are pancakes.
    "tart": ("pie",),
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


def names_regional_dish(text: str, *, names: Sequence[tuple[str, Language]]) -> bool:
    """Whether a candidate is the dish a regional word names, as the catalogue says it.

    "tarta de manzana" is the "Pay de Manzana": a name whose kind of dish
    (`shared.search.dish_kinds.dish_kind`) is one of the catalogue's words for the regional
    word, and that holds another word of the query. "tarta de queso" (a cheesecake) is no
    pie or cake the catalogue has, whatever a quiche or a spinach pie holds.

    Args:
        text: The query text.
        names: The candidates' names, each with its language (both of a recipe's names: a
            cook writes "tarta de manzana" in an English sentence too).

    Returns:
        True when some name is that dish.
    """
    typed = [fold(word) for word in _WORD.findall(text)]
    kinds = {plain_stem(own) for word in typed for own in CATALOGUE_WORDS.get(_singular(word), ())}
    others = [
        word
        for word in typed
        if len(word) >= _MIN_OTHER_LETTERS and _singular(word) not in CATALOGUE_WORDS
    ]
    if not kinds or not others:
        return False
    return any(
        dish_kind(name, language) in kinds
        and any(not word_forms(word).isdisjoint(written_words(name)) for word in others)
        for name, language in names
    )
