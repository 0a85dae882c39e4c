"""A card picked by its place under the cards ("la segunda", "the third one", "2") is that card,
named with its view and start actions, instead of a search for the words ("No encontré recetas
para eso") or the "simple mode" line.

Through HTTP into the chat app, on the offline provider as the demo cooks.
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
    ("cook_name", "asked", "picked", "place", "language"),
    [
        ("ana", "quiero algo con pollo", "la segunda", 1, "es"),
        ("sofia", "recetas con pollo", "2", 1, "es"),
        ("maya", "chicken dinner ideas", "the third one, please", 2, "en"),
        ("luis", "lentil soup", "I'll take the first one", 0, "en"),
    ],
)
async def test_a_card_picked_by_its_place_is_that_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    place: int,
    language: str,
) -> None:
    # Given catalogue cards on screen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert len(shown.get("recipes") or ()) > place, shown["message"]
    card = shown["recipes"][place]

    # When she picks one by its place
    answer = await chat.say(picked)

    # Then nothing is searched: the answer names that card and carries its actions, in her
    # language
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language
    assert card["name"] in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    assert action_of(answer, "view_recipe")["payload"]["recipeId"] == card["recipeId"]


async def test_a_place_with_a_request_is_no_pick(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given cards on screen
    chat = ChatCook(http, demo_cooks["maya"])
    shown = await chat.say("chicken dinner ideas")
    assert shown.get("recipes"), shown["message"]

    # When she asks for the second one changed
    answer = await chat.say("make the second one spicier")

    # Then that is a change of the second card, not a pick: a version of it is made
    assert answer.get("customRecipe"), answer["message"]
    assert shown["recipes"][1]["name"] in answer["message"], answer["message"]
