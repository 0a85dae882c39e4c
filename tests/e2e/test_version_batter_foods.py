"""A version of the battered Baja fish tacos: the beer goes when the diet rules out its gluten,
and the batter's flour coats the fish (or tofu) instead of "seasoning" the pan.

The gluten-free version kept the dish's beer (the catalogue says beer carries gluten; the
offline table did not know beer, and an unknown food passed), and every version seasoned the
vegetables "with salt, pepper and all-purpose flour". Through HTTP into the chat app on the
offline provider, in English and Spanish, through the chips it offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _lines(answer: dict[str, Any]) -> set[str]:
    return {fold(line["name"]) for line in answer["customRecipe"]["ingredients"]}


def _steps(answer: dict[str, Any]) -> str:
    return " ".join(fold(step["instruction"]) for step in answer["customRecipe"]["steps"])


@pytest.mark.parametrize(
    ("cook", "asked", "version", "halve", "beer", "coated", "seasoned"),
    [
        ("maya", "gluten free fish tacos", "Make a gluten-free version", "For 2 people",
         "beer", "whisk the cornstarch", "season with salt, black pepper, cornstarch"),
        ("sofia", "tacos de pescado sin gluten", "Hacer versión sin gluten", "Para 2 personas",
         "cerveza", "bate la fecula de maiz", "pimienta negra, fecula"),
    ],
)  # fmt: skip
async def test_a_gluten_free_version_drops_the_beer_and_coats_the_fish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    version: str,
    halve: str,
    beer: str,
    coated: str,
    seasoned: str,
) -> None:
    # Given a cook offered a gluten-free version of the catalogue's Baja fish tacos
    chat = ChatCook(http, demo_cooks[cook])
    offered = await chat.say(asked)

    # When she taps it, then the chip for 2 people
    made = await chat.tap(offered, version)
    halved = await chat.tap(made, halve)

    # Then neither recipe holds the beer, and the starch in the flour's place is whisked into
    # the batter the card dips the fish in (the card's own step, not a seasoning)
    for answer in (made, halved):
        assert beer not in " ".join(_lines(answer))
        steps = _steps(answer)
        assert coated in steps
        assert seasoned not in steps
    assert beer in fold(made["customRecipe"]["description"])  # said as changed
