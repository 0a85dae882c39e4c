"""Moods said with the search's small words, and comfort said in Spanish, over the real seed
catalogue (offline embeddings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_moods import tagged
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("way too hot to turn the stove on, want something light", "en"),
        ("hace demasiado calor, algo sin prender la estufa", "es"),
    ],
)
async def test_too_hot_to_cook_is_answered_with_fresh_dishes(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the recipes the catalogue keeps for the heat or for no cooking
    fresh = await tagged(
        search_db, "no-cook", "summer", "refreshing", "fresh", "cold soup", "light", "salad"
    )
    warming = await tagged(search_db, "soup", "stew", "winter", "warming")

    # When a cook says it is too hot to cook, in words the search drops as filler ("to", "on")
    outcome = await run(searcher, text, language)

    # Then the first three are fresh dishes, and no hot soup or stew
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= fresh, top
    assert not set(top) & (warming - fresh), top


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("feeling a bit low, cheer me up", "en"),
        ("tuve un mal día, algo que me apapache", "es"),
    ],
)
async def test_feeling_low_is_answered_with_comfort_food_not_a_warming_tea(
    searcher: HybridSearcher, search_db: Database, text: str, language: str
) -> None:
    # Given the comfort food, and what is only warming (a spiced tea)
    comfort = await tagged(search_db, "comfort food", "soup", "stew")
    warming_only = await tagged(search_db, "warming") - comfort
    assert warming_only

    # When a cook says how they feel, in English or in Spanish
    outcome = await run(searcher, text, language)

    # Then comfort food answers, as it does in English, and no tea is offered for it
    assert outcome.decision == "results", outcome.fallback_reason
    top = found(outcome)[:3]
    assert len(top) == 3
    assert set(top) <= comfort, top
    assert not set(found(outcome)) & warming_only
