"""A card picked by a place past the cards on screen ("la segunda" under one card, "the second
one" with none) is answered with the cards there are, each a chip that picks it, instead of a
search for the words ("No encontré recetas para eso").

Through HTTP into the chat app on the offline provider, in both languages, tapping the chip
the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook, action_of

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_PLACES = {
    "en": ("the first one", "the second one", "the third one", "the fourth one", "the fifth one"),
    "es": ("la primera", "la segunda", "la tercera", "la cuarta", "la quinta"),
}
_NOTHING_FOUND = {"en": "couldn't find", "es": "No encontré"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "quicker", "language"),
    [
        ("sofia", "estoy triste, quiero algo reconfortante", "Opciones más rápidas", "es"),
        ("maya", "I'm sad, I want something comforting", "Quicker options", "en"),
    ],
)
async def test_a_place_past_the_cards_offers_the_cards_there_are(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    quicker: str,
    language: str,
) -> None:
    # Given the few quicker cards her request's cards offered
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.tap(await chat.say(asked), quicker)
    cards = [card["name"] for card in shown.get("recipes") or ()]
    assert 0 < len(cards) < len(_PLACES[language]), shown["message"]

    # When she picks the card after the last one by its place
    answer = await chat.say(_PLACES[language][len(cards)])

    # Then nothing is searched: she is shown the cards there are, each a chip
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert _NOTHING_FOUND[language] not in answer["message"], answer["message"]
    assert answer["language"] == language
    assert all(name in answer["message"] for name in cards), answer["message"]
    labels = [chip["label"] for chip in answer.get("suggestions") or ()]
    assert labels == cards, labels

    # And the chip of the last card, tapped, is that card chosen to cook
    chosen = await chat.tap(answer, cards[-1])
    assert cards[-1] in chosen["message"], chosen["message"]
    assert action_of(chosen, "start_cooking")
    assert chosen["language"] == language


@pytest.mark.parametrize(("cook_name", "language"), [("sofia", "es"), ("maya", "en")])
async def test_a_place_with_no_cards_on_screen_searches_nothing(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    language: str,
) -> None:
    # Given a new conversation, with no cards on screen
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she picks a card by its place
    answer = await chat.say(_PLACES[language][1])

    # Then nothing is searched, and she is asked what she would like, in her language
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert _NOTHING_FOUND[language] not in answer["message"], answer["message"]
    assert not answer.get("recipes")
    assert answer["language"] == language
    assert answer.get("suggestions"), answer["message"]
