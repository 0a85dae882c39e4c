""" "For 6" said of a dish that serves 6 says it does, and changes nothing.

The jambalaya serves 6: "for 6" answered "Done! I changed your Chicken, Sausage and Shrimp
Jambalaya recipe: for 6 servings." with nothing changed.

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
    ("cook_name", "asked", "picked", "count", "already", "changed", "language"),
    [
        ("maya", "jambalaya", "the first one", "for 6", "already", "changed", "en"),
        ("sofia", "jambalaya de camarón", "la primera", "para 6", "ya es", "Cambié", "es"),
    ],
)
async def test_a_count_it_already_serves_changes_nothing_and_says_so(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    count: str,
    already: str,
    changed: str,
    language: str,
) -> None:
    # Given the jambalaya picked, which serves 6
    chat = ChatCook(http, demo_cooks[cook_name])
    await chat.say(asked)
    chosen = await chat.say(picked)
    assert "Jambalaya" in chosen["message"], chosen["message"]

    # When she says she cooks for 6
    answer = await chat.say(count)

    # Then she is told it serves 6 already, and no version of it is made
    assert already in answer["message"], answer["message"]
    assert changed not in answer["message"], answer["message"]
    assert "6" in answer["message"], answer["message"]
    assert answer.get("customRecipe") is None, answer["message"]
    assert answer["language"] == language
