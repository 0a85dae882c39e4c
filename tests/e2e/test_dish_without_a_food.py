"""A catalogue dish asked without one of its foods ("tacos al pastor but without pork"): the
answer says what the catalogue's dish holds, and its chip, tapped, makes the dish without it.

Through HTTP into the chat app on the offline provider, as the demo cooks (Maya and Sofía eat
pork: only their own words leave it out).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "said", "label", "pork"),
    [
        ("maya", "tacos al pastor but without pork",
         "The catalogue has Tacos al Pastor, but only with pork. I can make you a version "
         "without pork!", "Make it without pork", ("pork",)),
        ("sofia", "tacos al pastor sin cerdo",
         "El catálogo tiene Tacos al Pastor, pero solo con cerdo. ¡Puedo prepararte una "
         "versión sin cerdo!", "Hacerla sin cerdo", ("cerdo", "puerco")),
    ],
)  # fmt: skip
async def test_a_dish_asked_without_a_food_is_offered_and_made_without_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    said: str,
    label: str,
    pork: tuple[str, ...],
) -> None:
    # Given a cook asking for a catalogue dish without its meat
    chat = ChatCook(http, demo_cooks[cook_name])
    answer = await chat.say(asked)

    # When she taps the chip that offers it so
    made = await chat.tap(answer, label)

    # Then the answer named what it holds (no blank "no  version"), and the dish came without it
    assert said in answer["message"], answer["message"]
    assert "  " not in answer["message"]
    recipe = made["customRecipe"]
    assert "Tacos al Pastor" in recipe["suggestedName"]
    lines = " ".join(item["name"] for item in recipe["ingredients"]).casefold()
    steps = " ".join(step["instruction"] for step in recipe["steps"]).casefold()
    for word in pork:
        assert word not in lines, lines
        assert word not in steps, steps
