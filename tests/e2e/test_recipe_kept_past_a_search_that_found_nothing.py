"""Her recipe stays open past a search that found nothing.

With her own recipe on screen, a request the catalogue cannot answer ("birria tacos") got
"I couldn't find recipes matching that" and put her recipe away: "make it spicier" then
answered "There's no recipe to change yet".

Through HTTP into the chat app on the offline provider as the demo cooks, in English and in
Spanish.
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
    ("cook_name", "create", "missing", "spicier", "language"),
    [
        ("maya", "create a recipe with chicken, rice and corn", "birria tacos",
         "make it spicier", "en"),
        ("sofia", "crea una receta con pollo, arroz y elote", "quiero tacos de birria",
         "más picante", "es"),
    ],
)  # fmt: skip
async def test_her_recipe_stays_open_past_a_search_that_found_nothing(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    create: str,
    missing: str,
    spicier: str,
    language: str,
) -> None:
    # Given her own recipe
    chat = ChatCook(http, demo_cooks[cook_name])
    made = (await chat.say(create)).get("customRecipe")
    assert made is not None

    # When she asks for a dish the catalogue lacks, and then for a change
    searched = await chat.say(missing)
    assert not searched.get("recipes"), searched["message"]
    changed = await chat.say(spicier)

    # Then the change is made to her recipe, which stayed open in between
    kept = searched.get("customRecipe")
    assert kept is not None, searched["message"]
    assert kept["suggestedName"] == made["suggestedName"]
    recipe = changed.get("customRecipe")
    assert recipe is not None, changed["message"]
    assert recipe["suggestedName"] == made["suggestedName"]
    assert len(recipe["ingredients"]) == len(made["ingredients"]) + 1
    assert changed["language"] == language
