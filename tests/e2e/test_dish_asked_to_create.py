"""A dish asked for by name with what goes in it ("make me a chicken soup with rice") is made
as that dish, with the foods its name says, through HTTP into the chat app on the offline
provider; the chips the answer offers, sent back, keep it that dish.
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
    ("cook", "asked", "name", "holds", "never"),
    [
        ("maya", "make me a chicken soup with rice", "Chicken Soup", ("chicken", "rice", "broth"),
         ()),
        ("sofia", "hazme una sopa de pollo con arroz", "Sopa de pollo", ("pollo", "arroz", "caldo"),
         ()),
        # Sofía is allergic to peanuts: the salad is made, its peanut butter left out
        ("sofia", "hazme una ensalada de fideos con crema de cacahuate", "Ensalada de fideos",
         ("pasta",), ("cacahuate",)),
        ("ana", "make me a noodle salad with peanut butter", "Noodle Salad", ("pasta",),
         ("peanut",)),
        # A plural dish comes without an article: the potatoes are the dish, not left out
        ("maya", "make me baked potatoes with cheese", "Baked Potatoes", ("potato", "cheese"),
         ("zucchini",)),
        ("luis", "hazme papas al horno con queso", "Papas al horno", ("papa", "queso"),
         ("calabacita",)),
        # Her own recipe of a dish is that dish to make, not a saved recipe of hers to find,
        # nor a dish called "Receta de ..."
        ("luis", "quiero hacer mi propia receta de sopa de lentejas con espinaca",
         "Sopa de lentejas", ("lenteja", "espinaca", "caldo"), ()),
        ("sofia", "crea una receta de sopa de lentejas con espinaca", "Sopa de lentejas",
         ("lenteja", "espinaca"), ()),
        ("maya", "I want to make my own lentil soup with spinach", "Lentil Soup",
         ("lentil", "spinach", "broth"), ()),
    ],
)  # fmt: skip
async def test_a_dish_asked_with_its_ingredients_is_that_dish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    name: str,
    holds: tuple[str, ...],
    never: tuple[str, ...],
) -> None:
    # Given a cook asking for a dish by name, with what she wants in it
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks
    made = await chat.say(asked)

    # Then the recipe is that dish, with the foods its name says and those she listed
    recipe = made["customRecipe"]
    foods = [_fold(item["name"]) for item in recipe["ingredients"]]
    assert recipe["suggestedName"] == name, recipe["suggestedName"]
    assert name in made["message"]
    assert all(any(food in item for item in foods) for food in holds), foods
    assert not [item for item in foods if any(food in item for food in never)], foods

    # When she taps the first change it offers, it is still that dish
    changed = await chat.tap_first(made)
    assert changed["customRecipe"]["suggestedName"] == name
