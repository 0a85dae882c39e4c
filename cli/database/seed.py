"""Seed data: the reference data and recipes in migrations/seed and the ingredient catalogue
(shared/ingredients/catalogue.json, which the offline provider reads too), read, validated and
cross-checked.

Every row gets a stable id derived from its slug (uuid5); `cli.database.seed_load` loads the
catalogue into the database idempotently.
"""

from __future__ import annotations

import re
import uuid
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

from shared.ingredients.catalogue import CATALOGUE_FILE, SafetyCategory, Slug
from shared.ingredients.catalogue import CatalogueIngredient as Ingredient

if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path


__all__ = [
    "SeedCatalogue",
    "SeedError",
    "load_catalogue",
    "stable_id",
]

_NAMESPACE = uuid.UUID("6f1c1f0e-7a52-4d7e-9c57-2f1d6f3b9a10")
Unit = Literal[
    "g", "kg", "ml", "l", "tsp", "tbsp", "cup", "piece", "clove", "slice", "can", "bunch",
    "pinch", "to_taste",
]  # fmt: skip
MealType = Literal["breakfast", "lunch", "dinner", "snack", "dessert", "side", "drink"]


class SeedError(Exception):
    """The seed files are malformed or inconsistent; the message lists every problem."""


def stable_id(kind: str, slug: str) -> uuid.UUID:
    """The id a seeded row of `kind` with `slug` always gets."""
    return uuid.uuid5(_NAMESPACE, f"{kind}:{slug}")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class NamedRow(_Model):
    slug: Slug
    name_en: str = Field(min_length=1, max_length=120)
    name_es: str = Field(min_length=1, max_length=120)


class SafetyRule(_Model):
    category: SafetyCategory
    min_internal_temp_c: Decimal = Field(ge=40, le=100)
    min_internal_temp_f: Decimal = Field(ge=100, le=212)
    rest_time_minutes: int = Field(ge=0, le=60)
    note_en: str = Field(min_length=1)
    note_es: str = Field(min_length=1)


class Reference(_Model):
    allergens: list[NamedRow]
    diet_types: list[NamedRow]
    cuisines: list[NamedRow]
    food_safety_rules: list[SafetyRule]


class SubstituteOption(_Model):
    ingredient: Slug
    note_en: str = Field(min_length=1, max_length=200)
    note_es: str = Field(min_length=1, max_length=200)


class Substitutes(_Model):
    """The swaps for one ingredient, in the order they are offered."""

    ingredient: Slug
    substitutes: list[SubstituteOption] = Field(min_length=1, max_length=20)


class TagName(_Model):
    en: str = Field(min_length=1, max_length=60)
    es: str = Field(min_length=1, max_length=60)

    @property
    def slug(self) -> str:
        return re.sub(r"[^a-z0-9]+", "_", self.en.lower()).strip("_")


class RecipeIngredient(_Model):
    ingredient: Slug
    quantity: Decimal | None = Field(default=None, gt=0)
    unit: Unit
    notes_en: str | None = None
    notes_es: str | None = None
    optional: bool = False

    @model_validator(mode="after")
    def _quantity_fits_unit(self) -> RecipeIngredient:
        if self.quantity is None and self.unit not in ("to_taste", "pinch"):
            raise ValueError(f"{self.ingredient}: a quantity is required with unit {self.unit}")
        return self


class Thermomix(_Model):
    time_seconds: int = Field(ge=1, le=7200)
    temperature: Annotated[str, Field(pattern=r"^([0-9]{2,3}|varoma)$")] | None = None
    speed: Annotated[str, Field(pattern=r"^(spoon|10|[1-9](\.5)?|0\.5)$")]
    reverse: bool = False


class Step(_Model):
    en: str = Field(min_length=1)
    es: str = Field(min_length=1)
    timer_seconds: int | None = Field(default=None, ge=1, le=86_400)
    thermomix: Thermomix | None = None


class Recipe(_Model):
    slug: Slug
    name_en: str = Field(min_length=1, max_length=200)
    name_es: str = Field(min_length=1, max_length=200)
    description_en: str = Field(min_length=1)
    description_es: str = Field(min_length=1)
    cuisine: Slug
    meal_types: list[MealType] = Field(min_length=1)
    diets: list[Slug] = Field(default_factory=list)
    difficulty: Literal["easy", "medium", "hard"]
    prep_time_minutes: int = Field(ge=0, le=1440)
    total_time_minutes: int = Field(ge=1, le=1440)
    portions: int = Field(ge=1, le=50)
    tags: list[TagName] = Field(default_factory=list, max_length=10)
    ingredients: list[RecipeIngredient] = Field(min_length=1)
    steps: list[Step] = Field(min_length=1)
    image_url: str | None = None
    is_published: bool = True

    @model_validator(mode="after")
    def _times_are_ordered(self) -> Recipe:
        if self.prep_time_minutes > self.total_time_minutes:
            raise ValueError("prep_time_minutes is longer than total_time_minutes")
        return self


