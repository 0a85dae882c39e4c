"""The diets a query names in its words are read as the catalogue's diet slugs."""

from __future__ import annotations

import pytest

from shared.search.diet_words import diets_named


@pytest.mark.parametrize(
    ("text", "diets"),
    [
        ("desayuno sin gluten y vegetariano", {"gluten_free", "vegetarian"}),
        ("algo vegano con mucha proteína", {"vegan"}),
        ("Keto breakfast", {"keto"}),
        ("dairy-free dessert", {"dairy_free"}),
        ("comida para un celíaco", {"gluten_free"}),
        ("pasta pescetariana", {"pescatarian"}),
        # the Argentine label of gluten-free food
        ("algo sin TACC para la merienda", {"gluten_free"}),
    ],
)
def test_diet_words_and_phrases_name_their_diet(text: str, diets: set[str]) -> None:
    assert diets_named(text) == diets


@pytest.mark.parametrize(
    "text",
    [
        "pollo con arroz",
        "gluten",
        "vegetables",
        "vegetales",
        # nutrition goals are words to match, not gates
        "high-protein dinner",
        "cena baja en carbohidratos",
        "low-carb soup",
    ],
)
def test_other_words_name_no_diet(text: str) -> None:
    assert diets_named(text) == frozenset()
