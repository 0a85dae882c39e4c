"""A course asked for, on the real seed catalogue: no drink answers it unless drinks were asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration

_DRINKS = {
    "peanut_butter_banana_smoothie",
    "mango_lassi",
    "masala_chai",
    "agua_de_jamaica",
    "colombian_coconut_lemonade",
}


@pytest.mark.parametrize(
    ("text", "language", "filters"),
    [
        # as the chat passes them: "quick" as 30 minutes, starters as the snack meal
        ("quick starters", "en", {"max_time": 30, "meal_type": "snack"}),
        ("entradas rápidas", "es", {"max_time": 30, "meal_type": "snack"}),
        ("easy appetizers", "en", {"meal_type": "snack"}),
        ("quick starters", "en", {}),
    ],
)
async def test_starters_are_answered_without_drinks(
    searcher: HybridSearcher, text: str, language: str, filters: dict[str, object]
) -> None:
    outcome = await run(searcher, text, language, **filters)

    assert outcome.decision == "results"
    assert outcome.hits
    assert not _DRINKS & set(found(outcome))


async def test_a_snack_may_still_be_a_smoothie(searcher: HybridSearcher) -> None:
    # a snack is no course: the smoothie filed as one still answers a quick snack
    outcome = await run(searcher, "a protein smoothie snack", max_time=15)

    assert "peanut_butter_banana_smoothie" in found(outcome)
