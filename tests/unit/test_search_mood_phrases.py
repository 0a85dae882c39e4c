"""A mood's phrase is read in what the search matches, small words included.

The search drops its filler ("me", "a", "un", "que", "with") before moods are read; a phrase
that is made of such words ("cheer me up", "on a diet", "acompañar un té") was read in the
tests of `read_moods` and never in a search.
"""

from __future__ import annotations

import pytest

from shared.search.model import SearchQuery
from shared.search.moods import read_moods
from shared.search.searched_text import search_text


def _read(text: str, language: str) -> tuple[tuple[str, ...], str | None]:
    said = search_text(SearchQuery(text=text, language=language))  # type: ignore[arg-type]
    reading = read_moods(said, language)  # type: ignore[arg-type]
    return reading.tags, reading.meal


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        ("rough week, something to cheer me up", "en", "comfort food"),
        ("feeling a bit low tonight", "en", "comfort food"),
        ("I'm on a diet, what can I have for dinner", "en", "light"),
        ("estoy a dieta, qué ceno", "es", "ligero"),
        ("algo para acompañar un té por la tarde", "es", "hora del te"),
        ("algo que me llene", "es", "sustancioso"),
    ],
)
def test_a_mood_said_with_small_words_is_read_in_a_search(
    text: str, language: str, tag: str
) -> None:
    # Given a request whose mood phrase holds search filler
    # When it is read as the search reads it
    tags, _ = _read(text, language)
    # Then the mood is found
    assert tag in tags


def test_a_phrase_with_small_words_keeps_its_meal() -> None:
    # "acompañar" is no side dish here: something to have with a tea is a snack.
    assert _read("algo para acompañar un té", "es")[1] == "snack"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # The same small words outside a mood's phrase say no mood.
        ("find me a chicken soup with rice", "en"),
        ("quiero un té de manzanilla", "es"),
        ("algo que lleve pollo", "es"),
    ],
)
def test_filler_outside_a_mood_phrase_says_no_mood(text: str, language: str) -> None:
    assert _read(text, language) == ((), None)
