"""A food named beside a soft wish, and the main food of a list, over the real seed catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import SearchUser
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


async def holding(db: Database, where: str) -> set[str]:
    """The published recipes with an ingredient matching `where` (SQL over `i`)."""
    async with db.anon() as conn:
        cursor = await conn.execute(
            "select distinct r.slug from public.recipes r"
            " join public.recipe_ingredients ri on ri.recipe_id = r.id"
            " join public.ingredients i on i.id = ri.ingredient_id"
            f" where r.is_published and ({where})"
        )
        return {row["slug"] for row in await cursor.fetchall()}


@pytest.mark.parametrize(
    ("text", "language", "where", "diets"),
    [
        ("something quick with mushrooms", "en", "i.name_en ilike '%mushroom%'", ("vegetarian",)),
        ("algo rápido con champiñones", "es", "i.name_en ilike '%mushroom%'", ("vegetarian",)),
        ("something quick with chicken", "en", "i.category = 'poultry'", ()),
        ("algo rápido con pollo", "es", "i.category = 'poultry'", ()),
        ("algo fácil con atún", "es", "i.name_en ilike '%tuna%'", ()),
        ("easy dinner with tuna", "en", "i.name_en ilike '%tuna%'", ()),
    ],
)
async def test_a_soft_wish_beside_a_food_offers_only_recipes_with_the_food(
    searcher: HybridSearcher,
    search_db: Database,
    *,
    text: str,
    language: str,
    where: str,
    diets: tuple[str, ...],
) -> None:
    # Given recipes that have the food
    with_food = await holding(search_db, where)
    assert with_food

    # When it is asked for with a wish about time or effort
    outcome = await run(searcher, text, language, user=SearchUser(diet_types=diets))

    # Then every recipe offered has the food: the wish orders them, it brings in no others
    assert outcome.decision == "results", outcome.fallback_reason
    slugs = found(outcome)
    assert slugs
    assert set(slugs) <= with_food, slugs
