"""The dish a create request names before its ingredient list."""

from __future__ import annotations

import pytest

from shared.ai.offline.created_dish import created_dish, dish_alone, only_foods
from shared.ai.offline.normalize import FoldedText


@pytest.mark.parametrize(
    ("request_text", "dish"),
    [
        ("make me a chicken soup with rice", "chicken soup"),
        ("Hazme una sopa de pollo con arroz", "sopa de pollo"),
        ("can you cook an omelette with spinach", "omelette"),
        ("make me something with chicken", None),
        ("make me a recipe with chicken and rice", None),
        ("Create a quick Italian dish with mushrooms", None),
        ("crea una receta vegana con tofu", None),
        ("what can I make with chicken", None),
        ("chicken, rice and peppers", None),
        ("make me baked potatoes with cheese", "baked potatoes"),
        ("hazme papas al horno con queso", "papas al horno"),
        ("make dinner with chicken and rice", None),
        ("hazme de cenar con pollo", None),
        ("cook chicken with rice", "chicken"),
        # Her own recipe of a dish, said as what she wants to make: the dish, not "recipe"
        ("quiero hacer mi propia receta de sopa de lentejas con espinaca", "sopa de lentejas"),
        ("crea una receta de sopa de lentejas con espinaca", "sopa de lentejas"),
        ("I want to make my own lentil soup with spinach", "lentil soup"),
        ("make a recipe for 4 with chicken", None),
        ("quiero hacer algo con pollo", None),
        ("make me a custom recipe with chicken", None),
        ("create a beef stroganoff recipe", "beef stroganoff"),
        ("crea una receta de strogonoff de res", "strogonoff de res"),
    ],
)
def test_the_dish_before_the_list_is_read_as_written(request_text: str, dish: str | None) -> None:
    assert created_dish(FoldedText.of(request_text)) == dish


@pytest.mark.parametrize(
    ("request_text", "dish"),
    [
        # How many it feeds is the recipe's portions, not words of the dish's name
        ("hazme una sopa de lentejas para 6", "sopa de lentejas"),
        ("make me a lentil soup for 6", "lentil soup"),
        ("make me a lentil soup for six people", "lentil soup"),
        ("hazme una sopa de pollo con arroz para 4", "sopa de pollo"),
        ("make me a chicken soup for 4 with rice", "chicken soup"),
        ("prepárame una sopa de frijoles para dos personas", "sopa de frijoles"),
        # A count of days after "para" is how long it lasts, and stays as said
        ("hazme una sopa de lentejas para 3 días", "sopa de lentejas para 3 días"),
    ],
)
def test_the_portions_said_after_the_dish_are_no_part_of_it(
    request_text: str, dish: str | None
) -> None:
    # When / Then
    assert created_dish(FoldedText.of(request_text)) == dish


@pytest.mark.parametrize(
    ("request_text", "dish"),
    [
        # The foods after the dish's "de" / "of", or before its word: the dish heads them
        ("hazme una sopa de pollo, zanahoria y arroz", "sopa de pollo, zanahoria y arroz"),
        ("make me a chicken, carrot and rice soup", "chicken, carrot and rice soup"),
        ("make me a soup of chicken, carrots and rice", "soup of chicken, carrots and rice"),
        ("prepárame una ensalada de lechuga, tomate y pepino",
         "ensalada de lechuga, tomate y pepino"),
        ("make me a beef and potato stew", "beef and potato stew"),
        ("hazme unos tacos de pollo y cebolla", "tacos de pollo y cebolla"),
        ("make me a chicken curry", "chicken curry"),
        # Foods alone, or beside a word that says how or when rather than what, name no dish
        ("hazme pollo, zanahoria y arroz", None),
        ("make me a spicy chicken and rice", None),
        ("make me dinner, chicken and rice", None),
        ("make me chicken and rice tonight", None),
        ("cook me chicken and rice for 4", None),
        ("make me chicken and rice in 25 minutes", None),
        ("make me a shakshuka", None),
    ],
)  # fmt: skip
def test_a_dish_that_names_its_foods_without_a_list_is_read_whole(
    request_text: str, dish: str | None
) -> None:
    # When / Then
    assert created_dish(FoldedText.of(request_text)) == dish


@pytest.mark.parametrize(
    ("dish", "foods"),
    [("chicken", True), ("pollo y arroz", True), ("chicken soup", False),
     ("ensalada de fideos", False)],
)  # fmt: skip
def test_a_dish_of_food_names_alone_is_no_dish(dish: str, foods: bool) -> None:
    assert only_foods(dish) is foods


@pytest.mark.parametrize(
    ("request_text", "dish"),
    [
        ("hazme un pad thai", "pad thai"),
        ("make me a shakshuka", "shakshuka"),
        # A plural or a mass noun comes without an article
        ("make pancakes", "pancakes"),
        ("make me lasagna", "lasagna"),
        ("haz hotcakes", "hotcakes"),
        # ... and a pronoun or a change is no dish
        ("make it spicier", None),
        ("hazlo rápido", None),
        ("make this vegan", None),
        ("make dinner", None),
        ("make me something quick", None),
        # "Create" asks for a dish as "make" does, and the recipe asked is of the dish
        ("create a panna cotta recipe", "panna cotta"),
        ("create a recipe for panna cotta", "panna cotta"),
        ("crea una receta de pozole", "pozole"),
        ("create my own lasagna", "lasagna"),
        ("create a recipe", None),
        ("create my own", None),
        ("crea la mía", None),
        ("create a custom recipe with my ingredients", None),
    ],
)
def test_a_dish_asked_alone_is_read_with_or_without_an_article(
    request_text: str, dish: str | None
) -> None:
    # When / Then
    assert dish_alone(FoldedText.of(request_text)) == dish
