"""A dessert that sets in the fridge is never offered "Make it quicker".

Its hours are the fridge's: the chip took two minutes off warming the milk of a four-hour
custard ("quicker (294 minutes instead of 296)") and told the cook to cut the milk into small
pieces. A recipe with a step that chills it keeps its time, and the chips after it too.

Through HTTP into the chat app on the offline provider, in each language, following the chips.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_QUICKER = {"Make it quicker", "Más rápida"}
_COLD = ("chill", "refrigera")


def _labels(answer: dict[str, Any]) -> set[str]:
    return {chip["label"] for chip in answer.get("suggestions") or ()}


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("maya", "create a dessert with milk, eggs and brown sugar", "en"),
        ("luis", "crea un postre con leche, huevos y mango", "es"),
        ("ana", "crea un postre con leche, huevos y azúcar", "es"),
        ("sofia", "make me a dessert with milk, eggs and vanilla", "en"),
    ],
)
async def test_a_dessert_set_in_the_fridge_offers_no_quicker_chip_nor_do_the_next(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given a cook who asks for a dessert
    chat = ChatCook(http, demo_cooks[cook_name])

    # When it is made, and she taps its first chip
    made = await chat.say(asked)
    tapped = await chat.tap_first(made)

    # Then it sets in the fridge, for longer than a quick dish takes, and neither answer
    # offers to make it quicker
    steps = " ".join(step["instruction"] for step in made["customRecipe"]["steps"]).casefold()
    assert any(word in steps for word in _COLD), steps
    assert made["customRecipe"]["totalTime"] > 30
    for answer in (made, tapped):
        assert answer["customRecipe"], answer["message"]
        assert not _labels(answer) & _QUICKER, _labels(answer)
        assert answer["language"] == language, answer["message"]
