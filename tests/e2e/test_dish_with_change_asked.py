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


@pytest.mark.parametrize(
    ("cook", "asked", "dish", "surprise", "left_out"),
    [
        ("ana", "I want beef stroganoff but without mushrooms",
         "beef stroganoff without mushrooms", "Surprise me", ("mushroom", "champi")),
        ("sofia", "quiero un strogonoff de res pero sin champiñones",
         "strogonoff de res sin champiñones", "Sorpréndeme", ("mushroom", "champi")),
    ],
)  # fmt: skip
async def test_a_dish_asked_without_a_food_is_carried_without_the_joiner_and_made_without_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    dish: str,
    surprise: str,
    left_out: tuple[str, ...],
) -> None:
    # Given a cook asking for a dish the catalogue lacks, without one of its foods
    chat = ChatCook(http, demo_cooks[cook])
    missed = await chat.say(asked)

    # When she taps the chip that makes it
    made = await chat.tap(missed, surprise)

    # Then the chips carry the dish as a dish is said ("but"/"pero" is no word of it), and
    # the recipe made holds none of what she left out (it held the mushrooms she ruled out)
    carried = {chip["message"].rsplit(": ", 1)[-1] for chip in missed["suggestions"]}
    assert carried == {dish}, carried
    lines = " ".join(line["name"].casefold() for line in made["customRecipe"]["ingredients"])
    assert not [food for food in left_out if food in lines], lines
