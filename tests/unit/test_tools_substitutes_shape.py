"""The substitutes answer over her open recipe: a food the recipe has none of is said so first,
and the chips stay on her recipe; a food it holds gets chips that swap it there."""

from __future__ import annotations

import pytest

from shared.schemas import GeneratedRecipe, Language
from shared.schemas.response import SubstituteOption, Substitution
from shared.tools.substitutes import SubstituteResult, shape_substitutes

_RECIPE = GeneratedRecipe.model_validate(
    {
        "suggestedName": "Lentil Soup",
        "language": "en",
        "totalTime": 40,
        "difficulty": "easy",
        "portions": 4,
        "ingredients": [{"name": "lentils", "quantity": 300, "unit": "g"}],
        "steps": [{"order": 1, "instruction": "Simmer the lentils."}],
    }
)
_CREAM = Substitution(
    ingredient="cream",
    reason="missing",
    alternatives=[SubstituteOption(name="greek yogurt"), SubstituteOption(name="coconut cream")],
)


@pytest.mark.parametrize(
    ("language", "said"),
    [
        ("en", "Your Lentil Soup recipe has no cream. For another dish: instead of cream"),
        ("es", "Tu receta de Lentil Soup no lleva cream. Para otro platillo: en lugar de cream"),
    ],
)
def test_a_food_her_recipe_lacks_is_said_so_and_the_chips_change_her_recipe(
    language: Language, said: str
) -> None:
    # Given swaps for a food her open recipe has none of
    result = SubstituteResult(asked="cream", substitution=_CREAM, known=True, lacked_by=_RECIPE)

    # When
    output = shape_substitutes(result, language)

    # Then the answer says so before the swaps, and no chip leads to other recipes
    assert output.spoken is not None
    assert output.spoken.startswith(said), output.spoken
    assert "greek yogurt" in output.spoken
    assert output.suggestions
    assert all(c.message.endswith("— Lentil Soup") for c in output.suggestions)


def test_with_no_recipe_open_the_swaps_lead_to_recipes_without_it() -> None:
    # When
    output = shape_substitutes(
        SubstituteResult(asked="cream", substitution=_CREAM, known=True), "en"
    )

    # Then
    assert output.spoken is not None
    assert output.spoken.startswith("Instead of cream"), output.spoken
    assert [c.label for c in output.suggestions] == ["Recipes without cream"]
