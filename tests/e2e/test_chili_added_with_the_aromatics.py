"""A chili added to make a dish spicier is a whole count, cooked with the onion and garlic.

The chicken jambalaya made spicier asked for "1½ jalapeños" and added them at the end of the
step whose meats were just set aside, to an empty pot. Through HTTP into the chat app on the
offline provider, in both languages: the card picked, its shrimp swapped, then the chip tapped.
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
    ("cook", "asked", "picked", "swap", "chip", "chili", "onion"),
    [
        (
            "maya",
            "jambalaya",
            "the first one",
            "use chicken instead of shrimp",
            "Make it spicier",
            "jalapeño",
            "onion",
        ),
        (
            "sofia",
            "jambalaya",
            "la primera",
            "usa pollo en lugar de camarones",
            "Más picante",
            "jalapeño",
            "cebolla",
        ),
    ],
)
async def test_a_chili_added_is_whole_and_cooked_with_the_onion(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    picked: str,
    swap: str,
    chip: str,
    chili: str,
    onion: str,
) -> None:
    # Given a cook with the jambalaya picked and its shrimp swapped for chicken
    chat = ChatCook(http, demo_cooks[cook])
    await chat.say(asked)
    await chat.say(picked)
    swapped = await chat.say(swap)

    # When she taps its spicier chip
    spicier = await chat.tap(swapped, chip)

    # Then the chili is counted whole
    recipe = spicier["customRecipe"]
    line = next(i for i in recipe["ingredients"] if chili in i["name"])
    assert float(line["quantity"]).is_integer(), line

    # And it goes into the pot with the onion, not after the meats are set aside
    steps = [s["instruction"] for s in recipe["steps"]]
    with_chili = [s for s in steps if chili in s.lower()]
    assert with_chili, steps
    assert all(onion in s.lower() for s in with_chili), with_chili
