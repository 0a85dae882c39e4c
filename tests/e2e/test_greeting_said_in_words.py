"""A new cook's first words are a greeting of more than one word ("hi there", "hola, buenas
tardes", "hi, how are you?"): she is greeted in the language she wrote in and offered a start,
not told that no recipe matched "there" with chips that would create a "there" recipe.

Through HTTP into the chat app on the offline provider, as the demo cooks writing in the other
language than their profile's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_GREETED = {
    "en": "Hi! I'm Irmixy.",
    "es": "¡Hola! Soy Irmixy.",
}


@pytest.mark.parametrize(
    ("cook_name", "said", "language"),
    [
        ("sofia", "hi there", "en"),
        ("luis", "Good morning!", "en"),
        ("sofia", "Hi, how are you?", "en"),
        ("maya", "hola, buenas tardes", "es"),
        ("ana", "Hola, ¿cómo estás?", "es"),
        ("maya", "qué onda, Irmixy", "es"),
    ],
)
async def test_a_greeting_of_several_words_is_greeted_and_its_first_chip_finds_recipes(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    said: str,
    language: str,
) -> None:
    # Given a cook opening a conversation with a greeting
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she sends it, then taps the answer's first chip
    greeted = await chat.say(said)
    tapped = await chat.tap_first(greeted)

    # Then she is greeted in her words' language, nothing is searched and no chip carries her
    # words; the chip's answer shows recipes in the same language
    assert greeted["message"].startswith(_GREETED[language]), greeted["message"]
    assert greeted["language"] == language
    assert greeted["trace"]["toolsCalled"] == []
    words = said.casefold().strip("!?")
    assert not any(words in chip["message"].casefold() for chip in greeted["suggestions"])
    assert tapped["recipes"], tapped["message"]
    assert tapped["language"] == language
