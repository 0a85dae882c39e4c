"""A time or heat question about a food of the open recipe quotes the steps that cook it."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from chat.step_question import step_question_answer
from chat.turn import Turn

from shared.auth.principal import Principal
from shared.context import UserContext
from shared.schemas import GeneratedRecipe

_RECIPE = GeneratedRecipe.model_validate(
    {
        "suggestedName": "Lentil Soup",
        "language": "en",
        "totalTime": 40,
        "difficulty": "easy",
        "portions": 4,
        "ingredients": [
            {"name": "lentils", "quantity": 200, "unit": "g"},
            {"name": "carrot", "quantity": 1},
        ],
        "steps": [
            {"order": 1, "instruction": "Rinse the lentils and dice the carrot."},
            {"order": 2, "instruction": "Simmer the lentils for 25 minutes.", "timerSeconds": 1500},
            {"order": 3, "instruction": "Serve hot."},
        ],
    }
)


def _turn(message: str, recipe: GeneratedRecipe | None = _RECIPE) -> Turn:
    return Turn(
        principal=Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"}),
        session_id=uuid.uuid4(),
        message=message,
        mode="text",
        context=UserContext(language="en"),
        previous_recipe=recipe,
        now=datetime(2026, 3, 18, tzinfo=UTC),
    )


def test_the_timed_step_that_cooks_the_food_is_quoted_and_the_recipe_kept() -> None:
    # When
    draft = step_question_answer(_turn("How long do I cook the lentils?"), "offline")

    # Then the simmering step is quoted word for word, not the rinsing one
    assert draft is not None
    assert "step 2: Simmer the lentils for 25 minutes." in draft.message
    assert "Rinse" not in draft.message
    assert draft.kept_recipe is _RECIPE


def test_a_food_with_no_timed_step_gets_the_steps_that_handle_it() -> None:
    draft = step_question_answer(_turn("when do I add the carrot?"), "offline")
    assert draft is not None
    assert "step 1: Rinse the lentils and dice the carrot." in draft.message


@pytest.mark.parametrize(
    "message",
    [
        "how long do I cook the rice?",  # not in this recipe
        "I love lentils",  # no question of time or heat
    ],
)
def test_other_messages_are_not_step_questions(message: str) -> None:
    assert step_question_answer(_turn(message), "offline") is None


def test_with_no_recipe_open_it_is_not_a_step_question() -> None:
    assert step_question_answer(_turn("how long do I cook the lentils?", None), "offline") is None
