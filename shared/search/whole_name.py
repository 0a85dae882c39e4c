"""A query that holds a candidate recipe's whole name, in either language, names that recipe.

A cook who writes a dish by its name in the other language frames it in her own: "enséñame a
hacer garlic butter naan", "hazme un chicken tikka masala". The frame's words that no recipe
has ("enséñame", "hazme") are in the query's language and the name in the other one, so no
word list of either language foresees the mix; and a frame of a few words reads as a bare dish
name (`shared.search.dish_phrase.is_bare`), every word no recipe has taken for the dish: "let's
create one" for a recipe the catalogue has. When every word of some candidate's name (its name
in either language, or the other name it gives in brackets) is in the query, that name is what
was asked, and the rest is how it was asked: a word no recipe has is then a dish only where one
stands in prose, beside a food ("butter chicken POUTINE": a poutine the catalogue lacks).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.search.dish_phrase import JOINERS, dish_subject
from shared.search.name_words import word_forms
from shared.search.split_names import misspelt_asked

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.search.lexical import CatalogueRow

__all__ = ["holds_whole_name", "named_apart"]

_TOKEN: Final = re.compile(r"[^\W_]+")
# A name of one word is often a kind of dish the cook qualifies ("guacamole de chapulines"):
# only a name of two words or more is a recipe's own.
_MIN_NAME_WORDS: Final = 2


def _name_parts(name: str) -> list[list[str]]:
    """A name's folded content words, and those of the other name it gives in brackets."""
    parts = re.split(r"[()]", name)
    words = [[w for w in _TOKEN.findall(fold(part)) if w not in JOINERS] for part in parts]
    return [part for part in words if len(part) >= _MIN_NAME_WORDS]


def holds_whole_name(asked: Sequence[str], names: Iterable[str]) -> bool:
    """Whether the query's words hold every word of one of these names (up to number and
    gender, any order).

    Args:
        asked: The query's folded words.
        names: The candidates' names, in both languages.
    """
    forms = frozenset().union(*(word_forms(word) for word in asked))
    return any(
        all(not word_forms(word).isdisjoint(forms) for word in part)
        for name in names
        for part in _name_parts(name)
    )


def named_apart(
    subject: Sequence[str],
    asked: Sequence[str],
    rows: Sequence[CatalogueRow],
    *,
    text: str,
    food: frozenset[str],
    language: str,
) -> frozenset[str]:
    """The words of `subject` (words no recipe has) that a candidate's name accounts for.

    Those that misspell a name (`shared.search.split_names.misspelt_asked`), and, when the
    query holds a candidate's whole name, those that do not stand as a dish beside a food
    (`shared.search.dish_phrase.dish_subject` read as prose).

    Args:
        subject: The query's words that no recipe has and may name a dish.
        asked: The query's folded words, joiners left out.
        rows: The candidates.
        text: The query as judged.
        food: The words that count as food beside the candidates.
        language: The language the query is written in.
    """
    misspelt = misspelt_asked(subject, asked, [row.name for row in rows])
    names = [name for row in rows for name in (row.name, row.other_name) if name]
    if not holds_whole_name(asked, names):
        return misspelt
    standing = dish_subject(text, subject, food=food, language=language, bare=False)
    return misspelt | frozenset(word for word in subject if word not in standing)
