"""Seed data: the bilingual catalogue in migrations/seed, validated and loaded idempotently.

Every row gets a stable id derived from its slug (uuid5), and each recipe's children are
replaced whole, so loading twice leaves exactly the same rows.
"""

from __future__ import annotations

import re
import uuid
from collections import Counter
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError, model_validator

if TYPE_CHECKING:
    from collections.abc import Iterable
    from pathlib import Path

    import psycopg

__all__ = [
    "SeedCatalogue",
    "SeedError",
    "SeedReport",
    "load_catalogue",
    "seed_database",
    "stable_id",
]

_NAMESPACE = uuid.UUID("6f1c1f0e-7a52-4d7e-9c57-2f1d6f3b9a10")
Slug = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_]*$", max_length=80)]
Category = Literal[
    "vegetable", "fruit", "grain", "legume", "dairy", "egg", "poultry", "red_meat", "pork",
    "seafood", "nut_seed", "herb_spice", "oil_fat", "condiment", "sweetener", "baking",
    "beverage", "plant_protein", "other",
]  # fmt: skip
SafetyCategory = Literal[
    "poultry", "ground_meat", "red_meat", "pork", "seafood", "eggs", "leftovers"
]
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


class Aliases(_Model):
    en: list[str] = Field(default_factory=list)
    es: list[str] = Field(default_factory=list)


class Ingredient(_Model):
    slug: Slug
    name_en: str = Field(min_length=1, max_length=120)
    name_es: str = Field(min_length=1, max_length=120)
    category: Category
    safety_category: SafetyCategory | None = None
    allergens: list[Slug] = Field(default_factory=list)
    aliases: Aliases = Field(default_factory=Aliases)
    image_url: str | None = None


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
    """Everything in migrations/seed, validated and cross-checked."""

    reference: Reference
    ingredients: tuple[Ingredient, ...]
    recipes: tuple[Recipe, ...]

    @property
    def tags(self) -> dict[str, TagName]:
        """Distinct tags by slug (first spelling wins)."""
        tags: dict[str, TagName] = {}
        for recipe in self.recipes:
            for tag in recipe.tags:
                tags.setdefault(tag.slug, tag)
        return tags


@dataclass(frozen=True, kw_only=True)
class SeedReport:
    """Counts of what the catalogue holds after a load."""

    recipes: int
    ingredients: int
    aliases: int
    tags: int
    recipes_per_cuisine: dict[str, int]
    recipes_per_diet: dict[str, int]


def _read(path: Path, adapter: TypeAdapter[object]) -> object:
    try:
        return adapter.validate_json(path.read_bytes())
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc'])}: {err['msg']}" for err in exc.errors()[:10]
        )
        raise SeedError(f"{path.name}: {problems}") from exc


