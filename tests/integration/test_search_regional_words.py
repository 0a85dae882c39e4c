"""A kind of dish said with another region's word finds the catalogue's dish of that kind.

The catalogue says "Pay de Manzana" / "Apple Pie"; a cook from Spain asks for a "tarta de
manzana", an English one for an "apple tart". The word is read as the catalogue's words, and
the dish check judges the name as the catalogue says it, so the pie is answered instead of
being refused as a dish the catalogue lacks; a tart the catalogue has no kind of still is.
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
    [("tarta de manzana", "es"), ("an apple tart", "en")],
)
async def test_a_regional_word_for_a_pie_finds_the_pie(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # When
    outcome = await run(searcher, text, language)

    # Then
    assert outcome.decision == "results"
    assert found(outcome)[0] == "apple_pie"


@pytest.mark.parametrize(
    ("text", "language"),
    # "tarta de queso" is a cheesecake: the quiche holds cheese, but is no pie or cake.
    [("tarta de chocolate", "es"), ("tarta de queso", "es"), ("chocolate tart", "en")],
)
async def test_a_tart_the_catalogue_has_no_kind_of_still_falls_back(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # When: no pie or cake of the catalogue is made of chocolate
    outcome = await run(searcher, text, language)

    # Then
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"


async def test_a_regional_word_a_name_has_as_typed_finds_that_dish(
    searcher: HybridSearcher,
) -> None:
    # Given "crepes", Spain's word for Mexico's "crepas", and the English name's word
    # When
    outcome = await run(searcher, "crepes", "en")

    # Then: the word as typed is found in the name; it is no dish the catalogue lacks
    assert outcome.decision == "results"
    assert found(outcome)[0] == "classic_french_crepes"
