"""A dish the catalogue has, named as another culture or region names it, is that recipe; a
dish the catalogue lacks that shares a word with such a name still falls back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("text", "language", "slug"),
    [
        # The Paraguayan and the Colombian names of the Brazilian cheese bread
        ("chipas for an afternoon snack", "en", "pao_de_queijo"),
        ("pan de yuca para el desayuno", "es", "pao_de_queijo"),
        # The Turkish twin of the shakshuka, in a Spanish request
        ("receta de menemen con pimientos", "es", "shakshuka"),
        # Britain's macaroni cheese, Venezuela's carne mechada
        ("how do I make macaroni cheese", "en", "baked_mac_and_cheese"),
        ("carne mechada venezolana", "es", "ropa_vieja"),
        ("a bowl of saag paneer with rice", "en", "palak_paneer"),
        # A one-word name beside where it is from, or how it is served: the rest of the
        # sentence says how it is wanted, not another dish
        ("menemen a la turca con pan", "es", "shakshuka"),
        ("eggs in purgatory, neapolitan style", "en", "shakshuka"),
        ("patacones with a lime and garlic dip", "en", "tostones"),
    ],
)
async def test_a_dish_named_otherwise_is_that_recipe_first(
    searcher: HybridSearcher, text: str, language: str, slug: str
) -> None:
    # Given the seed catalogue / When a cook names one of its dishes by another name
    outcome = await run(searcher, text, language)

    # Then it is answered, that dish first
    assert outcome.decision == "results"
    assert found(outcome)[0] == slug


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # The Basque cod "al pil pil": the gambas al pil pil are the garlic prawns, not it
        ("bacalao al pil pil", "es"),
        # Pork gyros: the catalogue's twin of the chicken gyros is chicken
        ("pork gyros platter", "en"),
    ],
)
async def test_a_dish_sharing_a_word_with_another_name_still_falls_back(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    # Given the seed catalogue / When a cook names a dish it lacks
    outcome = await run(searcher, text, language)

    # Then the search offers to create one
    assert outcome.decision == "fallback"
