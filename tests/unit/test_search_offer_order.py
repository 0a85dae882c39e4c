"""Where an included recipe stands whatever its score: foods named, foods listed, mood."""

from __future__ import annotations

from tests.unit.catalogue_rows import catalogue_row


def test_a_recipe_holding_more_of_a_list_orders_first() -> None:
    # Given "coconut milk, limes and chicken thighs": the curry holds all three, the
    # lemonade two
    lemonade = catalogue_row("coconut lemonade", list_held=2.0)
    curry = catalogue_row("green curry", list_held=3.0)

    ordered = sorted([lemonade, curry], key=lambda row: row.offer_order)

    assert [row.name for row in ordered] == ["green curry", "coconut lemonade"]


def test_a_recipe_against_the_mood_comes_last_whatever_it_holds() -> None:
    soup = catalogue_row("soup", list_held=3.0, contrary=True)
    salad = catalogue_row("salad", list_held=1.0)

    assert sorted([soup, salad], key=lambda row: row.offer_order) == [salad, soup]


def test_a_dish_named_by_a_food_comes_before_the_recipes_cooked_with_it() -> None:
    # Given "caldo de pollo": the soup of that name, and a stew made with chicken stock
    soup = catalogue_row("caldo de pollo con verduras", has_named=True, named_dish=True)
    stew = catalogue_row("arroz con pollo", has_named=True)
    other = catalogue_row("guacamole")

    ordered = sorted([other, stew, soup], key=lambda row: row.offer_order)

    assert [row.name for row in ordered] == [soup.name, stew.name, other.name]
