""" "Save it" / "guárdala" said after a recipe: the answer points to the recipe's Save button and
keeps the recipe open, instead of searching the catalogue for the words.

Through HTTP into the chat app on the offline provider, as the demo cooks.
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
    ("cook_name", "asked", "saying", "button"),
    [
        ("maya", "create a recipe with chicken and potatoes", "save it", "Save recipe"),
        ("sofia", "crea una receta con pollo y papas", "Guárdala, por favor", "Guardar receta"),
        ("luis", "crea una receta con tofu y brócoli", "guarda la receta", "Guardar receta"),
    ],
)
async def test_save_said_after_a_recipe_points_to_its_save_button_and_keeps_it_open(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    saying: str,
    button: str,
) -> None:
    # Given a cook with a recipe just made, then one of its chips tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    changed = await chat.tap_first(made)
    name = changed["customRecipe"]["suggestedName"]

    # When she says to save it
    answer = await chat.say(saying)

    # Then nothing is searched: the same recipe stays open with its save action, and the
    # answer names the button and the recipe in her language
    assert "recipes" not in answer or not answer["recipes"], answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["customRecipe"]["suggestedName"] == name
    assert answer["language"] == changed["language"]
    saves = [a for a in answer["actions"] if a["type"] == "save_recipe"]
    assert [a["label"] for a in saves] == [button]
    assert saves[0]["payload"]["recipeName"] == name
    assert f'"{button}"' in answer["message"], answer["message"]
    opening = {"Save recipe": f"To keep your {name} recipe,",
               "Guardar receta": f"Para guardar tu receta de {name},"}[button]  # fmt: skip
    assert answer["message"].startswith(opening), answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "saying", "said"),
    [
        ("maya", "I want fish tacos", "save it", "There's no recipe of yours open to save."),
        ("luis", "busca recetas rápidas para la cena", "guárdala",
         "No tienes abierta ninguna receta tuya que guardar."),
    ],
)  # fmt: skip
async def test_save_said_over_catalogue_cards_is_no_search_for_the_words(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    saying: str,
    said: str,
) -> None:
    # Given a cook shown catalogue cards, no recipe of her own open
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)

    # When she says to save it
    answer = await chat.say(saying)

    # Then nothing is searched for the words, and she is told how to save one; no chip
    # carries her words as a dish, and the first one leads to recipes in her language
    assert shown["recipes"], shown["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["message"].startswith(said), answer["message"]
    assert not any(saying in chip["message"] for chip in answer["suggestions"])
    tapped = await chat.tap_first(answer)
    assert tapped["language"] == shown["language"]
    assert tapped["recipes"], tapped["message"]
