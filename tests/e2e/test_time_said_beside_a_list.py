"""The time a cook has, said beside what she cooks with, is no ingredient of the recipe her
"Create my own" tap makes ("something quick with chicken, I have 20 minutes").

Through HTTP into the chat app on the offline provider, in English and Spanish.
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


@pytest.mark.parametrize(
    ("cook", "asked", "create", "food", "time_words"),
    [
        ("ana", "something quick with chicken, I have 20 minutes", "Create my own", "chicken",
         ("minute", "hour")),
        ("sofia", "algo rápido con pollo, tengo 20 minutos", "Crear la mía", "pollo",
         ("minuto", "hora")),
    ],
)  # fmt: skip
async def test_the_time_she_has_is_not_cooked_into_the_recipe_her_tap_makes(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    create: str,
    food: str,
    time_words: tuple[str, ...],
) -> None:
    # Given a cook who says what she cooks with and how long she has
    chat = ChatCook(http, demo_cooks[cook])
    found = await chat.say(asked)

    # When she taps "Create my own" under what it found
    made = await chat.tap(found, create)

    # Then the recipe is made with her food, and neither its lines nor its name hold the time
    recipe = made["customRecipe"]
    names = [fold(line["name"]) for line in recipe["ingredients"]]
    assert any(food in name for name in names), names
    said = " ".join([*names, fold(recipe["suggestedName"])])
    assert not [word for word in time_words if word in said], said
