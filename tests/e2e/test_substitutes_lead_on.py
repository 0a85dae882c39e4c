""" "What can I use instead of cream?" asked with no recipe of hers open is answered with its
substitutes and a chip that leads on, to recipes without that food: the answer used to end
there, no chip, no card, no recipe.

Through HTTP into the chat app on the offline provider, as the demo cooks, in English and
Spanish, the server's own chip sent back.
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
    ("cook", "asked", "language", "label"),
    [
        ("maya", "what can I use instead of cream?", "en", "Recipes without cream"),
        ("sofia", "¿qué puedo usar en lugar de crema?", "es", "Recetas sin crema"),
        ("ana", "¿qué puedo usar en lugar de crema?", "es", "Recetas sin crema"),
        ("maya", "what can I use instead of corn?", "en", "Recipes without corn"),
        ("sofia", "¿con qué sustituyo el elote?", "es", "Recetas sin elote"),
        ("maya", "what can I use instead of capers?", "en", "Recipes without capers"),
        ("sofia", "¿qué uso en lugar de alcaparras?", "es", "Recetas sin alcaparras"),
    ],
)
async def test_substitutes_with_no_recipe_open_lead_on_to_recipes_without_the_food(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    language: str,
    label: str,
) -> None:
    # Given a cook with no recipe of hers open
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks what to use instead of a food
    answer = await chat.say(asked)

    # Then she gets the substitutes and one chip to recipes without it, in her language
    assert answer["trace"]["toolsCalled"] == ["suggest_substitutes"], answer["message"]
    assert answer.get("substitutions"), answer["message"]
    assert [c["label"] for c in answer["suggestions"]] == [label]
    assert answer["language"] == language

    # And the chip finds recipes, in her language
    found = await chat.tap(answer, label)
    assert found.get("recipes"), found["message"]
    assert found["language"] == language
