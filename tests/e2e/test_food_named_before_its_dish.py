"""A food said before the dish it names is in the singular, as English says it.

A cook asking for her own chickpeas curry got "Chickpeas Curry", and chickpeas with spinach
made a "Chickpeas and Spinach Salad": English names a dish "Chickpea Curry". Spanish says the
food after the dish, in the plural ("Curry de garbanzos"), and keeps it. Through HTTP into the
chat app on the offline provider, as the demo cooks, the recipe's own first chip sent back.
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
    ("cook_name", "asked", "said", "not_said"),
    [
        ("maya", "make my own chickpeas curry", "Chickpea Curry", "Chickpeas"),
        ("maya", "I have chickpeas and spinach, make me something", "Chickpea and Spinach",
         "Chickpeas"),
        ("sofia", "hazme mi propio curry de garbanzos", "garbanzos", "garbanzo "),
    ],
)  # fmt: skip
async def test_a_food_before_its_dish_is_named_in_the_singular(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    said: str,
    not_said: str,
) -> None:
    # Given a cook asking for a dish of her own named after a food she says in the plural
    chat = ChatCook(http, demo_cooks[cook_name])

    # When the recipe is made, and she taps its first chip
    made = await chat.say(asked)
    tapped = await chat.tap_first(made)

    # Then both recipes name the food as the dish's language says it before or after the dish
    for answer in (made, tapped):
        recipe = answer.get("customRecipe")
        assert recipe is not None, answer["message"]
        assert said in recipe["suggestedName"], recipe["suggestedName"]
        assert not_said not in recipe["suggestedName"] + " ", recipe["suggestedName"]
