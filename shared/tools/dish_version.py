"""A custom version of a catalogue dish the cook's diet or allergies keep out of the results.

"vegan pad thai" finds the catalogue's Shrimp Pad Thai outside the diet; its chip ("Make a
vegan version") carries "vegan version of Shrimp Pad Thai" (`shared.tools.outside_note`), and a
voice model relays the same words in its notes. Asked for, the recipe is made from the
catalogue recipe's own ingredients, and the generation (a model, or the offline templates)
swaps what the diet or allergy rules out. The dish's name alone left the offline templates to
guess its ingredients from the words ("Shrimp Pad Thai" without the shrimp says nothing: a
chickpea skillet came out), and a model too is better told them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from shared.ai.offline.counted_names import CUT_KINDS, counted_name
from shared.ai.offline.created_dish import only_foods
from shared.ai.offline.stated_amounts import unit_word
from shared.ai.offline.template_kind import hinted_kind
from shared.ingredients.catalogue import catalogue_by_slug
from shared.tools.args import is_canonical_uuid
from shared.tools.outside_note import version_named

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.db import Database
    from shared.schemas import Language

__all__ = [
    "CatalogueVersion",
    "DishIngredients",
    "catalogue_ingredients",
    "catalogue_ingredients_of",
    "catalogue_version",
]

_RECIPE_SQL: Final = """
select r.id::text as id,
       case when %(language)s = 'es' then r.name_es else r.name_en end as name,
       r.total_time_minutes as total_time, r.meal_types
from public.recipes r
where r.is_published
  and (lower(r.name_en) = lower(%(name)s) or lower(r.name_es) = lower(%(name)s))
order by r.id
limit 1
"""
# The one published recipe whose name holds the dish asked as whole words ("pad thai" in
# "Shrimp Pad Thai"); none when two or more do, since then the words do not say which.
_NAMED_SQL: Final = """
select id, name, total_time, meal_types from (
  select r.id::text as id,
         case when %(language)s = 'es' then r.name_es else r.name_en end as name,
         r.total_time_minutes as total_time, r.meal_types,
         count(*) over () as matches
  from public.recipes r
  where r.is_published
    and (' ' || lower(r.name_en) || ' ' like %(phrase)s
         or ' ' || lower(r.name_es) || ' ' like %(phrase)s)
) named
where matches = 1
"""
_INGREDIENTS_SQL: Final = """
select r.id::text as recipe_id, r.portions, r.meal_types, line.name, line.slug,
       line.quantity, line.unit
from public.recipes r
cross join lateral (
  select case when %(language)s = 'es' then i.name_es else i.name_en end as name,
         i.slug, ri.quantity, ri.unit, ri.position
  from public.recipe_ingredients ri
  join public.ingredients i on i.id = ri.ingredient_id
  where ri.recipe_id = r.id and not ri.optional
  order by ri.position
  limit 20
) line
where r.id = any(%(recipe_ids)s::uuid[]) and r.is_published
order by r.id, line.position
"""
# The chat's notes name the dish asked ("dish: vegan version of Shrimp Pad Thai").
_DISH_NOTE: Final = re.compile(r"^\s*dish:\s*", re.IGNORECASE)


_MIN_DISH_WORDS: Final = 2
# The tool's bound on an ingredient's text (`shared.tools.args.IngredientName`).
_MAX_LINE: Final = 60
# Units a line says nothing with: a count, or no amount at all.
_COUNT_UNITS: Final = frozenset({"piece"})
_NO_AMOUNT: Final = frozenset({"to_taste"})
# Herbs the catalogue counts in pieces that are sprigs, and those whose pieces are leaves.
_SPRIG_HERBS: Final = frozenset({"dill", "thyme", "rosemary", "mint", "epazote", "cilantro"})
_LEAF_HERBS: Final = frozenset({"sage", "basil"})
# The sprig's and the leaf's words, as `stated_amounts` reads them back as units.
_SPRIG: Final[dict[Language, str]] = {"en": "sprig", "es": "ramita"}
_LEAF: Final[dict[Language, str]] = {"en": "leaf", "es": "hoja"}
# Foods counted in stalks: "2 celeries" is no amount a cook buys or cuts.
_STALKED: Final = frozenset({"celery"})
_STALK: Final[dict[Language, str]] = {"en": "stalk", "es": "tallo"}
# Foods whose pieces are cuts or are counted in a plural of their own: named as written.


@dataclass(frozen=True, kw_only=True)
class DishIngredients:
    """A catalogue recipe's ingredient lines, each with its amount, and the portions they make.

    A version made of them is for as many portions, with the dish's own amounts: sized by
    servings instead, the templates gave the Pad Thai's 3 tbsp of tamarind as 400 g.
    """

    lines: tuple[str, ...]
    portions: int
    meal_types: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    slugs: tuple[str, ...] = ()


@dataclass(frozen=True, kw_only=True)
class CatalogueVersion:
    """The catalogue recipe a version is made of, in the answer's language."""

    recipe_id: str
    name: str
    ingredients: tuple[str, ...]
    total_time: int
    portions: int
    # The catalogue's meal types ("dessert"): a version of a dessert is made as one.
    meal_types: tuple[str, ...] = ()


def _counted_by_name(slug: str) -> bool:
    """Whether a count of the food is of the food itself ("2 limes"), not of its cuts: 8 pieces
    of veal are cutlets, not "8 veals", and shrimp has no plural of its own."""
    row = catalogue_by_slug().get(slug)
    return row is None or row.category not in CUT_KINDS


