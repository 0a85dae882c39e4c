"""Ingredient lookups shared by the functions: free text → canonical catalogue ingredients."""

from shared.ingredients.cleaning import CleanedName, clean_ingredient_name
from shared.ingredients.normalize import (
    MAX_INGREDIENT_NAMES,
    MAX_NAME_LENGTH,
    IngredientInputError,
    NormalizedIngredient,
    normalize_ingredients,
)

__all__ = [
    "MAX_INGREDIENT_NAMES",
    "MAX_NAME_LENGTH",
    "CleanedName",
    "IngredientInputError",
    "NormalizedIngredient",
    "clean_ingredient_name",
    "normalize_ingredients",
]
