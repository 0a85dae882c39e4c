""" "What do I need for it?" / "¿qué necesito para hacerla?" asked of the card she chose: its own
recipe's ingredients answer, instead of the "simple mode" line and starters that led away.

Through HTTP into the chat app, on the offline provider as the demo cooks: the card picked by
its place, the question typed, and the answer's first chip tapped.
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
    ("cook_name", "asked", "picked", "question", "language"),
    [
        ("maya", "chicken piccata", "the first one", "what do I need for it?", "en"),
        ("maya", "chicken piccata", "the first one", "What do I need?", "en"),
        ("sofia", "pollo piccata", "la primera", "¿qué necesito para hacerla?", "es"),
    ],
)
async def test_what_she_needs_is_the_chosen_cards_ingredients(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    question: str,
    language: str,
) -> None:
    # Given the piccata card chosen
    chat = ChatCook(http, demo_cooks[cook_name])
    card = (await chat.say(asked))["recipes"][0]
    chosen = await chat.say(picked)
    assert card["name"] in chosen["message"], chosen["message"]

    # When she asks what she needs for it
    answer = await chat.say(question)

    # Then the card's own foods answer, in her language, nothing searched, with its chips
    assert answer["language"] == language
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert card["name"] in answer["message"], answer["message"]
    assert answer["message"].count(",") >= 2, answer["message"]
    assert all(card["name"] in c["message"] for c in answer["suggestions"]), answer

    # And its first chip makes her version of that card
    version = await chat.tap_first(answer)
    assert version.get("customRecipe"), version["message"]
