"""A dish the cook names as her own country or the dish's home names it ("patacones", "tortilla
de patatas") is the catalogue's dish under its own name: the chat offers that recipe's card
first, not "let's create one".

Through HTTP into the chat app on the offline provider, as the demo cooks.
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
    ("cook_name", "asked", "dish"),
    [
        # Colombia's name for the twice-fried green plantains
        ("luis", "quiero hacer patacones bien crujientes", "Tostones de Plátano Verde"),
        # Spain's name for the potato omelette, inside an English sentence
        (
            "maya",
            "a tortilla de patatas for a picnic on Sunday",
            "Spanish Omelette (Tortilla Española)",
        ),
    ],
)
async def test_a_dish_named_otherwise_gets_its_card_first(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    dish: str,
) -> None:
    # Given a cook who names a dish of the catalogue as her kitchen does
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for it inside a sentence
    answer = await chat.say(asked)

    # Then the catalogue's dish of that name is the first card
    names = [card["name"] for card in answer.get("recipes") or ()]
    assert names, answer["message"]
    assert names[0] == dish, names
