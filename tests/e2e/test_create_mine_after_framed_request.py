""" "Create my own" under the cards of a request framed as one ("chicken dinner ideas",
"recetas de pollo") makes a recipe of what it asked for, not one named after its framing.

The recipe made was called "Chicken Dinner Ideas" and "Recetas de pollo": the request's
framing words were read as the dish. Through HTTP into the chat app on the offline provider
as the demo cooks, in English and in Spanish, tapping the chip the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.normalize import words
from tests.e2e.cook_support import ChatCook, action_of

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_CREATE_MINE = {"en": "Create my own", "es": "Crear la mía"}
_FRAMING = {"recipe", "recipes", "idea", "ideas", "dinner", "receta", "recetas", "cena"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "food", "language"),
    [
        ("ana", "chicken dinner ideas", "chicken", "en"),
        ("maya", "chicken recipes", "chicken", "en"),
        ("maya", "dinner ideas with shrimp", "shrimp", "en"),
        ("ana", "recetas de pollo", "pollo", "es"),
        ("maya", "ideas para la cena con camarones", "camarones", "es"),
    ],
)
async def test_the_recipe_made_is_named_for_what_was_asked(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    food: str,
    language: str,
) -> None:
    # Given the catalogue's cards for a framed request
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]

    # When she taps "Create my own"
    made = await chat.tap(shown, _CREATE_MINE[language])

    # Then the recipe is made of the food asked for, named without the request's framing
    recipe = made["customRecipe"]
    name = recipe["suggestedName"]
    assert food in words(name), name
    assert not _FRAMING & set(words(name)), name
    assert food in [item["name"] for item in recipe["ingredients"]]
    assert action_of(made, "save_recipe")["payload"]["recipeName"] == name
    assert made["language"] == language
