"""A custom version of a catalogue dish the cook's diet or allergies keep out of the results.

"vegan pad thai" finds the catalogue's Shrimp Pad Thai outside the diet; its chip ("Make a
vegan version") carries "vegan version of Shrimp Pad Thai" (`shared.tools.outside_note`). A tap
asks for that dish: the recipe is made from the catalogue recipe's own ingredients, and the
generation (a model, or the offline templates) swaps what the diet or allergy rules out. The
dish's name alone would leave the offline templates to guess its ingredients from the words
("Shrimp Pad Thai" without the shrimp says nothing), and a model too is better told them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.card_version import catalogue_ingredients
from shared.tools.outside_note import version_named

if TYPE_CHECKING:
    from shared.db import Database
    from shared.schemas import Language

__all__ = ["version_args"]

_RECIPE_SQL: Final = """
select r.id::text as id,
       case when %(language)s = 'es' then r.name_es else r.name_en end as name,
       r.total_time_minutes as total_time
from public.recipes r
where r.is_published
  and (lower(r.name_en) = lower(%(name)s) or lower(r.name_es) = lower(%(name)s))
order by r.id
limit 1
"""
_MIN_TIME: Final = 5
_MAX_NOTES: Final = 300


async def version_args(db: Database, dish: str, language: Language) -> dict[str, object] | None:
    """The `generate_custom_recipe` arguments of a version of a catalogue dish, if it is one.

    Args:
        db: The database (the catalogue is public).
        dish: The dish a chip carries ("vegan version of Shrimp Pad Thai").
        language: The answer's language (the ingredients and the name are written in it).

    Returns:
        The recipe's ingredients, notes naming the version ("version of: Shrimp Pad Thai;
        vegan version of Shrimp Pad Thai": the diet it names is followed) and no more time
        than the catalogue recipe takes; None when the dish names no published recipe.
    """
    name = version_named(dish)
    if name is None:
        return None
    async with db.anon() as conn:
        cursor = await conn.execute(_RECIPE_SQL, {"name": name, "language": language})
        row = await cursor.fetchone()
    if row is None:
        return None
    ingredients = await catalogue_ingredients(db, str(row["id"]), language)
    if not ingredients:
        return None
    return {
        "ingredients": ingredients,
        "notes": f"version of: {row['name']}; {dish}"[:_MAX_NOTES],
        "maxTime": max(_MIN_TIME, int(row["total_time"])),
    }
