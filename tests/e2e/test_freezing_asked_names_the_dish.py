"""Asked whether a dish freezes or keeps, the Spanish answer names it with its article and no
word that must agree with it: "Mejor no congelar Tacos de papa" and "Sí, Pollo al Vino Tinto se
congela bien" left the article out.

(The English answer says "your {dish}", which needs none.) Through HTTP into the chat app on the
offline provider as the demo cook, her own recipe and a catalogue card she picked by its place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


async def test_her_potato_tacos_are_named_with_their_article(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given her own potato tacos
    chat = ChatCook(http, demo_cooks["sofia"])
    made = await chat.say("quiero crear mi propia receta de tacos de papa")
    name = made["customRecipe"]["suggestedName"]
    assert name.casefold().startswith("tacos"), name

    # When she asks whether they freeze
    answer = await chat.say("¿se puede congelar?")

    # Then the potato's reason is given, the tacos named as plural
    assert answer["message"].startswith(f"Mejor no congelar los {name}:"), answer["message"]


async def test_a_chosen_card_is_named_with_its_article(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given the catalogue's coq au vin, chosen by its place
    chat = ChatCook(http, demo_cooks["sofia"])
    shown = await chat.say("coq au vin")
    name = shown["recipes"][0]["name"]
    await chat.say("la primera")

    # When she asks whether it freezes
    answer = await chat.say("¿se puede congelar?")

    # Then it is named with its article, and no verb says what it does on its own
    assert answer["message"].startswith(f"Sí, puedes congelar el {name}:"), answer["message"]
    assert "se congela bien" not in answer["message"]

    # And asked how long it keeps, what is left is "del" dish, "de" and "el" joined
    kept = await chat.say("¿cuánto dura en el refri?")
    assert kept["message"].startswith(f"Guarda lo que sobre del {name} "), kept["message"]
