"""The "Cook it again" chip answered as ready to cook, without offering itself again."""

from __future__ import annotations

from datetime import UTC, datetime

from chat.cook_again import ready_to_cook

from shared.schemas.response import RetrievalNotFound, RetrievalRecipe, RetrievalSingle
from shared.tools import ToolOutput
from shared.tools.phrasing import chip

_AGAIN = chip("Cook it again", "Let's cook Mushroom Risotto again")
_NEW = chip("Something new", "Suggest something new to cook")


def test_a_single_recipe_is_said_ready_and_the_chip_just_tapped_is_gone() -> None:
    recipe = RetrievalRecipe(
        user_recipe_id="r1",
        name="Mushroom Risotto",
        created_at=datetime(2026, 3, 12, tzinfo=UTC),
        source="ai_generated",
    )
    output = ToolOutput(
        summary="found",
        spoken="Found it! Want to make it again?",
        retrieval=RetrievalSingle(recipe=recipe, suggestions=[_AGAIN, _NEW]),
        suggestions=(_AGAIN, _NEW),
    )
    ready = ready_to_cook(output, "en")
    assert ready.spoken == "Let's cook Mushroom Risotto! Tap Start cooking when you're ready."
    assert ready.suggestions == (_NEW,)
    assert isinstance(ready.retrieval, RetrievalSingle)
    assert ready.retrieval.suggestions == [_NEW]


def test_a_miss_is_left_as_it_is() -> None:
    output = ToolOutput(
        summary="none", spoken="I couldn't find that.", retrieval=RetrievalNotFound(suggestions=[])
    )
    assert ready_to_cook(output, "es") is output
