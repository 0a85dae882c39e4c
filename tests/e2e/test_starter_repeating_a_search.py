"""A starter chip whose search would repeat a request already answered in the conversation is
not offered: "algo rápido para cenar", then "Crear la mía", then "Cenas rápidas" showed the
same five cards again, its words differing from hers but not what the search read.

Through HTTP into the chat app, on the offline provider as the demo cooks, the server's own
chips tapped in turn.
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
    ("cook_name", "asked", "create", "language"),
    [
        ("sofia", "algo rápido para cenar", "Crear la mía", "es"),
        ("maya", "something quick for dinner", "Create my own", "en"),
    ],
)
async def test_no_starter_shows_the_cards_of_a_request_already_answered(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    create: str,
    language: str,
) -> None:
    # Given cards for her request, and its "Create my own" chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    cards = [card["recipeId"] for card in shown.get("recipes") or ()]
    assert cards, shown["message"]
    created = await chat.tap(shown, create)
    assert created["language"] == language
    labels = [chip["label"] for chip in created.get("suggestions") or ()]
    assert labels, created["message"]

    for label in labels:
        # When, in the same conversation, she taps one of the chips offered there
        again = ChatCook(http, demo_cooks[cook_name])
        await again.tap(await again.say(asked), create)
        answer = await again.tap(created, label)

        # Then it does not show the cards her request already showed
        shown_now = [card["recipeId"] for card in answer.get("recipes") or ()]
        assert shown_now != cards, (label, answer["message"])
