"""A course asked for is not answered by a drink, unless drinks were asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.courses import (
    MAINS,
    asked_course,
    is_dessert,
    main_meals,
    savoury_request,
    without_drinks,
)
from shared.search.food_list import read_food_list
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    from shared.schemas.response import Language


@pytest.mark.parametrize(
    ("text", "meal_type", "course"),
    [
        ("quick starters", None, "starter"),
        ("entradas rápidas para la cena", None, "starter"),
        ("easy appetisers", "snack", "starter"),
        ("a dessert without an oven", None, "dessert"),
        ("guarnición para carne asada", None, "side"),
        # breakfast and snacks may be a drink; no course named
        ("quick breakfast", None, None),
        ("a snack in under 15 minutes", None, None),
        # drinks asked for: they answer
        ("a dessert smoothie", None, None),
        ("starters and something to drink", None, None),
        ("postres", "drink", None),
    ],
)
def test_the_course_asked_is_read_unless_a_drink_is_asked(
    text: str, meal_type: str | None, course: str | None
) -> None:
    assert asked_course(text, meal_type) == course


def test_a_course_leaves_out_the_drinks_not_filed_as_that_course() -> None:
    # Given a starter, a smoothie filed as a snack, and a cold soup filed as a side and a drink
    rows = [
        catalogue_row("bruschetta", meal_types=["snack"]),
        catalogue_row("smoothie", meal_types=["drink", "breakfast", "snack"]),
        catalogue_row("gazpacho", meal_types=["lunch", "side", "drink"]),
    ]

    # Then starters leave both drinks out, a side keeps the soup served as one
    assert [row.slug for row in without_drinks(rows, "starter")] == ["bruschetta"]
    assert [row.slug for row in without_drinks(rows, "side")] == ["bruschetta", "gazpacho"]
    assert without_drinks(rows, None) == rows


@pytest.mark.parametrize(
    ("text", "meal"),
    [
        ("vegan dinner under 30", "dinner"),
        ("cena vegetariana en menos de media hora", "dinner"),
        ("vegetarian main under 45 minutes", None),
        ("un plato fuerte sin carne", None),
        ("platillos principales para una fiesta", None),
    ],
)
def test_a_dinner_or_a_main_asks_for_a_main_dish(text: str, meal: str | None) -> None:
    assert main_meals(text, meal) == MAINS


@pytest.mark.parametrize(
    ("text", "meal"),
    [
        # another course, or a drink, is what is asked for the meal
        ("a side for dinner", "side"),
        ("guarnición para la cena", "side"),
        ("postre para la comida", "dessert"),
        ("something to drink with dinner", "dinner"),
        # a lunch is often a breakfast dish or a snack (avocado toast, hummus and bread)
        ("algo keto para la comida", "lunch"),
        ("quick healthy lunch for the office", "lunch"),
        # no meal named
        ("pasta with mushrooms", None),
        ("a quick breakfast", "breakfast"),
    ],
)
def test_no_main_is_asked_otherwise(text: str, meal: str | None) -> None:
    assert main_meals(text, meal) == frozenset()


@pytest.mark.parametrize(
    ("meal_types", "dessert"),
    [
        (["dessert"], True),
        (["breakfast", "snack", "dessert"], True),
        # filed for a meal or as a side too: a dish that may be savoury
        (["dessert", "dinner"], False),
        (["dessert", "side"], False),
        (["lunch", "dinner"], False),
    ],
)
def test_a_dessert_is_filed_as_one_and_no_main_or_side(
    meal_types: list[str], dessert: bool
) -> None:
    assert is_dessert(meal_types) is dessert


@pytest.mark.parametrize(
    ("text", "language", "meal", "savoury"),
    [
        ("I want something con pollo y arroz", "en", None, True),
        ("chicken and rice", "en", None, True),
        ("cena keto con pollo", "es", "dinner", True),
        ("gluten-free shrimp dinner", "en", "dinner", True),
        # a dessert asked for beside the meat
        ("flan con tocino", "es", "dessert", False),
        ("a lamb dinner and a dessert to follow", "en", "dinner", False),
        # rice or a fruit alone may be sweet or savoury
        ("algo con arroz", "es", None, False),
        ("something with mango", "en", None, False),
        ("something quick", "en", None, False),
    ],
)
def test_a_meat_or_a_fish_named_asks_for_a_savoury_dish(
    text: str, language: Language, meal: str | None, savoury: bool
) -> None:
    foods = read_food_list(text, language).foods

    assert savoury_request(foods, text=text, meal=meal) is savoury
