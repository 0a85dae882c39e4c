"""A dish's name said in the other language: the food translated, put where that language
puts it, the dish's own word kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline import build_template_recipe
from shared.ai.offline.dish_language import dish_name_in
from shared.schemas.brief import RecipeBrief

if TYPE_CHECKING:
    from shared.schemas import Language


@pytest.mark.parametrize(
    ("name", "language", "said"),
    [
        ("Chicken Tinga", "es", "Tinga de pollo"),
        ("Tinga de pollo", "en", "Chicken Tinga"),
        ("Pozole de pollo", "en", "Chicken Pozole"),
        ("Firm Tofu Tinga (Vegan)", "es", "Tinga de tofu firme"),
        ("Beef Stroganoff", "es", "Stroganoff de carne de res"),
    ],
)
def test_a_dish_name_is_said_in_the_other_language(
    name: str, language: Language, said: str
) -> None:
    assert dish_name_in(name, language) == said


@pytest.mark.parametrize(("name", "language"), [("Pavlova", "es"), ("Tinga", "en")])
def test_a_name_without_a_food_in_its_place_has_no_other_saying(
    name: str, language: Language
) -> None:
    assert dish_name_in(name, language) is None


@pytest.mark.parametrize(
    ("first", "asked", "now", "change", "dish"),
    [
        ("en", ["chicken"], "es", "hazla vegana", "Tinga de tofu firme"),
        ("es", ["pollo"], "en", "make it quicker", "Chicken Tinga"),
    ],
)
def test_a_dish_asked_keeps_its_name_when_changed_in_the_other_language(
    first: Language, asked: list[str], now: Language, change: str, dish: str
) -> None:
    # Given a template made as the tinga the cook asked for
    notes = "dish: chicken tinga" if first == "en" else "dish: tinga de pollo"
    made = build_template_recipe(RecipeBrief(language=first, ingredients=asked, notes=notes))

    # When she changes it in the other language
    changed = build_template_recipe(
        RecipeBrief(language=now, base_recipe=made, modification=change)
    )

    # Then it is still the tinga, said in her language now
    assert changed.language == now
    assert changed.suggested_name.startswith(dish), changed.suggested_name
