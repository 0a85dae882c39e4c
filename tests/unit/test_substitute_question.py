"""'What can I use instead of X?' is recognised in EN and ES, and routed to suggest_substitutes."""

from __future__ import annotations

import json

import pytest
from chat.modification import is_modification

from shared.ai.offline import choose_tool
from shared.ai.offline.substitute_question import substitute_subject
from shared.ai.types import ToolSpec
from shared.tools import build_registry


@pytest.mark.parametrize(
    ("message", "subject"),
    [
        ("What can I use instead of butter?", "butter"),
        ("what can i substitute for sour cream in this recipe", "sour cream"),
        ("Is there a substitute for heavy cream?", "heavy cream"),
        ("I don't have eggs, what can I use?", "eggs"),
        ("I\u2019m out of soy sauce", "soy sauce"),  # a phone keyboard apostrophe
        ("Instead of milk, what can I use?", "milk"),
        ("¿Con qué sustituyo el huevo?", "huevo"),
        ("¿Qué uso en lugar de cilantro?", "cilantro"),
        ("no tengo mantequilla", "mantequilla"),
        ("se me acabó la crema", "crema"),
        ("¿alguna alternativa al cacahuate?", "cacahuate"),
        ("me falta el queso para la receta", "queso"),
    ],
)
def test_a_swap_question_names_its_ingredient_as_written(message: str, subject: str) -> None:
    assert substitute_subject(message) == subject


@pytest.mark.parametrize(
    "message",
    [
        "No tengo tiempo",  # time is not an ingredient
        "I don't have an oven",
        "use tofu instead of chicken",  # an order to change the recipe, not a question
        "sin ajo",
        "make it spicier",
        "Use olive oil instead of butter — Chicken and Rice Skillet",
        "something healthy, fast and Mexican",
    ],
)
def test_other_messages_ask_no_swap(message: str) -> None:
    assert substitute_subject(message) is None


def _specs() -> list[ToolSpec]:
    return [
        ToolSpec(
            name=spec["function"]["name"],
            description=spec["function"]["description"],
            parameters=spec["function"]["parameters"],
            strict=True,
        )
        for spec in build_registry().openai_tool_specs()
    ]


@pytest.mark.parametrize(
    ("message", "ingredient"),
    [("¿Con qué sustituyo la mantequilla?", "mantequilla"), ("no tengo crema", "crema")],
)
def test_the_offline_model_calls_suggest_substitutes_even_with_a_recipe_open(
    message: str, ingredient: str
) -> None:
    # Given a recipe on screen ("sin X" there would be a modification)
    call = choose_tool(message, _specs(), has_current_recipe=True)

    # Then the question goes to the substitutes tool, not to modify_recipe
    assert call is not None
    assert call.name == "suggest_substitutes"
    assert json.loads(call.arguments) == {"ingredient": ingredient}


def test_a_swap_question_is_not_a_change_to_the_recipe_but_a_swap_order_is() -> None:
    assert not is_modification("¿con qué sustituyo el pollo?")
    assert not is_modification("no tengo cilantro")
    assert is_modification("usa tofu en lugar de pollo")
    assert is_modification("sin cilantro")
