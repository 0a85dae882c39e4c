""" "Can I use chicken thighs?" asked of her open recipe names the line the food would replace
and offers the swap as a chip; searched, it showed chicken cards and closed her recipe.

Through HTTP into the chat app, on the offline provider as the demo cooks, in English and
Spanish, the server's own chips tapped in turn.
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
    ("cook_name", "asked", "question", "food", "language"),
    [
        ("maya", "make me a recipe with chicken and rice", "can I use chicken thighs?",
         "chicken thighs", "en"),
        ("sofia", "hazme una receta con pollo y arroz", "¿puedo usar muslos de pollo?",
         "muslos de pollo", "es"),
        ("ana", "create a recipe with chicken and rice", "can I use quinoa instead of the rice?",
         "quinoa", "en"),
    ],
)  # fmt: skip
async def test_a_food_asked_to_use_is_offered_in_place_of_its_line(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    food: str,
    language: str,
) -> None:
    # Given her recipe open, its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]

    # When she asks whether she can use a food, then taps the answer's first chip
    answer = await chat.say(question)
    swapped = await chat.tap_first(answer)

    # Then nothing is searched and her recipe stays open; the chip makes the swap, the food
    # in the recipe and the answer saying so, in her language
    assert answer["trace"]["toolsCalled"] == []
    assert not answer.get("recipes"), answer["message"]
    assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
    assert food in answer["message"], answer["message"]
    assert answer["language"] == language
    names = [line["name"] for line in swapped["customRecipe"]["ingredients"]]
    assert food in names, names
    assert not any(w in swapped["message"] for w in ("couldn't", "no pude")), swapped["message"]
    assert swapped["language"] == language
