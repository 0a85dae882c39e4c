"""A count of people said alone ("for 6", "para tres") changes the portions of the recipe on
screen: it was searched for as a dish ("I couldn't find recipes matching that").

Through HTTP into the chat app on the offline provider as the demo cooks, in English and in
Spanish: a card picked, then a custom recipe open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "count", "other_count", "language"),
    [
        ("maya", "garlic shrimp", "the first one", "for 6", "For three.", "en"),
        ("sofia", "camarones al ajo", "la primera", "para 6", "para tres", "es"),
    ],
)
async def test_a_count_said_alone_is_the_recipes_portions(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    count: str,
    other_count: str,
    language: str,
) -> None:
    # Given a card she picked
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    card = shown["recipes"][0]["name"]
    chosen = await chat.say(picked)
    assert card in chosen["message"], chosen["message"]

    # When she says how many she cooks for, and nothing else
    version = await chat.say(count)

    # Then she gets that card for that many, not a search
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    assert not version.get("recipes"), version["message"]
    assert card in version["message"], version["message"]
    assert recipe["portions"] == 6
    assert version["language"] == language

    # And with her recipe open, another count changes it again
    again = await chat.say(other_count)
    recipe = again.get("customRecipe")
    assert recipe is not None, again["message"]
    assert recipe["portions"] == 3
    assert again["language"] == language
