""" "Create my own" under the cards of a request that named a food her diet leaves out ("algo
con pollo" of a vegetarian) makes nothing of that food.

The search left the chicken out and said so ("No incluí recetas con pollo porque eres
vegetariano"); the chip under its cards then made him a "Salteado de pollo". Through HTTP
into the chat app on the offline provider, tapping the chip the server offers, in Spanish as
the demo vegetarian and in English as a new one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration

_CREATE_MINE = {"en": "Create my own", "es": "Crear la mía"}
_CHICKEN = {"en": "chicken", "es": "pollo"}
_RICE = {"en": "rice", "es": "arroz"}


def _ingredients(answer: dict[str, Any]) -> list[str]:
    recipe = answer.get("customRecipe") or {}
    return [item["name"].casefold() for item in recipe.get("ingredients") or ()]


async def _create_mine_after(chat: ChatCook, asked: str, language: str) -> dict[str, Any]:
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    assert _CHICKEN[language] in shown["message"], shown["message"]  # told it was left out
    return await chat.tap(shown, _CREATE_MINE[language])


@pytest.mark.parametrize(
    ("asked", "language"),
    [("algo con pollo", "es"), ("something with chicken", "en")],
)
async def test_a_food_her_diet_leaves_out_is_not_made(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    cook: Callable[..., Principal],
    *,
    asked: str,
    language: str,
) -> None:
    # Given a vegetarian shown the cards of a request for chicken
    user = demo_cooks["luis"] if language == "es" else cook("en", diets=("vegetarian",)).user_id
    chat = ChatCook(http, user)

    # When he taps "Create my own" under them
    answer = await _create_mine_after(chat, asked, language)

    # Then no chicken recipe is made: he is asked what he has, with an example he eats
    assert not answer.get("customRecipe"), _ingredients(answer)
    assert answer["language"] == language
    assert "?" in answer["message"], answer["message"]
    assert _CHICKEN[language] not in answer["message"].casefold(), answer["message"]


@pytest.mark.parametrize(
    ("asked", "language"),
    [("algo con pollo y arroz", "es"), ("something with chicken and rice", "en")],
)
async def test_the_foods_his_diet_keeps_are_made(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    cook: Callable[..., Principal],
    *,
    asked: str,
    language: str,
) -> None:
    # Given a vegetarian shown the cards of a request for chicken and rice
    user = demo_cooks["luis"] if language == "es" else cook("en", diets=("vegetarian",)).user_id
    chat = ChatCook(http, user)

    # When he taps "Create my own" under them
    answer = await _create_mine_after(chat, asked, language)

    # Then his recipe is made of the rice, without the chicken
    names = _ingredients(answer)
    assert any(_RICE[language] in name for name in names), (names, answer["message"])
    assert not any(_CHICKEN[language] in name for name in names), names
    assert answer["language"] == language
