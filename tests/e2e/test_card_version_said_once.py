"""A custom version of a catalogue card is said in one sentence: the version made, then what
changed in it.

The answer named the recipe twice over, once as the card and once as the version: "Las
recetas del catálogo no se cambian, así que te preparé una versión personalizada de Tacos de
Pescado Estilo Baja. ¡Listo! Cambié tu receta de Tacos de Pescado Estilo Baja: más picante.",
and "Aquí tienes tu versión personalizada de Souvlaki de Pollo con Tzatziki. ¡Listo! Cambié tu
receta de Souvlaki de Tofu firme con Tzatziki (versión vegetariana): ahora vegetariana.".
Through HTTP into the chat app on the offline provider as the demo cooks, in the profile's
language and in the other one, tapping the chips the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# The words of a second sentence that says the recipe changed.
_CHANGED_AGAIN = ("¡Listo!", "Cambié tu", "Done!", "I changed your")


def _said_once(answer: dict[str, Any], card: str, change: str) -> None:
    """The version's answer: the card named once, the change after it, no second sentence."""
    message = answer["message"]
    assert answer.get("customRecipe"), message
    assert message.count(card) == 1, message
    assert f"{card}: {change}" in message, message
    assert not any(words in message for words in _CHANGED_AGAIN), message
    assert answer["customRecipe"]["suggestedName"] not in message.replace(card, ""), message


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "label", "change"),
    [
        ("sofia", "quiero tacos de pescado", "el primero", "Más picante", "más picante"),
        ("ana", "quiero lasaña", "la primera", "Más picante", "más picante"),
        ("maya", "I want fish tacos", "the first one", "Make it spicier", "spicier"),
        ("maya", "quiero tacos de pescado", "el primero", "Más picante", "más picante"),
    ],
)
async def test_a_change_chip_of_the_card_she_chose_says_the_version_once(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    label: str,
    change: str,
) -> None:
    # Given the first card chosen in words
    chat = ChatCook(http, demo_cooks[cook_name])
    card = (await chat.say(asked))["recipes"][0]["name"]
    chosen = await chat.say(picked)

    # When she taps the change chip it offers
    version = await chat.tap(chosen, label)

    # Then the version is said once, with what changed in it
    _said_once(version, card, change)

    # And the same chip on her version changes it as her own recipe, said as such
    again = await chat.tap(version, label)
    assert again["customRecipe"]["suggestedName"] == version["customRecipe"]["suggestedName"]
    assert version["customRecipe"]["suggestedName"] in again["message"], again["message"]
    assert again["message"].rstrip(".").endswith(change), again["message"]


@pytest.mark.parametrize(
    ("asked", "label", "card", "change"),
    [
        ("quiero souvlaki", "Hacer versión vegetariana", "Souvlaki de Pollo con Tzatziki",
         "ahora vegetariana"),
        ("I want souvlaki", "Make a vegetarian version", "Chicken Souvlaki with Tzatziki",
         "now vegetarian"),
    ],
)  # fmt: skip
async def test_the_diet_version_offered_is_said_once(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    asked: str,
    label: str,
    card: str,
    change: str,
) -> None:
    # Given a dish the catalogue has only outside her diet, and its version offered
    chat = ChatCook(http, demo_cooks["luis"])
    offered = await chat.say(asked)
    assert not offered.get("recipes"), offered["message"]

    # When she taps the chip that offers it
    version = await chat.tap(offered, label)

    # Then the version is said once, with what changed in it
    _said_once(version, card, change)
