"""Explicit filters, browsing and preferences in hybrid search, on the real catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import HybridSearcher, SearchUser
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("filters", "check"),
    [
        ({"max_time": 30}, lambda hit: hit.card.total_time <= 30),
        ({"cuisine": "italian"}, lambda hit: hit.card.cuisine == "Italian"),
        ({"difficulty": "easy"}, lambda hit: hit.card.difficulty == "easy"),
    ],
)
async def test_explicit_filters_are_hard_gates(
    searcher: HybridSearcher, filters: dict[str, object], check: object
) -> None:
    outcome = await run(searcher, "chicken", **filters)

    assert outcome.hits
    assert all(check(hit) for hit in outcome.hits)  # type: ignore[operator]


async def test_a_meal_filter_admits_only_that_meal(
    searcher: HybridSearcher, search_db: Database
) -> None:
    outcome = await run(searcher, "eggs", meal_type="breakfast")

    async with search_db.anon() as conn:
        cursor = await conn.execute("select slug from recipes where 'breakfast' = any (meal_types)")
        breakfasts = {row["slug"] for row in await cursor.fetchall()}
    assert outcome.hits
    assert set(found(outcome)) <= breakfasts


async def test_browsing_by_filter_lists_the_gated_catalogue(searcher: HybridSearcher) -> None:
    # Given no text, only a cuisine
    outcome = await run(searcher, "", cuisine="mexican", limit=10)

    # Then it lists Mexican recipes, by id (no text to rank by), without embedding anything
    assert outcome.decision == "results"
    assert outcome.mode == "lexical"
    assert outcome.fallback_reason is None
    assert len(outcome.hits) == 10
    assert {hit.card.cuisine for hit in outcome.hits} == {"Mexican"}
    ids = [hit.recipe_id for hit in outcome.hits]
    assert ids == sorted(ids)


async def test_cuisine_preferences_nudge_the_ranking(searcher: HybridSearcher) -> None:
    # Given the same query for a user without and with a taste for Italian food
    plain = await run(searcher, "chicken")
    italian_fan = await run(searcher, "chicken", user=SearchUser(cuisine_preferences=("italian",)))

    # Then the fan's Italian hits score higher than the same recipes do for anyone
    plain_scores = {hit.recipe_id: hit.score for hit in plain.hits}
    italian = [hit for hit in italian_fan.hits if hit.card.cuisine == "Italian"]
    assert italian
    assert all(hit.personalization == 1.0 for hit in italian)
    assert all(hit.score > plain_scores.get(hit.recipe_id, 0) for hit in italian)
