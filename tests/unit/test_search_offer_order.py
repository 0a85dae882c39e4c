"""The order vague requests' recipes are offered in: the meal a mood asks for, EN and ES."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.moods import read_moods
from shared.search.ranking import in_offer_order, meal_beside_moods
from shared.search.scoring import Scored
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    from shared.search.lexical import CatalogueRow


def _scored(row: CatalogueRow, score: float) -> Scored:
    return Scored(
        recipe_id=row.id, score=score, semantic=0.5, lexical=0.5, metadata=1.0, personalization=0.5
    )


def test_the_meal_a_mood_asks_for_comes_before_the_other_moods_tags() -> None:
    # Given "feeling low, I want to bake something sweet": the comfort mains score above the
    # comfort dessert by their "comfort food" and "baked" tags
    mac = catalogue_row("mac and cheese", meal_types=["dinner", "side"])
    meatloaf = catalogue_row("meatloaf", meal_types=["dinner"])
    bread = catalogue_row("banana bread", meal_types=["breakfast", "snack", "dessert"])
    by_id = {row.id: row for row in (mac, meatloaf, bread)}
    included = (_scored(mac, 0.9), _scored(meatloaf, 0.8), _scored(bread, 0.7))

    # When they are offered for the dessert the mood asks for
    offered = in_offer_order(included, by_id, meals={"dessert"})

    # Then the dessert comes first, the rest in score order
    names = [by_id[s.recipe_id].name for s in offered]
    assert names == ["banana bread", "mac and cheese", "meatloaf"]


def test_without_such_a_meal_the_scores_order_them() -> None:
    mac = catalogue_row("mac and cheese", meal_types=["dinner"])
    bread = catalogue_row("banana bread", meal_types=["dessert"])
    by_id = {row.id: row for row in (mac, bread)}
    included = (_scored(mac, 0.9), _scored(bread, 0.7))

    offered = in_offer_order(included, by_id, meals=())

    assert [by_id[s.recipe_id].name for s in offered] == ["mac and cheese", "banana bread"]


def test_a_main_asked_for_offers_the_lunches_and_dinners_first() -> None:
    # Given "vegan dinner under 30": the breakfast miso soup (also a side) scores highest
    soup = catalogue_row("miso soup", meal_types=["breakfast", "side"])
    pasta = catalogue_row("penne arrabbiata", meal_types=["lunch", "dinner"])
    salad = catalogue_row("quinoa salad", meal_types=["lunch"])
    by_id = {row.id: row for row in (soup, pasta, salad)}
    included = (_scored(soup, 0.9), _scored(pasta, 0.8), _scored(salad, 0.7))

    # When they are offered for a main
    offered = in_offer_order(included, by_id, meals={"lunch", "dinner"})

    # Then the lunch counts as the dinner, and the soup comes after both
    names = [by_id[s.recipe_id].name for s in offered]
    assert names == ["penne arrabbiata", "quinoa salad", "miso soup"]


def test_a_named_food_still_comes_before_the_meal() -> None:
    # "algo dulce con mango": the mango recipe first, even when it is no dessert
    lassi = catalogue_row("mango lassi", meal_types=["drink"], has_named=True)
    flan = catalogue_row("flan", meal_types=["dessert"])
    by_id = {row.id: row for row in (lassi, flan)}
    included = (_scored(flan, 0.9), _scored(lassi, 0.8))

    offered = in_offer_order(included, by_id, meals={"dessert"})

    assert [by_id[s.recipe_id].name for s in offered] == ["mango lassi", "flan"]


@pytest.mark.parametrize(
    ("text", "language", "meal"),
    [
        ("algo dulce para el desayuno", "es", "breakfast"),
        ("something sweet for breakfast", "en", "breakfast"),
        ("algo dulce para la merienda", "es", "snack"),
    ],
)
def test_a_meal_said_beside_a_mood_is_read(text: str, language: str, meal: str) -> None:
    assert meal_beside_moods(read_moods(text, language)) == meal  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # "comida reconfortante", put in for the rain, holds the word for lunch
        ("algo dulce, está lloviendo", "es"),
        ("ando triste, quiero algo dulce", "es"),
        ("feeling low, I want something sweet", "en"),
    ],
)
def test_the_tags_put_in_for_a_mood_name_no_meal(text: str, language: str) -> None:
    assert meal_beside_moods(read_moods(text, language)) is None  # type: ignore[arg-type]
