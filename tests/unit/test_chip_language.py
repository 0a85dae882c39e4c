"""Every chip the server sends reads as the language it was written for, so tapping it keeps
the conversation in that language (the answer follows the language of the message).
"""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from shared.ai.offline.language import detect_language
from shared.schemas import GeneratedRecipe, RecipeCard
from shared.tools.recipes import RecipeResult, shape_recipe
from shared.tools.replay_output import ReplayResult, shape_retrieval
from shared.tools.replay_scoring import ReplayNotFound
from shared.tools.search_output import SearchResult, shape_search

CARD = RecipeCard(
    recipe_id="r1", name="Tinga", total_time=25, portions=4, difficulty="easy", score=0.8
)
RECIPE = GeneratedRecipe.model_validate(
    {
        "suggestedName": "Tinga",
        "language": "en",
        "totalTime": 20,
        "difficulty": "easy",
        "portions": 2,
        "ingredients": [{"name": "chicken"}],
        "steps": [{"order": 1, "instruction": "Cook the chicken."}],
    }
)


@pytest.mark.parametrize("language", ["en", "es"])
def test_every_chip_message_reads_as_its_language(language: str) -> None:
    # Given the chips of every kind of answer
    outputs = [
        shape_search(SearchResult(cards=(CARD,), decision="results"), language),  # type: ignore[arg-type]
        shape_search(SearchResult(cards=(), decision="fallback"), language),  # type: ignore[arg-type]
        shape_retrieval(
            ReplayResult(decision=ReplayNotFound(), now=datetime(2026, 3, 18, tzinfo=UTC)),
            language,  # type: ignore[arg-type]
        ),
        shape_recipe(RecipeResult(recipe=RECIPE, modified=False), language),  # type: ignore[arg-type]
    ]
    chips = [chip for output in outputs for chip in output.suggestions]
    assert chips

    # When / Then each one, tapped, is read as written in that language whatever the profile
    other = "es" if language == "en" else "en"
    for chip in chips:
        assert detect_language(chip.message, default=other) == language, chip.message
