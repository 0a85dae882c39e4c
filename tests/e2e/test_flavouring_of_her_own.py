"""A flavouring she lists for her own recipe is measured in spoons, as a flavouring is.

Vanilla typed among the ingredients of her own recipe came back as "400 g vanilla" (600 g for
six): a food the rules' own table lacks was measured as an unknown vegetable, though the
catalogue knows vanilla as a baking flavouring. Through HTTP into the chat app on the offline
provider as the demo cooks, in English and in Spanish.
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
    ("cook_name", "asked", "flavouring", "spoon", "language"),
    [
        ("maya", "create my own recipe with flour, eggs, milk, sugar and vanilla", "vanilla",
         "tsp", "en"),
        ("sofia", "crea mi propia receta con harina, huevos, leche, azúcar y vainilla",
         "vainilla", "cdta", "es"),
    ],
)  # fmt: skip
async def test_vanilla_of_her_own_recipe_is_a_spoonful(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    flavouring: str,
    spoon: str,
    language: str,
) -> None:
    # Given a cook asking for her own recipe with vanilla among her foods
    chat = ChatCook(http, demo_cooks[cook_name])

    # When the recipe is made
    answer = await chat.say(asked)

    # Then the vanilla is a spoonful, not grams of it
    recipe = answer.get("customRecipe")
    assert recipe is not None, answer["message"]
    lines = [line for line in recipe["ingredients"] if flavouring in line["name"].lower()]
    assert len(lines) == 1, recipe["ingredients"]
    assert lines[0].get("unit") == spoon, lines[0]
    assert 0 < lines[0]["quantity"] <= 2, lines[0]
    assert answer["language"] == language
