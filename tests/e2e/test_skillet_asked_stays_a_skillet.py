""" "Hazme un salteado con huevo y jitomate" makes a skillet, not a salad.

Egg and tomato alone read as fresh produce, and the dish the cook asked for was lost: "Aquí
tienes tu receta de Ensalada de huevo y jitomate", eggs boiled and served cold. Through HTTP
into the chat app on the offline provider as the demo cooks, in Spanish and in English: the
recipe is the skillet asked for, cooked in the pan, and the first chip it offers keeps it one.
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
    ("cook_name", "asked", "skillet", "salad"),
    [
        ("sofia", "hazme un salteado con huevo y jitomate", "salteado", "ensalada"),
        ("luis", "hazme un salteado con huevo y jitomate", "salteado", "ensalada"),
        ("maya", "make me a stir-fry with egg and tomato", "skillet", "salad"),
    ],
)
async def test_skillet_asked_is_made_a_skillet(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    skillet: str,
    salad: str,
) -> None:
    # Given a cook who asks for a skillet of egg and tomato
    cook = ChatCook(http, demo_cooks[cook_name])

    # When she asks for it
    answer = await cook.say(asked)

    # Then the recipe is the skillet she asked for, not a salad
    recipe = answer.get("customRecipe") or {}
    name = str(recipe.get("suggestedName") or "").casefold()
    assert skillet in name, (name, answer["message"])
    assert salad not in answer["message"].casefold(), answer["message"]

    # And the first chip it offers keeps the dish a skillet
    changed = await cook.tap_first(answer)
    changed_name = str((changed.get("customRecipe") or {}).get("suggestedName") or "")
    assert salad not in changed_name.casefold(), (changed_name, changed["message"])
    assert salad not in changed["message"].casefold(), changed["message"]
