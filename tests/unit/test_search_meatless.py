"""'Without meat' keeps fish and seafood allowed, as a second choice unless asked for."""

from __future__ import annotations

import pytest

from shared.search.food_list import read_food_list
from shared.search.meatless import holds_sea_food, seafood_second
from shared.search.negation import split_negation


def _second(text: str, language: str = "en") -> bool:
    negation = split_negation(text, language)  # type: ignore[arg-type]
    foods = read_food_list(negation.text, language)  # type: ignore[arg-type]
    return seafood_second(negation.avoided, foods.foods)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("cena sin carne", "es"),
        ("high protein dinner without meat", "en"),
        ("cena rápida sin carne pero con mucha proteína", "es"),
        ("no meat tonight please", "en"),
    ],
)
def test_meat_left_out_as_a_whole_puts_the_fish_after(text: str, language: str) -> None:
    assert _second(text, language)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # the fish is what the cook asks for
        ("i eat fish but not meat, something for dinner", "en"),
        ("sin carne, algo con camarones", "es"),
        # only one kind of meat is left out, or none
        ("algo sin cerdo", "es"),
        ("dinner without red meat", "en"),
        ("pasta without cream", "en"),
    ],
)
def test_fish_asked_for_or_another_exclusion_keeps_the_order(text: str, language: str) -> None:
    assert not _second(text, language)


def test_a_recipe_holds_sea_food_by_its_allergen_groups() -> None:
    assert holds_sea_food(["fish", "gluten"])
    assert holds_sea_food(["shellfish"])
    assert not holds_sea_food(["egg", "milk"])
