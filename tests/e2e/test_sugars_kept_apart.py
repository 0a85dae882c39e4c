"""Brown sugar, piloncillo and powdered sugar stay themselves beside sugar.

"flour, butter, sugar, brown sugar and eggs" made a dessert with one line of sugar: the
offline provider knew only "sugar", so every sugar was it and the lines merged, at creation
and in each change after. Each is its own food now, in either language.

Through HTTP into the chat app on the offline provider, following the recipe's chips.
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
    ("cook_name", "asked", "sugars"),
    [
        ("maya", "create a dessert with flour, butter, sugar, brown sugar and eggs",
         {"sugar", "brown sugar"}),
        ("luis", "crea un postre con harina, mantequilla, azúcar, azúcar mascabado y huevos",
         {"azúcar", "azúcar mascabado"}),
        ("ana", "create a dessert with flour, butter, powdered sugar, sugar and eggs",
         {"sugar", "powdered sugar"}),
        ("sofia", "crea un postre con leche, huevos, azúcar y piloncillo",
         {"azúcar", "piloncillo"}),
    ],
)  # fmt: skip
async def test_each_sugar_asked_is_a_line_of_its_own_when_made_and_changed(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    sugars: set[str],
) -> None:
    # Given a cook asking for a dessert with two sugars
    chat = ChatCook(http, demo_cooks[cook_name])

    # When it is made, and she taps its first chip
    made = await chat.say(asked)
    changed = await chat.tap_first(made)

    # Then both sugars are lines of their own, in both recipes
    for answer in (made, changed):
        lines = {line["name"] for line in answer["customRecipe"]["ingredients"]}
        assert sugars <= lines, lines
