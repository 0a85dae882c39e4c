"""What kind of ingredient a recipe line is, read from the ingredient catalogue's categories.

The offline table (`ingredients.py`) knows about a hundred everyday ingredients; a catalogue
dish's lines name many more (hominy, bay leaf, guajillo chile, radish). Without a kind the
planner would take each for a vegetable and chop it; the catalogue files every one of them
under a category (`shared/ingredients/catalogue.json`), which says what role it plays.
"""

from __future__ import annotations

import functools
from typing import Final

from shared.ai.offline.ingredients import key
from shared.ingredients.catalogue import catalogue_by_slug

__all__ = ["catalogue_kind", "reads_better_listed"]

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


@functools.cache
def _index() -> tuple[tuple[tuple[str, ...], str], ...]:
    entries = {
        key(name): "liquid"
        if row.slug in _POURED_OTHERS or row.slug.endswith("_stock")
        else _KIND_OF_CATEGORY.get(row.category, row.category)
        for row in catalogue_by_slug().values()
        for name in (row.name_en, row.name_es, *row.aliases.en, *row.aliases.es)
        if key(name)
    }
    # Longest names first, so "chile guajillo" wins over "chile" inside a longer line.
    return tuple(sorted(entries.items(), key=lambda entry: -len(entry[0])))


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
    tokens = key(name)
    for name_key, kind in _index():
        size = len(name_key)
        for start in range(len(tokens) - size + 1):
            if tokens[start : start + size] == name_key:
                return kind
    return None


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
