"""A published recipe as a recipe the cook can change: its own name, lines and steps.

A version of a catalogue card ("¿puedo usar muslos de pollo?" over Pollo Piccata al Limón) is
that recipe with the change applied. Made again from the card's ingredients, the offline
templates drafted a dish of their own (a skillet of the piccata's foods, its safety line still
naming the breast), and a model was told the foods, not the dish. Read whole, the recipe is
the base of `modify_recipe`, for a model and for the offline editor alike, in the language
the cook writes in (the catalogue holds both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from shared.ai.offline.recipe_parts import TO_TASTE
from shared.ai.offline.stated_amounts import stated_ingredient
from shared.schemas.recipe import GeneratedIngredient, GeneratedRecipe, GeneratedStep
from shared.tools.dish_version import catalogue_ingredients

if TYPE_CHECKING:
    from shared.db import Database
    from shared.schemas import Language

__all__ = ["catalogue_recipe", "catalogue_recipe_of"]

_RECIPE_SQL: Final = """
select case when %(language)s = 'es' then r.name_es else r.name_en end as name,
       case when %(language)s = 'es' then r.description_es else r.description_en end
         as description,
       case when %(language)s = 'es' then c.name_es else c.name_en end as cuisine,
       r.total_time_minutes as total_time, r.prep_time_minutes as prep_time,
       r.difficulty, r.portions, r.meal_types,
       coalesce((
         select json_agg(json_build_object(
                  'instruction',
                  case when %(language)s = 'es' then s.instruction_es else s.instruction_en end,
                  'timer_seconds', s.timer_seconds,
                  'thermomix_time', s.thermomix_time_seconds,
                  'thermomix_temp', s.thermomix_temperature,
                  'thermomix_speed', s.thermomix_speed,
                  'thermomix_reverse', s.thermomix_reverse
                ) order by s.step_order)
         from public.recipe_steps s where s.recipe_id = r.id
       ), '[]'::json) as steps
from public.recipes r
left join public.cuisines c on c.id = r.cuisine_id
where r.id = %(recipe_id)s::uuid and r.is_published
"""
# `GeneratedRecipe` bounds: what a catalogue text longer than a generated one is cut to.
_MAX_NAME: Final = 200
_MAX_DESCRIPTION: Final = 1000
_MAX_CUISINE: Final = 60
_MAX_STEPS: Final = 50


def _ingredient(line: str, language: Language) -> GeneratedIngredient:
    """ "600 g pechuga de pollo" as the line a recipe card shows: name, amount and unit."""
    stated = stated_ingredient(line, language=language)
    if stated.amount is None:
        # The catalogue's lines without an amount are its "to taste" ones (salt, pepper).
        return GeneratedIngredient(name=stated.name, notes=TO_TASTE[language])
    return GeneratedIngredient(
        name=stated.name, quantity=stated.amount.quantity, unit=stated.amount.unit
    )


def _step(order: int, row: dict[str, Any]) -> GeneratedStep:
    reverse = bool(row.get("thermomix_reverse")) and row.get("thermomix_speed") is not None
    return GeneratedStep(
        order=order,
        instruction=str(row["instruction"]),
        timer_seconds=row.get("timer_seconds"),
        thermomix_time=row.get("thermomix_time"),
        thermomix_temp=row.get("thermomix_temp"),
        thermomix_speed=row.get("thermomix_speed"),
        thermomix_reverse=reverse or None,
    )


async def catalogue_recipe(
    db: Database, recipe_id: str, language: Language
) -> GeneratedRecipe | None:
    """A published recipe whole, as the base of a version of it.

    Args:
        db: The database (the catalogue is public: read as `anon`).
        recipe_id: The recipe's id.
        language: The language the cook writes in; the recipe is read in it.

    Returns:
        The recipe (its name, description, times, portions, lines with their amounts, steps
        with their timers and Thermomix settings, "dessert" among its tags for a dessert);
        None when it is not published, has no steps or no ingredient lines.
    """
    dish = await catalogue_ingredients(db, recipe_id, language)
    if dish is None:
        return None
    async with db.anon() as conn:
        cursor = await conn.execute(_RECIPE_SQL, {"recipe_id": recipe_id, "language": language})
        row = await cursor.fetchone()
    if row is None or not row["steps"]:
        return None
    return catalogue_recipe_of(row, dish.lines, language)


def catalogue_recipe_of(
    row: dict[str, Any], lines: tuple[str, ...], language: Language
) -> GeneratedRecipe:
    """The recipe of a catalogue row and its ingredient lines ("600 g pechuga de pollo").

    Args:
        row: The recipe's name, description, cuisine, times, difficulty, portions, meal types
            and steps, in `language`.
        lines: Its ingredient lines, amounts first (`catalogue_ingredients`).
        language: The language they are written in.

    Returns:
        The recipe.
    """
    steps = [_step(i + 1, step) for i, step in enumerate(row["steps"][:_MAX_STEPS])]
    total = int(row["total_time"])
    prep = row["prep_time"]
    return GeneratedRecipe(
        suggested_name=str(row["name"])[:_MAX_NAME],
        description=(str(row["description"])[:_MAX_DESCRIPTION] or None)
        if row["description"]
        else None,
        language=language,
        total_time=total,
        prep_time=None if prep is None else min(int(prep), total),
        difficulty=row["difficulty"],
        portions=int(row["portions"]),
        cuisine=str(row["cuisine"])[:_MAX_CUISINE] if row["cuisine"] else None,
        ingredients=[_ingredient(line, language) for line in lines],
        steps=steps,
        # A dessert is known by its tag, as a template's is (`rendered_language`).
        tags=["dessert"] if "dessert" in (row["meal_types"] or ()) else [],
        uses_thermomix=any(step.thermomix_speed for step in steps),
    )
