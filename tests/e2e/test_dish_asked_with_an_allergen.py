"""A cook with a peanut allergy asks for a catalogue dish with peanuts ("hazme un pad thai con
cacahuate"). As the seed's allergen gate does (seed 000 §10.7: allergen conflicts blocked and
surfaced), the peanuts are left out and she is told so; the dish she named is still the one she
gets, made of the catalogue's recipe of it, not a stir-fry of whatever was left.

Through HTTP into the chat app on the offline provider, as the demo cooks (Ana and Sofía are
allergic to peanuts).
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
    ("cook_name", "asked", "dish", "notice", "peanut"),
    [
        ("sofia", "hazme un pad thai con cacahuate", "Pad Thai de Camarones",
         "No incluí cacahuates por tu alergia.", "cacahuate"),
        ("ana", "make me a pad thai with peanuts", "Shrimp Pad Thai",
         "I left out peanuts because of your allergy.", "peanut"),
    ],
)  # fmt: skip
async def test_a_dish_asked_with_an_allergen_is_made_without_it_and_says_so(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    dish: str,
    notice: str,
    peanut: str,
) -> None:
    # Given a cook allergic to peanuts
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for a pad thai with peanuts, then taps the recipe's own change chip
    made = await chat.say(asked)
    spicier = await chat.tap_first(made)

    # Then she gets the pad thai, with none, told why, and the change keeps it so
    recipe = made["customRecipe"]
    assert recipe["suggestedName"] == dish
    assert made["message"].endswith(notice), made["message"]
    assert made["safetyFlags"]["allergens"] == ["peanut"]
    for answer in (made, spicier):
        lines = " ".join(item["name"] for item in answer["customRecipe"]["ingredients"])
        assert peanut not in lines.casefold(), lines
        assert "noodle" in lines or "fideo" in lines, lines
    assert spicier["customRecipe"]["suggestedName"] == dish
