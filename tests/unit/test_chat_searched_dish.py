"""The dish a search asked for, to make as the cook's own: its name and the foods it gives."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from chat.own_ingredients import dish_made_of_nothing_named, searched_dish

from shared.context import UserContext

if TYPE_CHECKING:
    from shared.schemas import Language


@pytest.mark.parametrize(
    ("query", "language", "dish", "food"),
    [
        ("sopa de lentejas", "es", "sopa de lentejas", "lentejas"),
        ("quiero una sopa de pollo para la cena", "es", "sopa de pollo", "pollo"),
        ("chicken soup", "en", "chicken soup", "chicken"),
        ("chicken soup", "es", "chicken soup", "pollo"),
    ],
)
def test_a_dish_naming_a_food_is_made_with_it(
    query: str, language: Language, dish: str, food: str
) -> None:
    made = searched_dish(query, UserContext(language=language), language)

    assert made is not None
    assert made.dish == dish
    assert food in made.foods


@pytest.mark.parametrize(
    ("query", "diets"),
    [
        ("quick dinner recipes", ()),  # names no food
        ("something healthy, fast and Mexican", ()),  # a kind, not a dish
        ("chicken soup", ("vegetarian",)),  # a dish her diet leaves out
        ("dinner ideas, no pork", ()),  # names its only food to leave it out
        ("ideas para la cena, sin cerdo", ()),
    ],
)
def test_no_dish_to_make_when_none_is_named_or_hers_to_eat(
    query: str, diets: tuple[str, ...]
) -> None:
    assert searched_dish(query, UserContext(language="en", diet_types=diets), "en") is None


@pytest.mark.parametrize(
    ("query", "language", "kept", "left_out"),
    [
        ("lentil soup without onion", "en", "lentils", "onion"),
        ("sopa de lentejas sin cebolla", "es", "lentejas", "cebolla"),
    ],
)
def test_a_food_said_to_leave_out_is_not_made_with(
    query: str, language: Language, kept: str, left_out: str
) -> None:
    made = searched_dish(query, UserContext(language=language), language)

    assert made is not None
    assert kept in made.foods
    assert left_out not in made.foods


@pytest.mark.parametrize(
    ("query", "shown", "dish"),
    [
        ("hazme unas enchiladas", (), "enchiladas"),
        ("make me a lasagna", (), "lasagna"),
        # A dish asked for without a verb of making, which names a card it found
        ("quiero lasaña", ("Lasaña Boloñesa Clásica",), "lasaña"),
        ("I want lasagna", ("Classic Bolognese Lasagna",), "lasagna"),
        # No dish asked to be made, or one her allergy leaves out by its name
        ("make me dinner", (), None),
        ("enchiladas", (), None),
        ("make me some shrimp tacos", (), None),
        # Words of a request for a kind of meal name no card; a food alone is no dish
        ("busca recetas rápidas para la cena", ("Pasta Rápida", "Cena Ligera"), None),
        ("quick dinners", ("Quick Dinner Tacos",), None),
        ("chicken", ("Chicken Piccata",), None),
        ("shrimp tacos", ("Shrimp Tacos",), None),
    ],
)
def test_a_dish_asked_to_be_made_is_kept_for_the_ingredients_question(
    query: str, shown: tuple[str, ...], dish: str | None
) -> None:
    # Given a cook allergic to shellfish
    context = UserContext(language="en", dietary_restrictions=("shellfish",))

    # When / Then
    assert dish_made_of_nothing_named(query, context, shown) == dish
