""" "The third one" said under two cards names the cards there are, each a chip that picks it,
instead of searching the words: it showed a jambalaya to a cook who had asked for a vegetarian
dinner.

Through HTTP into the chat app, on the offline provider as the demo cooks: the place typed, and
the answer's last chip tapped.
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


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("maya", "vegetarian dinner in under 30 minutes", "en"),
        ("sofia", "cena vegetariana en menos de 30 minutos", "es"),
    ],
)
async def test_a_place_past_the_last_card_names_the_cards_there_are(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given fewer than five cards on screen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    cards = shown.get("recipes") or []
    assert 0 < len(cards) < len(_PLACES[language]), shown["message"]

    # When she picks the place after the last card
    answer = await chat.say(_PLACES[language][len(cards)])

    # Then nothing is searched: every card is named again, in her language, each a chip
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language
    for card in cards:
        assert card["name"] in answer["message"], answer["message"]
    labels = [chip["label"] for chip in answer.get("suggestions") or ()]
    assert labels == [card["name"] for card in cards]

    # And the last chip tapped is that card, chosen to cook
    picked = await chat.tap(answer, labels[-1])
    assert cards[-1]["name"] in picked["message"], picked["message"]
    assert action_of(picked, "start_cooking")["payload"]["recipeId"] == cards[-1]["recipeId"]
