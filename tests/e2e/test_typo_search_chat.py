"""A misspelt dish inside a sentence, through HTTP on the offline provider: the chat offers that
dish's card first, not another dish that shares a correctly spelt word, nor "let's create one".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.integration.test_chat_harness import ask

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("profile", "message", "dish"),
    [
        ("en", "I want guacamloe and chips for the game tonight", "Guacamole"),
        ("es", "un flam napolitano", "Flan Napolitano"),
        # The whole message one misspelt dish name, which the offline model cannot read
        ("en", "jambalya", "Chicken, Sausage and Shrimp Jambalaya"),
        ("es", "falafal", "Falafel Crujiente"),
    ],
)
async def test_a_misspelt_dish_in_a_sentence_gets_its_card_first(
    http: httpx.AsyncClient,
    cook: Callable[[str], Principal],
    profile: str,
    message: str,
    dish: str,
) -> None:
    # When a cook misspells the dish in the middle of a sentence
    answer = await ask(http, cook(profile), message)

    # Then the answer offers recipes, the misspelt dish first
    cards = answer["recipes"]
    assert cards, answer["message"]
    assert cards[0]["name"] == dish, [card["name"] for card in cards[:3]]
