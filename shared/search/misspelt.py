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

The model embeds the words as typed, and a typo moves the query's vector away from the dish:
"chiken tikka masalla" finds the tikka masala by its name, but its neighbours after it are
whatever "masalla" resembles (a jambalaya), not the curries. `misspelt_readings` reads each
such word as the candidate name's word it misspells, and the search runs again on the words
the cook meant (`shared.search.searcher`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import STOPWORDS, fold
from shared.search.coverage import plain_stem
from shared.search.diminutives import base_word
from shared.search.name_words import (
    closest_name_word,
    misspelling_closeness,
    name_words,
    one_edit,
    word_forms,
    written_words,
)
from shared.search.regional_words import catalogue_words
from shared.search.subject import is_everyday

if TYPE_CHECKING:
    import uuid
    from collections.abc import Collection, Mapping, Sequence

    from shared.search.lexical import CatalogueRow
    from shared.search.settings import SearchSettings

__all__ = ["credit_misspellings", "lone_misspelling", "misspelt_readings", "respell"]

_TOKEN: Final = re.compile(r"[^\W_]+")
_MIN_LETTERS: Final = 3
# The phonetic lookup reads words of four letters or more (`shared.search.lexical`).
_MIN_SOUND_LETTERS: Final = 4
# Searching a word as another is more than counting it found: a misspelling read so is one
# edit off the name's word, or this alike ("biriani" / "biryani" 0.86); "panacota" is no
# "panceta" (0.8), it sounds like "panna cotta", two words.
_READ_MIN_RATIO: Final = 0.85
# Words are read again only in a query this short, as the phonetic lookup looks names up
# (`shared.search.lexical`): a misspelt dish is the whole request there, while the prose of a
# longer one holds words the catalogue has no reason to know ("going" is no "goong").
_MAX_READ_QUERY_WORDS: Final = 4


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


def lone_misspelling(text: str, rows: Sequence[CatalogueRow], *, terms: int) -> uuid.UUID | None:
    """The one recipe a query of one misspelt word names, when exactly one recipe is found.

    "falafal", "jambalya", "tabouli": no recipe has the word as written, and the phonetic
    lookup finds the one name that sounds like it. The model's ranking rarely agrees with a
    word it cannot read (a hashing model finds nothing), so the fused list holds that recipe
    alone, first in the lexical ranking only, under the fallback thresholds. It is still the
    dish asked for; a word that sounds like several names ("sandwhich") is not told apart.

    Args:
        text: The query as the cook wrote it.
        rows: The candidates.
        terms: How many content words the query has.

    Returns:
        That recipe's id, or None when the query is not one misspelt word or its sound names
        no recipe or several.
    """
    words = [
        word
        for word in _TOKEN.findall(fold(text))
        if len(word) >= _MIN_SOUND_LETTERS and not is_everyday(word)
    ]
    if terms != 1 or len(words) != 1:
        return None
    forms = word_forms(words[0])
    found = [row for row in rows if row.lexical > 0]
    if len(found) != 1:
        return None
    row = found[0]
    spelt = written_words(f"{row.name} {row.other_name or ''}")
    # Spelt as in its name, the word is no misspelling: the thresholds judged that match.
    return row.id if forms.isdisjoint(spelt) else None


def misspelt_readings(
    text: str, rows: Sequence[CatalogueRow], *, helpers: Collection[str] = ()
) -> dict[str, str]:
    """The words no recipe has that misspell a candidate's name word, with that word.

    In a short query (`_MAX_READ_QUERY_WORDS`), a content word of `_MIN_SOUND_LETTERS`
    letters or more that no recipe contains in either language is read as the closest word of
    a candidate's name (in either language) that it reads as a misspelling of, one edit off
    or very alike (`misspelling_closeness`, `_READ_MIN_RATIO`): "chiken" as
    "chicken", "pivil" as "pibil", "arros" as "arroz". A word the catalogue knows is no typo,
    nor is an unknown word no name word is close enough to ("tinga" is not "tikka"), a
    grammar or everyday word ("para" is no misspelt "pasta"), a diminutive ("empanaditas" are
    empanadas said fondly, `shared.search.diminutives`) or a regional word the catalogue says
    otherwise (`shared.search.regional_words`: "tarta" is read as a pie, not a "torta").

    Args:
        text: The query text as matched.
        rows: The candidates, with the words the catalogue knows (on each row).
        helpers: Words added to the text to help matching (`shared.search.diminutives`),
            which the cook did not type.

    Returns:
        Lower-cased word as typed -> the folded name word it misspells; empty when none.
    """
    words = dict.fromkeys(_TOKEN.findall(text.casefold()))
    typed = [word for word in words if word not in helpers]
    if not rows or len(typed) > _MAX_READ_QUERY_WORDS:
        return {}
    known = {*rows[0].known_words, *rows[0].other_known_words}
    regional = set(catalogue_words(text).values())
    names = sorted(name_words([name for row in rows for name in (row.name, row.other_name or "")]))
    spelt = frozenset().union(*(word_forms(word) for word in names))
    readings: dict[str, str] = {}
    for word in typed:
        folded = fold(word)
        if (
            len(folded) < _MIN_SOUND_LETTERS
            or word in known
            or word in regional
            or folded in STOPWORDS
            or is_everyday(word)
            or base_word(word) is not None
            or not word_forms(folded).isdisjoint(spelt)
        ):
            continue
        best, closeness = "", 0.0
        for candidate in names:
            alike = misspelling_closeness(folded, candidate)
            if alike > closeness and (alike >= _READ_MIN_RATIO or one_edit(folded, candidate)):
                best, closeness = candidate, alike
        if best:
            readings[word] = best
    return readings


def respell(text: str, readings: Mapping[str, str]) -> str:
    """`text` with each word of `readings` (any case) replaced by its reading."""
    if not readings:
        return text
    return _TOKEN.sub(lambda match: readings.get(match.group().casefold(), match.group()), text)
