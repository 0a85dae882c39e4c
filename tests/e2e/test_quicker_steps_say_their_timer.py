"""A quicker version's steps say the time their timers count.

"Make it quicker" on the coq au vin set the simmer's timer to 47 minutes while the step still
said "simmer gently for 60 to 75 minutes", and the browning's to 7 minutes under "about 5
minutes per side": two times for one step. Through HTTP into the chat app on the offline
provider, as the demo cooks in both languages: the card picked, its "quicker" chip tapped,
then the version's own "quicker" chip tapped again.
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

_RANGE = re.compile(r"(\d+)\s*(?:\u2013|-|to|a)\s*(\d+)\s*(?:minutes?|minutos?|min)\b")
_MINUTES = re.compile(r"(\d+)\s*(?:minutes?|minutos?|min)\b")
_PER_SIDE = re.compile(r"(\d+)\s*(?:minutes?|minutos?)\s+(?:per|each|por|de cada)\s+(?:side|lado)")


def _says(instruction: str, minutes: int) -> bool:
    """Whether a step says the minutes its timer counts: the time, a range holding it, or
    half of it a side."""
    text = instruction.casefold()
    if any(int(low) <= minutes <= int(high) for low, high in _RANGE.findall(text)):
        return True
    if any(abs(2 * int(side) - minutes) <= 1 for side in _PER_SIDE.findall(text)):
        return True
    return minutes in {int(said) for said in _MINUTES.findall(text)}


def _timed(answer: dict[str, Any]) -> list[tuple[str, int]]:
    return [
        (step["instruction"], step["timerSeconds"] // 60)
        for step in answer["customRecipe"]["steps"]
        if step.get("timerSeconds")
    ]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "chip"),
    [
        ("maya", "coq au vin", "the first one", "Make it quicker"),
        ("sofia", "coq au vin", "la primera", "Más rápida"),
    ],
)
async def test_a_quicker_versions_steps_say_what_their_timers_count(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    chip: str,
) -> None:
    # Given a cook with the coq au vin picked
    chat = ChatCook(http, demo_cooks[cook_name])
    await chat.say(asked)
    chosen = await chat.say(picked)

    # When she taps its quicker chip, then the version's own
    quicker = await chat.tap(chosen, chip)
    quickest = await chat.tap(quicker, chip)

    # Then each is quicker, and every timed step says the time its timer counts
    assert quickest["customRecipe"]["totalTime"] < quicker["customRecipe"]["totalTime"]
    for answer in (quicker, quickest):
        timed = _timed(answer)
        assert timed, answer["customRecipe"]["steps"]
        unsaid = [(text, minutes) for text, minutes in timed if not _says(text, minutes)]
        assert not unsaid, unsaid


async def test_a_quicker_version_is_timed_alike_in_either_language(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given the coq au vin's quicker version, asked by an English and a Spanish cook
    timers = {}
    for cook_name, picked, chip in (
        ("maya", "the first one", "Make it quicker"),
        ("sofia", "la primera", "Más rápida"),
    ):
        chat = ChatCook(http, demo_cooks[cook_name])
        await chat.say("coq au vin")
        quicker = await chat.tap(await chat.say(picked), chip)
        timers[cook_name] = [minutes for _, minutes in _timed(quicker)]

    # Then each step takes the same minutes in both: the bacon's "in a Dutch oven" is no
    # baking, and was left at 6 minutes in English while "cacerola" took it to 4
    assert timers["maya"] == timers["sofia"], timers
