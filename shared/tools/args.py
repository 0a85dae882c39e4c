"""The argument models of the four tools, with the bounds of seed 000 §6.7.

Arguments come from a model (or the voice client relaying one), so they are validated like
any untrusted input: unknown fields refused (§6.7.6), strict types, every string cleaned of
control characters before its length is checked (§6.7.5), ids in canonical UUID form (§6.7.7).
Optional fields accept ``null`` as "not given", because OpenAI strict mode makes the model send
every field.
"""

from __future__ import annotations

import re
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Final, Literal, Self

from pydantic import (
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
    model_validator,
)
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from shared.context.sanitize import clean_line
from shared.ingredients.generic import is_generic_ingredient
from shared.schemas.recipe import Difficulty
from shared.tools.timeframe import parse_timeframe

if TYPE_CHECKING:
    from datetime import datetime

    from shared.schemas.response import Language

__all__ = [
    "GenerateCustomRecipeArgs",
    "MealType",
    "ModifyRecipeArgs",
    "RetrieveCustomRecipeArgs",
    "SearchRecipesArgs",
    "SuggestSubstitutesArgs",
    "ToolArgs",
    "ValidationScope",
    "is_canonical_uuid",
]

MealType = Literal["breakfast", "lunch", "dinner", "snack", "dessert", "side", "drink"]

_SLUG = re.compile(r"^[a-z][a-z0-9_]*$")
_SLUG_SEPARATORS = re.compile(r"[\s\-]+")
_CANONICAL_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_SLUG_MAX: Final = 40


@dataclass(frozen=True, kw_only=True)
class ValidationScope:
    """What validation may need beyond the arguments: the clock and the caller's language."""

    now: datetime
    language: Language


def _clean(value: object) -> object:
    if isinstance(value, str):
        return clean_line(value)
    if isinstance(value, list):
        return [clean_line(item) if isinstance(item, str) else item for item in value]
    return value


def _slug(value: object) -> object:
    # Models write "Latin American" or "gluten-free" for latin_american / gluten_free.
    if not isinstance(value, str):
        return value
    slug = _SLUG_SEPARATORS.sub("_", value.strip().lower())
    if not _SLUG.match(slug) or len(slug) > _SLUG_MAX:
        raise PydanticCustomError("invalid_slug", "not a catalogue slug")
    return slug


def is_canonical_uuid(text: str) -> bool:
    """Whether a text is an id as we issue them: a canonical UUID (any case).

    uuid.UUID() also takes braces, urn: prefixes and bare hex; ids we issue never look so, and
    a card or an answer that names a recipe by anything else names no catalogue recipe.
    """
    return _CANONICAL_UUID.match(text.lower()) is not None


def _canonical_uuid(value: object) -> object:
    if isinstance(value, str):
        if not is_canonical_uuid(value):
            raise PydanticCustomError("invalid_uuid", "not a canonical UUID")
        return uuid.UUID(value)
    return value


Slug = Annotated[str, BeforeValidator(_slug)]
CanonicalUuid = Annotated[uuid.UUID, BeforeValidator(_canonical_uuid), Field(strict=False)]
IngredientName = Annotated[str, Field(min_length=1, max_length=60)]
MaxTime = Annotated[int, Field(ge=5, le=1440)]
_MAX_TIME_HELP: Final = "Maximum total time in minutes (5-1440)."


