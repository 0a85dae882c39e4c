"""A food counted as one though said in the plural ("1 serrano peppers") is one piece.

The recipe made of "1 serrano peppers and 3 tomatoes" was a "Serrano Peppers and Tomatoes
Salad" with a line "1 serrano peppers". Through HTTP into the chat app on the offline provider
as the demo cooks, in English and in Spanish; then the server's own "For 2 people" chip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_FOR_TWO = {"en": "For 2 people", "es": "Para 2 personas"}


@pytest.mark.parametrize(
    ("cook_name", "said", "one", "language"),
    [
        ("ana", "make a salsa with 1 serrano peppers and 3 tomatoes", "serrano pepper", "en"),
        ("maya", "I have 1 eggs, 2 tomatoes and spinach", "egg", "en"),
        ("ana", "tengo 1 chiles serranos y 2 jitomates", "chile serrano", "es"),
    ],
)
async def test_one_piece_is_named_in_the_singular(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    said: str,
    one: str,
    language: str,
) -> None:
    # Given a cook who says she has one piece of a food, in the plural
    chat = ChatCook(http, demo_cooks[cook_name])

    # When a recipe is made of it
    made = await chat.say(said)

    # Then its line counts one piece of it, named in the singular, and so do the steps
    recipe = made["customRecipe"]
    lines = {item["name"]: item.get("quantity") for item in recipe["ingredients"]}
    assert lines.get(one) == 1, lines
    assert any(one in step["instruction"] for step in recipe["steps"]), recipe["steps"]
    assert fold(one) in fold(recipe["suggestedName"]) or one == "egg"
    assert made["language"] == language

    # And the same recipe for two halves the rest and keeps what she has
    halved = await chat.tap(made, _FOR_TWO[language])
    assert halved["customRecipe"]["portions"] == 2
