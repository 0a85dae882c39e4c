""" "¿Puedo usar lentejas?" asked over her open recipe: the Spanish answer says each food with its
article and a verb that agrees ("las lentejas pueden ir en lugar de los garbanzos"), and a food
of her allergies or outside her diet is said to be one whether or not the recipe has a line
it would replace, the recipe kept open.

It read "lentejas puede ir en lugar de garbanzos"; and "¿puedo usar tocino?" over a
vegetarian's recipe without meat was searched, which put the recipe away. Through HTTP into
the chat app on the offline provider as the demo cooks, after the first chip the server offers,
then tapping the swap chip it offers.
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
    ("cook_name", "asked", "question", "said", "food"),
    [
        (
            "luis",
            "tengo garbanzos, espinaca y arroz",
            "¿puedo usar lentejas?",
            "Sí: las lentejas pueden ir en lugar de los garbanzos en tu receta de",
            "lentejas",
        ),
        (
            "sofia",
            "tengo pollo, calabacita y elote",
            "¿puedo usar muslos de pollo?",
            "Sí: los muslos de pollo pueden ir en lugar del pollo en tu receta de",
            "muslos de pollo",
        ),
    ],
)
async def test_a_food_that_can_go_in_agrees_with_its_words_and_its_chip_swaps_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    said: str,
    food: str,
) -> None:
    # Given her recipe, changed with the first chip the server offered
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]
    assert recipe is not None

    # When she asks whether a food can go in
    answer = await chat.say(question)

    # Then the Spanish sentence agrees with the foods it names, and the recipe stays open
    assert answer["message"].startswith(said), answer["message"]
    assert answer["customRecipe"] == recipe

    # And the chip it offers makes the swap in her recipe
    swapped = await chat.tap_first(answer)
    lines = [item["name"] for item in swapped["customRecipe"]["ingredients"]]
    assert food in lines, lines


_RECIPES = {"luis": "tengo garbanzos, espinaca y arroz", "sofia": "tengo pollo, calabacita y elote"}


@pytest.mark.parametrize(
    ("cook_name", "question", "said", "language"),
    [
        ("luis", "¿puedo usar tocino?", "no va con tu dieta", "es"),
        ("luis", "can I use bacon?", "doesn't fit your diet", "en"),
        ("sofia", "¿puedo usar cacahuates?", "los cacahuates están entre tus alergias", "es"),
    ],
)
async def test_a_food_she_may_not_eat_is_said_so_with_her_recipe_kept_open(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    question: str,
    said: str,
    language: str,
) -> None:
    # Given her recipe, changed with the first chip the server offered, with no line of that
    # kind to replace
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(_RECIPES[cook_name])))["customRecipe"]
    assert recipe is not None

    # When she asks whether a food of her allergies or outside her diet can go in
    answer = await chat.say(question)

    # Then she is told why not, in the language she asked in; nothing is searched
    assert said in answer["message"], answer["message"]
    assert answer["language"] == language
    assert answer["customRecipe"] == recipe
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
