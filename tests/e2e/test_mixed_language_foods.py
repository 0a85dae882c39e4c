"""A food named in the other language inside a list ("tengo leftover rice y dos huevos") is
written in the recipe's language ("arroz sobrante", not "rice sobrante"), in the recipe made
and in the version its chip makes.

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
    ("cook_name", "asked", "language", "rice", "foreign"),
    [
        ("sofia", "tengo leftover rice y dos huevos", "es", "arroz sobrante", "rice"),
        ("maya", "I have arroz sobrante and two eggs", "en", "leftover rice", "arroz"),
        # A cut the offline table knows only as an alias of its food is the catalogue's food
        ("sofia", "tengo chicken breast y arroz", "es", "pechuga de pollo", "chicken"),
        ("ana", "I have pechuga de pollo and rice", "en", "chicken breast", "pechuga"),
    ],
)
async def test_a_food_said_in_the_other_language_is_named_in_the_recipes(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
    rice: str,
    foreign: str,
) -> None:
    # Given a cook who names her leftover rice in the other language
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks, then taps the first chip of the recipe made
    made = await chat.say(asked)
    again = await chat.tap_first(made)

    # Then both recipes name it in the answer's language, in the list and the name
    for answer in (made, again):
        recipe = answer["customRecipe"]
        assert answer["language"] == language
        names = [line["name"] for line in recipe["ingredients"]]
        assert rice in names, names
        assert not any(foreign in name.split() for name in names), names
        assert foreign not in recipe["suggestedName"].lower().split(), recipe["suggestedName"]
