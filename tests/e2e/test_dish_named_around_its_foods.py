"""A dish asked for with its foods inside its name ("hazme una sopa de pollo, zanahoria y arroz",
"make me a chicken, carrot and rice soup") is made as that dish, as "sopa con …" is, through
HTTP into the chat app on the offline provider; the chips it offers, sent back, keep it that
dish.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@pytest.mark.parametrize(
    ("cook", "asked", "dish", "liquid", "foods"),
    [
        ("sofia", "hazme una sopa de pollo, zanahoria y arroz", "sopa", "caldo",
         ("pollo", "zanahoria", "arroz")),
        ("maya", "make me a chicken, carrot and rice soup", "soup", "broth",
         ("chicken", "carrot", "rice")),
        ("maya", "make me a soup of chicken, carrots and rice", "soup", "broth",
         ("chicken", "carrot", "rice")),
        ("sofia", "prepárame una ensalada de lechuga, tomate y pepino", "ensalada", None,
         ("lechuga", "jitomate", "pepino")),
    ],
)  # fmt: skip
async def test_the_dish_word_beside_its_foods_makes_that_dish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    dish: str,
    liquid: str | None,
    foods: tuple[str, ...],
) -> None:
    # Given a cook asking for a dish whose name lists what goes in it
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks
    made = await chat.say(asked)

    # Then the recipe is that dish, made of those foods (a soup simmers in its broth)
    recipe = made["customRecipe"]
    names = [_fold(item["name"]) for item in recipe["ingredients"]]
    assert dish in _fold(recipe["suggestedName"]), recipe["suggestedName"]
    assert all(any(food in name for name in names) for food in foods), names
    if liquid is not None:
        assert any(liquid in name for name in names), names

    # When she taps the first change it offers, it is still that dish
    changed = await chat.tap_first(made)
    assert dish in _fold(changed["customRecipe"]["suggestedName"])
