""" "¿Cuánto dura la receta?", "¿cuánto tarda?", "how long does it take?" asked of her open
recipe: answered with its own total and prep time, the recipe kept open.

"¿cuánto dura la receta?" was searched ("No encontré recetas para eso"), which put her recipe
away, so the "¿pica?" after it met the "simple mode" line; "how long does it take?" met that
line at once. Through HTTP into the chat app on the offline provider as the demo cooks, in the
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

_SPICY = {"en": "is it spicy?", "es": "¿pica?"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "language"),
    [
        ("sofia", "tengo pollo, calabacita y elote", "¿cuánto dura la receta?", "es"),
        ("sofia", "I have chicken, zucchini and corn", "how long does it take?", "en"),
        ("luis", "hazme una sopa de lentejas", "¿cuánto tarda?", "es"),
        ("luis", "hazme una sopa de lentejas", "how long does it take to make?", "en"),
    ],
)
async def test_how_long_her_recipe_takes_is_answered_from_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    language: str,
) -> None:
    # Given her recipe, changed with the first chip the server offered
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    recipe = (await chat.tap_first(made))["customRecipe"]
    assert recipe is not None, made["message"]

    # When she asks how long it takes
    answer = await chat.say(question)

    # Then its own minutes are said, in the language she asked in; nothing is searched and
    # the recipe stays open, its chips changing it
    minutes = recipe["totalTime"]
    assert minutes < 60, recipe["totalTime"]
    assert answer["language"] == language, answer["message"]
    assert f"{minutes} min" in answer["message"], (minutes, answer["message"])
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert not answer.get("recipes"), answer["message"]
    assert answer["customRecipe"] == recipe
    assert answer["suggestions"], answer["message"]
    assert all(recipe["suggestedName"] in c["message"] for c in answer["suggestions"])

    # And the question after it is still about her recipe
    spicy = await chat.say(_SPICY[language])
    assert spicy["customRecipe"] == recipe, spicy["message"]
    assert spicy["trace"]["toolsCalled"] == [], spicy["message"]
