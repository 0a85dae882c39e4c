"""The catalogue the safety checks read, fetched in one query and validated at the edge.

One round trip returns three JSON arrays (allergen groups, ingredients with their aliases and
allergen slugs, USDA rules); pydantic checks their shape before anything else sees them. The
tables are readable by `anon` and `authenticated`, so any `Database` scope works.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Literal

import psycopg
from pydantic import BaseModel, ConfigDict, Field, ValidationError

if TYPE_CHECKING:
    from shared.db import Conn

__all__ = [
    "AliasRow",
    "AllergenGroupRow",
    "CatalogueSnapshot",
    "IngredientRow",
    "SafetyRuleRow",
    "fetch_catalogue_snapshot",
]

logger = logging.getLogger(__name__)


class _Row(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore")


class AllergenGroupRow(_Row):
    """One `food_allergies` row."""

    slug: str = Field(min_length=1, max_length=80)
    name_en: str = Field(min_length=1)
    name_es: str = Field(min_length=1)


class AliasRow(_Row):
    """One `ingredient_aliases` row (names are stored there too, with `is_name`)."""

    alias: str = Field(min_length=1, max_length=120)
    language: Literal["en", "es"]


class IngredientRow(_Row):
    """One `ingredients` row with its aliases and the slugs of its allergen groups."""

    slug: str = Field(min_length=1, max_length=80)
    name_en: str = Field(min_length=1)
    name_es: str = Field(min_length=1)
    category: str = Field(min_length=1)
    safety_category: str | None = None
    allergens: tuple[str, ...] = ()
    aliases: tuple[AliasRow, ...] = ()


class SafetyRuleRow(_Row):
    """One `food_safety_rules` row (USDA minimum internal temperature of a category)."""

    category: str = Field(min_length=1)
    min_internal_temp_c: float = Field(ge=40, le=100)
    min_internal_temp_f: float = Field(ge=100, le=212)
    rest_time_minutes: int = Field(default=0, ge=0, le=60)
    note_en: str = Field(min_length=1)
    note_es: str = Field(min_length=1)


class CatalogueSnapshot(_Row):
    """Everything the safety checks need from the database, as of one query."""

    allergens: tuple[AllergenGroupRow, ...] = ()
    ingredients: tuple[IngredientRow, ...] = ()
    rules: tuple[SafetyRuleRow, ...] = ()


# Each sub-select aggregates to one JSON array, so the whole catalogue is one row.
_SNAPSHOT_SQL = """
select
  (select coalesce(jsonb_agg(jsonb_build_object(
            'slug', fa.slug, 'name_en', fa.name_en, 'name_es', fa.name_es) order by fa.slug),
          '[]'::jsonb)
     from public.food_allergies fa) as allergens,
  (select coalesce(jsonb_agg(jsonb_build_object(
            'slug', i.slug, 'name_en', i.name_en, 'name_es', i.name_es,
            'category', i.category, 'safety_category', i.safety_category,
            'allergens', coalesce((
               select jsonb_agg(fa.slug order by fa.slug)
               from public.ingredient_allergens ia
               join public.food_allergies fa on fa.id = ia.food_allergy_id
               where ia.ingredient_id = i.id), '[]'::jsonb),
            'aliases', coalesce((
               select jsonb_agg(jsonb_build_object('alias', a.alias, 'language', a.language)
                                order by a.language, a.alias)
               from public.ingredient_aliases a
               where a.ingredient_id = i.id), '[]'::jsonb)) order by i.slug),
          '[]'::jsonb)
     from public.ingredients i) as ingredients,
  (select coalesce(jsonb_agg(jsonb_build_object(
            'category', r.category,
            'min_internal_temp_c', r.min_internal_temp_c,
            'min_internal_temp_f', r.min_internal_temp_f,
            'rest_time_minutes', r.rest_time_minutes,
            'note_en', r.note_en, 'note_es', r.note_es) order by r.category),
          '[]'::jsonb)
     from public.food_safety_rules r) as rules
"""


async def fetch_catalogue_snapshot(conn: Conn) -> CatalogueSnapshot | None:
    """Read allergen groups, ingredients (aliases, allergens) and food-safety rules at once.

    The query runs inside a savepoint, so a failure leaves the caller's transaction usable.

    Args:
        conn: A connection from any `Database` scope.

    Returns:
        The snapshot, or None when the query failed or returned something malformed (logged).
        Callers must treat None as "unknown", never as "no allergens".
    """
    try:
        async with conn.transaction():
            cursor = await conn.execute(_SNAPSHOT_SQL)
            row = await cursor.fetchone()
    except psycopg.Error as exc:
        logger.warning("safety catalogue query failed", extra={"error": type(exc).__name__})
        return None
    if row is None:
        return None
    try:
        return CatalogueSnapshot.model_validate(row)
    except ValidationError as exc:
        logger.warning(
            "safety catalogue rows are malformed",
            extra={"errors": [(e["loc"], e["type"]) for e in exc.errors()[:10]]},
        )
        return None
