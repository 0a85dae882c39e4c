"""A dish said before what frames it, and requests the filters chose, on the seed catalogue.

The catalogue has a beef lasagna (named "Classic Beef Lasagna Bolognese": its last word is the
sauce) but no vegetable lasagna; a tiramisu. Its hard recipes
include a few bakes (the apple pie, the baklava), on which the retrievers rarely agree.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # A dish with a food left out: the gates leave no lasagna, and the catalogue's one is
        # named for it though its name ends with its sauce.
        ("vegetable lasagna with no meat", "en"),
    ],
)
async def test_a_dish_the_catalogue_lacks_falls_back_whatever_goes_with_it(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given the seed catalogue / When asking for a dish it lacks, framed by its purpose
    outcome = await run(searcher, text, language)

    # Then the search offers to create one rather than the nearest neighbour
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"


@pytest.mark.parametrize(
    ("text", "language"),
    [("tiramisu for my mum's birthday", "en"), ("tiramisú para el cumpleaños de mi mamá", "es")],
)
async def test_a_dish_the_catalogue_has_is_answered_whatever_it_is_for(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given the seed catalogue's tiramisu / When asking for it for an occasion
    outcome = await run(searcher, text, language)

    # Then it is answered, the tiramisu first
    assert outcome.decision == "results"
    assert found(outcome)[0] == "tiramisu"


@pytest.mark.parametrize(
    ("text", "language"),
    [("algo difícil de repostería", "es"), ("a challenging bake", "en")],
)
async def test_what_the_filters_chose_is_answered(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given the difficulty filter / When asking for a kind of cooking, no dish named
    outcome = await run(searcher, text, language, difficulty="hard")

    # Then hard recipes answer, not an offer to create one
    assert outcome.decision == "results"
    assert found(outcome)
    assert all(hit.card.difficulty == "hard" for hit in outcome.hits)


@pytest.mark.parametrize(
    ("text", "language"),
    [("easy dessert i can make without an oven", "en"), ("un postre fácil sin horno", "es")],
)
async def test_a_tool_left_out_is_no_dish_the_catalogue_lacks(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given the dessert and difficulty filters, and recipe names that say "Oven" / "Horno"
    # When asking for an easy dessert without the oven
    outcome = await run(searcher, text, language, meal_type="dessert", difficulty="easy")

    # Then easy desserts answer it: the oven is what the cook lacks, not a dish she asked for
    assert outcome.decision == "results"
    assert outcome.fallback_reason is None
    assert found(outcome)
