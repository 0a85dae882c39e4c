"""A sheet-pan bake's steps read right for what goes on the tray: eggs are cooked in their own
step, never "coated and placed on the baking sheet" too, and the Spanish bake step agrees with
the several foods it bakes ("hasta que todo esté dorado", not "esté dorado" of "las papas").

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
    ("cook_name", "asked", "coated", "egg"),
    [
        ("maya", "create a recipe with potatoes and eggs", "Coat the", "egg"),
        ("sofia", "crea una receta con papas y huevos", "Cubre", "huevo"),
    ],
)
async def test_eggs_in_a_bake_are_cooked_once_never_laid_on_the_tray(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    coated: str,
    egg: str,
) -> None:
    # Given a cook with potatoes and eggs (a bake, for the potatoes)
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for a recipe with them, then taps its first change chip
    made = await chat.say(asked)
    changed = await chat.tap_first(made)

    # Then no step coats the eggs for the tray, and one step cooks them
    for answer in (made, changed):
        steps = [s["instruction"] for s in answer["customRecipe"]["steps"]]
        assert not any(s.startswith(coated) and egg in s for s in steps), steps
        assert sum(1 for s in steps if egg in s) >= 1, steps


async def test_the_spanish_bake_step_agrees_with_the_foods_on_the_tray(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given Luis (Thermomix, vegetarian) asking for potatoes and broccoli (a bake)
    chat = ChatCook(http, demo_cooks["luis"])

    # When
    made = await chat.say("crea una receta con papas y brócoli")

    # Then the bake step says "todo" of what bakes, in agreement
    steps = [s["instruction"] for s in made["customRecipe"]["steps"]]
    bake = next(s for s in steps if s.startswith("Hornea"))
    assert "hasta que todo esté dorado y suave" in bake, bake
