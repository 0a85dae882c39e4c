"""Quick actions: a `set_timer` for every step of a custom recipe that has a duration."""

from __future__ import annotations

from typing import Any

import pytest

from shared.schemas import GeneratedRecipe, Language
from shared.schemas.response import SetTimerAction
from shared.tools.actions import build_actions


def _recipe(steps: list[dict[str, Any]], language: str = "en") -> GeneratedRecipe:
    return GeneratedRecipe.model_validate(
        {
            "suggestedName": "Lentil Soup",
            "language": language,
            "totalTime": 40,
            "difficulty": "easy",
            "portions": 4,
            "ingredients": [{"name": "lentils", "quantity": 200, "unit": "g"}],
            "steps": steps,
        }
    )


def _timers(actions: list[Any] | None) -> list[SetTimerAction]:
    return [a for a in actions or [] if isinstance(a, SetTimerAction)]


def test_each_step_with_a_duration_gets_a_timer_after_the_save_action() -> None:
    # Given a recipe whose second and third steps take time
    recipe = _recipe(
        [
            {"order": 1, "instruction": "Rinse the lentils."},
            {"order": 2, "instruction": "Simmer the lentils.", "timerSeconds": 1500},
            {"order": 3, "instruction": "Rest the soup.", "timerSeconds": 90},
        ]
    )

    # When
    actions = build_actions("en", resumable=None, cards=None, custom_recipe=recipe)

    # Then the save action comes first, then one timer per timed step, part minutes rounded up
    assert actions is not None
    assert actions[0].type == "save_recipe"
    timers = _timers(actions)
    assert [(t.payload.minutes, t.label) for t in timers] == [
        (25, "Step 2: 25 min timer"),
        (2, "Step 3: 2 min timer"),
    ]
    assert timers[0].payload.label == "Simmer the lentils."


def test_timer_labels_are_in_the_answers_language() -> None:
    # Given
    recipe = _recipe(
        [{"order": 1, "instruction": "Cuece las lentejas.", "timerSeconds": 600}], "es"
    )

    # When
    (timer,) = _timers(build_actions("es", resumable=None, cards=None, custom_recipe=recipe))

    # Then
    assert timer.label == "Paso 1: temporizador de 10 min"
    assert timer.payload.minutes == 10


@pytest.mark.parametrize("steps", [[], [{"order": 1, "instruction": "Serve."}]])
def test_no_duration_no_timer(steps: list[dict[str, Any]]) -> None:
    # Given a recipe without timed steps
    recipe = _recipe(steps or [{"order": 1, "instruction": "Mix."}])

    # When / Then
    assert _timers(build_actions("en", resumable=None, cards=None, custom_recipe=recipe)) == []


def test_timers_stop_at_the_action_limit() -> None:
    # Given more timed steps than the response can carry actions
    recipe = _recipe(
        [{"order": n, "instruction": f"Step {n}.", "timerSeconds": 60 * n} for n in range(1, 9)]
    )

    # When
    actions = build_actions("en", resumable=None, cards=None, custom_recipe=recipe) or []

    # Then the first steps' timers fit, in order, within the six actions a response allows
    assert len(actions) == 6
    assert [t.payload.minutes for t in _timers(actions)] == [1, 2, 3, 4, 5]


def _save_id(recipe: GeneratedRecipe) -> str:
    actions = build_actions("en", resumable=None, cards=None, custom_recipe=recipe)
    (save,) = [a for a in actions or [] if a.type == "save_recipe"]
    return str(save.payload.client_id)


def test_the_same_recipe_shown_again_is_saved_under_the_same_client_id() -> None:
    # Given one recipe, shown by two answers (the second read back from the conversation)
    steps = [{"order": 1, "instruction": "Simmer the lentils.", "timerSeconds": 1500}]
    shown = _recipe(steps)
    again = GeneratedRecipe.model_validate(shown.model_dump(by_alias=True))

    # When / Then a tap on either save action names the same recipe to keep once
    assert _save_id(shown) == _save_id(again)


def test_a_changed_recipe_is_saved_under_a_client_id_of_its_own() -> None:
    # Given a recipe and the same recipe made for two
    steps = [{"order": 1, "instruction": "Simmer the lentils.", "timerSeconds": 1500}]
    four = _recipe(steps)
    two = four.model_copy(update={"portions": 2})

    # When / Then saving both keeps both
    assert _save_id(four) != _save_id(two)


@pytest.mark.parametrize(
    ("language", "view", "start"),
    [("en", "View recipe", "Start cooking"), ("es", "Ver receta", "Empezar a cocinar")],
)
def test_a_card_chosen_in_words_gets_view_and_start_actions(
    language: Language, view: str, start: str
) -> None:
    # Given no card in the answer, only the id of one the cook chose from an earlier answer
    chosen = "079f7964-8e26-5269-a820-2e7675a8e06c"

    # When
    actions = build_actions(
        language, resumable=None, cards=None, custom_recipe=None, chosen_id=chosen
    )

    # Then it gets the two actions a shown card gets, labelled in the answer's language
    assert actions is not None
    assert [(a.type, a.label) for a in actions] == [
        ("view_recipe", view),
        ("start_cooking", start),
    ]
    assert [a.payload.recipe_id for a in actions] == [chosen, chosen]
