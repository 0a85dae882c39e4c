"""A template's steps in the order a cook does them: the rice that takes longest goes on
first, and what comes ready to cook (frozen, canned, ground) is not chopped."""

from __future__ import annotations

import pytest

from shared.ai.offline.normalize import fold
from shared.ai.offline.templates import build_template_recipe
from shared.schemas.brief import RecipeBrief


@pytest.mark.parametrize(
    ("language", "ingredients", "side", "thermomix"),
    [
        ("en", ["chicken", "rice", "frozen peas", "eggs"], "rice", False),
        ("en", ["chicken", "pasta", "broccoli"], "pasta", True),
        ("es", ["arroz", "huevos", "chícharos congelados"], "arroz", False),
    ],
)
def test_rice_or_pasta_is_started_before_the_dish_it_is_served_with(
    language: str, ingredients: list[str], side: str, thermomix: bool
) -> None:
    # Given a skillet served with rice or pasta, which take longer than the skillet itself
    recipe = build_template_recipe(
        RecipeBrief(language=language, ingredients=ingredients, thermomix=thermomix)
    )
    steps = [fold(step.instruction) for step in recipe.steps]

    # When the cook reads the steps in order
    cooked = [at for at, text in enumerate(steps) if f"cook the {side}" in text or
              f"cuece el {side}" in text]  # fmt: skip

    # Then the side is cooked once, first, while the rest is made, never "meanwhile" at the end
    assert cooked == [0], steps
    assert not [text for text in steps if text.startswith(("meanwhile", "mientras tanto"))]


@pytest.mark.parametrize(
    ("language", "ingredients", "ready", "fresh"),
    [
        ("en", ["chicken", "frozen peas", "canned corn", "zucchini"], ("peas", "corn"),
         "zucchini"),
        ("es", ["pollo", "chícharos congelados", "elote de lata", "calabacita"],
         ("chicharos", "elote"), "calabacita"),
    ],
)  # fmt: skip
def test_what_comes_frozen_or_canned_is_not_chopped(
    language: str, ingredients: list[str], ready: tuple[str, ...], fresh: str
) -> None:
    # Given a skillet with frozen peas and canned corn beside a fresh vegetable
    recipe = build_template_recipe(RecipeBrief(language=language, ingredients=ingredients))

    # When the knife work is read
    knife = fold(recipe.steps[0].instruction)

    # Then the fresh vegetable is chopped, the frozen and canned ones are only added
    assert fresh in knife
    assert not [food for food in ready if food in knife], knife
    later = " ".join(fold(step.instruction) for step in recipe.steps[1:])
    assert all(food in later for food in ready)
