""" "Make me a lentil soup for 6" / "hazme una sopa de lentejas para 6": the six are the
recipe's portions, not words of its name.

The Spanish request made "Sopa de lentejas para 6" (saved, listed and cooked by that name, and
every chip said it again); the English one lost the dish and named the recipe after its foods
("Lentils Soup"). Through HTTP into the chat app on the offline provider, in the profile's
language and in the other one, and on through the first chip the server offers.
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
    ("cook", "asked", "dish", "portions", "language"),
    [
        ("maya", "make me a lentil soup for 6", "lentil soup", 6, "en"),
        ("luis", "hazme una sopa de lentejas para 6", "sopa de lentejas", 6, "es"),
        ("sofia", "make me a chicken soup for 4 people", "chicken soup", 4, "en"),
        ("ana", "hazme una sopa de frijoles para dos personas", "sopa de frijoles", 2, "es"),
    ],
)
async def test_the_portions_asked_are_the_recipes_and_not_its_name(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    dish: str,
    portions: int,
    language: str,
) -> None:
    # Given a cook asking for a dish for a number of people
    chat = ChatCook(http, demo_cooks[cook])

    # When it is made, and changed with the first chip it offers
    made = await chat.say(asked)
    changed = await chat.tap_first(made)

    # Then both are the dish asked, by its name alone, for that many, in her language, and
    # no chip carries the number as a name
    for answer in (made, changed):
        recipe = answer["customRecipe"]
        assert recipe["suggestedName"].casefold() == dish, recipe["suggestedName"]
        assert recipe["portions"] == portions
        assert answer["language"] == language
        for chip in answer["suggestions"]:
            assert not chip["message"].rstrip().endswith(("para 6", "for 6", "personas")), chip
