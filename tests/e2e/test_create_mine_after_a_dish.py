""" "Create my own" under the cards of a dish makes that dish as the cook's own.

"sopa de lentejas" showed the catalogue's lentil soups; "Crear la mía" under them asked which
ingredients she had, as if nothing had been asked. It now makes a lentil soup of her own with
the lentils the request named. A request that names no food ("quick dinners") still asks.

Through HTTP into the chat app on the offline provider, in each language.
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
    ("cook_name", "asked", "label", "food", "kind", "language"),
    [
        ("luis", "sopa de lentejas", "Crear la mía", "lentejas", "sopa", "es"),
        ("maya", "chicken soup", "Create my own", "chicken", "soup", "en"),
        ("ana", "una sopa de pollo para la cena", "Crear la mía", "pollo", "sopa", "es"),
        ("sofia", "I would love a lentil soup", "Create my own", "lentils", "soup", "en"),
    ],
)
async def test_create_my_own_under_a_dish_makes_that_dish_with_its_food(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    label: str,
    food: str,
    kind: str,
    language: str,
) -> None:
    # Given a cook shown the catalogue's recipes for a dish
    chat = ChatCook(http, demo_cooks[cook_name])
    cards = await chat.say(asked)
    assert cards.get("recipes"), cards["message"]

    # When she taps "Create my own" under them
    made = await chat.tap(cards, label)

    # Then that dish is made, with the food its name gave, in her language
    recipe = made.get("customRecipe")
    assert recipe, made["message"]
    assert kind in recipe["suggestedName"].casefold(), recipe["suggestedName"]
    assert food in [line["name"] for line in recipe["ingredients"]], recipe["ingredients"]
    assert made["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "label", "question"),
    [
        ("maya", "quick dinners", "Create my own", "Which ingredients do you have?"),
        ("luis", "cenas rápidas", "Crear la mía", "¿Qué ingredientes tienes?"),
    ],
)
async def test_create_my_own_under_a_request_naming_no_food_asks_for_hers(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    label: str,
    question: str,
) -> None:
    chat = ChatCook(http, demo_cooks[cook_name])
    cards = await chat.say(asked)

    asked_back = await chat.tap(cards, label)

    assert asked_back["message"].startswith(question), asked_back["message"]
    assert not asked_back.get("customRecipe")
