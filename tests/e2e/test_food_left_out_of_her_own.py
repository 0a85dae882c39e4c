"""A food left out of her own recipe leaves its safety notes too, and the name lists its foods.

"Create my own" under the cards of "shrimp jambalaya" makes a skillet of the jambalaya's
foods; "without shrimp" then took the shrimp from the steps but not from their notes, so the
app showed "Cook until the andouille sausage, chicken thigh and shrimp reaches 165°F" under a
step without shrimp, in a recipe named "Andouille Sausage, Chicken Thigh And Shrimp and Green
Bell Pepper Skillet".

Through HTTP into the chat app on the offline provider as the demo cooks, in English and in
Spanish, tapping the chips the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


def _said(recipe: dict[str, Any]) -> list[str]:
    """Every text of a recipe a cook reads: its name, its lines, its steps and their notes."""
    return [
        recipe["suggestedName"],
        *(line["name"] for line in recipe["ingredients"]),
        *(step["instruction"] for step in recipe["steps"]),
        *(step["safetyNote"] for step in recipe["steps"] if step.get("safetyNote")),
    ]


@pytest.mark.parametrize(
    ("cook_name", "asked", "create", "change", "food", "conjunction", "language"),
    [
        ("maya", "shrimp jambalaya", "Create my own", "without shrimp", "shrimp", "and", "en"),
        ("sofia", "crea una receta con chorizo, muslo de pollo, camarón y pimiento verde", None,
         "sin camarón", "camar", "y", "es"),
    ],
)  # fmt: skip
async def test_a_food_left_out_leaves_every_word_of_her_recipe(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    create: str | None,
    change: str,
    food: str,
    conjunction: str,
    language: str,
) -> None:
    # Given her own recipe of shrimp and two meats: made from the cards of a dish that holds
    # them ("Create my own"), or from her list
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    made = (await chat.tap(shown, create) if create else shown).get("customRecipe")
    assert made is not None
    assert any(food in line["name"].lower() for line in made["ingredients"]), made
    name = made["suggestedName"]
    assert f" {conjunction.title()} " not in name, name
    assert name.count(f" {conjunction} ") == 1, name

    # When she leaves the shrimp out
    version = await chat.say(change)

    # Then no word of the recipe names them, its notes as its steps, and each note is its
    # step's own check
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    assert [text for text in _said(recipe) if food in text.lower()] == []
    notes = [(s["instruction"], s["safetyNote"]) for s in recipe["steps"] if s.get("safetyNote")]
    assert notes, recipe["steps"]
    assert all(note in instruction for instruction, note in notes), notes
    assert recipe["suggestedName"].count(f" {conjunction} ") == 1, recipe["suggestedName"]
    assert version["language"] == language
