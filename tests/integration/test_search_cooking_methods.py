"""A way of cooking said of one food asks for that food, not for a dish of that name.

The catalogue glazes its salmon (teriyaki), bakes it (en papillote, sheet pan) but grills
none: "grilled salmon" and "salmón asado" are answered with its salmon, where the dish check
once read them as names no recipe holds. A dish named by its cooking that the catalogue lacks
("korean fried chicken", "pollo frito coreano") still falls back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration

SALMON = {"teriyaki_salmon", "salmon_en_papillote", "sheet_pan_salmon_asparagus"}


@pytest.mark.parametrize(
    ("text", "language"),
    [("grilled salmon", "en"), ("salmón asado", "es")],
)
async def test_a_food_cooked_some_way_is_answered_with_that_food(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given a catalogue with salmon, none of it grilled / When asking for grilled salmon
    outcome = await run(searcher, text, language)

    # Then its salmon recipes answer
    assert outcome.decision == "results"
    assert set(found(outcome)[:3]) <= SALMON


@pytest.mark.parametrize(
    ("text", "language"),
    [("korean fried chicken", "en"), ("pollo frito coreano", "es")],
)
async def test_a_dish_named_by_its_cooking_that_is_missing_falls_back(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"
