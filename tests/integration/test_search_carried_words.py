"""A word no recipe has is no missing dish when the query's model reads the query the same
without it (`shared.search.carried_words`), through the searcher and the seed catalogue.

The settings give a threshold to multilingual-e5-small only; the offline hashing model is
given one here so the path runs: at 0 every query reads "the same" without its unknown words,
so the test shows the wiring, not the model's judgement (the eval measures that).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, make_searcher, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration

# A made-up word beside a food the catalogue has: no recipe holds it, no name sounds like it.
ASKED = "a glorp of zucchini"


@pytest.fixture(scope="module")
def reading(search_db: Database) -> HybridSearcher:
    """A searcher whose model reads every query the same without its unknown words."""
    return make_searcher(search_db, subject_carry_cosines={"offline-hash-3072": 0.0})


async def test_a_word_the_query_does_not_rest_on_leaves_the_answers(
    reading: HybridSearcher,
) -> None:
    # When asking for a food the catalogue has beside a word no recipe has
    outcome = await run(reading, ASKED)

    # Then the recipes with the food answer
    assert outcome.decision == "results"
    assert any("zucchini" in (slug or "") for slug in found(outcome)[:3])


async def test_without_a_threshold_the_word_is_a_missing_dish(search_db: Database) -> None:
    # Given the offline model as the settings leave it (no threshold)
    searcher = make_searcher(search_db)

    # When asking the same
    outcome = await run(searcher, ASKED)

    # Then the unknown word reads as a dish the catalogue lacks
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"
