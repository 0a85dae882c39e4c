"""Recipes as the app renders them: cards for published recipes, and generated recipes."""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal

from pydantic import Field, PlainSerializer, WithJsonSchema, field_validator

from shared.schemas.base import WireModel

__all__ = [
    "Difficulty",
    "GeneratedIngredient",
    "GeneratedRecipe",
    "GeneratedStep",
    "MeasurementSystem",
    "RecipeCard",
    "ThermomixSpeed",
    "ThermomixTemperature",
]

Difficulty = Literal["easy", "medium", "hard"]
MeasurementSystem = Literal["metric", "imperial"]

# Thermomix dials: temperature in °C from 37 to 120 or "Varoma" (steam); speed 0.5-10 in half
# steps, or "spoon" (the gentlest stir). Reverse is a separate flag.
_TEMP = re.compile(r"^(varoma|[0-9]{2,3})$", re.IGNORECASE)
_SPEED = re.compile(r"^(spoon|10|[1-9](\.5)?|0\.5)$", re.IGNORECASE)
THERMOMIX_MIN_C = 37
THERMOMIX_MAX_C = 120
ThermomixTemperature = Annotated[str, Field(max_length=6)]
ThermomixSpeed = Annotated[str, Field(max_length=5)]


class RecipeCard(WireModel):
    """A published recipe in a result list."""

    recipe_id: str = Field(min_length=1, max_length=64)
    name: str = Field(min_length=1, max_length=200)
    image_url: str | None = Field(default=None, max_length=2048)
    total_time: int = Field(ge=0, le=1440, description="Minutes")
    portions: int = Field(ge=1, le=50)
    difficulty: Difficulty
    cuisine: str | None = Field(default=None, max_length=60)
    description: str | None = Field(default=None, max_length=500)
    # Present when a search scored the card; 0 to 1.
    score: float | None = Field(default=None, ge=0, le=1)
    allergens: list[str] | None = Field(default=None, max_length=20)


def _whole_number(quantity: float | None) -> float | int | None:
    # "2 dientes", not "2.0 dientes": whole amounts go out as integers (JSON numbers alike).
    if quantity is not None and float(quantity).is_integer():
        return int(quantity)
    return quantity


# The wire schema stays "a number" (an integer is one); only the text of whole amounts changes.
_QUANTITY_SCHEMA: dict[str, object] = {
    "anyOf": [{"exclusiveMinimum": 0, "maximum": 100_000, "type": "number"}, {"type": "null"}]
}
Quantity = Annotated[
    float | None,
    Field(gt=0, le=100_000),
    PlainSerializer(_whole_number, return_type=Any, when_used="json"),
    WithJsonSchema(_QUANTITY_SCHEMA, mode="serialization"),
]


class GeneratedIngredient(WireModel):
    """One ingredient line of a generated recipe."""

    name: str = Field(min_length=1, max_length=120)
    quantity: Quantity = None
    unit: str | None = Field(default=None, max_length=30)
    notes: str | None = Field(default=None, max_length=200)
    # Filled by enrichment: the catalogue ingredient this line resolved to.
    canonical_name: str | None = Field(default=None, max_length=120)
    image_url: str | None = Field(default=None, max_length=2048)
    allergens: list[str] | None = Field(default=None, max_length=20)


class GeneratedStep(WireModel):
    """One step, with optional Thermomix settings for users who own one."""

    order: int = Field(ge=1, le=100)
    instruction: str = Field(min_length=1, max_length=2000)
    thermomix_time: int | None = Field(default=None, ge=1, le=7200, description="Seconds")
    thermomix_temp: ThermomixTemperature | None = None
    thermomix_speed: ThermomixSpeed | None = None
    thermomix_reverse: bool | None = None
    timer_seconds: int | None = Field(default=None, ge=1, le=86_400)
    # Added by the food-safety check (e.g. the USDA internal temperature for poultry).
    safety_note: str | None = Field(default=None, max_length=400)

    @field_validator("thermomix_temp")
    @classmethod
    def _temperature_on_the_dial(cls, value: str | None) -> str | None:
        if value is None:
            return None
        if not _TEMP.match(value):
            raise ValueError("thermomix temperature is °C (37-120) or 'varoma'")
        if value.lower() == "varoma":
            return "varoma"
        if not THERMOMIX_MIN_C <= int(value) <= THERMOMIX_MAX_C:
            raise ValueError("thermomix temperature must be between 37 and 120 °C")
        return value

    @field_validator("thermomix_speed")
    @classmethod
    def _speed_on_the_dial(cls, value: str | None) -> str | None:
        if value is None:
            return None
        if not _SPEED.match(value):
            raise ValueError("thermomix speed is 'spoon' or 0.5-10 in half steps")
        return value.lower()


class GeneratedRecipe(WireModel):
    """A custom recipe made for the user (by the model, or from a template when offline)."""

    schema_version: Literal["1.0"] = "1.0"
    suggested_name: str = Field(min_length=1, max_length=200)
    description: str | None = Field(default=None, max_length=1000)
    language: Literal["en", "es"]
    measurement_system: MeasurementSystem = "metric"
    total_time: int = Field(ge=1, le=1440, description="Minutes")
    prep_time: int | None = Field(default=None, ge=0, le=1440)
    difficulty: Difficulty
    portions: int = Field(ge=1, le=50)
    cuisine: str | None = Field(default=None, max_length=60)
    ingredients: list[GeneratedIngredient] = Field(min_length=1, max_length=50)
    steps: list[GeneratedStep] = Field(min_length=1, max_length=50)
    tags: list[str] = Field(default_factory=list, max_length=20)
    # True when the offline provider built this from a template rather than a model.
    is_template: bool = False
    uses_thermomix: bool = False
