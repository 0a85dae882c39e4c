"""The catalogue-backed ingredient normaliser that tools use to compare ingredients.

Replay scores ingredient overlap against `user_recipes.ingredient_names` (canonical English
names), so "pollo" and "chicken breasts" must both become "chicken breast" first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.ingredients import normalize_ingredients

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.db import Database
    from shared.tools.context import IngredientNormalizer

__all__ = ["catalogue_normalizer"]


def catalogue_normalizer(db: Database) -> IngredientNormalizer:
    """A normaliser resolving names through the ingredient catalogue (one query per call).

    Names the catalogue does not know are kept, lower-cased, so they can still match a
    recipe that stored the same free text.
    """

    async def normalize(names: Sequence[str]) -> tuple[str, ...]:
        if not names:
            return ()
        async with db.anon() as conn:
            resolved = await normalize_ingredients(conn, list(names))
        return tuple(
            (item.name_en if item.matched and item.name_en else item.input.strip()).lower()
            for item in resolved
        )

    return normalize
