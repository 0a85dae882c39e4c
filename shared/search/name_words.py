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

import re
from difflib import SequenceMatcher
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["misspells_a_name", "same_word", "word_forms", "written_words"]

_TOKEN: Final = re.compile(r"[^\W_]+")
_MIN_LETTERS: Final = 3
# Letters a word may end with before a plural "es" (Spanish singulars end in a vowel or one of
# these; English adds "es" after a sibilant, "dish"-es, "box"-es).
_ES_AFTER: Final = frozenset("lnrdzjysxh")
# How alike a word and a recipe name's word must be to read as its misspelling ("grieja" and
# "griega" 0.83, "rejenos" and "rellenos" 0.80, "tai" and "thai" 0.86; "tinga" and "tikka" 0.6).
_MISSPELT_MIN_RATIO: Final = 0.8


def word_forms(word: str) -> frozenset[str]:
    """The forms a folded word may stand for: itself, its singular, its other gender.

    Args:
        word: One word, any case and accents.

    Returns:
        Folded forms; two words are the same word when their forms meet (`same_word`).
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


def misspells_a_name(word: str, names: Iterable[str]) -> bool:
    """Whether a word no recipe has is a misspelling of a word of one of these recipe names.

    The phonetic lookup misses spellings that change a sound ("rejenos" for "rellenos", "tai"
    for "thai", "grieja" for "griega"); a cook who misspells a dish the catalogue has is not
    asking for a new one.

    Args:
        word: The query word.
        names: The candidate recipes' names.

    Returns:
        True when some name word is at least `_MISSPELT_MIN_RATIO` alike.
    """
    folded = fold(word)
    if len(folded) < _MIN_LETTERS:
        return False
    candidates = {
        candidate
        for name in names
        for candidate in _TOKEN.findall(fold(name))
        if len(candidate) >= _MIN_LETTERS and candidate != folded
    }
    matcher = SequenceMatcher(None, b=folded)
    for candidate in candidates:
        matcher.set_seq1(candidate)
        # The cheap upper bounds first: most name words are nowhere near the word.
        if (
            matcher.real_quick_ratio() >= _MISSPELT_MIN_RATIO
            and matcher.quick_ratio() >= _MISSPELT_MIN_RATIO
            and matcher.ratio() >= _MISSPELT_MIN_RATIO
        ):
            return True
    return False
