"""Which messages are only a command to the cooking guide, and the language they are in."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime

import pytest
from chat.step_request import is_step_request, step_answer
from chat.turn import Turn

from shared.ai.offline.language import written_language
from shared.auth.principal import Principal
from shared.context import ResumableSession, UserContext
from shared.schemas import GeneratedRecipe


@pytest.mark.parametrize(
    "message",
    [
        "next",
        "Next step, please",
        "What's next?",
        "repeat that",
        "go back",
        "How long?",
        "siguiente",
        "¿Qué sigue?",
        "repite el paso porfa",
        "atrás",
        "¿Cuánto falta?",
        "How long is left?",
        "how many steps are left?",
        "¿Cuánto queda?",
        "¿cuántos pasos faltan?",
    ],
)
def test_a_guide_command_alone_is_one(message: str) -> None:
    assert is_step_request(message)


@pytest.mark.parametrize(
    "message",
    [
        "next week's dinner ideas",
        "how long does a chicken take to roast?",
        "show me the next recipes with beef",
        "siguiente receta con pollo",
        "back ribs",
        "how long is left over chicken good for?",
        "what's left to buy for the tacos?",
    ],
)
def test_a_request_of_its_own_is_not_a_guide_command(message: str) -> None:
    assert not is_step_request(message)


@pytest.mark.parametrize(
    ("message", "language"),
    [
        ("siguiente", "es"),
        ("repite", "es"),
        ("atrás", "es"),
        ("next", "en"),
        ("repeat", "en"),
    ],
)
def test_a_guide_command_alone_says_its_language_whatever_the_cooks(
    message: str, language: str
) -> None:
    # A Spanish command from an English profile is answered in Spanish, and the reverse.
    other = "en" if language == "es" else "es"
    assert written_language(message, default=other) == language


def _risotto(name: str) -> GeneratedRecipe:
    return GeneratedRecipe.model_validate(
        {
            "suggestedName": name,
            "language": "en",
            "totalTime": 40,
            "difficulty": "easy",
            "portions": 4,
            "ingredients": [{"name": "arborio rice", "quantity": 300, "unit": "g"}],
            "steps": [{"order": 1, "instruction": "Toast the rice for 2 minutes."}],
        }
    )


def _cooking(recipe: GeneratedRecipe) -> Turn:
    session = ResumableSession(
        session_id=uuid.uuid4(),
        recipe_id=uuid.uuid4(),
        recipe_type="custom",
        current_step=3,
        total_steps=6,
        recipe_name="Mushroom Risotto",
    )
    return Turn(
        principal=Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"}),
        session_id=uuid.uuid4(),
        message="next",
        mode="text",
        context=UserContext(language="en", resumable_session=session),
        previous_recipe=recipe,
        now=datetime(2026, 3, 18, tzinfo=UTC),
    )


def test_next_in_the_recipe_she_is_cooking_is_the_step_she_stopped_at() -> None:
    # Given the recipe of her cooking session open again
    recipe = _risotto("Mushroom Risotto")

    # When / Then "next" is her place in it, the recipe kept open
    draft = step_answer(_cooking(recipe), "offline")
    assert draft is not None
    assert "step 3 of 6" in draft.message
    assert draft.kept_recipe is recipe


def test_next_in_another_open_recipe_points_to_its_steps() -> None:
    # Given a recipe just made, while another one is left half cooked
    recipe = _risotto("Pea Risotto")

    # When / Then "next" is about the recipe on screen, from its steps
    draft = step_answer(_cooking(recipe), "offline")
    assert draft is not None
    assert "step 3 of 6" not in draft.message
    assert "Pea Risotto" in draft.message
    assert draft.kept_recipe is recipe


def test_start_cooking_with_nothing_open_says_nothing_is_cooking() -> None:
    # Given a turn with no recipe open, no cards and no cooking session
    turn = Turn(
        principal=Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"}),
        session_id=uuid.uuid4(),
        message="start cooking",
        mode="text",
        context=UserContext(language="en"),
        previous_recipe=None,
        now=datetime(2026, 3, 18, tzinfo=UTC),
    )

    # When / Then
    draft = step_answer(turn, "offline")
    assert draft is not None
    assert draft.message.startswith("Nothing is cooking")
