"""Regional words for kinds of dish, on the seed catalogue (`shared.search.regional`).

"tarta" (Spain) is a pie or a cake: the catalogue's "Pay de Manzana" and "Pastel de Tres
Leches" answer it, and a tarta the catalogue has in neither reading still falls back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        ("tarta de manzana", "es", "apple_pie"),
        # The cake reading: read as "pay" alone, this was a pie the catalogue lacks.
        ("tarta de tres leches", "es", "tres_leches_cake"),
        ("tarta de manzana for sunday", "en", "apple_pie"),
    ],
)
async def test_a_regional_dish_word_finds_the_catalogues_dish(
    searcher: HybridSearcher, text: str, language: str, dish: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "results"
    assert found(outcome)[0] == dish


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # No carrot pie nor carrot cake, no chocolate pie nor chocolate cake.
        ("tarta de zanahoria", "es"),
        ("tarta de chocolate", "es"),
    ],
)
async def test_a_regional_dish_the_catalogue_lacks_still_falls_back(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"


async def test_nibbles_are_snacks(searcher: HybridSearcher, search_db: Database) -> None:
    # Given the catalogue's snacks
    async with search_db.anon() as conn:
        cursor = await conn.execute(
            "select slug from public.recipes where 'snack' = any (meal_types)"
        )
        snacks = {row["slug"] for row in await cursor.fetchall()}

    # When a British cook asks for nibbles
    outcome = await run(searcher, "nibbles for a party", "en")

    # Then snacks are offered
    assert outcome.decision == "results"
    assert set(found(outcome)[:3]) <= snacks
