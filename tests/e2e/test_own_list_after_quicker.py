""" "Create my own" (or "Create from ingredients") after "Quicker options" makes a recipe of the
foods the cook listed in her request, not a question about which ingredients she has: tapping a
refinement in between does not make her list forgotten.

Through HTTP into the chat app on the offline provider, as a new cook in each language, tapping
the chips the answers offer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("language", "asked", "quicker", "own", "foods"),
    [
        ("en", "what can I make with chicken and rice?", "Quicker options",
         ("Create my own", "Create from ingredients"), ("chicken", "rice")),
        ("es", "¿qué puedo hacer con pollo y arroz?", "Opciones más rápidas",
         ("Crear la mía", "Crear con ingredientes"), ("pollo", "arroz")),
    ],
)  # fmt: skip
async def test_create_my_own_after_quicker_options_uses_the_foods_she_listed(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    language: str,
    asked: str,
    quicker: str,
    own: tuple[str, ...],
    foods: tuple[str, ...],
) -> None:
    # Given a cook who listed her foods and was shown recipes with them
    chat = ChatCook(http, cook(language).user_id)
    found = await chat.say(asked)

    # When she asks for quicker options (the chip when offered, else its words: no quicker
    # recipe has both her foods), then taps the chip that creates one under the answer
    faster = await chat.quicker(found, quicker)
    offered = [c["label"] for c in faster["suggestions"] if c["label"] in own]
    assert offered, faster["suggestions"]
    made = await chat.tap(faster, offered[0])

    # Then a recipe is made of her foods, in her language, rather than a question about them
    recipe = made.get("customRecipe")
    assert recipe is not None, made["message"]
    names = " ".join(line["name"] for line in recipe["ingredients"])
    assert all(food in names for food in foods), names
    assert made["language"] == language
