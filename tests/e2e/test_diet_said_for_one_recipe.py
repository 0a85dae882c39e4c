"""A diet the cook says for one recipe binds it as her profile's would: "make a vegan version of
Baja Fish Tacos", typed with no card on screen, made a "White Fish Skillet" with 600 g of fish
on the offline provider (the diet reached the brief only in its notes, which the templates
did not read).

Through HTTP into the chat app on the offline provider, as the demo cooks (neither vegan), in
English and Spanish; each line is checked against the ingredient catalogue, not the code.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_CATALOGUE = Path(__file__).parents[2] / "shared" / "ingredients" / "catalogue.json"
_ANIMAL = {"seafood", "pork", "red_meat", "poultry", "dairy", "egg"}


def _animal_names() -> set[str]:
    """Every name and alias, both languages, of the catalogue's animal foods."""
    names: set[str] = set()
    for food in json.loads(_CATALOGUE.read_text(encoding="utf-8")):
        if food["category"] in _ANIMAL or {"fish", "shellfish"} & set(food["allergens"]):
            names |= {food["name_en"], food["name_es"]}
            names |= {alias for aliases in food["aliases"].values() for alias in aliases}
    return {name.casefold() for name in names}


@pytest.mark.parametrize(
    ("cook", "asked", "version", "language"),
    [
        ("maya", "make a vegan version of Baja Fish Tacos", "Make a vegan version", "en"),
        ("sofia", "hazme una versión vegana de los tacos de pescado estilo Baja",
         "Hacer versión vegana", "es"),
    ],
)  # fmt: skip
async def test_a_vegan_recipe_asked_in_words_holds_no_animal_food(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    version: str,
    language: str,
) -> None:
    # Given a cook whose profile is not vegan
    chat = ChatCook(http, demo_cooks[cook])
    animal = _animal_names()

    # When she asks for a vegan version of a fish dish, and taps the catalogue's dish offered
    # as that version (the request is the catalogue's Baja Fish Tacos, made vegan)
    offered = await chat.say(asked)
    answer: dict[str, Any] = await chat.tap(offered, version)

    # Then the recipe, in her language, holds nothing from an animal, and says it is vegan
    recipe = answer["customRecipe"]
    assert answer["language"] == language
    names = [line["name"].casefold() for line in recipe["ingredients"]]
    assert names
    assert not animal & set(names), names
    assert "vegan" in recipe["tags"], recipe["tags"]