class ToolArgs(BaseModel):
    """Base of every tool's arguments: camelCase on the wire, strict, unknown fields refused."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        frozen=True,
        strict=True,
    )

    @model_validator(mode="before")
    @classmethod
    def _clean_input(cls, data: Any) -> Any:
        if not isinstance(data, Mapping):
            return data
        # null means "not given": strict mode has the model send every optional field.
        return {key: _clean(value) for key, value in data.items() if value is not None}


def _blank(*values: object) -> bool:
    return all(value in (None, "", []) for value in values)


class SearchRecipesArgs(ToolArgs):
    """Arguments of `search_recipes`."""

    query: str = Field(
        max_length=200,
        description="What to search for, in the user's words (max 200 characters). May be "
        "empty only when a filter or ingredients are given.",
    )
    cuisine: Slug | None = Field(
        default=None, description="Cuisine slug, e.g. mexican, italian, asian, latin_american."
    )
    max_time: MaxTime | None = Field(default=None, description=_MAX_TIME_HELP)
    difficulty: Difficulty | None = Field(default=None, description="Recipe difficulty.")
    diet: Slug | None = Field(
        default=None, description="Diet slug, e.g. vegan, vegetarian, gluten_free, keto."
    )
    meal_type: MealType | None = Field(default=None, description="Meal of the day or course.")
    ingredients: list[IngredientName] = Field(
        default_factory=list,
        max_length=20,
        description="Ingredients the recipe should use (max 20, each max 60 characters).",
    )
    limit: int = Field(default=5, ge=1, le=10, description="How many recipes (1-10, default 5).")

    @model_validator(mode="after")
    def _something_to_search(self) -> Self:
        filters = (self.cuisine, self.max_time, self.difficulty, self.diet, self.meal_type)
        if not self.query and _blank(*filters, self.ingredients):
            raise PydanticCustomError("empty_search", "nothing to search for")
        return self


class GenerateCustomRecipeArgs(ToolArgs):
    """Arguments of `generate_custom_recipe`."""

    ingredients: list[IngredientName] = Field(
        min_length=1,
        max_length=20,
        description=(
            "Ingredients to cook with (1-20, each max 60 characters), as the user named them, "
            'with any amount the user said ("2 eggs", "200 g tamarind"). '
            'Never generic words ("ingredients", "what I have"): when the user named none, '
            "ask which ingredients they have instead of calling this tool."
        ),
    )
    cuisine: Slug | None = Field(default=None, description="Cuisine slug, e.g. mexican.")
    max_time: MaxTime | None = Field(default=None, description=_MAX_TIME_HELP)
    servings: int | None = Field(default=None, ge=1, le=20, description="Servings (1-20).")
    difficulty: Difficulty | None = Field(default=None, description="Recipe difficulty.")
    meal_type: MealType | None = Field(default=None, description="Meal of the day or course.")
    notes: str | None = Field(
        default=None,
        max_length=300,
        description="Other wishes in the user's words (max 300 characters).",
    )

    @field_validator("ingredients", mode="before")
    @classmethod
    def _named_ingredients(cls, value: object) -> object:
        # "my ingredients" is not an ingredient: an empty list is then refused (min 1).
        if isinstance(value, list):
            return [v for v in value if not (isinstance(v, str) and is_generic_ingredient(v))]
        return value


class ModifyRecipeArgs(ToolArgs):
    """Arguments of `modify_recipe` (the recipe itself comes from the previous turn)."""

    modification: str = Field(
        min_length=1,
        max_length=300,
        description='The change, e.g. "more spicy, no garlic" (max 300 characters).',
    )


class RetrieveCustomRecipeArgs(ToolArgs):
    """Arguments of `retrieve_custom_recipe`."""

    query: str = Field(
        max_length=200,
        description='What the user remembers of the recipe, e.g. "chicken" (max 200 '
        "characters); empty when only a time or ingredients are known.",
    )
    timeframe: str | None = Field(
        default=None,
        max_length=60,
        description='When it was saved, in the user\'s words: "last week", "hace 3 días", '
        '"in January" (max 60 characters, at most one year back).',
    )
    ingredients: list[IngredientName] = Field(
        default_factory=list,
        max_length=20,
        description="Ingredients the user remembers (max 20, each max 60 characters).",
    )
    recipe_id: CanonicalUuid | None = Field(
        default=None, description="The id of a saved recipe, when already known."
    )

    @model_validator(mode="after")
    def _timeframe_is_valid(self, info: ValidationInfo) -> Self:
        # With a scope, a bad timeframe is refused here, before the tool runs.
        if isinstance(info.context, ValidationScope):
            scope = info.context
            parse_timeframe(self.timeframe, now=scope.now, language=scope.language)
        return self


class SuggestSubstitutesArgs(ToolArgs):
    """Arguments of `suggest_substitutes`."""

    ingredient: IngredientName = Field(
        description='The one ingredient to replace, as the user named it ("butter", '
        '"mantequilla"; max 60 characters).'
    )
