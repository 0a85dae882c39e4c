"""What a model recognises apart from the rest answers a dish only when it is that dish, and one
misspelt word that sounds like one recipe's name is answered with that recipe.

The offline hashing model is given an answer margin here (the settings give one to
multilingual-e5-small only), so the path a model with a margin takes runs on the seed
catalogue: the recipe the model puts first must be named by most of what was asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_search_support import found, make_searcher, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
def trusting(search_db: Database) -> HybridSearcher:
    """A searcher whose model always sees its best recipe apart from the rest."""
    return make_searcher(search_db, answer_margins={"offline-hash-3072": 0.0})


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # A word no recipe has beside a food the catalogue has: the shrimp dishes are
        # neighbours
        ("shrimp tempura", "en"),
        # Two words the catalogue has, never together: the spring rolls are a neighbour
        ("sushi rolls", "en"),
        # A diet word before a dish no recipe is
        ("keto cheesecake", "en"),
        # Spanish: a dish word only a description has, on food the catalogue has
        ("receta de cuy al horno", "es"),
    ],
)
async def test_a_neighbour_the_model_sees_apart_does_not_answer_a_missing_dish(
    trusting: HybridSearcher, text: str, language: str
) -> None:
    # Given a model that always recognises a recipe / When asking for a dish the catalogue lacks
    outcome = await run(trusting, text, language)

    # Then the search still offers to create one
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "not_in_catalogue"


@pytest.mark.parametrize(
    ("text", "language", "slug"),
    [
        # A Spanish dish in other words than its name's ("Papa y Coliflor Especiadas")
        ("papas con coliflor al curry", "es", "aloo_gobi"),
        # Misspelt: "pau" for "pao", too short for a phonetic lookup
        ("pollo kung pau", "es", "kung_pao_chicken"),
        # English words for a Spanish reader: the cards' names are Spanish
        ("fish tacos estilo ensenada", "es", "baja_fish_tacos"),
    ],
)
async def test_the_dish_the_model_recognises_is_answered(
    trusting: HybridSearcher, text: str, language: str, slug: str
) -> None:
    # When asking for a dish the catalogue has, in words the catalogue reads otherwise
    outcome = await run(trusting, text, language)

    # Then the recognised dish is answered first
    assert outcome.decision == "results"
    assert found(outcome)[0] == slug


@pytest.mark.parametrize(
    ("typed", "language", "slug"),
    [
        ("falafal", "en", "falafel"),
        ("jambalya", "en", "jambalaya"),
        ("tabouli", "en", "tabbouleh"),
        ("falafal", "es", "falafel"),
    ],
)
async def test_one_misspelt_word_gets_the_one_dish_that_sounds_like_it(
    searcher: HybridSearcher, typed: str, language: str, slug: str
) -> None:
    # When the whole query is one misspelt dish name the offline model cannot read
    outcome = await run(searcher, typed, language)

    # Then that dish is the answer, not the fallback (the dishes most like it may follow)
    assert outcome.decision == "results"
    assert found(outcome)[0] == slug


async def test_a_misspelt_word_that_sounds_like_several_names_is_not_forced(
    searcher: HybridSearcher,
) -> None:
    # When one misspelt word sounds like several dishes' names
    outcome = await run(searcher, "sandwhich", "en")

    # Then no single one is picked for it: the fused ranking decides as ever
    assert len(outcome.hits) > 1
