"""Ingredient substitutions: curated swaps, vetted against the cook's allergies and diet."""

from shared.substitutions.catalogue import (
    SUBSTITUTE_CATALOGUE_CACHE,
    CatalogueIngredient,
    SubstituteCatalogue,
    Swap,
    SwapRow,
    load_substitute_catalogue,
)
from shared.substitutions.suggest import (
    MAX_ALTERNATIVES,
    Restrictions,
    recipe_substitutions,
    substitution_for,
    swap_reason,
)

__all__ = [
    "MAX_ALTERNATIVES",
    "SUBSTITUTE_CATALOGUE_CACHE",
    "CatalogueIngredient",
    "Restrictions",
    "SubstituteCatalogue",
    "Swap",
    "SwapRow",
    "load_substitute_catalogue",
    "recipe_substitutions",
    "substitution_for",
    "swap_reason",
]