def _line(name: str, quantity: object, unit: str, *, slug: str, language: Language) -> str:
    """ "3 tbsp tamarind", "3 eggs", "4 sprigs dill", "salt": the amount first, as a cook
    states hers."""
    if quantity is None or unit in _NO_AMOUNT:
        return name
    value = float(str(quantity))
    amount = f"{value:g}"
    if unit in _COUNT_UNITS and slug in _SPRIG_HERBS | _LEAF_HERBS | _STALKED:
        # A count of a herb is of its sprigs or leaves: "4 eneldo", "8 salvia" say no amount
        # a cook can pick; a count of celery is of its stalks.
        pieces = _SPRIG if slug in _SPRIG_HERBS else _LEAF if slug in _LEAF_HERBS else _STALK
        piece = pieces[language]
        said = f"{amount} {unit_word(piece, value)} {name}"
    elif unit in _COUNT_UNITS and _counted_by_name(slug):
        said = f"{amount} {counted_name(name, value, language)}"  # "3 eggs", not "3 egg"
    elif unit in _COUNT_UNITS:
        said = f"{amount} {name}"
    else:
        said = f"{amount} {unit} {name}"
    return said if len(said) <= _MAX_LINE else name[:_MAX_LINE]


async def catalogue_ingredients(
    db: Database, recipe_id: str, language: Language
) -> DishIngredients | None:
    """A published recipe's ingredient lines (not the optional ones), in order; None if none."""
    return (await catalogue_ingredients_of(db, (recipe_id,), language)).get(recipe_id)


async def catalogue_ingredients_of(
    db: Database, recipe_ids: Iterable[str], language: Language
) -> dict[str, DishIngredients]:
    """The ingredient lines of each published recipe of `recipe_ids`, in one read: the cards
    on screen are asked about together. A recipe with none, or an id that is no UUID, is
    absent from the result."""
    ids = list(dict.fromkeys(i for i in recipe_ids if is_canonical_uuid(i)))
    if not ids:
        return {}
    async with db.anon() as conn:
        cursor = await conn.execute(_INGREDIENTS_SQL, {"recipe_ids": ids, "language": language})
        rows = await cursor.fetchall()
    by_recipe: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        if row["name"]:
            by_recipe.setdefault(str(row["recipe_id"]), []).append(row)
    return {recipe_id: _dish(lines, language) for recipe_id, lines in by_recipe.items()}


def _dish(rows: Sequence[dict[str, Any]], language: Language) -> DishIngredients:
    lines = tuple(
        _line(
            str(row["name"]),
            row["quantity"],
            str(row["unit"]),
            slug=str(row["slug"]),
            language=language,
        )
        for row in rows
    )
    first = rows[0]
    return DishIngredients(
        lines=lines,
        portions=int(first["portions"]),
        meal_types=tuple(first["meal_types"] or ()),
        names=tuple(str(row["name"]) for row in rows),
        slugs=tuple(str(row["slug"]) for row in rows),
    )


def _names_a_dish(asked: str) -> bool:
    """Whether the notes' dish names one dish of the catalogue rather than a kind of dish.

    Two words or more ("tacos" alone is in too many names), not only foods, and no kind the
    templates make from the cook's foods ("chicken soup" is any soup of chicken, not the
    catalogue's Mexican Chicken Soup; "pad thai" is one dish); no LIKE wildcard either.
    """
    if len(asked.split()) < _MIN_DISH_WORDS or set(asked) & {"%", "_", "\\"}:
        return False
    return not only_foods(asked) and hinted_kind(asked) is None


async def catalogue_version(
    db: Database, notes: str | None, language: Language
) -> CatalogueVersion | None:
    """The catalogue recipe a generation's notes ask a version of, if they ask one.

    Args:
        db: The database (the catalogue is public).
        notes: The generation's notes ("dish: vegan version of Shrimp Pad Thai", or a model's
            "Pad Thai de Camarones sin cacahuates").
        language: The answer's language (the ingredients and the name are written in it).

    Returns:
        The recipe's name, ingredients and time; None when the notes name no published recipe
        as a version.
    """
    first = (notes or "").split(";")[0]
    name = version_named(_DISH_NOTE.sub("", first))
    asked = (
        " ".join(_DISH_NOTE.sub("", first).casefold().split()) if _DISH_NOTE.match(first) else ""
    )
    if name is None and not _names_a_dish(asked):
        return None
    async with db.anon() as conn:
        if name is not None:
            cursor = await conn.execute(_RECIPE_SQL, {"name": name, "language": language})
        else:
            # A dish asked by its catalogue name ("hazme un pad thai") is made of the
            # catalogue's recipe of it, fitted to the cook, not guessed from its words.
            phrase = f"% {asked} %"
            cursor = await conn.execute(_NAMED_SQL, {"phrase": phrase, "language": language})
        row = await cursor.fetchone()
    if row is None:
        return None
    dish = await catalogue_ingredients(db, str(row["id"]), language)
    if dish is None:
        return None
    return CatalogueVersion(
        recipe_id=str(row["id"]),
        name=str(row["name"]),
        ingredients=dish.lines,
        total_time=int(row["total_time"]),
        portions=dish.portions,
        meal_types=tuple(str(meal) for meal in row["meal_types"] or ()),
    )
