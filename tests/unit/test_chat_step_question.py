"""A time or heat question about a food of the open recipe quotes the steps that cook it."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from chat.step_question import step_question_answer
from chat.turn import Turn

from shared.auth.principal import Principal
from shared.context import UserContext
from shared.schemas import GeneratedRecipe, Language

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


# A Thermomix recipe written in Spanish, for a question asked in English.
_SPANISH = GeneratedRecipe.model_validate(
    {
        "suggestedName": "Pollo con arroz",
        "language": "es",
        "totalTime": 30,
        "difficulty": "easy",
        "portions": 4,
        "ingredients": [
            {"name": "pollo", "quantity": 600, "unit": "g"},
            {"name": "arroz", "quantity": 300, "unit": "g"},
        ],
        "steps": [
            {"order": 1, "instruction": "Corta el pollo en trozos."},
            {
                "order": 2,
                "instruction": "Agrega el pollo y cocina 7 min/100°C/giro inverso.",
                "thermomixTime": 420,
                "thermomixTemp": "100",
                "safetyNote": "Cocina hasta que el pollo alcance 74°C (165°F).",
            },
        ],
    }
)


def _turn(
    message: str, recipe: GeneratedRecipe | None = _RECIPE, language: Language = "en"
) -> Turn:
    return Turn(
        principal=Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"}),
        session_id=uuid.uuid4(),
        message=message,
        mode="text",
        context=UserContext(language=language),
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


def test_a_question_in_the_other_language_tells_the_cooking_step_in_hers() -> None:
    # When she asks in English about the chicken of her Spanish recipe
    draft = step_question_answer(_turn("how long do I cook the chicken?", _SPANISH), "offline")

    # Then the step that cooks it is told in English from what it holds, safety included
    assert draft is not None
    assert draft.message == (
        "In your Pollo con arroz recipe: step 2: the chicken, 7 minutes at 100°C. "
        "Cook until the chicken reaches 165°F (74°C) in the thickest part."
    )
    assert draft.kept_recipe is _SPANISH


def test_a_question_in_spanish_about_an_english_recipe_names_the_food_in_spanish() -> None:
    draft = step_question_answer(_turn("¿cuánto tiempo cocino las lentejas?", language="es"), "")

    assert draft is not None
    assert draft.message.endswith("paso 2: las lentejas, 25 minutos."), draft.message
