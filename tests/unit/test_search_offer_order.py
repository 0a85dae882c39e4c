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


def test_a_rare_listed_food_orders_before_two_common_ones() -> None:
    # Given "lentils, rice and onion": a pilaf holding the rice and onion (two common foods),
    # a dal holding the lentils (one rare food), the mujadara holding all three
    pilaf = _row("pilaf", list_held=2.0, list_weight=1.3 + 2.1)
    dal = _row("dal", list_held=1.0, list_weight=4.0)
    mujadara = _row("mujadara", list_held=3.0, list_weight=1.3 + 2.1 + 4.0)

    # When ordered for the offer
    ordered = sorted([pilaf, dal, mujadara], key=lambda row: row.offer_order)

    # Then by the rarity of what they hold, not by how many of the foods
    assert [row.name for row in ordered] == ["mujadara", "dal", "pilaf"]


def test_a_recipe_against_the_mood_comes_last_whatever_it_holds() -> None:
    soup = _row("soup", list_weight=5.0, contrary=True)
    salad = _row("salad", list_weight=1.0)

    assert sorted([soup, salad], key=lambda row: row.offer_order) == [salad, soup]


def test_a_dish_named_by_a_food_comes_before_the_recipes_cooked_with_it() -> None:
    # Given "caldo de pollo": the soup of that name, and a stew made with chicken stock
    soup = _row("caldo de pollo con verduras", has_named=True, named_dish=True)
    stew = _row("arroz con pollo", has_named=True)
    other = _row("guacamole")

    ordered = sorted([other, stew, soup], key=lambda row: row.offer_order)

    assert [row.name for row in ordered] == [soup.name, stew.name, other.name]
