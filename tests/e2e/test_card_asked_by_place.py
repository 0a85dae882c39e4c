"""A food asked of a card by its place ("does the first one have dairy?", "¿la tercera lleva
huevo?"): answered from that card's ingredients, not searched.

The words met the "simple mode" line, and the cook learned nothing of the card she pointed
at. Now the card at that place in the latest list is checked, and the next question of the
kind still counts in that list.

Through HTTP into the chat app on the offline provider, each cook writing in her own language
and in the other one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_YES = {"en": "Yes", "es": "Sí"}
_NO = {"en": "No", "es": "No"}


def _answers(reply: dict[str, Any], card: dict[str, Any], allergen: str, language: str) -> None:
    # The card at the place is the one named, and the answer agrees with its allergens
    holds = allergen in (card.get("allergens") or ())
    assert card["name"] in reply["message"], (card["name"], reply["message"])
    assert reply["message"].startswith((_YES if holds else _NO)[language]), reply["message"]
    assert reply["language"] == language


_EN = ("does the first one have dairy?", "does the third one have eggs?", "en")
_ES = ("¿la primera tiene lácteos?", "¿la tercera lleva huevo?", "es")


@pytest.mark.parametrize(
    ("cook_name", "search", "first", "third", "language"),
    [
        ("ana", "chicken soup", *_EN),
        ("sofia", "sopa de pollo", *_ES),
        ("maya", "sopa de pollo", *_ES),
        ("luis", "something cheesy", *_EN),
    ],
)
async def test_a_food_asked_of_a_card_by_its_place_is_answered_from_that_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    search: str,
    first: str,
    third: str,
    language: str,
) -> None:
    # Given a cook shown at least three cards
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(search)
    cards = shown.get("recipes") or []
    assert len(cards) >= 3, shown["message"]

    # When she asks whether the first one holds dairy, then whether the third holds egg
    about_first = await chat.say(first)
    about_third = await chat.say(third)

    # Then each answer is about the card at that place, and says what its ingredients hold
    _answers(about_first, cards[0], "dairy", language)
    _answers(about_third, cards[2], "egg", language)
    assert cards[0]["name"] not in about_third["message"], about_third["message"]
