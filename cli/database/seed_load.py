"""Loading the validated seed catalogue into Postgres: idempotent upserts, then the counts.

Every row's id is its slug's stable uuid5 (`stable_id`), and each recipe's children are
replaced whole, so loading twice leaves exactly the same rows.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cli.database.seed import (
    Recipe,
    Reference,
    SeedCatalogue,
    Substitutes,
    TagName,
    stable_id,
)

if TYPE_CHECKING:
    import uuid
    from collections.abc import Iterable

    import psycopg

    from shared.ingredients.catalogue import CatalogueIngredient

__all__ = ["SeedReport", "seed_database"]


@dataclass(frozen=True, kw_only=True)
class SeedReport:
    """Counts of what the catalogue holds after a load."""

    recipes: int
    ingredients: int
    aliases: int
    tags: int
    recipes_per_cuisine: dict[str, int]
    recipes_per_diet: dict[str, int]


def seed_database(
    conn: psycopg.Connection[tuple[object, ...]], catalogue: SeedCatalogue
) -> SeedReport:
    """Upsert the catalogue in one transaction and rebuild the recipe search vectors."""
    with conn.transaction():
        _load_reference(conn, catalogue.reference)
        _load_ingredients(conn, catalogue.ingredients)
        _load_substitutes(conn, catalogue.substitutes)
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
    conn: psycopg.Connection[tuple[object, ...]], ingredients: tuple[CatalogueIngredient, ...]
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


def _load_substitutes(
    conn: psycopg.Connection[tuple[object, ...]], rows: tuple[Substitutes, ...]
) -> None:
    # Replaced whole, like an ingredient's aliases: a swap removed from the file goes.
    with conn.cursor() as cur:
        cur.execute("delete from public.ingredient_substitutes")
        cur.executemany(
            "insert into public.ingredient_substitutes"
            " (ingredient_id, substitute_id, rank, note_en, note_es) values (%s, %s, %s, %s, %s)",
            [
                (
                    stable_id("ingredient", row.ingredient),
                    stable_id("ingredient", option.ingredient),
                    rank,
                    option.note_en,
                    option.note_es,
                )
                for row in rows
                for rank, option in enumerate(row.substitutes, start=1)
            ],
        )


def _alias_rows(
    ingredients: tuple[CatalogueIngredient, ...],
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
