"""The kinds of dish a catalogue's names are, and which words of a dish name may be its kind.

A recipe's name says what kind of dish it is by its head word: last in English ("Tres Leches
CAKE"), first in Spanish ("PASTEL de Tres Leches"). `shared.search.coverage` reads a dish-name
query against the kinds its candidates are.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.search.lexical_sql import Language

__all__ = ["dish_heads", "dish_kind", "name_kinds", "name_stems", "plain_stem"]

# Words under this length are mostly grammar ("de", "y", "and") or units.
_MIN_LETTERS: Final = 3
_TOKEN: Final = re.compile(r"[^\W_]+")
_BRACKETS: Final = re.compile(r"\([^)]*\)")
_COMPLEMENT: Final = re.compile(r"\s(?:with|con)\s")
# Every search stems the words and reads the kinds of the same catalogue names again: both are
# pure, so each distinct word and name is worked out once per process (bounded: a 10,000-recipe
# catalogue has 20,000 names in two languages).
_CACHED_WORDS: Final = 65_536
_CACHED_NAMES: Final = 32_768


@lru_cache(maxsize=_CACHED_WORDS)
def plain_stem(word: str) -> str:
    """A folded word without a plural ending, to compare a query word with a name's words."""
    folded = fold(word)
    for ending in ("es", "s"):
        if folded.endswith(ending) and len(folded) - len(ending) >= _MIN_LETTERS:
            return folded[: -len(ending)]
    return folded


@lru_cache(maxsize=_CACHED_NAMES)
def dish_kind(name: str, language: Language) -> str | None:
    """The head word of a recipe's name, the kind of dish it is (stemmed).

    English puts it last ("Tres Leches Cake", "French Onion Soup"), Spanish first ("Pastel de
    Tres Leches", "Sopa de Cebolla"); what follows "with" / "con" or sits in brackets is a
    complement ("... Salad with Sweet Potato": a salad, not a potato).
    """
    main = _COMPLEMENT.split(_BRACKETS.sub(" ", name.casefold()), maxsplit=1)[0]
    tokens = _TOKEN.findall(main)
    if not tokens:
        return None
    return plain_stem(tokens[-1] if language == "en" else tokens[0])


@lru_cache(maxsize=_CACHED_NAMES)
def name_stems(name: str) -> frozenset[str]:
    """The stems of every word of a recipe's name."""
    return frozenset(plain_stem(token) for token in _TOKEN.findall(name.casefold()))


def name_kinds(names: Iterable[str], language: Language) -> set[str]:
    """The kinds of dish some recipe names are (`dish_kind`)."""
    return {head for name in names if (head := dish_kind(name, language))}


def dish_heads(
    known: Sequence[str], *, names: Iterable[str], language: Language
) -> tuple[str, ...]:
    """The words of a dish name that may be its kind of dish.

    The head by position (first in Spanish, "pastel de chocolate"; last in English, "chocolate
    cake") when some recipe's name has it as its kind; else every word that is one.

    Args:
        known: The dish name's words the catalogue knows, in query order (stop words gone).
        names: The candidate recipes' names, in `language`.
        language: The language of the query and of `names`.
    """
    if not known:
        return ()
    kinds = name_kinds(names, language)
    positional = known[0] if language == "es" else known[-1]
    if plain_stem(positional) in kinds:
        return (positional,)
    return tuple(word for word in known if plain_stem(word) in kinds)