@dataclass(frozen=True, kw_only=True)
class SeedCatalogue:
    """Everything the seed loads, validated and cross-checked."""

    reference: Reference
    ingredients: tuple[Ingredient, ...]
    recipes: tuple[Recipe, ...]
    substitutes: tuple[Substitutes, ...] = ()

    @property
    def tags(self) -> dict[str, TagName]:
        """Distinct tags by slug (first spelling wins)."""
        tags: dict[str, TagName] = {}
        for recipe in self.recipes:
            for tag in recipe.tags:
                tags.setdefault(tag.slug, tag)
        return tags


def _read(path: Path, adapter: TypeAdapter[object]) -> object:
    try:
        return adapter.validate_json(path.read_bytes())
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()[:10]
        )
        raise SeedError(f"{path.name}: {problems}") from exc


def load_catalogue(seed_dir: Path, *, ingredients_file: Path = CATALOGUE_FILE) -> SeedCatalogue:
    """Read and validate every seed file.

    Args:
        seed_dir: the folder of `reference.json` and `recipes/`.
        ingredients_file: the ingredient catalogue (default: the one the layer ships).

    Raises:
        SeedError: a file does not parse, or references do not resolve (unknown ingredient,
            allergen, diet or cuisine slugs; duplicate slugs).
    """
    reference = _read(seed_dir / "reference.json", TypeAdapter(Reference))
    assert isinstance(reference, Reference)
    ingredient_adapter: TypeAdapter[list[Ingredient]] = TypeAdapter(list[Ingredient])
    recipe_adapter: TypeAdapter[list[Recipe]] = TypeAdapter(list[Recipe])
    ingredients = _read(ingredients_file, ingredient_adapter)  # type: ignore[arg-type]
    assert isinstance(ingredients, list)
    recipes: list[Recipe] = []
    for path in sorted((seed_dir / "recipes").glob("*.json")):
        recipes.extend(_read(path, recipe_adapter))  # type: ignore[arg-type]

    substitutes: list[Substitutes] = []
    substitutes_path = seed_dir / "substitutes.json"
    if substitutes_path.exists():
        substitutes_adapter: TypeAdapter[list[Substitutes]] = TypeAdapter(list[Substitutes])
        substitutes.extend(_read(substitutes_path, substitutes_adapter))  # type: ignore[arg-type]

    catalogue = SeedCatalogue(
        reference=reference,
        ingredients=tuple(ingredients),
        recipes=tuple(recipes),
        substitutes=tuple(substitutes),
    )
    problems = list(_cross_check(catalogue))
    if problems:
        shown = "\n  ".join(problems[:25])
        more = f"\n  … and {len(problems) - 25} more" if len(problems) > 25 else ""
        raise SeedError(f"seed data is inconsistent:\n  {shown}{more}")
    return catalogue


def _duplicates(values: Iterable[str]) -> list[str]:
    return sorted(value for value, count in Counter(values).items() if count > 1)


def _cross_check(catalogue: SeedCatalogue) -> Iterable[str]:
    reference = catalogue.reference
    allergens = {row.slug for row in reference.allergens}
    diets = {row.slug for row in reference.diet_types}
    cuisines = {row.slug for row in reference.cuisines}
    ingredient_slugs = {row.slug for row in catalogue.ingredients}
    for kind, values in (
        ("ingredient", [row.slug for row in catalogue.ingredients]),
        ("recipe", [row.slug for row in catalogue.recipes]),
        ("allergen", [row.slug for row in reference.allergens]),
    ):
        for slug in _duplicates(values):
            yield f"duplicate {kind} slug {slug!r}"
    for ingredient in catalogue.ingredients:
        for allergen in ingredient.allergens:
            if allergen not in allergens:
                yield f"ingredient {ingredient.slug!r}: unknown allergen {allergen!r}"
    yield from _check_substitutes(catalogue.substitutes, ingredient_slugs)
    for recipe in catalogue.recipes:
        if recipe.cuisine not in cuisines:
            yield f"recipe {recipe.slug!r}: unknown cuisine {recipe.cuisine!r}"
        for diet in recipe.diets:
            if diet not in diets:
                yield f"recipe {recipe.slug!r}: unknown diet {diet!r}"
        for item in recipe.ingredients:
            if item.ingredient not in ingredient_slugs:
                yield f"recipe {recipe.slug!r}: unknown ingredient {item.ingredient!r}"


def _check_substitutes(rows: Iterable[Substitutes], ingredient_slugs: set[str]) -> Iterable[str]:
    rows = list(rows)
    for slug in _duplicates(row.ingredient for row in rows):
        yield f"substitutes: {slug!r} is listed twice"
    for row in rows:
        if row.ingredient not in ingredient_slugs:
            yield f"substitutes: unknown ingredient {row.ingredient!r}"
        options = [option.ingredient for option in row.substitutes]
        for slug in _duplicates(options):
            yield f"substitutes of {row.ingredient!r}: {slug!r} twice"
        for slug in options:
            if slug == row.ingredient:
                yield f"substitutes of {row.ingredient!r}: itself"
            elif slug not in ingredient_slugs:
                yield f"substitutes of {row.ingredient!r}: unknown ingredient {slug!r}"
