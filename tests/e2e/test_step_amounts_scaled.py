"""A step's own amount scales with its recipe: the piccata for 2 listed 20 g of butter, and its
step still heated "the oil and 15 g butter", three quarters of it, for the sauce to finish with
the 5 g left.

Through HTTP into the chat app, on the offline provider as the demo cooks: the card picked by
its place and the portions typed, then the version's first chip tapped.
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


def _butter(answer: dict[str, Any], word: str) -> tuple[float, list[float]]:
    """The butter line's grams, and the grams of butter each step says."""
    recipe = answer["customRecipe"]
    [line] = [i for i in recipe["ingredients"] if word in i["name"]]
    assert line.get("unit") == "g", line
    said = [
        float(found)
        for step in recipe["steps"]
        for found in re.findall(rf"(\d+) g (?:de )?{word}", step["instruction"])
    ]
    return line["quantity"], said


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "portions", "butter"),
    [
        ("maya", "chicken piccata", "the first one", "for 2", "butter"),
        ("sofia", "pollo piccata", "la primera", "para 2", "mantequilla"),
    ],
)
async def test_a_steps_own_amount_scales_with_its_recipe(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    portions: str,
    butter: str,
) -> None:
    # Given the piccata card (40 g butter for 4, 15 g of it heated with the oil) chosen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert "Piccata" in shown["recipes"][0]["name"], shown["message"]
    await chat.say(picked)

    # When she makes it for 2, then taps the version's first chip
    scaled = await chat.say(portions)
    tapped = await chat.tap_first(scaled)

    # Then the step heats half the butter it heated for 4, less than the list holds
    for answer in (scaled, tapped):
        listed, said = _butter(answer, butter)
        assert said, answer["customRecipe"]["steps"]
        assert said[0] < listed, (said, listed)
        assert said[0] == pytest.approx(15 / 2, abs=1), said
