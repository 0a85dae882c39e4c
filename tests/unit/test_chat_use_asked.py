"""Reading "can I use X?" of her open recipe, and the line X would replace."""

from __future__ import annotations

import pytest
from chat.use_asked import line_replaced, use_asked

from shared.ai.offline import build_template_recipe
from shared.schemas.brief import RecipeBrief


@pytest.mark.parametrize(
    ("message", "asked"),
    [
        ("can I use chicken thighs?", ("chicken thighs", None)),
        ("Can I use quinoa instead of the rice?", ("quinoa", "rice")),
        ("¿puedo usar muslos de pollo?", ("muslos de pollo", None)),
        ("¿se puede usar quinoa en lugar del arroz?", ("quinoa", "arroz")),
        # No food named: no such question
        ("can I use my phone?", None),
        ("use chicken thighs", None),
    ],
)
def test_the_food_asked_and_the_line_named(
    message: str, asked: tuple[str, str | None] | None
) -> None:
    assert use_asked(message) == asked


@pytest.mark.parametrize(
    ("language", "foods", "food", "old", "line"),
    [
        # The same food, then its kind, then the line named
        ("en", ["chicken", "rice"], "chicken thighs", None, "chicken"),
        ("en", ["chicken", "rice"], "turkey", None, "chicken"),
        ("es", ["pollo", "arroz"], "quinoa", "arroz", "arroz"),
        # Nothing it could stand in for
        ("en", ["chicken", "rice"], "shrimp", "potato", None),
    ],
)
def test_the_line_a_food_would_replace(
    language: str, foods: list[str], food: str, old: str | None, line: str | None
) -> None:
    recipe = build_template_recipe(RecipeBrief(language=language, ingredients=foods))
    assert line_replaced([item.name for item in recipe.ingredients], food, old) == line
