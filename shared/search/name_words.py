"""Whether a query word is a word of a recipe's name, as written, not as the stemmer reads it.

The text-search stemmers fold words that name different dishes: Spanish stems "sopes" and
"sopa" alike, so a recipe named "Sopa Minestrone" matches "sopes de frijol". Deciding whether a
recipe IS the dish a name asks for compares the words as written instead, allowing only what
changes a word's number or gender (and the English verb endings of a manner, "roasted" /
"roast"):

- a plural ending: "tamales" / "tamal", "chiles" / "chile", "curries" / "curry", "nueces" /
  "nuez"; Spanish adds "es" only after a consonant a Spanish word may end with (l, n, r, d, z,
  j, y, s, x) or "h" (English "dishes"), so "sopes" is "sope", never "sop";
- a final "a" / "o" of gender: "mexicana" / "mexicano";
- English "ed" / "d" / "ing": "roasted" / "roast", "baked" / "bake".

A misspelling is told by how alike the spelling is (`misspells_a_name`): the phonetic lookup of
the lexical side misses spellings that change a sound, and sounds alike words that are none.
"""

from __future__ import annotations

import functools
import re
from difflib import SequenceMatcher
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = [
    "MISSPELT_MIN_RATIO",
    "closest_name_word",
    "misspelling_closeness",
    "misspells_a_name",
    "misspells_beside",
    "name_words",
    "number_forms",
    "one_edit",
    "same_word",
    "word_forms",
    "written_words",
]

_TOKEN: Final = re.compile(r"[^\W_]+")
_MIN_LETTERS: Final = 3
# A misspelling by swapped letters is told only in words this long ("meat" is no "team").
_SWAPPED_MIN_LETTERS: Final = 6
# Letters a word may end with before a plural "es" (Spanish singulars end in a vowel or one of
# these; English adds "es" after a sibilant, "dish"-es, "box"-es).
_ES_AFTER: Final = frozenset("lnrdzjysxh")
# The forms of the catalogue's name words are read on every search (each candidate's name, for
# every check): pure functions of their text, remembered per process.
_FORMS_CACHE_SIZE: Final = 32768
_WRITTEN_CACHE_SIZE: Final = 8192


@functools.lru_cache(maxsize=_FORMS_CACHE_SIZE)
def number_forms(word: str) -> frozenset[str]:
    """The forms a folded word may stand for up to number only: itself and its singular.

    Stricter than `word_forms`: a dish's own name is told apart from a word one letter of
    gender away ("chipa" is no "chips").

    Args:
        word: One word, any case and accents.

    Returns:
        Folded forms.
    """
    folded = fold(word)
    singular = {folded}
    if folded.endswith("ies") and len(folded) > _MIN_LETTERS + 1:
        singular.add(folded[:-3] + "y")
    if folded.endswith("ces") and len(folded) > _MIN_LETTERS + 1:
        singular.add(folded[:-3] + "z")
    if folded.endswith("es") and len(folded) > _MIN_LETTERS + 1 and folded[-3] in _ES_AFTER:
        singular.add(folded[:-2])
    if folded.endswith("s") and len(folded) > _MIN_LETTERS:
        singular.add(folded[:-1])
    return frozenset(singular)


@functools.lru_cache(maxsize=_FORMS_CACHE_SIZE)
def word_forms(word: str) -> frozenset[str]:
    """The forms a folded word may stand for: itself, its singular, its other gender.

    Args:
        word: One word, any case and accents.

    Returns:
        Folded forms; two words are the same word when their forms meet (`same_word`).
    """
    folded = fold(word)
    singular = number_forms(folded)
    forms = set(singular)
    forms.update(form[:-1] for form in singular if form[-1:] in {"a", "o"} and len(form) > 3)
    # English verb endings, never read as plurals or genders ("salad" is no "sal").
    if folded.endswith("ed") and len(folded) - 2 >= _MIN_LETTERS:
        forms.update((folded[:-2], folded[:-1]))
    if folded.endswith("ing") and len(folded) - 3 >= _MIN_LETTERS:
        forms.add(folded[:-3])
    return frozenset(forms)


def same_word(word: str, other: str) -> bool:
    """Whether two words are one word as written, up to number, gender or a verb ending."""
    return not word_forms(word).isdisjoint(word_forms(other))


@functools.lru_cache(maxsize=_WRITTEN_CACHE_SIZE)
def written_words(text: str) -> frozenset[str]:
    """Every form of every word of a text (a name, a tag, a description), to test words against.

    Args:
        text: The text as stored.

    Returns:
        The union of `word_forms` of its words: a word is in the text when its forms meet it.
    """
    forms: set[str] = set()
    for token in _TOKEN.findall(text):
        forms.update(word_forms(token))
    return frozenset(forms)


# Alike enough to read as a misspelling: "grieja" and "griega" 0.83, "rejenos" and "rellenos"
# 0.80, "tai" and "thai" 0.86; "tinga" and "tikka" 0.6 are two dishes.
MISSPELT_MIN_RATIO: Final = 0.8
# One edit (a swap of two neighbours, a letter wrong, missing or extra) in a word of at least
# this many letters that keeps its first letter is a typo too: "bahn" / "banh", "flam" / "flan".
_ONE_EDIT_MIN_LETTERS: Final = 4
# A typo adds or drops about one letter in four of the word it misspells: "molten" holds every
# letter of "mole" (ratio 0.8) but is two letters longer, another word ("tabouli" / "tabbouleh"
# is two shorter than nine letters and stays a typo).
_LETTERS_PER_LENGTH_CHANGE: Final = 4


def one_edit(a: str, b: str) -> bool:
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


