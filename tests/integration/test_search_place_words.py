"""A city's people said for its cooking, over the real seed catalogue (offline embeddings)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration

# The catalogue's Peruvian recipes (tagged "Peruvian" / "peruano").
_PERUVIAN = {"peruvian_ceviche", "lomo_saltado", "peruvian_quinoa_salad"}


async def test_a_city_said_as_a_style_is_answered_by_its_country(
    searcher: HybridSearcher,
) -> None:
    # Cusco is in Peru: no recipe says "cusqueño", the Peruvian ones are the answer.
    outcome = await run(searcher, "quiero algo bien cusqueño para la cena", "es")

    assert outcome.decision == "results", outcome.fallback_reason
    assert found(outcome)[0] in _PERUVIAN, found(outcome)


async def test_a_dish_named_for_its_city_the_catalogue_lacks_still_falls_back(
    searcher: HybridSearcher,
) -> None:
    # Beside the dish the place names it: no recipe is a causa, Peruvian or not.
    outcome = await run(searcher, "causa cusqueña", "es")

    assert outcome.decision == "fallback", found(outcome)
