"""Search filler is dropped from the query text, never the words that say what to find."""

from __future__ import annotations

import re

import pytest

from shared.search.query_text import strip_filler


@pytest.mark.parametrize(
    ("query", "language", "expected"),
    [
        ("recetas de sopa de pollo", "es", "de sopa de pollo"),
        ("busca recetas de sopa de pollo", "es", "de sopa de pollo"),
        ("¿qué puedo hacer con pollo y arroz?", "es", "pollo y arroz?"),
        ("find me chicken soup recipes", "en", "chicken soup"),
        ("what can I make with chicken, rice and peppers", "en", "chicken, rice and peppers"),
        ("Recipes", "en", "Recipes"),  # nothing else left: keep the query
        ("sopa", "es", "sopa"),
        # Intensifiers and cravings say how much, not what: "bien" is in many descriptions.
        ("se me antoja algo bien picoso", "es", "se picoso"),
        ("tengo antojo de algo dulce", "es", "tengo de dulce"),
        ("just really craving something crispy", "en", "crispy"),
        # The British verb of wanting: no recipe says "fancy", and every word must match.
        ("I fancy some guacamole", "en", "guacamole"),
    ],
)
def test_strip_filler(query: str, language: str, expected: str) -> None:
    assert strip_filler(query, language) == expected  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("query", "language", "expected"),
    [
        # The phrase keeps its small words; filler outside it still goes.
        ("something to cheer me up", "en", "to cheer me up"),
        ("algo para acompañar un té", "es", "para acompañar un té"),
        # Accents and case are folded for the phrase, the words stay as typed.
        ("Quiero algo para Acompañar UN Té", "es", "para Acompañar UN Té"),
        # No phrase: the filler goes as before.
        ("find me a chicken soup", "en", "chicken soup"),
        ("quiero un té", "es", "té"),
    ],
)
def test_words_of_a_kept_phrase_stay(query: str, language: str, expected: str) -> None:
    # Given two phrases read later as a whole
    keep = (re.compile(r"\bcheer (?:me|us) up\b"), re.compile(r"\bacompanar (?:un|el) te\b"))
    # When the filler is stripped with them kept
    stripped = strip_filler(query, language, keep=keep)  # type: ignore[arg-type]
    # Then only the filler outside them is gone
    assert stripped == expected
