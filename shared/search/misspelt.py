"""Misspelt name words: how close a query word no recipe has is to a word of a recipe's name.

The phonetic lookup (`public.match_recipe_sound_ids`, migrations 0016 and 0022) catches a typo
that keeps the sound ("paeya", "gaspacho") within a trigram threshold, and only in short
queries. Two common kinds of typo slip through it: letters swapped ("guacamLOe", "baHN mi",
"ratatouLLIe") and one wrong letter in a short word ("flaM napolitano"), because each breaks
two or three of a short word's trigrams; and a typo in a longer request ("chilli con carnie
for a crowd") is not looked up at all. Such a word then matches nothing, and a correctly
spelt generic word of the query ("chips", "sandwich") decides the lexical ranking.

Here the word is compared with the words of the candidates' names (the recipes both
retrievers found, so a handful of names): a word alike enough is read as that name word, and
the recipe gets the lexical evidence of a name match scaled by how alike they are, as a name
that sounds like the word gets in SQL.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.search.coverage import plain_stem
from shared.search.subject import is_everyday

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.search.lexical import CatalogueRow
    from shared.search.settings import SearchSettings

__all__ = [
    "MISSPELT_MIN_RATIO",
    "closest_name_word",
    "credit_misspellings",
    "misspelling_closeness",
    "name_words",
]

_TOKEN: Final = re.compile(r"[^\W_]+")
_MIN_LETTERS: Final = 3
# Alike enough to read as a misspelling: "grieja" and "griega" 0.83, "rejenos" and "rellenos"
# 0.80, "tai" and "thai" 0.86; "tinga" and "tikka" 0.6 are two dishes.
MISSPELT_MIN_RATIO: Final = 0.8
# One edit (a swap of two neighbours, a letter wrong, missing or extra) in a word of at least
# this many letters that keeps its first letter is a typo too: "bahn" / "banh", "flam" / "flan".
_ONE_EDIT_MIN_LETTERS: Final = 4


def _one_edit(a: str, b: str) -> bool:
    """Whether two different words are one edit apart (optimal string alignment distance 1)."""
    if abs(len(a) - len(b)) > 1 or a == b:
        return False
    if len(a) == len(b):
        diffs = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
        if len(diffs) == 1:
            return True
        first, *rest = diffs
        return rest == [first + 1] and a[first] == b[first + 1] and a[first + 1] == b[first]
    short, long = (a, b) if len(a) < len(b) else (b, a)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def misspelling_closeness(word: str, candidate: str) -> float:
    """How alike a folded query word and a folded name word are, as a misspelling of it.

    Args:
        word: The query word (folded).
        candidate: The name word (folded).

    Returns:
        Their similarity in [0, 1] when the word reads as a misspelling of the name word
        (`MISSPELT_MIN_RATIO`, or one edit that keeps the first letter), else 0.
    """
    if word == candidate or min(len(word), len(candidate)) < _MIN_LETTERS:
        return 0.0
    matcher = SequenceMatcher(None, candidate, word)
    # The cheap upper bounds first: most name words are nowhere near the word.
    if matcher.real_quick_ratio() < MISSPELT_MIN_RATIO - 0.1:
        return 0.0
    ratio = matcher.ratio()
    if ratio >= MISSPELT_MIN_RATIO:
        return ratio
    if (
        len(word) >= _ONE_EDIT_MIN_LETTERS
        and word[0] == candidate[0]
        and _one_edit(word, candidate)
    ):
        return max(ratio, MISSPELT_MIN_RATIO)
    return 0.0


def name_words(names: Iterable[str]) -> frozenset[str]:
    """The distinct folded words of some recipe names."""
    return frozenset(word for name in names for word in _TOKEN.findall(fold(name)))


def closest_name_word(word: str, words: Iterable[str]) -> float:
    """The best `misspelling_closeness` of a query word to any of these folded name words."""
    folded = fold(word)
    return max((misspelling_closeness(folded, candidate) for candidate in words), default=0.0)


def _foreign_found(row: CatalogueRow, words: Sequence[str]) -> dict[str, float]:
    """Which of the other language's words the recipe's name in that language has (1 or 0)."""
    in_name = {plain_stem(word) for word in name_words([row.other_name or ""])}
    return {word: 1.0 if plain_stem(word) in in_name else 0.0 for word in words}


def credit_misspellings(
    rows: Sequence[CatalogueRow], unmatched: Sequence[str], *, settings: SearchSettings
) -> list[CatalogueRow]:
    """Count the words the SQL mean left out as found in the names that have them.

    In SQL a word the query's language has no recipe with takes no part in the lexical mean
    (the mean over the query's known words, and the words some name sounds like). Two kinds
    of such words join that mean here, as a word a name sounds like does: found in the name
    of each candidate that has it, and missing from every other candidate.

    - A word that misspells a word of some candidate's name, times how alike they are
      ("guacamloe and chips": the guacamole, then the chocolate chip cookies).
    - A word of the other language that the candidate's name in that language has ("grilled
      cheese con sopita de tomate": "grilled" is in the grilled cheese's English name, so it
      comes before the soups that only share "sopa" and "tomate").

    Args:
        rows: The candidates (their lexical score, the query's word counts).
        unmatched: The query's own words no recipe contains nor sounds like (everyday words
            among them are left out: "tonight" misspells no dish).
        settings: The lexical weight of a word found in a recipe's name.

    Returns:
        The candidates, with their lexical scores recomputed when some name has such a word.
    """
    if not rows:
        return []
    words = [word for word in unmatched if not is_everyday(word)]
    foreign = [word for word in rows[0].foreign_words if not is_everyday(word)]
    found = [
        {word: closest_name_word(word, name_words([row.name])) for word in words}
        | _foreign_found(row, foreign)
        for row in rows
    ]
    credited_words = [w for w in (*words, *foreign) if any(closeness[w] > 0 for closeness in found)]
    if not credited_words:
        return list(rows)
    # The words the SQL mean counted: the query's content words but those no recipe in its
    # language has.
    first = rows[0]
    counted = max(first.query_terms - len(first.unmatched) - len(first.foreign_words), 0)
    credited: list[CatalogueRow] = []
    for row, closeness in zip(rows, found, strict=True):
        bonus = settings.lexical_name_weight * sum(closeness[word] for word in credited_words)
        if counted:
            lexical = (row.lexical * counted + bonus) / (counted + len(credited_words))
        else:
            lexical = max(row.lexical, bonus / len(credited_words))
        credited.append(row.model_copy(update={"lexical": min(lexical, 1.0)}))
    return credited
