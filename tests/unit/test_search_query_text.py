"""Search filler is dropped from the query text, never the words that say what to find."""

from __future__ import annotations

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
    ],
)
def test_strip_filler(query: str, language: str, expected: str) -> None:
    assert strip_filler(query, language) == expected  # type: ignore[arg-type]
