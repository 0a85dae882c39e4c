"""The version a dish outside the cook's diet offers is that dish's own recipe, changed.

Luis (vegetarian) asked for "pollo piccata": the answer said the catalogue's piccata has no
vegetarian version and offered one ("Hacer versión vegetariana"). Tapped, the version was
drafted again from the piccata's foods, a skillet of them. It is now the piccata's recipe
with the diet applied, as any change of a card is: its name, its steps, its capers and
lemons. And a vegan Pad Thai for a cook allergic to peanuts leaves them out too: the chip
names the diet only, and the version made of the catalogue's recipe kept the peanuts, so the
safety pass blocked what she was offered; its eggs' stand-in is the tofu already in the dish,
so their cracking and scrambling go with them.

Through HTTP into the chat app on the offline provider, as the demo cooks, in English and
Spanish, the server's own chips tapped.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import pytest

from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# The catalogue's Chicken Piccata (migrations/seed/recipes/european.json): five steps.
_PICCATA_STEPS = 5


def _said(recipe: dict[str, Any]) -> str:
    lines = [line["name"] for line in recipe["ingredients"]]
    return fold(json.dumps({"lines": lines, "steps": recipe["steps"]}, ensure_ascii=False))


@pytest.mark.parametrize(
    ("cook", "asked", "version", "kept", "meat"),
    [
        ("maya", "vegetarian chicken piccata", "Make a vegetarian version",
         ("caper", "lemon", "white wine"), "chicken"),
        ("luis", "pollo piccata", "Hacer versión vegetariana",
         ("alcaparra", "limon", "vino blanco"), "pollo"),
    ],
)  # fmt: skip
async def test_the_version_offered_outside_her_diet_is_the_card_s_recipe(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    version: str,
    kept: tuple[str, ...],
    meat: str,
) -> None:
    # Given a cook offered a vegetarian version of the catalogue's chicken piccata
    chat = ChatCook(http, demo_cooks[cook])
    offered = await chat.say(asked)
    assert offered["suggestions"][0]["label"] == version

    # When she taps it
    made = await chat.tap_first(offered)

    # Then it is the piccata changed: its name and steps, its capers, lemons and wine, no
    # chicken, made by the tool that changes a recipe, in her language
    recipe = made["customRecipe"]
    assert "piccata" in fold(recipe["suggestedName"]), recipe["suggestedName"]
    assert len(recipe["steps"]) == _PICCATA_STEPS, recipe["steps"]
    said = _said(recipe)
    assert all(food in said for food in kept), said
    assert meat not in said, said
    assert "skillet" not in fold(recipe["suggestedName"]), recipe["suggestedName"]
    assert made["trace"]["toolsCalled"] == ["modify_recipe"]
    assert made["language"] == offered["language"]


@pytest.mark.parametrize(
    ("cook", "asked", "version", "peanut", "shrimp"),
    [
        ("ana", "vegan shrimp pad thai", "Make a vegan version", "peanut", "shrimp"),
        ("sofia", "pad thai de camarones vegano", "Hacer versión vegana", "cacahuate",
         "camaron"),
    ],
)  # fmt: skip
async def test_a_diet_s_version_leaves_out_her_allergens_the_dish_holds(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    version: str,
    peanut: str,
    shrimp: str,
) -> None:
    # Given a cook allergic to peanuts offered a vegan version of the shrimp pad thai
    chat = ChatCook(http, demo_cooks[cook])
    offered = await chat.say(asked)
    assert offered["suggestions"][0]["label"] == version

    # When she taps it
    made = await chat.tap_first(offered)

    # Then the pad thai is made, not blocked: no peanuts, no shrimp, still a pad thai
    recipe = made.get("customRecipe")
    assert recipe is not None, made["message"]
    assert "pad thai" in fold(recipe["suggestedName"]), recipe["suggestedName"]
    said = _said(recipe)
    assert peanut not in said, said
    assert shrimp not in said, said
    # and the tofu is neither cracked nor scrambled as the eggs it stands for were, nor done
    # at the shrimp's safe temperature
    for word in ("scramble", "crack", "revuelve", "rompe", "145"):
        assert word not in said, said
    # and the peanuts' article leaves with them ("con el hojuelas de chile" was left)
    assert not re.search(r"\bel hojuelas\b", said), said
    assert not (made.get("safetyFlags") or {}).get("allergenWarning"), made["safetyFlags"]