def load_catalogue(seed_dir: Path) -> SeedCatalogue:
    """Read and validate every seed file.

    Raises:
        SeedError: a file does not parse, or references do not resolve (unknown ingredient,
            allergen, diet or cuisine slugs; duplicate slugs).
    """
    reference = _read(seed_dir / "reference.json", TypeAdapter(Reference))
    assert isinstance(reference, Reference)
    ingredient_adapter: TypeAdapter[list[Ingredient]] = TypeAdapter(list[Ingredient])
    recipe_adapter: TypeAdapter[list[Recipe]] = TypeAdapter(list[Recipe])
    ingredients: list[Ingredient] = []
    for path in sorted(seed_dir.glob("ingredients*.json")):
        ingredients.extend(_read(path, ingredient_adapter))  # type: ignore[arg-type]
    recipes: list[Recipe] = []
    for path in sorted((seed_dir / "recipes").glob("*.json")):
        recipes.extend(_read(path, recipe_adapter))  # type: ignore[arg-type]

    catalogue = SeedCatalogue(
        reference=reference, ingredients=tuple(ingredients), recipes=tuple(recipes)
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
    for recipe in catalogue.recipes:
        if recipe.cuisine not in cuisines:
            yield f"recipe {recipe.slug!r}: unknown cuisine {recipe.cuisine!r}"
        for diet in recipe.diets:
            if diet not in diets:
                yield f"recipe {recipe.slug!r}: unknown diet {diet!r}"
        for item in recipe.ingredients:
            if item.ingredient not in ingredient_slugs:
                yield f"recipe {recipe.slug!r}: unknown ingredient {item.ingredient!r}"


def seed_database(
    conn: psycopg.Connection[tuple[object, ...]], catalogue: SeedCatalogue
) -> SeedReport:
    """Upsert the catalogue in one transaction and rebuild the recipe search vectors."""
    with conn.transaction():
        _load_reference(conn, catalogue.reference)
        _load_ingredients(conn, catalogue.ingredients)
        _load_tags(conn, catalogue.tags)
        _load_recipes(conn, catalogue.recipes)
        conn.execute("select public.refresh_recipe_search(null)")
    return _report(conn)


def _load_reference(conn: psycopg.Connection[tuple[object, ...]], reference: Reference) -> None:
    for table, kind, rows in (
        ("food_allergies", "allergen", reference.allergens),
        ("diet_types", "diet", reference.diet_types),
        ("cuisines", "cuisine", reference.cuisines),
    ):
        with conn.cursor() as cur:
            cur.executemany(
                f"insert into public.{table} (id, slug, name_en, name_es) values (%s, %s, %s, %s)"  # noqa: S608 - table names are constants above
                " on conflict (slug) do update"
                " set name_en = excluded.name_en, name_es = excluded.name_es",
                [(stable_id(kind, r.slug), r.slug, r.name_en, r.name_es) for r in rows],
            )
    with conn.cursor() as cur:
        cur.executemany(
            "insert into public.food_safety_rules (category, min_internal_temp_c,"
            " min_internal_temp_f, rest_time_minutes, note_en, note_es)"
            " values (%s, %s, %s, %s, %s, %s)"
            " on conflict (category) do update set"
            " min_internal_temp_c = excluded.min_internal_temp_c,"
            " min_internal_temp_f = excluded.min_internal_temp_f,"
            " rest_time_minutes = excluded.rest_time_minutes,"
            " note_en = excluded.note_en, note_es = excluded.note_es",
            [
                (
                    rule.category,
                    rule.min_internal_temp_c,
                    rule.min_internal_temp_f,
                    rule.rest_time_minutes,
                    rule.note_en,
                    rule.note_es,
                )
                for rule in reference.food_safety_rules
            ],
        )


def _load_ingredients(
    conn: psycopg.Connection[tuple[object, ...]], ingredients: tuple[Ingredient, ...]
) -> None:
    ids = [stable_id("ingredient", row.slug) for row in ingredients]
    with conn.cursor() as cur:
        cur.executemany(
            "insert into public.ingredients"
            " (id, slug, name_en, name_es, category, safety_category, image_url)"
            " values (%s, %s, %s, %s, %s, %s, %s)"
            " on conflict (slug) do update set name_en = excluded.name_en,"
            " name_es = excluded.name_es, category = excluded.category,"
            " safety_category = excluded.safety_category, image_url = excluded.image_url",
            [
                (
                    stable_id("ingredient", row.slug),
                    row.slug,
                    row.name_en,
                    row.name_es,
                    row.category,
                    row.safety_category,
                    row.image_url,
                )
                for row in ingredients
            ],
        )
        # Children are replaced whole: what the files say is what the table holds.
        cur.execute("delete from public.ingredient_allergens where ingredient_id = any(%s)", (ids,))
        cur.execute("delete from public.ingredient_aliases where ingredient_id = any(%s)", (ids,))
        cur.executemany(
            "insert into public.ingredient_allergens (ingredient_id, food_allergy_id)"
            " values (%s, %s)",
            [
                (stable_id("ingredient", row.slug), stable_id("allergen", allergen))
                for row in ingredients
                for allergen in sorted(set(row.allergens))
            ],
        )
        cur.executemany(
            "insert into public.ingredient_aliases (ingredient_id, alias, language, is_name)"
            " values (%s, %s, %s, %s) on conflict do nothing",
            list(_alias_rows(ingredients)),
        )


def _alias_rows(
    ingredients: tuple[Ingredient, ...],
) -> Iterable[tuple[uuid.UUID, str, str, bool]]:
    for row in ingredients:
        ingredient_id = stable_id("ingredient", row.slug)
        yield ingredient_id, row.name_en, "en", True
        yield ingredient_id, row.name_es, "es", True
        for language, aliases in (("en", row.aliases.en), ("es", row.aliases.es)):
            for alias in aliases:
                yield ingredient_id, alias, language, False


def _load_tags(conn: psycopg.Connection[tuple[object, ...]], tags: dict[str, TagName]) -> None:
    with conn.cursor() as cur:
        cur.executemany(
            "insert into public.tags (id, slug, name_en, name_es) values (%s, %s, %s, %s)"
            " on conflict (slug) do update"
            " set name_en = excluded.name_en, name_es = excluded.name_es",
            [(stable_id("tag", slug), slug, tag.en, tag.es) for slug, tag in tags.items()],
        )


def _load_recipes(
    conn: psycopg.Connection[tuple[object, ...]], recipes: tuple[Recipe, ...]
) -> None:
    ids = [stable_id("recipe", recipe.slug) for recipe in recipes]
    with conn.cursor() as cur:
        cur.executemany(
            "insert into public.recipes (id, slug, name_en, name_es, description_en,"
            " description_es, cuisine_id, meal_types, difficulty, prep_time_minutes,"
            " total_time_minutes, portions, image_url, is_published)"
            " values (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
            " on conflict (id) do update set slug = excluded.slug, name_en = excluded.name_en,"
            " name_es = excluded.name_es, description_en = excluded.description_en,"
            " description_es = excluded.description_es, cuisine_id = excluded.cuisine_id,"
            " meal_types = excluded.meal_types, difficulty = excluded.difficulty,"
            " prep_time_minutes = excluded.prep_time_minutes,"
            " total_time_minutes = excluded.total_time_minutes, portions = excluded.portions,"
            " image_url = excluded.image_url, is_published = excluded.is_published",
            [
                (
                    stable_id("recipe", r.slug),
                    r.slug,
                    r.name_en,
                    r.name_es,
                    r.description_en,
                    r.description_es,
                    stable_id("cuisine", r.cuisine),
                    list(r.meal_types),
                    r.difficulty,
                    r.prep_time_minutes,
                    r.total_time_minutes,
                    r.portions,
                    r.image_url,
                    r.is_published,
                )
                for r in recipes
            ],
        )
        for table in ("recipe_steps", "recipe_ingredients", "recipe_tags", "recipe_diets"):
            cur.execute(
                f"delete from public.{table} where recipe_id = any(%s)",  # noqa: S608 - constant names
                (ids,),
            )
        cur.executemany(
            "insert into public.recipe_steps (recipe_id, step_order, instruction_en,"
            " instruction_es, timer_seconds, thermomix_time_seconds, thermomix_temperature,"
            " thermomix_speed, thermomix_reverse) values (%s, %s, %s, %s, %s, %s, %s, %s, %s)",
            [
                (
                    stable_id("recipe", r.slug),
                    order,
                    step.en,
                    step.es,
                    step.timer_seconds,
                    step.thermomix.time_seconds if step.thermomix else None,
                    step.thermomix.temperature if step.thermomix else None,
                    step.thermomix.speed if step.thermomix else None,
                    step.thermomix.reverse if step.thermomix else False,
                )
                for r in recipes
                for order, step in enumerate(r.steps, start=1)
            ],
        )
        cur.executemany(
            "insert into public.recipe_ingredients (recipe_id, ingredient_id, position,"
            " quantity, unit, notes_en, notes_es, optional)"
            " values (%s, %s, %s, %s, %s, %s, %s, %s)",
            [
                (
                    stable_id("recipe", r.slug),
                    stable_id("ingredient", item.ingredient),
                    position,
                    item.quantity,
                    item.unit,
                    item.notes_en,
                    item.notes_es,
                    item.optional,
                )
                for r in recipes
                for position, item in enumerate(r.ingredients, start=1)
            ],
        )
        cur.executemany(
            "insert into public.recipe_tags (recipe_id, tag_id) values (%s, %s)"
            " on conflict do nothing",
            [
                (stable_id("recipe", r.slug), stable_id("tag", tag.slug))
                for r in recipes
                for tag in r.tags
            ],
        )
        cur.executemany(
            "insert into public.recipe_diets (recipe_id, diet_type_id) values (%s, %s)"
            " on conflict do nothing",
            [
                (stable_id("recipe", r.slug), stable_id("diet", diet))
                for r in recipes
                for diet in r.diets
            ],
        )


def _report(conn: psycopg.Connection[tuple[object, ...]]) -> SeedReport:
    def count(query: str) -> int:
        row = conn.execute(query).fetchone()
        return int(row[0]) if row else 0  # type: ignore[call-overload]

    per_cuisine = conn.execute(
        "select c.slug, count(*) from public.recipes r"
        " join public.cuisines c on c.id = r.cuisine_id"
        " where r.is_published group by c.slug order by c.slug"
    ).fetchall()
    per_diet = conn.execute(
        "select d.slug, count(*) from public.recipe_diets rd"
        " join public.diet_types d on d.id = rd.diet_type_id group by d.slug order by d.slug"
    ).fetchall()
    return SeedReport(
        recipes=count("select count(*) from public.recipes where is_published"),
        ingredients=count("select count(*) from public.ingredients"),
        aliases=count("select count(*) from public.ingredient_aliases where not is_name"),
        tags=count("select count(*) from public.tags"),
        recipes_per_cuisine={str(slug): int(n) for slug, n in per_cuisine},  # type: ignore[call-overload]
        recipes_per_diet={str(slug): int(n) for slug, n in per_diet},  # type: ignore[call-overload]
    )
