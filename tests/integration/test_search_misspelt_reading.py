"""A misspelt dish name is searched as the words it misspells, by both retrievers.

The lexical side finds "chiken tikka masalla" by the sound of its name, but the model embeds
the words as typed: without reading them again, the recipes after the dish (and, for
"biriani de pollo", the dish itself) were the model's neighbours of the typo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("typed", "meant", "language", "slug"),
    [
        ("chiken tikka masalla", "chicken tikka masala", "en", "chicken_tikka_masala"),
        ("biriani de pollo", "biryani de pollo", "es", "chicken_biryani"),
    ],
)
async def test_a_misspelt_dish_is_answered_as_spelt(
    searcher: HybridSearcher, typed: str, meant: str, language: str, slug: str
) -> None:
    # Given the seed catalogue and the offline model
    # When searching a dish name with typos, and the same name spelt right
    misspelt = await run(searcher, typed, language)
    spelt = await run(searcher, meant, language)

    # Then the dish comes first, and the same recipes follow it in the same order
    assert misspelt.decision == "results"
    assert found(misspelt)[0] == slug
    assert found(misspelt) == found(spelt)


@pytest.mark.parametrize("typed", ["bul go gee beef", "banh mee"])
async def test_a_name_misspelt_in_pieces_is_no_dish_the_catalogue_lacks(
    searcher: HybridSearcher, typed: str
) -> None:
    # Given the seed catalogue (a beef bulgogi, a banh mi) and the offline model
    # When searching a dish name written by sound in syllables
    outcome = await run(searcher, typed, "en")

    # Then it is read as the catalogue's dish, not as a dish the catalogue lacks
    assert outcome.fallback_reason != "not_in_catalogue"


async def test_a_name_misspelt_in_pieces_finds_its_dish(searcher: HybridSearcher) -> None:
    # Given the seed catalogue and the offline model
    # When searching "banh mi" with its second word spelt by sound
    outcome = await run(searcher, "banh mee", "en")

    # Then the banh mi is among the first answers
    assert "lemongrass_chicken_banh_mi" in found(outcome)[:3]
