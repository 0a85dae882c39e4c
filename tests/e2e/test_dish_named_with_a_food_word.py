"""A dish named with a food's word is found by its name, not by a kind of that food.

"chiles rellenos" showed esquites, guacamole and scrambled eggs while the catalogue has
Chiles Rellenos: the search read "chiles" as serrano chiles and matched them beside the dish.
Ana's misspelt "chiles rejenos" met the same. Through HTTP into the chat app on the offline
provider as the demo cooks, in English and in Spanish.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_NAME = {"en": "Chiles Rellenos", "es": "Chiles Rellenos de Queso"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("ana", "chiles rellenos", "en"),
        ("ana", "chiles rejenos", "en"),
        ("maya", "I'd love chiles rellenos tonight", "en"),
        ("ana", "quiero hacer chiles rellenos", "es"),
        ("maya", "se me antojan unos chiles rellenos", "es"),
    ],
)
async def test_the_dish_asked_for_comes_first(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given a cook who names a dish the catalogue has
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for it
    answer = await chat.say(asked)

    # Then its card comes first, in her language
    names = [card["name"] for card in answer.get("recipes") or ()]
    assert names[:1] == [_NAME[language]], (names, answer["message"])
    assert answer["language"] == language
