"""What "without meat" lets through, and in which order: "cena sin carne", "no meat tonight".

"Meat" left out as a whole is poultry, red meat and pork (`shared.search.food_terms`): the gate
keeps fish and seafood, because many cooks who say "sin carne" (the Lenten Friday in Mexico)
or "I don't eat meat" still eat them. Most who say it, though, mean a meatless dish: "meatless"
itself reads as the vegetarian diet (`shared.search.diet_words`), and a vegetarian dish answers
every one of them, while a fish answers only some. So the fish and seafood stay allowed but
come after the dishes without them, unless the query asks for them itself ("I eat fish but not
meat", "sin carne, algo con camarón"): a recipe holding fish or shellfish (by the allergen
groups of its ingredients, fish sauce and dashi included) is a second choice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ingredients.catalogue import catalogue_by_slug

if TYPE_CHECKING:
    from collections.abc import Collection, Sequence

    from shared.search.lexical import CatalogueRow
    from shared.search.negation import Avoided

__all__ = ["SEA_ALLERGENS", "holds_sea_food", "seafood_after", "seafood_second"]

# The allergen groups of fish and seafood (`food_allergies.slug`).
SEA_ALLERGENS: Final = frozenset({"fish", "shellfish"})
# The ingredient categories "meat" stands for.
_MEAT: Final = frozenset({"poultry", "red_meat", "pork"})
_SEA_CATEGORY: Final = "seafood"


def _names_sea_food(foods: Sequence[Collection[str]]) -> bool:
    # A food of the sea ("fish", "camarón"), not a wider group holding some ("protein").
    rows = catalogue_by_slug()
    return any(
        family
        and all(
            slug in rows
            and (
                rows[slug].category == _SEA_CATEGORY
                or not SEA_ALLERGENS.isdisjoint(rows[slug].allergens)
            )
            for slug in family
        )
        for family in foods
    )


def seafood_second(avoided: Avoided, foods: Sequence[Collection[str]]) -> bool:
    """Whether recipes with fish or seafood come after the others: meat left out, none asked.

    Args:
        avoided: What the query leaves out (`shared.search.negation`).
        foods: The ingredient families of the foods it asks for (`FoodList.foods`).

    Returns:
        True when every kind of meat is left out and no food asked for is fish or seafood.
    """
    return _MEAT.issubset(avoided.categories) and not _names_sea_food(foods)


def holds_sea_food(allergens: Collection[str]) -> bool:
    """Whether a recipe holds fish or seafood, by its ingredients' allergen groups."""
    return not SEA_ALLERGENS.isdisjoint(allergens)


def seafood_after(
    rows: Sequence[CatalogueRow], avoided: Avoided, foods: Sequence[Collection[str]]
) -> list[CatalogueRow]:
    """The candidates, those with fish or seafood a second choice when `seafood_second` says so.

    Args:
        rows: The candidates.
        avoided: What the query leaves out.
        foods: The ingredient families of the foods it asks for.

    Returns:
        The candidates in the same order.
    """
    if not seafood_second(avoided, foods):
        return list(rows)
    return [
        row.model_copy(update={"second_choice": True}) if holds_sea_food(row.allergens) else row
        for row in rows
    ]
