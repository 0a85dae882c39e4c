""" "¿Con qué sustituyo la crema?" asked over her recipe that has no cream: the answer says the
recipe has none before it names the swaps, and its chips stay on her recipe.

It was answered as if the recipe held cream, with a chip that searched other recipes in place
of hers. Through HTTP into the chat app on the offline provider as the demo cooks, in the
profile's language and in the other one, after the first chip the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


_HAS_NONE = {"en": "has no cream", "es": "no lleva crema"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "language"),
    [
        ("sofia", "tengo pollo, calabacita y elote", "¿con qué sustituyo la crema?", "es"),
        ("sofia", "tengo pollo, calabacita y elote", "what can I use instead of cream?", "en"),
        ("luis", "hazme una sopa de lentejas", "¿qué uso en lugar de crema?", "es"),
    ],
)
async def test_a_swap_for_a_food_her_recipe_lacks_says_it_has_none(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    language: str,
) -> None:
    # Given her recipe, changed with the first chip the server offered, with no cream in it
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    recipe = (await chat.tap_first(made))["customRecipe"]
    assert recipe is not None, made["message"]
    lines = " ".join(item["name"].casefold() for item in recipe["ingredients"])
    assert "cream" not in lines, lines
    assert "crema" not in lines, lines

    # When she asks what to use instead of cream
    answer = await chat.say(question)

    # Then the answer says her recipe has none, in the language she asked in, the recipe
    # stays open, and every chip changes it: none searches other recipes
    assert answer["language"] == language, answer["message"]
    assert _HAS_NONE[language] in answer["message"], answer["message"]
    assert answer["customRecipe"] == recipe
    assert not answer.get("recipes"), answer["message"]
    assert answer["suggestions"], answer["message"]
    assert all(recipe["suggestedName"] in c["message"] for c in answer["suggestions"]), answer
