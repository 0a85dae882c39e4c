"""What kind of ingredient a recipe line is, read from the ingredient catalogue's categories.

The offline table (`ingredients.py`) knows about a hundred everyday ingredients; a catalogue
dish's lines name many more (hominy, bay leaf, guajillo chile, radish). Without a kind the
planner would take each for a vegetable and chop it; the catalogue files every one of them
under a category (`shared/ingredients/catalogue.json`), which says what role it plays.
"""

from __future__ import annotations

import functools
from typing import Final

from shared.ai.offline.ingredients import ANIMAL_KINDS, Ingredient, identify, key
from shared.ingredients.catalogue import CatalogueIngredient, catalogue_by_slug

__all__ = ["catalogue_ingredient", "catalogue_kind", "known_ingredient", "reads_better_listed"]

# Catalogue category -> the planner's kind ("herb_spice" seasons, a "beverage" is poured).
_KIND_OF_CATEGORY: Final = {
    "herb_spice": "spice",
    "beverage": "liquid",
    "other": "condiment",
}
# "other" holds the stocks and the plant milks beside leaves and husks: these are poured.
_POURED_OTHERS: Final = frozenset({"dashi", "coconut_milk", "coconut_cream"})
# Produce kinds of the offline table, and the catalogue categories that are no produce: a line
# the table reads as produce by one of its words ("chile" in "guajillo chile", "maíz" in "maíz
# pozolero", "tomato" in "tomato paste") is what the catalogue, naming it whole, files it as.
_PRODUCE: Final = frozenset({"vegetable", "chili", "fresh", "root", "leafy", "tomato"})
_NOT_PRODUCE: Final = frozenset({"spice", "condiment", "liquid", "grain"})


def _kind(row: CatalogueIngredient) -> str:
    if row.slug in _POURED_OTHERS or row.slug.endswith("_stock"):
        return "liquid"
    return _KIND_OF_CATEGORY.get(row.category, row.category)


@functools.cache
def _index() -> tuple[tuple[tuple[str, ...], CatalogueIngredient], ...]:
    entries = {
        key(name): row
        for row in catalogue_by_slug().values()
        for name in (row.name_en, row.name_es, *row.aliases.en, *row.aliases.es)
        if key(name)
    }
    # Longest names first, so "chile guajillo" wins over "chile" inside a longer line.
    return tuple(sorted(entries.items(), key=lambda entry: -len(entry[0])))


def _row(name: str) -> CatalogueIngredient | None:
    """The catalogue ingredient a recipe line names (its longest name in the line), if any."""
    tokens = key(name)
    for name_key, row in _index():
        size = len(name_key)
        for start in range(len(tokens) - size + 1):
            if tokens[start : start + size] == name_key:
                return row
    return None


@functools.cache
def catalogue_ingredient(name: str) -> Ingredient | None:
    """A line the offline table does not know, as the catalogue knows it: its allergens and
    whether it comes from an animal are the catalogue's ("beer" carries gluten).

    Args:
        name: the line's name as written ("beer", "cerveza clara").

    Returns:
        The ingredient (no aliases: only its catalogue names), or None when the catalogue
        has no name in the line.
    """
    row = _row(name)
    if row is None:
        return None
    return Ingredient(
        slug=row.slug,
        en=row.name_en,
        es=row.name_es,
        kind=_kind(row),
        animal=row.category in ANIMAL_KINDS,
        aliases=(),
    )


def known_ingredient(name: str) -> Ingredient | None:
    """A line as the offline table knows it, else as the catalogue does (`catalogue_ingredient`).

    Args:
        name: the line's name as written.

    Returns:
        The ingredient, or None when neither knows it.
    """
    return identify(name) or catalogue_ingredient(name)


@functools.cache
def catalogue_kind(name: str) -> str | None:
    """The kind of the catalogue ingredient a recipe line names, if the catalogue has it.

    Args:
        name: the line's name as written ("guajillo chiles", "hoja de laurel").

    Returns:
        The planner's kind ("spice" for a herb or spice, "liquid" for a drink or a stock, else
        the catalogue's category: "grain", "vegetable" ...), or None when no catalogue name is
        in it.
    """
    row = _row(name)
    return _kind(row) if row is not None else None


def reads_better_listed(name: str, table_kind: str) -> str | None:
    """The catalogue's kind for a line the offline table reads as produce by one word only.

    Args:
        name: the line's name.
        table_kind: the kind the offline table gave it.

    Returns:
        The catalogue's kind when the catalogue files the line as no produce at all (a dried
        chile is a spice, tomato paste a condiment); else None: the table's kind stands.
    """
    listed = catalogue_kind(name)
    if table_kind in _PRODUCE and listed in _NOT_PRODUCE:
        return listed
    return None
