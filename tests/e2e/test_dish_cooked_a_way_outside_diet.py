"""A vegetarian asking for a food cooked one way ("grilled salmon") is told the catalogue's
salmon is not vegetarian and offered a version, as for the food alone: the way of cooking is no
part of the dish's name, so it is no grilled cheese that answers.

Through HTTP into the chat app on the offline provider, as Luis (vegetarian, Spanish).
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
    "asked", ["grilled salmon", "baked salmon", "salmón a la parrilla", "salmón asado"]
)
async def test_a_food_cooked_one_way_outside_the_diet_is_said_so_and_offered_made_to_fit(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], asked: str
) -> None:
    # Given a vegetarian cook
    chat = ChatCook(http, demo_cooks["luis"])

    # When she asks for salmon cooked one way, then taps the first chip
    answer = await chat.say(asked)
    made = await chat.tap(answer, "Hacer versión vegetariana")

    # Then the catalogue's salmon is said not to be vegetarian, no unrelated card is shown,
    # and the chip makes a salmon dish without the salmon
    assert "pero no en versión vegetariana" in answer["message"], answer["message"]
    assert "Salmón" in answer["message"]
    assert not any("Queso" in card["name"] for card in answer.get("recipes") or ())
    lines = " ".join(item["name"] for item in made["customRecipe"]["ingredients"])
    assert "salm" not in lines.casefold(), lines
