"""`check_generated_recipe`: every safety check on a generated recipe, and the flags to send.

Order matters: Thermomix dials are fixed first, then food-safety rewrites the steps, and the
allergen scan reads the corrected recipe, so what is scanned is exactly what is served.

`blocked` is True when one of the user's allergens (group or free text) is present, or when the
allergen map was unverified: the caller must not serve such a recipe as safe (regenerate it, or
send it only with the warning).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.safety.allergens import allergen_warning, detect_allergens, left_out_warning
from shared.safety.dietary import detect_dietary_conflicts, dietary_conflict_text
from shared.safety.food_safety import check_food_safety
from shared.safety.thermomix import check_recipe_thermomix
from shared.schemas import SafetyFlags

if TYPE_CHECKING:
    from collections.abc import Collection

    from shared.safety.allergens import AllergenFinding, AllergenMap
    from shared.safety.dietary import DietaryFinding, DietMap
    from shared.safety.food_safety import FoodSafetyResult
    from shared.safety.food_safety_rules import FoodSafetyRules
    from shared.safety.thermomix import ThermomixIssue
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["SafetyReport", "check_generated_recipe", "ingredient_texts", "prose_texts"]

_MAX_FLAG_NOTES = 20


@dataclass(frozen=True, kw_only=True)
class SafetyReport:
    """The outcome of `check_generated_recipe`.

    Attributes:
        recipe: The corrected recipe (Thermomix dials normalised, temperatures and notes fixed).
        flags: What to send as `IrmixyResponse.safety_flags`.
        blocked: True when the recipe must not be served as safe.
        allergens: The allergen finding behind `flags`.
        dietary: The dietary finding behind `flags`.
        food_safety: The food-safety result behind `flags`.
        thermomix_issues: Dial values rewritten, dropped or worth an advisory (for logs).
    """

    recipe: GeneratedRecipe
    flags: SafetyFlags
    blocked: bool
    allergens: AllergenFinding
    dietary: DietaryFinding
    food_safety: FoodSafetyResult
    thermomix_issues: tuple[ThermomixIssue, ...] = ()


def ingredient_texts(recipe: GeneratedRecipe) -> list[str]:
    """The ingredient lines of a recipe: names, canonical names and notes.

    Args:
        recipe: A generated recipe.

    Returns:
        The non-empty texts, in order.
    """
    return [
        text
        for item in recipe.ingredients
        for text in (item.name, item.canonical_name, item.notes)
        if text
    ]


def prose_texts(recipe: GeneratedRecipe) -> list[str]:
    """The running text of a recipe that can still name a food: name, description, tags, steps.

    Args:
        recipe: A generated recipe.

    Returns:
        The non-empty texts, in order.
    """
    texts = [recipe.suggested_name, recipe.description or "", *recipe.tags]
    texts.extend(step.instruction for step in recipe.steps)
    return [text for text in texts if text]


def check_generated_recipe(
    recipe: GeneratedRecipe,
    *,
    allergen_map: AllergenMap,
    diet_map: DietMap,
    safety_rules: FoodSafetyRules,
    user_allergens: Collection[str],
    custom_allergies: Collection[str],
    diet_types: Collection[str],
    language: Language,
    requested: Collection[str] = (),
) -> SafetyReport:
    """Run the Thermomix, food-safety, allergen and dietary checks on one recipe.

    Args:
        recipe: The generated (or modified) recipe.
        allergen_map: From `load_allergen_map` or a `SafetyCatalogue`.
        diet_map: From `load_diet_map` or a `SafetyCatalogue`.
        safety_rules: From `load_food_safety_rules` or a `SafetyCatalogue`.
        user_allergens: The user's allergen group slugs (from the profile, never the model).
        custom_allergies: The user's free-text allergies.
        diet_types: The user's diet slugs.
        language: The response language (of the flags' messages).
        requested: The ingredients the user asked for: one of their allergens among them that
            the recipe was made without is flagged ("I left out peanuts ..."), so the
            omission is visible instead of silent.

    Returns:
        The corrected recipe, the flags, and whether the recipe is blocked.
    """
    fixed, thermomix_issues = check_recipe_thermomix(recipe)
    food_safety = check_food_safety(fixed, rules=safety_rules, language=language)
    corrected = food_safety.recipe
    allergens = detect_allergens(
        ingredient_texts(corrected),
        allergen_map=allergen_map,
        user_allergens=user_allergens,
        custom_allergies=custom_allergies,
        language=corrected.language,
        tagged_allergens=[slug for item in corrected.ingredients for slug in item.allergens or ()],
        prose=prose_texts(corrected),
    )
    dietary = detect_dietary_conflicts(
        [t for item in corrected.ingredients for t in (item.name, item.canonical_name) if t],
        diet_map=diet_map,
        diet_types=diet_types,
        language=corrected.language,
    )
    # What the recipe contains comes first; otherwise what the request named and was left out.
    asked = detect_allergens(
        requested,
        allergen_map=allergen_map,
        user_allergens=user_allergens,
        custom_allergies=custom_allergies,
    )
    shown = allergens if allergens.has_conflict or not allergens.verified else asked
    flags = SafetyFlags(
        allergen_warning=allergen_warning(allergens, language) or left_out_warning(asked, language),
        allergens=list(shown.allergens) or None,
        dietary_conflict=dietary_conflict_text(dietary, language),
        food_safety_notes=list(food_safety.notes[:_MAX_FLAG_NOTES]) or None,
    )
    return SafetyReport(
        recipe=corrected,
        flags=flags,
        blocked=allergens.has_conflict or not allergens.verified,
        allergens=allergens,
        dietary=dietary,
        food_safety=food_safety,
        thermomix_issues=thermomix_issues,
    )
