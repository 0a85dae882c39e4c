""" "Next" / "siguiente" said after "continue cooking" opened the recipe she is cooking: her
place in it, with the action that resumes it.

The recipe found again is open, so "next" was answered as for a recipe just made: "Let's cook
your Mushroom Risotto! Follow its steps ... Tap "Save recipe" to keep it", from the first step
and with a button to save what she saved already, and step 3 of 6 was not said. Through HTTP
into the chat app on the offline provider, as the demo cooks (each with a risotto left at step 3
of 6), in the profile's language and in the other one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook, action_of

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "carry_on", "command", "step", "save"),
    [
        ("maya", "continue cooking", "next", "you stopped at step 3 of 6", "Save recipe"),
        ("maya", "seguir cocinando", "¿cuánto falta?", "te quedaste en el paso 3 de 6",
         "Guardar receta"),
        ("sofia", "seguir cocinando", "siguiente", "te quedaste en el paso 3 de 6",
         "Guardar receta"),
        ("sofia", "continue cooking", "repeat", "you stopped at step 3 of 6", "Save recipe"),
        # How long is left, said as a cook says it, is asked of the step she is at
        ("maya", "continue cooking", "How long is left?", "you stopped at step 3 of 6",
         "Save recipe"),
        ("sofia", "seguir cocinando", "¿Cuánto queda?", "te quedaste en el paso 3 de 6",
         "Guardar receta"),
    ],
)  # fmt: skip
async def test_a_guide_command_in_the_recipe_she_resumed_says_where_she_stopped(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    carry_on: str,
    command: str,
    step: str,
    save: str,
) -> None:
    # Given a cook who asked to carry on cooking, and was shown the recipe she stopped in
    chat = ChatCook(http, demo_cooks[cook_name])
    found = await chat.say(carry_on)
    resume = action_of(found, "resume_cooking")

    # When she says a guide command
    answer = await chat.say(command)

    # Then she hears where she stopped, with the same resume action, and is not told to save
    # the recipe she saved
    assert step in answer["message"], answer["message"]
    assert save not in answer["message"], answer["message"]
    assert action_of(answer, "resume_cooking")["payload"] == resume["payload"]
    assert answer["trace"]["toolsCalled"] == []
