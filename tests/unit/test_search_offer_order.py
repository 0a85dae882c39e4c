"""Where an included recipe stands whatever its score: foods named, foods listed, mood."""

from __future__ import annotations

import uuid

from shared.search.lexical import CatalogueRow


def _row(name: str, **facts: object) -> CatalogueRow:
    return CatalogueRow.model_validate(
        {
            "id": uuid.uuid4(),
            "slug": name,
            "name": name,
            "image_url": None,
            "total_time_minutes": 30,
            "portions": 4,
            "difficulty": "easy",
            "cuisine_slug": None,
            "cuisine": None,
            "meal_types": ["dinner"],
            "description": None,
            "lexical": 0.5,
            "lexical_side": True,
            "vector_side": True,
            "relaxed": False,
            "allergens": [],
            **facts,
        }
    )


def test_a_recipe_holding_more_of_a_list_orders_first() -> None:
    # Given "coconut milk, limes and chicken thighs": the curry holds all three, the
    # lemonade two
    lemonade = _row("coconut lemonade", list_held=2.0)
    curry = _row("green curry", list_held=3.0)

    ordered = sorted([lemonade, curry], key=lambda row: row.offer_order)

    assert [row.name for row in ordered] == ["green curry", "coconut lemonade"]


def test_a_recipe_against_the_mood_comes_last_whatever_it_holds() -> None:
    soup = _row("soup", list_held=3.0, contrary=True)
    salad = _row("salad", list_held=1.0)

    assert sorted([soup, salad], key=lambda row: row.offer_order) == [salad, soup]


def test_a_dish_named_by_a_food_comes_before_the_recipes_cooked_with_it() -> None:
    # Given "caldo de pollo": the soup of that name, and a stew made with chicken stock
    soup = _row("caldo de pollo con verduras", has_named=True, named_dish=True)
    stew = _row("arroz con pollo", has_named=True)
    other = _row("guacamole")

    ordered = sorted([other, stew, soup], key=lambda row: row.offer_order)

    assert [row.name for row in ordered] == [soup.name, stew.name, other.name]
