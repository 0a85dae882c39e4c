"""Dish names misspelt across word breaks: "bul go gee" for bulgogi, "pan a cotta".

`shared.search.name_words` reads one query word against one name word, of about its length. A
cook who does not know how a foreign dish is written often writes it as they hear it, in
syllables ("bul go gee") or with the break moved ("baba gan oush"), so no single word of the
query is near a word of the name, and each short piece alone ("gee", "mee") is in no recipe:
the dish reads as one the catalogue lacks. Here adjacent query words are joined and the joined
form compared, by the same likeness, with a candidate name's word or its adjacent words joined.

English spelling writes the long vowels of such names as they sound ("ee" for "i", "oo" for
"u"): both sides are compared as heard, so the spelling of a sound is not counted as a typo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.ai.offline.normalize import words as folded_words
from shared.search.name_words import (
    misspelling_closeness,
    misspells_a_name,
    misspells_beside,
    same_word,
    word_forms,
    written_words,
)

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

__all__ = ["misspelt_asked", "misspelt_together"]

# A name is split into two or three pieces at most ("bul go gee"); longer runs are prose.
_MIN_PIECES: Final = 2
# A piece this short may be a syllable of a name though some name has it ("go", "mi").
_MAX_SYLLABLE: Final = 3
_MAX_PIECES: Final = 3
# A joined form this short is too short to tell a dish by ("mi so": any four letters).
_MIN_JOINED_LETTERS: Final = 6
# How English spelling writes a vowel sound a name spells with one letter.
_HEARD: Final = (("ee", "i"), ("oo", "u"))


def _heard(word: str) -> str:
    for written, sound in _HEARD:
        word = word.replace(written, sound)
    return word


def _name_runs(names: Iterable[str]) -> frozenset[tuple[str, ...]]:
    """Each name's runs of one to `_MAX_PIECES` adjacent folded words."""
    runs: set[tuple[str, ...]] = set()
    for name in names:
        tokens = tuple(folded_words(name))
        for start in range(len(tokens)):
            for end in range(start + 1, min(start + _MAX_PIECES, len(tokens)) + 1):
                runs.add(tokens[start:end])
    return frozenset(runs)


def _alike(pieces: Sequence[str], own: Sequence[str]) -> bool:
    """Whether query pieces joined are a name's words joined, or misspell them, as heard."""
    joined, spelt = _heard("".join(pieces)), _heard("".join(own))
    return joined == spelt or misspelling_closeness(joined, spelt) > 0


def _names_run(run: Sequence[str], spelt: Sequence[bool], runs: Iterable[tuple[str, ...]]) -> bool:
    """Whether a run of query words misspells some name's run of words.

    The query's words a name spells at either end of the run ("banh" of "banh mee") must be
    that name run's words at the same end; the pieces between them, each spelt in no name or
    a syllable (`_MAX_SYLLABLE`), are read joined against the name words between.
    """
    lead = next((i for i, known in enumerate(spelt) if not known), len(run))
    trail = len(run) - next((i for i, known in enumerate(reversed(spelt)) if not known), 0)
    middle = run[lead:trail]
    if not middle or any(
        known and len(word) > _MAX_SYLLABLE
        for word, known in zip(middle, spelt[lead:trail], strict=True)
    ):
        return False
    for own in runs:
        if len(own) <= len(run) - len(middle) or len(own) - len(run) + len(middle) > _MAX_PIECES:
            continue
        tail = len(own) - (len(run) - trail)
        if (
            all(same_word(a, b) for a, b in zip(run[:lead], own[:lead], strict=True))
            and all(same_word(a, b) for a, b in zip(run[trail:], own[tail:], strict=True))
            and _alike(middle, own[lead:tail])
        ):
            return True
    return False


def misspelt_together(words: Sequence[str], names: Iterable[str]) -> frozenset[str]:
    """The query words that, joined with their neighbours, misspell a name's words.

    Runs of two or three adjacent words, some of them spelt in no name, are read against the
    names' runs of words: the words a name spells at the run's ends must be that name's
    words there ("banh mee": "banh mi"), and the pieces between, joined, must be the name's
    words between joined, or misspell them as `shared.search.name_words.misspelling_closeness`
    reads one word ("bul go gee": "bulgogi"). A name's own word longer than a syllable inside
    the run is read as written: joined to an unknown neighbour its letters would carry the
    likeness ("tacos de canasta" is near "tacos de carnitas" as one string, while "canasta"
    is no "carnitas").

    Args:
        words: The query's content words, in order.
        names: The candidates' names.

    Returns:
        The words of every such run (empty when none).
    """
    names = list(names)
    folded = [fold(word) for word in words]
    spelt_words = frozenset().union(*(written_words(name) for name in names))
    spelt = [not word_forms(word).isdisjoint(spelt_words) for word in folded]
    if len(folded) < _MIN_PIECES or all(spelt):
        return frozenset()
    runs = _name_runs(names)
    together: set[str] = set()
    for start in range(len(folded)):
        for end in range(start + _MIN_PIECES, min(start + _MAX_PIECES, len(folded)) + 1):
            run = folded[start:end]
            if (
                all(spelt[start:end])
                or len("".join(run)) < _MIN_JOINED_LETTERS
                or not _names_run(run, spelt[start:end], runs)
            ):
                continue
            together.update(words[start:end])
    return frozenset(together)


def misspelt_asked(
    subject: Iterable[str], asked: Sequence[str], names: Sequence[str]
) -> frozenset[str]:
    """The words of `subject`, each no recipe has, that misspell a candidate's name, alone or
    in pieces.

    Alone (`misspells_a_name`), one letter off beside the rest of a name (`misspells_beside`),
    or with its neighbours (`misspelt_together`, read once for all the words).

    Args:
        subject: The query words to test.
        asked: The query's words, in order.
        names: The candidates' names.
    """
    together = {fold(piece) for piece in misspelt_together(asked, names)}
    return frozenset(
        word
        for word in subject
        if misspells_a_name(word, names)
        or misspells_beside(word, asked, names)
        or fold(word) in together
    )
