"""The quicker version says to cut everything small before the cooking, not after it.

"Make it quicker" on the coq au vin ended its first step "… cook the bacon … until crisp,
about 6 minutes; remove. Cut everything into small, even pieces so it cooks faster.", as if
the bacon just set aside were to be cut. Through HTTP into the chat app on the offline provider
as the demo cooks, in English and in Spanish, the chip the picked card offers tapped.
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
    ("cook_name", "picked", "label", "cut", "cooked", "language"),
    [
        ("maya", "the first one", "Make it quicker", "Cut everything", "cook the bacon", "en"),
        ("sofia", "la primera", "Más rápida", "Corta todo", "fríe el tocino", "es"),
    ],
)
async def test_cutting_small_is_said_before_the_cooking(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    picked: str,
    label: str,
    cut: str,
    cooked: str,
    language: str,
) -> None:
    # Given the coq au vin picked from the cards
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say("coq au vin")
    assert "Coq au Vin" in shown["recipes"][0]["name"], shown["recipes"]
    chosen = await chat.say(picked)

    # When she taps the quicker chip it offers
    version = await chat.tap(chosen, label)

    # Then the steps say to cut everything small before the bacon is cooked
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    said = " ".join(step["instruction"] for step in recipe["steps"])
    assert cut in said, said
    assert cooked in said, said
    assert said.index(cut) < said.index(cooked), said
    assert version["language"] == language