def _letters_swapped(word: str, candidate: str) -> bool:
    # Two letters swapped apart ("tirimasu": "tiramisu") keep every letter and the first one;
    # in a word this long, another word with the same letters is no likely neighbour.
    return (
        len(word) >= _SWAPPED_MIN_LETTERS
        and word[0] == candidate[0]
        and sorted(word) == sorted(candidate)
    )


def misspelling_closeness(word: str, candidate: str) -> float:
    """How alike a folded query word and a folded name word are, as a misspelling of it.

    Args:
        word: The query word (folded).
        candidate: The name word (folded).

    Returns:
        Their similarity in [0, 1] when the word reads as a misspelling of the name word
        (`MISSPELT_MIN_RATIO`, one edit that keeps the first letter, or two letters swapped
        apart in a long word: "tirimasu" / "tiramisu") and is about as long (one letter more
        or less per four), else 0.
    """
    if word == candidate:
        return 0.0
    heard = word.replace("kw", "qu")
    if heard != word and heard == candidate:
        # "kwinoa", "kwiche": "qu" written as it sounds in English, the name's word as spelt.
        return 1.0
    # Else as near to the name's word as any other misspelling of it.
    return _closeness(heard, candidate)


def _closeness(word: str, candidate: str) -> float:
    if word == candidate or min(len(word), len(candidate)) < _MIN_LETTERS:
        return 0.0
    if abs(len(word) - len(candidate)) > max(1, len(candidate) // _LETTERS_PER_LENGTH_CHANGE):
        return 0.0
    # The cheap upper bounds of `SequenceMatcher.ratio` first (its `real_quick_ratio` and
    # `quick_ratio`, computed without building a matcher): most name words are nowhere near
    # the word, and a search compares every query word with every candidate's name words.
    total = len(word) + len(candidate)
    if 2.0 * min(len(word), len(candidate)) / total < MISSPELT_MIN_RATIO - 0.1:
        return 0.0
    typo = (
        len(word) >= _ONE_EDIT_MIN_LETTERS and word[0] == candidate[0] and one_edit(word, candidate)
    ) or _letters_swapped(word, candidate)
    if 2.0 * _common_letters(word, candidate) / total < MISSPELT_MIN_RATIO:
        # The ratio is at most that bound, so below the bar: only a typo of its kind is read.
        return MISSPELT_MIN_RATIO if typo else 0.0
    ratio = SequenceMatcher(None, candidate, word).ratio()
    if ratio >= MISSPELT_MIN_RATIO:
        return ratio
    return max(ratio, MISSPELT_MIN_RATIO) if typo else 0.0


def _common_letters(word: str, other: str) -> int:
    """How many letters two words share, each counted as often as both have it."""
    counts = _letter_counts(other)
    return sum(min(n, counts.get(letter, 0)) for letter, n in _letter_counts(word).items())


@lru_cache(maxsize=_FORMS_CACHE_SIZE)
def _letter_counts(word: str) -> dict[str, int]:
    """How often each letter occurs in a word (name words recur on every search)."""
    counts: dict[str, int] = {}
    for letter in word:
        counts[letter] = counts.get(letter, 0) + 1
    return counts


def name_words(names: Iterable[str]) -> frozenset[str]:
    """The distinct folded words of some recipe names."""
    return frozenset().union(*(_name_tokens(name) for name in names))


def closest_name_word(word: str, words: Iterable[str]) -> float:
    """The best `misspelling_closeness` of a query word to any of these folded name words."""
    folded = fold(word)
    return max((misspelling_closeness(folded, candidate) for candidate in words), default=0.0)


def misspells_a_name(word: str, names: Iterable[str]) -> bool:
    """Whether a word no recipe has is a misspelling of a word of one of these recipe names.

    The phonetic lookup misses spellings that change a sound ("rejenos" for "rellenos", "tai"
    for "thai", "grieja" for "griega") or swap letters ("bahn" for "banh", "tirimasu" for
    "tiramisu"); a cook who misspells a dish the catalogue has is not asking for a new one.

    Args:
        word: The query word.
        names: The candidate recipes' names.

    Returns:
        True when some name word reads as its misspelling (`misspelling_closeness`).
    """
    if len(fold(word)) < _MIN_LETTERS:
        return False
    return closest_name_word(word, name_words(names)) > 0


def misspells_beside(word: str, others: Iterable[str], names: Iterable[str]) -> bool:
    """Whether a word is one letter off a word of a name that holds every other word asked.

    A word of three letters is too short for `misspells_a_name` ("pau" and "pao", "yam" and
    "yum" are other words too), and a real word ("yam") is no misspelling by itself. Beside
    the rest of a name it is: "pollo kung pau" is the "Pollo Kung Pao", "tom yam soup" the
    "Tom Yum Goong (Thai Hot and Sour Shrimp Soup)". The name must hold every other content
    word of the query, and the word must keep its first letter and length.

    Args:
        word: The query word.
        others: The query's other content words (at least one).
        names: The candidate recipes' names.

    Returns:
        True when one of the names reads the word as a typo of its own word.
    """
    folded = fold(word)
    rest = {fold(other) for other in others} - {folded}
    if len(folded) < _MIN_LETTERS or not rest:
        return False
    for name in names:
        # The cheap test first: few names have a word one letter off this one.
        if not any(
            len(own) == len(folded) and own[0] == folded[0] and one_edit(folded, own)
            for own in _name_tokens(name)
        ):
            continue
        spelt = written_words(name)
        if all(not word_forms(other).isdisjoint(spelt) for other in rest):
            return True
    return False


@lru_cache(maxsize=32_768)
def _name_tokens(name: str) -> tuple[str, ...]:
    """A name's folded words (each search reads the same catalogue names again)."""
    return tuple(_TOKEN.findall(fold(name)))
