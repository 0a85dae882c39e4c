"""The diets a brief's notes say for one recipe, as the chat writes them."""

from __future__ import annotations

import pytest

from shared.ai.offline.naming import said_diets
from shared.ai.offline.templates import build_template_recipe
from shared.schemas.brief import RecipeBrief


@pytest.mark.parametrize(
    ("notes", "diets"),
    [
        ("dish: Baja Fish Tacos; diet: vegan", ("vegan",)),
        ("diet: gluten_free", ("gluten_free",)),
        ("dish: a diet soda cake", ()),
        (None, ()),
    ],
)
def test_the_diets_said_are_read_from_the_notes(notes: str | None, diets: tuple[str, ...]) -> None:
    assert said_diets(notes) == diets


@pytest.mark.parametrize(
    ("language", "fish", "notes"),
    [
        ("en", "white fish", "dish: Baja Fish Tacos; diet: vegan"),
        ("es", "pescado blanco", "dish: tacos de pescado estilo Baja; diet: vegan"),
    ],
)
def test_a_diet_said_swaps_what_it_rules_out(language: str, fish: str, notes: str) -> None:
    recipe = build_template_recipe(RecipeBrief(ingredients=[fish], language=language, notes=notes))

    names = [line.name.casefold() for line in recipe.ingredients]
    assert fish not in names
    assert any("tofu" in name for name in names), names
    assert "vegan" in recipe.tags
