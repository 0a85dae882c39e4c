"""The safety layer: allergens, diets, USDA food safety and Thermomix dials of generated recipes.

Typical use in a function:

    async with db.user(principal) as conn:
        catalogue = await SAFETY_CATALOGUE_CACHE.get(conn)
    report = check_generated_recipe(
        recipe,
        allergen_map=catalogue.allergen_map,
        diet_map=catalogue.diet_map,
        safety_rules=catalogue.safety_rules,
        user_allergens=profile.allergens,
        custom_allergies=profile.custom_allergies,
        diet_types=profile.diet_types,
        language=language,
    )
    if report.blocked: ...  # never serve it as safe
"""

from shared.safety.allergens import (
    ALLERGEN_MAP_CACHE,
    AllergenFinding,
    AllergenGroup,
    AllergenMap,
    AllergenMatch,
    SafetyUnavailableError,
    allergen_warning,
    detect_allergens,
    left_out_warning,
    load_allergen_map,
)
from shared.safety.cache import TtlCache
from shared.safety.check import (
    SafetyReport,
    check_generated_recipe,
    ingredient_texts,
    prose_texts,
)
from shared.safety.dietary import (
    DIET_EXCLUSIONS,
    DIET_MAP_CACHE,
    DietaryFinding,
    DietConflict,
    DietMap,
    detect_dietary_conflicts,
    dietary_conflict_text,
    load_diet_map,
)
from shared.safety.food_safety import (
    FoodSafetyResult,
    TemperatureCorrection,
    check_food_safety,
    detect_safety_categories,
)
from shared.safety.food_safety_rules import (
    DEFAULT_FOOD_SAFETY_RULES,
    FOOD_SAFETY_RULES_CACHE,
    FoodSafetyRule,
    FoodSafetyRules,
    load_food_safety_rules,
)
from shared.safety.loading import SAFETY_CATALOGUE_CACHE, SafetyCatalogue, load_safety_catalogue
from shared.safety.thermomix import (
    ThermomixIssue,
    ThermomixSettings,
    check_recipe_thermomix,
    check_step_thermomix,
    normalize_step_payload,
    normalize_thermomix,
)

__all__ = [
    "ALLERGEN_MAP_CACHE",
    "DEFAULT_FOOD_SAFETY_RULES",
    "DIET_EXCLUSIONS",
    "DIET_MAP_CACHE",
    "FOOD_SAFETY_RULES_CACHE",
    "SAFETY_CATALOGUE_CACHE",
    "AllergenFinding",
    "AllergenGroup",
    "AllergenMap",
    "AllergenMatch",
    "DietConflict",
    "DietMap",
    "DietaryFinding",
    "FoodSafetyResult",
    "FoodSafetyRule",
    "FoodSafetyRules",
    "SafetyCatalogue",
    "SafetyReport",
    "SafetyUnavailableError",
    "TemperatureCorrection",
    "ThermomixIssue",
    "ThermomixSettings",
    "TtlCache",
    "allergen_warning",
    "check_food_safety",
    "check_generated_recipe",
    "check_recipe_thermomix",
    "check_step_thermomix",
    "detect_allergens",
    "detect_dietary_conflicts",
    "detect_safety_categories",
    "dietary_conflict_text",
    "ingredient_texts",
    "left_out_warning",
    "load_allergen_map",
    "load_diet_map",
    "load_food_safety_rules",
    "load_safety_catalogue",
    "normalize_step_payload",
    "normalize_thermomix",
    "prose_texts",
]
