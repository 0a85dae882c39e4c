"""The amount a cook says she has, split off the ingredient she names (EN and ES)."""

from __future__ import annotations

from typing import Any

import pytest

from shared.ai.offline import build_template_recipe
from shared.ai.offline.normalize import fold
from shared.ai.offline.quantities import Amount
from shared.ai.offline.stated_amounts import stated_ingredient
from shared.schemas.brief import RecipeBrief


@pytest.mark.parametrize(
    ("said", "language", "name", "quantity", "unit"),
    [
        ("two eggs", "en", "eggs", 2, None),
        ("200 g of tamarind", "en", "tamarind", 200, "g"),
        ("1/2 cup rice", "en", "rice", 0.5, "cup"),
        ("2 cups of rice", "en", "rice", 2, "cups"),
        ("dozen eggs", "en", "eggs", 12, None),
        ("half an onion", "en", "onion", 0.5, None),
        ("1.5 kg pork shoulder", "en", "pork shoulder", 1500, "g"),
        ("medio kilo de carne molida", "es", "carne molida", 500, "g"),
        ("par de chiles", "es", "chiles", 2, None),
        ("dos latas de frijoles", "es", "frijoles", 2, "latas"),
        ("1 litro de leche", "es", "leche", 1000, "ml"),
        ("3 dientes de ajo", "es", "ajo", 3, "dientes"),
        # A fraction as one character, as phone keyboards write it
        ("½ cebolla", "es", "cebolla", 0.5, None),
        ("¼ cup of cream", "en", "cream", 0.25, "cup"),
        ("¾ taza de leche", "es", "leche", 0.75, "taza"),
    ],
)
def test_the_amount_said_is_split_off_the_name(
    said: str, language: str, name: str, quantity: float, unit: str | None
) -> None:
    # When
    stated = stated_ingredient(said, language=language)

    # Then
    assert stated.name == name
    assert stated.amount == Amount(quantity=quantity, unit=unit)


@pytest.mark.parametrize("said", ["eggs", "leftover rice", "arroz sobrante", "2", "one", "a"])
def test_without_an_amount_or_without_a_food_the_name_is_kept_whole(said: str) -> None:
    # When
    stated = stated_ingredient(said, language="en")

    # Then
    assert stated.name == said
    assert stated.amount is None


@pytest.mark.parametrize(
    ("said", "language", "name", "quantity", "unit"),
    [
        # A whole number and a fraction are one and a half, not a half
        ("1½ cups rice", "en", "rice", 1.5, "cups"),
        ("1 1/2 cups of rice", "en", "rice", 1.5, "cups"),
        ("2 ¼ cups flour", "en", "flour", 2.25, "cups"),
        ("1½ chile jalapeño", "es", "chile jalapeño", 1.5, None),
        ("1 1/2 tazas de arroz", "es", "arroz", 1.5, "tazas"),
        ("one and a half cups of milk", "en", "milk", 1.5, "cups"),
        ("a cup and a half of milk", "en", "milk", 1.5, "cups"),
        ("una taza y media de leche", "es", "leche", 1.5, "tazas"),
        ("uno y medio kilos de res", "es", "res", 1500, "g"),
        # The fraction slash (U+2044) phones write between the figures
        ("1\u20442 cup milk", "en", "milk", 0.5, "cup"),
        # A range is what the cook has at most: its upper amount, never a product
        ("2-3 eggs", "en", "eggs", 3, None),
        ("2 to 3 eggs", "en", "eggs", 3, None),
        ("1½-2 cups rice", "en", "rice", 2, "cups"),
        ("2 a 3 huevos", "es", "huevos", 3, None),
        ("dos o tres huevos", "es", "huevos", 3, None),
        ("2\u20133 tazas de caldo", "es", "caldo", 3, "tazas"),
        # Counting words still multiply
        ("half a dozen eggs", "en", "eggs", 6, None),
        ("dos docenas de huevos", "es", "huevos", 24, None),
    ],
)
def test_mixed_numbers_and_ranges_read_as_the_cook_means_them(
    said: str, language: str, name: str, quantity: float, unit: str | None
) -> None:
    # When
    stated = stated_ingredient(said, language=language)

    # Then
    assert stated.name == name
    assert stated.amount == Amount(quantity=quantity, unit=unit)


_BEFORE_THE_DISH = {"tomatoes": "tomato", "eggs": "egg"}


@pytest.mark.parametrize(
    ("said", "language", "line", "named"),
    [
        # A count of one said with the plural is one piece, named in the singular
        (["1 serrano peppers", "3 tomatoes"], "en", (1.0, "serrano pepper"), "serrano pepper"),
        (["1 chiles serranos", "2 jitomates"], "es", (1.0, "chile serrano"), "chile serrano"),
        (["1 eggs", "spinach"], "en", (1.0, "egg"), "egg"),
        # A count of more said with the singular is named in the plural
        (["2 tomato", "an onion"], "en", (2.0, "tomatoes"), "tomatoes"),
        # As said, it stays
        (["8 eggs", "spinach"], "en", (8.0, "eggs"), "eggs"),
    ],
)
def test_a_counted_food_is_named_in_the_number_of_its_count(
    said: list[str], language: Any, line: tuple[float, str], named: str
) -> None:
    # Given what the cook says she has, counted / When a recipe is made of it
    recipe = build_template_recipe(RecipeBrief(language=language, ingredients=said))

    # Then its line, its steps and its name read the count as a cook writes it
    quantity, name = line
    assert (quantity, name) in [(i.quantity, i.name) for i in recipe.ingredients]
    assert named in recipe.steps[0].instruction
    # Before the dish it names, English says a food in the singular: "Tomato Salad"
    assert fold(_BEFORE_THE_DISH.get(named, named)) in fold(recipe.suggested_name)
