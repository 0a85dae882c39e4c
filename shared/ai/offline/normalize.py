"""Text normalisation for the offline provider: folding, words, stopwords and light stemming.

Everything offline matches on folded text (lower-case, accents removed), so "Jalapeño",
"jalapeno" and "JALAPEÑO" are the same word, and on light stems, so "tomatoes"/"tomato" and
"huevos"/"huevo" are too. `FoldedText` keeps the map back to the original characters so phrases
found in folded text can be quoted verbatim.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from dataclasses import dataclass
from typing import Final

__all__ = [
    "STOPWORDS",
    "FoldedText",
    "contains_sequence",
    "fold",
    "stem",
    "word_set",
    "words",
]

_WORD = re.compile(r"[a-z0-9]+")


def word_set(text: str) -> frozenset[str]:
    """The whitespace-separated words of a literal block, as a set (for word lists).

    Args:
        text: words separated by spaces or newlines.

    Returns:
        The set of words.
    """
    return frozenset(text.split())


# Function words of both languages, in folded form. Content words (even common ones like
# "recipe") stay: they carry meaning for similarity.
STOPWORDS = word_set(
    """
    a an the and or but of to in on at by for with from into onto about as is are was were
    be been being it its this that these those i me my we our you your he she they them
    their his her do does did have has had can could would should will shall may might must
    not no so than then too very just also some any all each both few more most other such
    only own same what which who whom whose when where why how up down out over under again
    further once here there if while please el la los las un una unos unas y e o u de del al
    a ante bajo con contra desde en entre hacia hasta para por segun sin sobre tras que
    quien quienes cual cuales cuando donde como es son era eran ser estar esta este esto
    estos estas ese esa esos esas lo le les se me te nos mi mis tu tus su sus mas muy ya
    pero si no ni tambien porfa favor hay
    """
)

# Plurals that the suffix rules below would fold to the wrong stem.
_IRREGULAR = {
    "nueces": "nuez",
    "peces": "pez",
    "veces": "vez",
    "raices": "raiz",
    "leaves": "leaf",
    "halves": "half",
    "loaves": "loaf",
    "knives": "knife",
}
_SIBILANT_PLURAL = re.compile(r"(ch|sh|x|ss|z)es$")
_KEEP_FINAL_S = ("ss", "us", "is")
_VOWELS = frozenset("aeiou")
_MIN_STEM_LENGTH = 4


def contains_sequence(haystack: tuple[str, ...], needle: tuple[str, ...]) -> bool:
    """Whether `needle` occurs in `haystack` as a contiguous run (matching keys in keys).

    Args:
        haystack: a key, e.g. ("pechuga", "de", "pollo").
        needle: another key, e.g. ("pollo",).

    Returns:
        True when it occurs; False for an empty needle.
    """
    size = len(needle)
    return size > 0 and any(
        haystack[i : i + size] == needle for i in range(len(haystack) - size + 1)
    )


# The search folds the same recipe names and words on every query (a dish-name check reads
# every candidate's name, ~500 folds a search): a pure function of its text, remembered.
_FOLD_CACHE_SIZE: Final = 16384


@functools.lru_cache(maxsize=_FOLD_CACHE_SIZE)
def fold(text: str) -> str:
    """Lower-case and strip accents (NFKD, combining marks dropped).

    Args:
        text: any text.

    Returns:
        The folded text ("Jalapeño" -> "jalapeno").
    """
    return FoldedText.of(text).text


def words(text: str) -> list[str]:
    """The folded words of a text, in order (digits count as words).

    Args:
        text: any text.

    Returns:
        The words.
    """
    return _WORD.findall(fold(text))


def stem(word: str) -> str:
    """A light, language-agnostic stem: plural folding plus final-vowel normalisation.

    Both the singular and the plural of a word reach the same stem ("tomatoes"/"tomato" ->
    "tomato", "huevos"/"huevo" -> "huevo", "limones"/"limon" -> "limon", "chiles"/"chile" ->
    "chil"). The stem is a matching key, not a word to show.

    Args:
        word: one folded word.

    Returns:
        Its stem.
    """
    if len(word) < _MIN_STEM_LENGTH or word.isdigit():
        return word
    word = _IRREGULAR.get(word, word)
    if word.endswith("oes") and len(word) > _MIN_STEM_LENGTH:
        word = word[:-2]
    elif word.endswith("ies") and len(word) > _MIN_STEM_LENGTH:
        word = word[:-3] + "i"
    elif _SIBILANT_PLURAL.search(word):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(_KEEP_FINAL_S):
        word = word[:-1]
    # "limones" -> "limone" and "limon" must meet, as must "chiles" -> "chile" and "chile":
    # dropping a final e after a consonant (and y -> i) gives both the same key.
    if len(word) >= _MIN_STEM_LENGTH and word.endswith("e") and word[-2] not in _VOWELS:
        word = word[:-1]
    if len(word) >= _MIN_STEM_LENGTH and word.endswith("y"):
        word = word[:-1] + "i"
    return word


@dataclass(frozen=True, kw_only=True, slots=True)
class FoldedText:
    """Folded text plus, for each folded character, the index of its original character."""

    original: str
    text: str
    origins: tuple[int, ...]

    @classmethod
    def of(cls, original: str) -> FoldedText:
        """Fold `original`, remembering where each folded character came from.

        Args:
            original: the text as the user wrote it.

        Returns:
            The folded text and its origin map.
        """
        out: list[str] = []
        origins: list[int] = []
        for index, char in enumerate(original):
            for part in unicodedata.normalize("NFKD", char.lower()):
                if unicodedata.combining(part):
                    continue
                out.append(part)
                origins.append(index)
        return cls(original=original, text="".join(out), origins=tuple(origins))

    def original_span(self, start: int, end: int) -> str:
        """The original text behind folded characters `start:end`.

        Args:
            start: first folded index.
            end: one past the last folded index.

        Returns:
            The verbatim original substring ("" for an empty span).
        """
        if start >= end or start >= len(self.origins):
            return ""
        first = self.origins[start]
        last = self.origins[min(end, len(self.origins)) - 1]
        return self.original[first : last + 1]
