"""A diet the cook just asked for holds in the examples the next answer offers: after "something
vegetarian", the ingredients question and the starter chips name chickpeas, never chicken, even
when her profile names no diet.

Through HTTP into the chat app on the offline provider, as the demo cooks, in English and
Spanish, tapping the chips the answers offer.
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
    ("cook_name", "asked", "create", "plant", "meat"),
    [
        ("maya", "I want something vegetarian for dinner", "Create my own", "chickpeas",
         "chicken"),
        ("sofia", "quiero algo vegetariano para la cena", "Crear la mía", "garbanzos", "pollo"),
    ],
)  # fmt: skip
async def test_the_examples_after_a_vegetarian_request_name_no_meat(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    create: str,
    plant: str,
    meat: str,
) -> None:
    # Given a cook with no diet in her profile, asking for something vegetarian
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)

    # When she taps "Create my own", then the example chip the question offers
    question = await chat.tap(shown, create)
    example = next(c for c in question["suggestions"] if plant in c["message"])
    tapped = await chat.tap(question, example["label"])

    # Then the question's example and its chips name the plant protein, not meat, and the
    # example chip finds recipes in her language
    assert plant in question["message"], question["message"]
    assert meat not in question["message"]
    assert not any(meat in c["message"] for c in question["suggestions"])
    assert tapped["language"] == shown["language"]
    assert tapped["recipes"], tapped["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "surprise", "meat"),
    [
        ("maya", "vegetable lasagna with no meat", "Surprise me", ("chicken", "beef", "pork")),
        ("sofia", "lasaña de verduras sin carne", "Sorpréndeme", ("pollo", "res", "cerdo")),
    ],
)
async def test_surprise_me_for_a_dish_asked_without_meat_makes_it_without_meat(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    surprise: str,
    meat: tuple[str, ...],
) -> None:
    # Given a cook with no diet in her profile asking for a dish without meat the catalogue lacks
    chat = ChatCook(http, demo_cooks[cook_name])
    missed = await chat.say(asked)

    # When she taps the no-match answer's "Surprise me"
    made = await chat.tap(missed, surprise)

    # Then the recipe it makes holds no meat
    names = [i["name"] for i in made["customRecipe"]["ingredients"]]
    assert not any(m in name.split() for name in names for m in meat), names
