"""A change a picked card does not need ("without garlic" of a carbonara that has none) makes
no custom version of it: the card stays hers to open and start, with the changes it would take.

The answer said "Catalogue recipes stay as they are, so I made you a custom version of
Spaghetti Carbonara. I couldn't take out garlic (it isn't in the recipe), so your Spaghetti
Carbonara recipe is unchanged.", and showed a copy of the card as a recipe of hers. Through
HTTP into the chat app on the offline provider, as the demo cooks in both languages: the card
picked, the change typed, then the chip the answer offers tapped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook, action_of

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "picked", "change", "made", "chip"),
    [
        ("maya", "the first one", "without garlic", "custom version", "Make it spicier"),
        ("sofia", "la primera", "sin ajo", "versión personalizada", "Más picante"),
    ],
)
async def test_a_change_the_picked_card_does_not_need_keeps_the_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    picked: str,
    change: str,
    made: str,
    chip: str,
) -> None:
    # Given a cook with the carbonara (no garlic in it) picked
    chat = ChatCook(http, demo_cooks[cook_name])
    found = await chat.say("carbonara")
    chosen = await chat.say(picked)

    # When she asks for it without garlic, then taps the change the answer offers
    kept = await chat.say(change)
    spicier = await chat.tap(kept, chip)

    # Then no version is said made nor shown, the card is still the one she can start, and
    # the chip makes its version
    assert "carbonara" in found["recipes"][0]["name"].casefold()
    assert made not in kept["message"], kept["message"]
    assert "customRecipe" not in kept, kept["customRecipe"]["suggestedName"]
    start = action_of(chosen, "start_cooking")["payload"]
    assert action_of(kept, "start_cooking")["payload"] == start
    assert "carbonara" in spicier["customRecipe"]["suggestedName"].casefold()
