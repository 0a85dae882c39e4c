"""A change typed right after a card was picked ("la segunda", then "hazla más picante") is a
version of that card, as its own change chips are, instead of "There's no recipe to change yet".

Through HTTP into the chat app on the offline provider, as the demo cooks, in Spanish and in
English; the chips tapped after the version are the ones the server offered.
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
    ("cook_name", "asked", "picked", "place", "change", "language"),
    [
        ("sofia", "recetas con pollo", "la segunda", 1, "hazla más picante", "es"),
        ("sofia", "recetas con pollo", "1", 0, "sin ajo", "es"),
        ("luis", "lentil soup", "I'll take the first one", 0, "make it spicier", "en"),
        ("luis", "sopa de lentejas", "2", 1, "hazla para 2 personas", "es"),
    ],
)
async def test_a_change_said_after_a_pick_makes_a_version_of_that_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    place: int,
    change: str,
    language: str,
) -> None:
    # Given a card picked by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert len(shown.get("recipes") or ()) > place, shown["message"]
    card = shown["recipes"][place]
    chosen = await chat.say(picked)
    assert action_of(chosen, "start_cooking")["payload"]["recipeId"] == card["recipeId"]

    # When she types a change, in her words
    version = await chat.say(change)

    # Then it is her version of that card, in her language, and saveable
    assert version.get("customRecipe") is not None, version["message"]
    assert card["name"] in version["message"], version["message"]
    assert version["language"] == language
    assert version["customRecipe"]["language"] == language
    action_of(version, "save_recipe")

    # And the chip it offers next changes that version, not another recipe
    again = await chat.tap_first(version)
    assert again.get("customRecipe") is not None, again["message"]
    assert again["customRecipe"]["suggestedName"] == version["customRecipe"]["suggestedName"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "change", "language"),
    [
        ("sofia", "quiero tacos de pescado", "el primero", "sin ajo", "es"),
        ("maya", "I want fish tacos", "the first one", "without garlic", "en"),
    ],
)
async def test_leaving_out_a_food_the_picked_card_lacks_keeps_the_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    change: str,
    language: str,
) -> None:
    # Given the fish tacos picked by their place (no garlic among their lines)
    chat = ChatCook(http, demo_cooks[cook_name])
    card = (await chat.say(asked))["recipes"][0]
    chosen = await chat.say(picked)

    # When she asks for them without garlic, then taps the first chip the answer offers
    answer = await chat.say(change)
    tapped = await chat.tap_first(answer)

    # Then she is told they have none, in her language: no copy of the card is made, the
    # card stays the one to start, and its own chips lead on to her version of it
    assert answer.get("customRecipe") is None, answer["message"]
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert answer["language"] == language
    assert card["name"] in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    assert answer["suggestions"] == chosen["suggestions"]
    assert tapped["customRecipe"]["suggestedName"] == card["name"], tapped["message"]
