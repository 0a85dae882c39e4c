"""Which ingredients of the catalogue a text names ("Pay de Manzana": apple), in either language.

A dish name's modifier found only among a recipe's ingredients makes that recipe the dish when
the recipe's name says nothing else about what it is made of, or names that very ingredient in
other words ("ensalada de col rizada" is "Ensalada de Kale y Quinoa": kale's Spanish alias is
"col rizada"). When the name names another food the query does not ("Pay de Manzana" for "pay
de limón", "Tamales Verdes de Pollo" for "tamales de elote"), the modifier is an ingredient of
another dish (`shared.search.dish_fields`).

An ingredient is named in a text when every word of one of its names or aliases (EN or ES) is
there, as written (`shared.search.name_words`).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING, Final

from shared.ingredients.catalogue import catalogue_by_slug
from shared.search.name_words import word_forms, written_words

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["foods_named", "foods_of_word"]

_TOKEN: Final = re.compile(r"[^\W_]+")
# Words that join an ingredient's name ("leche de coco") and are not part of what it is.
_JOINERS: Final = frozenset({"de", "del", "la", "el", "con", "en", "and", "with", "of", "the"})

# One name of an ingredient: its slug and the forms of each of its content words.
_Name = tuple[str, tuple[frozenset[str], ...]]


def _name_words(name: str) -> tuple[frozenset[str], ...]:
    # Short words stay ("té verde" is not "verde"); joiners go ("leche de coco").
    tokens = [t for t in _TOKEN.findall(name.casefold()) if t not in _JOINERS]
    return tuple(word_forms(t) for t in tokens)


@functools.cache
def _index() -> tuple[dict[str, tuple[_Name, ...]], dict[str, frozenset[str]]]:
    """The names by the forms of their first word, and the ingredients by any word's forms."""
    by_first: dict[str, list[_Name]] = {}
    by_word: dict[str, set[str]] = {}
    for slug, row in catalogue_by_slug().items():
        for name in (row.name_en, row.name_es, *row.aliases.en, *row.aliases.es):
            words = _name_words(name)
            if not words:
                continue
            for form in words[0]:
                by_first.setdefault(form, []).append((slug, words))
            for forms in words:
                for form in forms:
                    by_word.setdefault(form, set()).add(slug)
    return (
        {form: tuple(names) for form, names in by_first.items()},
        {form: frozenset(slugs) for form, slugs in by_word.items()},
    )


def foods_named(texts: Iterable[str]) -> frozenset[str]:
    """The ingredients (slugs) whose every word of some name or alias the texts have.

    Args:
        texts: A recipe's name, or a query's words.

    Returns:
        Ingredient slugs.
    """
    forms = frozenset().union(*(written_words(text) for text in texts))
    by_first, _ = _index()
    named: set[str] = set()
    for form in forms:
        for slug, words in by_first.get(form, ()):
            if all(not word.isdisjoint(forms) for word in words):
                named.add(slug)
    return frozenset(named)


def foods_of_word(word: str) -> frozenset[str]:
    """The ingredients (slugs) one of whose names or aliases has the word.

    Args:
        word: A query word.

    Returns:
        Ingredient slugs ("limón": lemon, lime).
    """
    _, by_word = _index()
    return frozenset().union(*(by_word.get(form, frozenset()) for form in word_forms(word)))
