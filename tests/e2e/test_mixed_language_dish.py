"""A dish named inside a sentence that mixes both languages ("quiero pozole for dinner tonight")
is the first card, as it is in either language alone: the opener in the other language is no
part of what is searched.

Through HTTP into the chat app on the offline provider, as the demo cooks.
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
    ("cook_name", "asked", "pozole"),
    [
        ("maya", "quiero pozole for dinner tonight", "Pozole Rojo with Pork"),
        ("sofia", "quiero pozole for dinner tonight", "Pozole Rojo with Pork"),
        ("ana", "I want pozole for dinner tonight", "Pozole Rojo with Pork"),
        ("luis", "quiero pozole para la cena", None),  # vegetarian: the pork pozole is out
        ("sofia", "I want pozole para la cena de hoy", "Pozole Rojo de Cerdo"),
    ],
)
async def test_a_dish_in_a_mixed_sentence_is_the_first_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    pozole: str | None,
) -> None:
    # Given a cook mixing both languages
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for pozole in the middle of the sentence
    answer = await chat.say(asked)

    # Then the pozole leads (or, for a vegetarian, is never shown)
    names = [card["name"] for card in answer.get("recipes") or ()]
    if pozole is None:
        assert not any("Pozole" in name for name in names), names
    else:
        assert names[0] == pozole, names
