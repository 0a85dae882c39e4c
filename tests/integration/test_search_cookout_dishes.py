"""A dish asked for a cookout, and a food named in the other language, on the seed catalogue."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        ("esquites pa la carne asada del sábado", "es", "esquites"),
        ("unos tostones para el asado", "es", "tostones"),
        ("guacamole for the braai", "en", "guacamole"),
    ],
)
async def test_a_dish_named_for_a_cookout_is_that_dish(
    searcher: HybridSearcher, text: str, language: str, dish: str
) -> None:
    # When a cook names what she brings to a cookout
    outcome = await run(searcher, text, language)

    # Then that dish comes first, not the meat on the grill
    assert outcome.decision == "results"
    assert found(outcome)[0] == dish
