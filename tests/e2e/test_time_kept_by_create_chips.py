"""The minutes a cook gave hold for the recipe her "Create" taps make: under the cards her list
found ("Create my own"), and through the no-match chip that carries her dish and its time
("Create from ingredients", then the ingredients question and her answer).

Through HTTP into the chat app on the offline provider, as the demo cooks, in English and
Spanish.
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
    ("cook_name", "asked", "create", "minutes"),
    [
        ("maya", "something with chicken and broccoli in 15 minutes", "Create my own", 15),
        ("luis", "quiero algo con tofu y brócoli en 15 minutos", "Crear la mía", 15),
    ],
)
async def test_create_my_own_under_her_cards_keeps_the_time_she_gave(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    create: str,
    minutes: int,
) -> None:
    # Given a cook who listed what she has and how long she has, and was shown cards
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)

    # When she taps the answer's own "Create my own" chip
    made = await chat.tap(shown, create)

    # Then the recipe is made of her foods within her minutes
    recipe = made["customRecipe"]
    assert recipe["totalTime"] <= minutes, (recipe["totalTime"], made["message"])


@pytest.mark.parametrize(
    ("cook_name", "asked", "dish", "has", "minutes"),
    [
        ("maya", "beef stroganoff in 20 minutes", "beef stroganoff", "beef, mushrooms and onion",
         20),
        ("sofia", "quiero lasaña de verduras en 15 minutos", "lasaña de verduras",
         "calabacita, espinacas y queso", 15),
    ],
)  # fmt: skip
async def test_create_from_ingredients_for_a_missing_dish_keeps_the_time_she_gave(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    dish: str,
    has: str,
    minutes: int,
) -> None:
    # Given a cook asking for a dish the catalogue lacks, with the time she has
    chat = ChatCook(http, demo_cooks[cook_name])
    missed = await chat.say(asked)

    # When she taps the first no-match chip, then answers its question with what she has
    create = missed["suggestions"][0]
    asked_back = await chat.tap(missed, create["label"])
    made = await chat.say(has)

    # Then the question names her dish without the time, and the dish is made within it
    assert asked_back["message"].endswith(("Tell me a few and I'll create it.",
                                          "Dime algunos y la creo con ellos."))  # fmt: skip
    assert f"{dish}?" in asked_back["message"] or f"{dish} recipe?" in asked_back["message"]
    recipe = made["customRecipe"]
    assert recipe["totalTime"] <= minutes, (recipe["totalTime"], made["message"])
