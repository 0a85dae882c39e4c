"""A cook who asks to carry on cooking, in words rather than through the action, gets the dish
she stopped at, not a search for the words "continue cooking".

Through HTTP into the chat app on the offline provider, as the demo cooks (each with a risotto
left at step 3 of 6).
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
    ("cook_name", "asked", "risotto", "step"),
    [
        ("maya", "continue cooking", "Mushroom Risotto", "you stopped at step 3 of 6"),
        ("maya", "where did I leave off?", "Mushroom Risotto", "you stopped at step 3 of 6"),
        ("maya", "Resume cooking", "Mushroom Risotto", "you stopped at step 3 of 6"),
        ("sofia", "seguir cocinando", "Risotto de champiñones", "te quedaste en el paso 3 de 6"),
        ("sofia", "¿en qué paso me quedé?", "Risotto de champiñones",
         "te quedaste en el paso 3 de 6"),
        ("sofia", "Reanudar cocina", "Risotto de champiñones", "te quedaste en el paso 3 de 6"),
    ],
)  # fmt: skip
async def test_asking_to_carry_on_cooking_finds_the_dish_she_stopped_at(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    risotto: str,
    step: str,
) -> None:
    # Given a cook who left her risotto half made
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks to carry on, then taps the answer's first chip
    answer = await chat.say(asked)
    again = await chat.tap(answer, answer["suggestions"][0]["label"])

    # Then she is told where she stopped, with the action to resume it, and the chip replays it
    assert answer["retrieval"]["type"] == "single", answer["message"]
    assert answer["retrieval"]["recipe"]["name"] == risotto
    assert step in answer["message"]
    resume = [a for a in answer["actions"] if a["type"] == "resume_cooking"]
    assert resume[0]["payload"]["recipeId"] == answer["retrieval"]["recipe"]["userRecipeId"]
    assert again["retrieval"]["recipe"]["name"] == risotto, again["message"]
