"""Ingredient lines reduced to names before catalogue matching, in English and Spanish."""

from __future__ import annotations

import pytest

from shared.ingredients.cleaning import clean_ingredient_name


@pytest.mark.parametrize(
    ("line", "light", "full"),
    [
        ("2 cups of diced tomatoes", "diced tomatoes", "tomatoes"),
        ("2-3 tomatoes, diced", "tomatoes", "tomatoes"),
        ("1 1/2 cups whole milk", "whole milk", "whole milk"),
        ("½ cebolla blanca picada", "cebolla blanca picada", "cebolla blanca"),
        ("1 ½ tazas de leche", "leche", "leche"),
        ("1 diente de ajo, finamente picado", "ajo", "ajo"),
        ("500 g de pechuga de pollo en cubos (sin piel)", "pechuga de pollo en cubos",
         "pechuga de pollo"),
        ("a pinch of salt", "salt", "salt"),
        ("sal al gusto", "sal", "sal"),
        ("2 large eggs", "large eggs", "eggs"),
        ("chiles jalapeños", "chiles jalapenos", "chiles jalapenos"),
        ("chicken breasts", "chicken breasts", "chicken breasts"),
        ("queso fresco", "queso fresco", "queso fresco"),
        ("carne picada", "carne picada", "carne"),
        ("1 lata de frijoles negros", "frijoles negros", "frijoles negros"),
        ("1 tsp ground cloves", "ground cloves", "ground cloves"),
        ("3 cloves", "cloves", "cloves"),
        ("chicken breast 500 g", "chicken breast", "chicken breast"),
        ("cilantro (optional)", "cilantro", "cilantro"),
        ("", "", ""),
    ],
)  # fmt: skip
def test_lines_are_reduced_to_the_ingredient_name(line: str, light: str, full: str) -> None:
    # Given a free-text line / When cleaned / Then both strengths keep the name's words
    cleaned = clean_ingredient_name(line)

    assert (cleaned.light, cleaned.full) == (light, full)
