"""`RecipeBrief`: what a recipe generation or modification is asked to honour.

The generation call sends the brief as a JSON object in its user message; the model (or the
offline template builder) answers with a `GeneratedRecipe`. Restrictions come from the user's
profile, never from model output.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from shared.schemas.base import WireModel
from shared.schemas.recipe import Difficulty, GeneratedRecipe, MeasurementSystem

__all__ = ["RecipeBrief"]


class RecipeBrief(WireModel):
    """Inputs of one generation (or, with `base_recipe`, one modification)."""

    language: Literal["en", "es"]
    measurement_system: MeasurementSystem = "metric"
    ingredients: list[str] = Field(default_factory=list, max_length=20)
    cuisine: str | None = Field(default=None, max_length=60)
    max_time_minutes: int | None = Field(default=None, ge=5, le=1440)
    servings: int | None = Field(default=None, ge=1, le=20)
    difficulty: Difficulty | None = None
    meal_type: str | None = Field(default=None, max_length=30)
    notes: str | None = Field(default=None, max_length=300)
    # Hard constraints from the profile: allergen group slugs and free-text allergies.
    allergens_to_avoid: list[str] = Field(default_factory=list, max_length=20)
    custom_allergies: list[str] = Field(default_factory=list, max_length=20)
    diet_types: list[str] = Field(default_factory=list, max_length=20)
    dislikes: list[str] = Field(default_factory=list, max_length=20)
    thermomix: bool = False
    skill_level: str | None = Field(default=None, max_length=20)
    # Modification: the recipe to change and what to change ("more spicy, no garlic").
    base_recipe: GeneratedRecipe | None = None
    modification: str | None = Field(default=None, max_length=300)
