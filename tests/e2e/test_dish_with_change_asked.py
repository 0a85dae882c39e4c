"""A dish asked for with a change and no recipe on screen is a request for that dish.

"quiero hacer un pozole but make it quick" answered "There's no recipe to change yet": the
change cue ("make it quick") outweighed the dish asked for. Through HTTP into the chat app on
the offline provider, in English and Spanish, with the answer's own chip sent back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_NOTHING_TO_CHANGE = ("There's no recipe to change yet", "Aún no hay una receta que cambiar")


@pytest.mark.parametrize(
    ("cook", "asked", "language"),
    [
        ("maya", "I want to make pozole but make it quick", "en"),
        ("maya", "make me a pozole but make it quick", "en"),
        ("sofia", "quiero hacer un pozole pero hazlo rápido", "es"),
        # Half in each language, as it was found: whichever it is answered in, it is a search
        ("sofia", "quiero hacer un pozole but make it quick", None),
    ],
)
async def test_a_dish_asked_with_a_change_is_looked_for_with_that_change(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    language: str | None,
) -> None:
    # Given a cook with no recipe on screen
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks for a dish with a change to it
    answer = await chat.say(asked)

    # Then the dish is looked for, read with the change (quick: under half an hour), and
    # nothing says there is no recipe to change
    assert not answer["message"].startswith(_NOTHING_TO_CHANGE), answer["message"]
    assert language in {None, answer["language"]}
    assert "search_recipes" in answer["trace"]["toolsCalled"]
    cards = answer.get("recipes") or []
    if answer["trace"]["fallbackReason"] == "slower_dish":
        # The catalogue's pozole takes hours: it is shown as itself, its time said
        assert cards[0]["name"] in {"Pozole Rojo with Pork", "Pozole Rojo de Cerdo"}
        assert f"{cards[0]['totalTime'] // 60} " in answer["message"], answer["message"]
    else:
        # Half in each language, the dish is not read as one: only quick cards, if any
        assert language is None
        assert all(card["totalTime"] <= 30 for card in cards), [c["totalTime"] for c in cards]
    # And its answer's own chips go on from there: a tap is answered, not refused
    chip = answer["suggestions"][0]
    reply = await chat.tap(answer, chip["label"])
    assert not reply["message"].startswith(_NOTHING_TO_CHANGE), reply["message"]
    assert reply["language"] == answer["language"]
