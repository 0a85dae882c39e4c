"""The safety pass every generated or modified recipe goes through before anyone sees it.

Allergens are checked against the caller's profile (never the model's word), USDA temperatures
are added or corrected, Thermomix dials are normalised. Fails closed: when the allergen
catalogue cannot be read the recipe is blocked, not served unchecked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.safety import SAFETY_CATALOGUE_CACHE, check_generated_recipe
from shared.tools.recipes import CheckedRecipe

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.safety import SafetyCatalogue
    from shared.schemas.recipe import GeneratedRecipe
    from shared.schemas.response import SafetyFlags
    from shared.tools.context import ToolContext

__all__ = ["check_recipe_safety", "safety_catalogue"]


def _meaningful(flags: SafetyFlags) -> SafetyFlags | None:
    # An all-empty flags object would render an empty warning banner in the app.
    return flags if flags.model_dump(exclude_none=True) else None


async def safety_catalogue(ctx: ToolContext) -> SafetyCatalogue:
    """The cached allergen, diet and food-safety maps (read once per container)."""
    return await SAFETY_CATALOGUE_CACHE.read(ctx.db)


async def check_recipe_safety(
    recipe: GeneratedRecipe, ctx: ToolContext, requested: Sequence[str] = ()
) -> CheckedRecipe:
    """Run the allergen, dietary, food-safety and Thermomix checks for the caller.

    Args:
        recipe: The recipe as the model (or the offline templates) returned it.
        ctx: The tool context: the caller's restrictions and the database.
        requested: The ingredients the user asked for (an allergen among them that the recipe
            left out is flagged).

    Returns:
        The corrected recipe, its flags, and whether it must be withheld.
    """
    catalogue = await safety_catalogue(ctx)
    profile = ctx.user_context
    report = check_generated_recipe(
        recipe,
        allergen_map=catalogue.allergen_map,
        diet_map=catalogue.diet_map,
        safety_rules=catalogue.safety_rules,
        user_allergens=profile.dietary_restrictions,
        custom_allergies=profile.custom_allergies,
        diet_types=profile.diet_types,
        language=ctx.language,
        requested=requested,
    )
    return CheckedRecipe(
        recipe=report.recipe, flags=_meaningful(report.flags), blocked=report.blocked
    )
