"""A skillet changed in the other language is still a skillet, read in that language.

"Make it for 2" over her "Salteado de huevo y jitomate" (25 minutes) came back an "Egg and
Tomato Salad" of 15: written again from its lines, the skillet's own parsley and lemon made
the fresh foods most of it. Through HTTP into the chat app on the offline provider as the demo
cooks, each writing once in the other language, then tapping the chip the answer offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_SKILLET = {"en": "Skillet", "es": "Salteado"}
_SALAD = {"en": "Salad", "es": "Ensalada"}


@pytest.mark.parametrize(
    ("cook_name", "listed", "language", "changed", "other"),
    [
        ("sofia", "tengo huevo, jitomate y cebolla", "es", "make it for 2", "en"),
        ("maya", "I have eggs, tomatoes and onion", "en", "hazla para 2", "es"),
    ],
)
async def test_a_skillet_changed_in_the_other_language_stays_a_skillet(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    listed: str,
    language: str,
    changed: str,
    other: str,
) -> None:
    # Given her skillet of eggs, tomato and onion
    chat = ChatCook(http, demo_cooks[cook_name])
    made = (await chat.say(listed))["customRecipe"]
    assert _SKILLET[language] in made["suggestedName"], made["suggestedName"]

    # When she asks a change in the other language
    answer = await chat.say(changed)

    # Then it is the same skillet, as long to cook, in that language, for two
    recipe = answer["customRecipe"]
    assert recipe["language"] == other
    assert _SKILLET[other] in recipe["suggestedName"], recipe["suggestedName"]
    assert _SALAD[other] not in recipe["suggestedName"], recipe["suggestedName"]
    assert recipe["totalTime"] == made["totalTime"]
    assert recipe["portions"] == 2

    # And a chip it offers, tapped, keeps it a skillet
    again = (await chat.tap_first(answer))["customRecipe"]
    assert _SKILLET[other] in again["suggestedName"], again["suggestedName"]
