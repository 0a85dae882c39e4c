"""A food swapped for a cut of itself ("replace the chicken with chicken thighs") keeps its
line, named as the cook said it: the swap took the thighs for a second chicken line and dropped
the chicken, and the answer said the thighs could not be used.

Through HTTP into the chat app, on the offline provider as the demo cooks, in English and
Spanish, the server's own chip tapped first.
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
    ("cook_name", "asked", "swap", "cut", "language"),
    [
        ("maya", "make me a recipe with chicken and rice",
         "replace the chicken with chicken thighs", "chicken thighs", "en"),
        ("sofia", "hazme una receta con pollo y arroz", "cambia el pollo por muslos de pollo",
         "muslos de pollo", "es"),
    ],
)  # fmt: skip
async def test_a_cut_swapped_in_keeps_the_food_in_the_recipe(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    swap: str,
    cut: str,
    language: str,
) -> None:
    # Given a chicken recipe, its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    before = (await chat.tap_first(await chat.say(asked)))["customRecipe"]

    # When she asks for the chicken as thighs
    answer = await chat.say(swap)

    # Then the recipe has the thighs in the chicken's place, as many lines as before, and the
    # answer says it changed, in her language
    recipe = answer["customRecipe"]
    names = [line["name"] for line in recipe["ingredients"]]
    assert cut in names, names
    assert len(names) == len(before["ingredients"]), names
    assert cut in answer["message"], answer["message"]
    assert not any(word in answer["message"] for word in ("couldn't", "no pude")), answer["message"]
    assert answer["language"] == language
