"""A recipe's amounts in the units a cook writes them in: "1 l" of broth, not "1000 ml".

The templates (and a model) measure in grams and millilitres, and a change of servings
multiplies them: the card read "2000 ml chicken broth" where its step said "2 l". Every
recipe made or changed is shown through `in_cook_units` before anyone sees it, whatever made
it, in either language (the units are the same in both).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.ai.offline.quantities import cook_amount

if TYPE_CHECKING:
    from shared.schemas.recipe import GeneratedIngredient, GeneratedRecipe

__all__ = ["in_cook_units"]


def in_cook_units(recipe: GeneratedRecipe) -> GeneratedRecipe:
    """The recipe with each metric amount in the unit a cook writes it in.

    Args:
        recipe: A recipe as made or changed.

    Returns:
        The recipe, its lines of 1000 ml or more in litres and of 1000 g or more in kilograms
        (when a round amount: "1.2 kg", not "1.05 kg"), and those under one of either back in
        the small unit; `recipe` itself when no line changes.
    """
    lines = [_in_cook_units(line) for line in recipe.ingredients]
    if all(new is old for new, old in zip(lines, recipe.ingredients, strict=True)):
        return recipe
    return recipe.model_copy(update={"ingredients": lines})


def _in_cook_units(line: GeneratedIngredient) -> GeneratedIngredient:
    if line.quantity is None or line.unit is None:
        return line
    quantity, unit = cook_amount(line.quantity, line.unit)
    if (quantity, unit) == (line.quantity, line.unit):
        return line
    return line.model_copy(update={"quantity": quantity, "unit": unit})
