"""`split_negation`: "not X" leaves the matched text, and the tagged opposite is asked instead."""

from __future__ import annotations

import pytest

from shared.search.negation import split_negation


@pytest.mark.parametrize(
    ("text", "language", "kept", "excluded"),
    [
        ("Indian food that isn't spicy", "en", "Indian food that mild", ("spicy",)),
        ("dinner that's not too spicy", "en", "dinner that's mild", ("spicy",)),
        ("algo ligero que no sea ensalada", "es", "algo ligero que", ("ensalada",)),
        ("algo para el calor que no lleve horno", "es", "algo para el calor que", ("horno",)),
        ("cena ligera, nada pesado", "es", "cena ligera ligero", ("pesado",)),
        ("comida india que no sea picante", "es", "comida india que suave", ("picante",)),
    ],
)
def test_a_negated_word_is_taken_out(
    text: str, language: str, kept: str, excluded: tuple[str, ...]
) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == kept
    assert negation.excluded == excluded


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # Diets, allergens and tags are not negations.
        ("sin gluten", "es"),
        ("gluten-free pasta", "en"),
        ("no-bake dessert", "en"),
        ("pollo sin ajo", "es"),
        ("chicken tikka masala", "en"),
    ],
)
def test_other_queries_are_left_as_typed(text: str, language: str) -> None:
    negation = split_negation(text, language)  # type: ignore[arg-type]

    assert negation.text == text
    assert negation.excluded == ()
