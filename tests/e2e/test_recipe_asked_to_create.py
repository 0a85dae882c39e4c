""" "Create a panna cotta recipe", "crea una receta de pozole", "create a recipe": a cook asking
to create is answered as one asking to make, never with the "simple mode" line.

"Create" was no verb of making a dish ("make me a panna cotta" found it), so "create a lasagna
recipe" met "simple mode", "create a recipe for panna cotta" searched its every word and found
nothing, and "create a beef stroganoff recipe" made a "Beef Skillet". Through HTTP into the
chat app on the offline provider, as the demo cooks in both languages, tapping the chips the
server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_SIMPLE_MODE = ("simple mode", "modo sencillo")


def _plain(answer: dict[str, object]) -> str:
    message = str(answer["message"])
    assert not any(words in message.casefold() for words in _SIMPLE_MODE), message
    return message


@pytest.mark.parametrize(
    ("cook_name", "asked", "card", "mine", "dish"),
    [
        ("maya", "Create a panna cotta recipe", "Panna Cotta", "Create my own", "panna cotta"),
        ("maya", "create a recipe for panna cotta", "Panna Cotta", "Create my own",
         "panna cotta"),
        ("sofia", "Crea una receta de pozole", "Pozole", "Crear la mía", "pozole"),
    ],
)  # fmt: skip
async def test_a_dish_asked_to_create_is_found_and_kept_by_create_my_own(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    card: str,
    mine: str,
    dish: str,
) -> None:
    # Given a cook asking to create a dish the catalogue has
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks, then taps the answer's "create my own" chip
    found = await chat.say(asked)
    question = await chat.tap(found, mine)

    # Then the catalogue's dish comes first, and the question is for that dish
    _plain(found)
    assert card in found["recipes"][0]["name"], [r["name"] for r in found["recipes"]]
    assert dish in _plain(question), question["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "name"),
    [
        ("maya", "create a beef stroganoff recipe", "Beef Stroganoff"),
        ("sofia", "crea una receta de strogonoff de res", "Strogonoff de res"),
    ],
)
async def test_a_dish_the_catalogue_lacks_asked_to_create_is_made_as_that_dish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    name: str,
) -> None:
    # Given a cook asking to create a dish the catalogue lacks
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks, then taps the first change the recipe offers
    made = await chat.say(asked)
    changed = await chat.tap_first(made)

    # Then the recipe is that dish, and stays it
    assert name in _plain(made)
    assert made["customRecipe"]["suggestedName"] == name
    assert changed["customRecipe"]["suggestedName"] == name


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "listed", "foods"),
    [
        ("maya", "Create a recipe", "Which ingredients do you have?", "chicken, rice and zucchini",
         ("chicken", "rice", "zucchini")),
        ("sofia", "crea una receta", "¿Qué ingredientes tienes?", "pollo, arroz y calabacita",
         ("pollo", "arroz", "calabacita")),
    ],
)  # fmt: skip
async def test_a_recipe_asked_to_create_naming_nothing_asks_what_she_has(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    listed: str,
    foods: tuple[str, ...],
) -> None:
    # Given a cook asking to create a recipe, naming nothing
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks, then answers the question with what she has
    asking = await chat.say(asked)
    made = await chat.say(listed)

    # Then she is asked which ingredients she has, and the recipe is made of them
    assert _plain(asking).startswith(question), asking["message"]
    lines = " ".join(item["name"] for item in made["customRecipe"]["ingredients"]).casefold()
    assert all(food in lines for food in foods), lines
