"""A food swapped for one the dish holds already, or taken out, leaves the dish well said.

Shrimp swapped for chicken in the chicken, sausage and shrimp jambalaya was called "Chicken,
Sausage and Chicken Thigh Jambalaya", and without the shrimp it was "Chicken, Sausage
Jambalaya", its steps still saying "Scatter over the rice, cover and cook 5-7 minutes more
until they are pink, opaque and reach 165°F (74°C)". Through HTTP into the chat app on the
offline provider as the demo cooks, in English and in Spanish, the card picked by its place as
a cook does.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_PLACES = {"en": ("the first one", "the second one", "the third one"), "es": ("la primera",
           "la segunda", "la tercera")}  # fmt: skip


async def _picked(chat: ChatCook, asked: str, card: str, language: str) -> None:
    """The card picked from the cards shown by its place, as a cook does."""
    shown = await chat.say(asked)
    names = [recipe["name"] for recipe in shown.get("recipes") or ()]
    assert card in names[:3], names
    picked = await chat.say(_PLACES[language][names.index(card)])
    assert card in picked["message"], picked["message"]


def _instructions(answer: dict[str, Any]) -> list[str]:
    recipe = answer.get("customRecipe")
    assert recipe is not None, answer["message"]
    return [step["instruction"] for step in recipe["steps"]]


@pytest.mark.parametrize(
    ("cook_name", "asked", "card", "change", "named", "language"),
    [
        (
            "maya",
            "shrimp jambalaya",
            "Chicken, Sausage and Shrimp Jambalaya",
            "use chicken instead of shrimp",
            "Chicken and Sausage Jambalaya",
            "en",
        ),
        (
            "maya",
            "shrimp jambalaya",
            "Chicken, Sausage and Shrimp Jambalaya",
            "without shrimp",
            "Chicken and Sausage Jambalaya",
            "en",
        ),
        (
            "sofia",
            "jambalaya",
            "Jambalaya de Pollo, Salchicha y Camarón",
            "usa pollo en vez de camarón",
            "Jambalaya de Pollo y Salchicha",
            "es",
        ),
        (
            "sofia",
            "jambalaya",
            "Jambalaya de Pollo, Salchicha y Camarón",
            "sin camarón",
            "Jambalaya de Pollo y Salchicha",
            "es",
        ),
    ],
)
async def test_the_name_says_each_food_once_and_as_a_list(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    card: str,
    change: str,
    named: str,
    language: str,
) -> None:
    # Given the jambalaya picked from the cards by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    await _picked(chat, asked, card, language)

    # When she swaps the shrimp for the chicken it holds already, or leaves the shrimp out
    version = await chat.say(change)

    # Then her recipe is named for the foods it has, each once
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    assert recipe["suggestedName"] == named
    assert version["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "card", "change", "look", "language"),
    [
        ("maya", "shrimp jambalaya", "Chicken, Sausage and Shrimp Jambalaya", "without shrimp",
         "pink", "en"),
        ("sofia", "jambalaya", "Jambalaya de Pollo, Salchicha y Camarón", "sin camarones",
         "rosad", "es"),
    ],
)  # fmt: skip
async def test_the_step_of_a_food_left_out_goes_with_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    card: str,
    change: str,
    look: str,
    language: str,
) -> None:
    # Given the jambalaya picked, whose shrimp are scattered over the rice near the end
    chat = ChatCook(http, demo_cooks[cook_name])
    await _picked(chat, asked, card, language)

    # When she leaves the shrimp out
    version = await chat.say(change)

    # Then no step scatters nothing over the rice, nor waits for it to turn pink
    steps = _instructions(version)
    assert not [s for s in steps if re.match(r"\w+ (?:over|sobre)\b", s)], steps
    assert not [s for s in steps if look in s.lower()], steps
    assert version["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "card", "change", "food", "language"),
    [
        ("maya", "shrimp jambalaya", "Chicken, Sausage and Shrimp Jambalaya",
         "use chicken instead of shrimp", "chicken", "en"),
        ("sofia", "jambalaya", "Jambalaya de Pollo, Salchicha y Camarón",
         "usa pollo en vez de camarón", "pollo", "es"),
    ],
)  # fmt: skip
async def test_a_food_joining_one_the_dish_holds_cooks_as_the_dish_cooks_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    card: str,
    change: str,
    food: str,
    language: str,
) -> None:
    # Given the jambalaya picked, whose chicken simmers 20 minutes with the rice to 165°F and
    # whose shrimp are scattered over it for the last 5-7 minutes
    chat = ChatCook(http, demo_cooks[cook_name])
    await _picked(chat, asked, card, language)

    # When she swaps the shrimp for chicken, then taps the version's own first chip
    version = await chat.say(change)
    tapped = await chat.tap_first(version)

    # Then no step puts chicken over the rice for the last minutes, raw: the chicken is
    # seared and simmered with the rice as the dish cooks it, and checked at 165°F there
    for answer in (version, tapped):
        steps = _instructions(answer)
        late = [s for s in steps if re.search(r"\b(?:scatter|distribuye)\b", s.lower())]
        assert not late, steps
        checked = [s for s in steps if food in s.lower() and re.search(r"165°F|74°C", s)]
        assert checked, steps
        assert answer["language"] == language
