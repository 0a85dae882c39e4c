""" "Siguiente" said with her own recipe open, and no cooking session of it, says where its steps
are instead of starting it again.

After "empezar a cocinar", each "siguiente" repeated "¡A cocinar tu receta de Ensalada de
garbanzos y jitomate! Sigue sus pasos…", as if she had only now started, and the answer lost
the chips that change the recipe. Through HTTP into the chat app on the offline provider as
the demo cooks, in the profile's language and in the other one, tapping the chips the server
offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_START = {"en": "start cooking", "es": "empezar a cocinar"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "said", "language"),
    [
        ("luis", "crea una receta con garbanzos, espinaca y jitomate", "siguiente", "es"),
        ("sofia", "crea una receta con pollo, arroz y pimiento", "¿qué sigue?", "es"),
        ("maya", "create a recipe with chicken, rice and peppers", "next", "en"),
        ("luis", "crea una receta con garbanzos, espinaca y jitomate", "next step", "en"),
    ],
)
async def test_a_guide_command_with_her_recipe_open_is_no_second_start(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    said: str,
    language: str,
) -> None:
    # Given her recipe, changed with the first chip offered, and started
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]
    started = await chat.say(_START[recipe["language"]])

    # When she says a guide command, twice
    first = await chat.say(said)
    second = await chat.say(said)

    # Then her recipe stays open, and she is told where its steps are, not started again
    for answer in (first, second):
        assert answer["language"] == language, answer["message"]
        assert answer["trace"]["toolsCalled"] == [], answer["message"]
        assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
        assert answer["message"] != started["message"], answer["message"]
        assert str(len(recipe["steps"])) in answer["message"], answer["message"]
        assert recipe["suggestedName"] in answer["message"], answer["message"]
        assert answer["suggestions"], answer["message"]
        assert all(recipe["suggestedName"] in c["message"] for c in answer["suggestions"])

    # And the chip it offers changes her recipe
    changed = await chat.tap_first(second)
    assert changed["trace"]["toolsCalled"] == ["modify_recipe"], changed["message"]
