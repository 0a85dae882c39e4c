"""Shaping a search result into the tool output (seed 000 §6.9, §6.10 trace fields)."""

from __future__ import annotations

import pytest

from shared.schemas.recipe import RecipeCard
from shared.tools.search_output import SearchResult, shape_search


def card(n: int, name: str) -> RecipeCard:
    return RecipeCard(
        recipe_id=f"00000000-0000-0000-0000-00000000000{n}",
        name=name,
        total_time=30,
        portions=4,
        difficulty="easy",
        cuisine="Mexicana",
        score=0.8,
    )


CARDS = (card(1, "Caldo de Pollo"), card(2, "Sopa de Tortilla"))


def test_results_name_the_cards_and_report_the_mode() -> None:
    result = SearchResult(cards=CARDS, decision="results", mode="hybrid", high_confidence=True)

    output = shape_search(result, "es")

    assert output.spoken == "Encontré 2 recetas: Caldo de Pollo y Sopa de Tortilla."
    assert output.recipes == CARDS
    assert output.search_mode == "hybrid"
    assert output.fallback_reason is None
    assert output.result_count == 2
    assert "hybrid search" in output.summary
    assert "strong match" in output.summary


def test_degraded_results_keep_their_reason_for_the_trace() -> None:
    result = SearchResult(
        cards=CARDS, decision="results", mode="lexical", fallback_reason="embedding_failure"
    )

    output = shape_search(result, "en")

    assert output.search_mode == "lexical"
    assert output.fallback_reason == "embedding_failure"
    assert "could not be embedded" in output.summary
    assert output.spoken.startswith("I found 2 recipes")


@pytest.mark.parametrize(
    ("language", "message", "chips"),
    [
        (
            "en",
            "I couldn't find recipes matching that, but I can create something custom!",
            ["Create from ingredients", "Surprise me"],
        ),
        (
            "es",
            "No encontré recetas para eso, pero puedo crear algo personalizado.",
            ["Crear con ingredientes", "Sorpréndeme"],
        ),
    ],
)
def test_a_fallback_is_the_fixed_bilingual_copy_and_two_chips(
    language: str, message: str, chips: list[str]
) -> None:
    result = SearchResult(cards=CARDS[:1], decision="fallback", mode="hybrid")

    output = shape_search(result, language)  # type: ignore[arg-type]

    assert output.spoken == message
    assert [chip.label for chip in output.suggestions] == chips
    assert output.fallback_reason == "low_confidence"
    assert output.recipes == CARDS[:1]


def test_a_degraded_fallback_reports_the_degradation() -> None:
    result = SearchResult(
        cards=(), decision="fallback", mode="lexical", fallback_reason="no_embeddings"
    )

    output = shape_search(result, "en")

    assert output.fallback_reason == "no_embeddings"
    assert output.search_mode == "lexical"
