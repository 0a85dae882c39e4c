"""A question about a catalogue card she chose ("¿qué lleva?") names it as the catalogue's
recipe, not hers; once a chip makes her version of it, it is hers.

"Tu receta de Pollo al Vino Tinto (Coq au Vin) lleva 14 ingredientes" called the catalogue's
coq au vin her recipe. Through HTTP into the chat app on the offline provider as the demo
cooks, in both languages, tapping the change chip the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_SPICIER = {"en": "Make it spicier", "es": "Más picante"}


@pytest.mark.parametrize(
    ("cook_name", "picked", "asked", "the", "yours", "language"),
    [
        ("sofia", "la primera", "¿qué lleva?", "La receta de", "Tu receta de", "es"),
        ("maya", "the first one", "what's in it?", "The ", "Your ", "en"),
    ],
)
async def test_a_chosen_card_is_named_as_the_catalogue_s(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    picked: str,
    asked: str,
    the: str,
    yours: str,
    language: str,
) -> None:
    # Given the catalogue's coq au vin, chosen by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say("coq au vin")
    card = shown["recipes"][0]["name"]
    chosen = await chat.say(picked)

    # When she asks what it holds
    answer = await chat.say(asked)

    # Then the answer names the catalogue's recipe, not one of hers
    assert answer["message"].startswith(the), answer["message"]
    assert card in answer["message"], answer["message"]
    assert not answer["message"].startswith(yours), answer["message"]
    assert answer["language"] == language

    # And once the chip made her version of it, the same question names it as hers
    mine = await chat.tap(chosen, _SPICIER[language])
    assert mine.get("customRecipe"), mine["message"]
    again = await chat.say(asked)
    assert again["message"].startswith(yours), again["message"]
