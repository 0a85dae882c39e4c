""" "Start cooking" said after a card was chosen from several ("the second one") starts that
card, with the changes it would take as chips: the top card, one she had passed over, was
started instead, under the starters' chips.

Through HTTP into the chat app, on the offline provider as the demo cooks, the server's own
start action's label typed and its chips tapped.
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
    ("cook_name", "asked", "picked", "language"),
    [
        ("maya", "chicken dinner ideas", "the second one", "en"),
        ("sofia", "quiero algo con pollo", "la segunda", "es"),
    ],
)
async def test_start_cooking_after_a_card_is_chosen_starts_that_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    language: str,
) -> None:
    # Given cards on screen, and the second one chosen by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert len(shown.get("recipes") or ()) > 1, shown["message"]
    top, card = shown["recipes"][0], shown["recipes"][1]
    chosen = await chat.say(picked)
    assert card["name"] in chosen["message"], chosen["message"]

    # When she types the label of its start action, as she reads it
    answer = await chat.say(action_of(chosen, "start_cooking")["label"])

    # Then the card she chose is the one started, not the top card, in her language, and its
    # chips are the changes that card takes, each naming it
    assert answer["language"] == language
    assert card["name"] in answer["message"], answer["message"]
    assert top["name"] not in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    chips = answer.get("suggestions") or ()
    assert chips, answer["message"]
    assert [c["label"] for c in chips] == [c["label"] for c in chosen["suggestions"]]
    assert all(card["name"] in c["message"] for c in chips), chips

    # And her first chip tapped changes that card
    changed = await chat.tap_first(answer)
    assert card["name"] in changed["message"], changed["message"]
    assert changed.get("customRecipe"), changed["message"]
