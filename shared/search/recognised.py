"""Whether the recipe an embedding model sees apart from the rest is the dish that was asked for.

A model whose best recipe stands clearly apart from its tenth best (`answer_margins` in
`shared.search.settings`) recognises a dish, so a query the words alone would refuse is still
answered: a dish spelt strangely ("tom yam soup" for Tom Yum Goong, "pollo kung pau" for Pollo
Kung Pao) or said in other words ("papas con coliflor al curry" for Aloo Gobi, "Papa y Coliflor
Especiadas"). A model also sees a *neighbour* apart: "shrimp tempura" puts a shrimp soup
there, "sushi rolls" the spring rolls, "keto cheesecake" a caprese salad. Those share one word
of the dish's two, or none; what the model recognises is the dish when its name, in either
language, names most of the words asked (as written, or misspelt: `shared.search.name_words`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.search.dish_phrase import JOINERS, REQUEST_WORDS
from shared.search.name_words import closest_name_word, name_words, word_forms, written_words
from shared.search.subject import is_everyday

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["asked_words", "named_words", "names_most_words"]

_TOKEN: Final = re.compile(r"[^\W_]+")
# Shorter words are grammar ("de", "a") more often than a dish's.
_MIN_LETTERS: Final = 3


def asked_words(text: str) -> list[str]:
    """The query's words that may name the dish: no joiner, request, everyday or facet word."""
    words = dict.fromkeys(_TOKEN.findall(fold(text)))
    return [
        word
        for word in words
        if len(word) >= _MIN_LETTERS
        and word not in JOINERS
        and word not in REQUEST_WORDS
        and not is_everyday(word)
    ]


def named_words(text: str, names: Iterable[str]) -> tuple[int, int]:
    """How many of the words a query asks for a recipe's names name, and how many it asks for.

    Args:
        text: The query as the cook wrote it.
        names: The recipe's names (its name in each language).

    Returns:
        (named, asked): the query's dish words that are words of a name, as written (up to
        number and gender) or misspelt, and all its dish words.
    """
    asked = asked_words(text)
    if not asked:
        return 0, 0
    names = tuple(names)
    spelt = frozenset().union(*(written_words(name) for name in names))
    words = name_words(names)
    named = sum(
        1
        for word in asked
        if not word_forms(word).isdisjoint(spelt) or closest_name_word(word, words) > 0
    )
    return named, len(asked)


def names_most_words(text: str, names: Iterable[str]) -> bool:
    """Whether a recipe's names name more than half of the words a query asks for.

    Args:
        text: The query as the cook wrote it.
        names: The recipe's names (its name in each language).

    Returns:
        True when most of the query's dish words are words of a name, as written (up to
        number and gender) or misspelt; True for a query with no such word (nothing to
        tell the dish by).
    """
    named, asked = named_words(text, names)
    return not asked or 2 * named > asked
