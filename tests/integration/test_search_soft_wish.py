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
        # A time limit is such a wish too.
        ("chicken dinner in under 20 minutes", "en", "i.category = 'poultry'", ()),
        ("cena con pollo en menos de 20 minutos", "es", "i.category = 'poultry'", ()),
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


@pytest.mark.parametrize(
    ("text", "language", "main"),
    [
        ("carne molida, papas y zanahoria", "es", "ground_beef"),
        ("ground beef, potatoes and carrots", "en", "ground_beef"),
        ("camarones congelados y leche de coco", "es", "shrimp"),
        ("frozen shrimp and coconut milk", "en", "shrimp"),
        ("lentejas, arroz y cebolla", "es", "lentil"),
        ("lentils, rice and onion", "en", "lentil"),
    ],
)
async def test_the_main_food_of_a_list_leads_over_the_others(
    searcher: HybridSearcher, search_db: Database, text: str, language: str, main: str
) -> None:
    # Given the recipes made with the list's protein
    with_main = await holding(search_db, f"i.slug like '%%{main}%%'")
    assert len(with_main) >= 2

    # When it is listed with foods a dish is built around less
    outcome = await run(searcher, text, language)

    # Then the first two recipes have the protein: not a vegetable korma for ground beef,
    # potatoes and carrots, nor a coconut lemonade for shrimp and coconut milk
    assert outcome.decision == "results", outcome.fallback_reason
    slugs = found(outcome)
    assert set(slugs[:2]) <= with_main, slugs
