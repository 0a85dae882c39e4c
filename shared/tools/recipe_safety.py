"""The safety pass every generated or modified recipe goes through before anyone sees it.

Allergens are checked against the caller's profile (never the model's word), USDA temperatures
are added or corrected, Thermomix dials are normalised. Fails closed: when the allergen
catalogue cannot be read the recipe is blocked, not served unchecked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.safety import (
    SAFETY_CATALOGUE_CACHE,
    check_generated_recipe,
    detect_allergens,
    left_out_warning,
)
from shared.schemas.response import SafetyFlags
from shared.tools.recipes import CheckedRecipe

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas.recipe import GeneratedRecipe
    from shared.tools.context import ToolContext

__all__ = ["check_recipe_safety", "note_left_out_allergens"]


def _meaningful(flags: SafetyFlags) -> SafetyFlags | None:
    # An all-empty flags object would render an empty warning banner in the app.
    return flags if flags.model_dump(exclude_none=True) else None


async def check_recipe_safety(recipe: GeneratedRecipe, ctx: ToolContext) -> CheckedRecipe:
    """Run the allergen, dietary, food-safety and Thermomix checks for the caller.

    Args:
        recipe: The recipe as the model (or the offline templates) returned it.
        ctx: The tool context: the caller's restrictions and the database.

    Returns:
        The corrected recipe, its flags, and whether it must be withheld.
    """
    async with ctx.db.service() as conn:
        catalogue = await SAFETY_CATALOGUE_CACHE.get(conn)
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
    )
    return CheckedRecipe(
        recipe=report.recipe, flags=_meaningful(report.flags), blocked=report.blocked
    )


async def note_left_out_allergens(
    checked: CheckedRecipe, requested: Sequence[str], ctx: ToolContext
) -> CheckedRecipe:
    """Say so when the user asked for an ingredient they are allergic to and it was left out.

    The recipe itself is already safe (the check withholds one that is not); this only makes
    the omission visible as a structured flag ("I left out peanuts because of your allergy."),
    so the app can show it beside the recipe instead of the user wondering where it went.

    Args:
        checked: The recipe after `check_recipe_safety`.
        requested: The ingredients the user asked for.
        ctx: The tool context (the caller's allergies, the language, the database).

    Returns:
        `checked`, with `allergen_warning` and `allergens` set when the request named an
        allergen the recipe was made without; unchanged otherwise (and when withheld).
    """
    profile = ctx.user_context
    if checked.blocked or not requested:
        return checked
    if not profile.dietary_restrictions and not profile.custom_allergies:
        return checked
    async with ctx.db.service() as conn:
        catalogue = await SAFETY_CATALOGUE_CACHE.get(conn)
    asked = detect_allergens(
        requested,
        allergen_map=catalogue.allergen_map,
        user_allergens=profile.dietary_restrictions,
        custom_allergies=profile.custom_allergies,
    )
    warning = left_out_warning(asked, ctx.language)
    if warning is None:
        return checked
    flags = checked.flags or SafetyFlags()
    noted = flags.model_copy(
        update={
            "allergen_warning": flags.allergen_warning or warning,
            "allergens": flags.allergens or list(asked.allergens) or None,
        }
    )
    return CheckedRecipe(recipe=checked.recipe, flags=noted, blocked=False)
