""" "4 panes pita": a food counted in a Spanish recipe keeps the noun that names its kind as
it is.

The souvlaki's breads were listed as "4 panes pitas", "pita" read as an adjective that agrees
with the count. Through HTTP into the chat app on the offline provider as the demo cooks, the
card's version made by the chip the server offers, then for two by the chip after it; in
English the count names "pitas" as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _line_of(answer: dict[str, Any], food: str) -> dict[str, Any]:
    recipe = answer.get("customRecipe")
    assert recipe is not None, answer["message"]
    found = [line for line in recipe["ingredients"] if food in line["name"]]
    assert found, [line["name"] for line in recipe["ingredients"]]
    return found[0]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "food", "counted"),
    [
        ("sofia", "quiero souvlaki", "el primero", "pan", "panes pita"),
        ("ana", "quiero souvlaki de pollo", "el primero", "pan", "panes pita"),
        ("maya", "I want chicken souvlaki", "the first one", "pita", "pitas"),
    ],
)
async def test_the_pita_breads_are_counted_as_breads(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    food: str,
    counted: str,
) -> None:
    # Given the souvlaki card chosen
    chat = ChatCook(http, demo_cooks[cook_name])
    cards = await chat.say(asked)
    assert "souvlaki" in cards["recipes"][0]["name"].casefold(), cards["message"]
    chosen = await chat.say(picked)

    # When she taps its first chip, then the first chip of her version
    version = await chat.tap_first(chosen)
    again = await chat.tap_first(version)

    # Then the breads are counted by their noun alone, in both
    for answer in (version, again):
        line = _line_of(answer, food)
        assert line["quantity"] > 1, line
        assert line["name"] == counted, line
