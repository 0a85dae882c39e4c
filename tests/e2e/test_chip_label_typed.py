"""A chip's label typed instead of tapped asks what the chip asks.

"Create my own" typed under the cards got the "simple mode" line while the tap made a recipe,
and "Crear la mía" typed was searched for as a dish ("No encontré recetas para eso"). Through
HTTP into the chat app on the offline provider as the demo cooks, in English and in Spanish:
one session taps the chip the server offers, another types its label as a cook would (lower
case, without the accent, with a full stop), and both must be answered alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook, what_it_shows
from tests.http_support import run_sql

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "request_", "label", "typed"),
    [
        ("ana", "chicken dinner ideas", "Create my own", "create my own"),
        ("maya", "chicken dinner ideas", "Create my own", "Create my own."),
        ("ana", "quiero ideas de cena con pollo", "Crear la mía", "crear la mia"),
        ("maya", "recetas de salmón", "Crear la mía", "Crear la mía"),
        ("ana", "Something healthy", "Quicker options", "quicker options"),
        ("maya", "algo saludable", "Opciones más rápidas", "opciones mas rapidas"),
    ],
)
async def test_a_typed_label_is_answered_as_its_tap(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    request_: str,
    label: str,
    typed: str,
) -> None:
    # Given the same request in two sessions, its answer offering the chip
    tapping = ChatCook(http, demo_cooks[cook_name])
    typing = ChatCook(http, demo_cooks[cook_name])
    shown = await tapping.say(request_)
    assert label in [chip["label"] for chip in shown.get("suggestions") or ()], shown
    assert what_it_shows(await typing.say(request_)) == what_it_shows(shown)

    # When one taps the chip and the other types its label
    tapped = await tapping.tap(shown, label)
    said = await typing.say(typed)

    # Then both are answered alike, in the language of the request
    assert what_it_shows(said) == what_it_shows(tapped)
    assert "simple mode" not in said["message"], said["message"]
    assert "modo simple" not in said["message"], said["message"]


@pytest.mark.parametrize(
    ("request_", "label", "message"),
    [
        ("chicken dinner ideas", "Create my own", "Create a custom recipe with my ingredients"),
        ("recetas de pollo", "Crear la mía", "Crea una receta personalizada con mis ingredientes"),
    ],
)
async def test_a_typed_label_is_kept_as_the_chips_request(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    database_url: str,
    *,
    request_: str,
    label: str,
    message: str,
) -> None:
    # Given cards offering the chip
    chat = ChatCook(http, demo_cooks["ana"])
    shown = await chat.say(request_)
    assert label in [chip["label"] for chip in shown.get("suggestions") or ()], shown

    # When she types its label
    await chat.say(label.lower())

    # Then the conversation keeps the chip's request, as a tap would have: the later turns
    # read the same words whether she tapped or typed
    rows = run_sql(
        database_url,
        "select content from user_chat_messages where user_id = %s and role = 'user'"
        " order by created_at desc limit 1",
        (demo_cooks["ana"],),
    )
    assert rows == [(message,)]


@pytest.mark.parametrize(
    ("cook_name", "asked_other", "asked_hers", "typed", "label"),
    [
        ("sofia", "I want fish tacos", "quiero tacos de pescado", "Crear la mía", "Crear la mía"),
        ("maya", "quiero tacos de pescado", "I want fish tacos", "create my own", "Create my own"),
        ("sofia", "I want a beef stroganoff", "quiero un beef stroganoff", "sorprendeme",
         "Sorpréndeme"),
        ("maya", "quiero un beef stroganoff", "I want a beef stroganoff", "Surprise me",
         "Surprise me"),
    ],
)  # fmt: skip
async def test_a_label_typed_in_her_language_under_chips_of_the_other_is_their_tap(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked_other: str,
    asked_hers: str,
    typed: str,
    label: str,
) -> None:
    # Given the same dish asked in her language in one session, in the other in another: its
    # chips offered in each language
    tapping = ChatCook(http, demo_cooks[cook_name])
    typing = ChatCook(http, demo_cooks[cook_name])
    hers = await tapping.say(asked_hers)
    other = await typing.say(asked_other)
    assert label not in [chip["label"] for chip in other.get("suggestions") or ()], other

    # When one taps the chip in her language and the other types its label under the other's
    tapped = await tapping.tap(hers, label)
    said = await typing.say(typed)

    # Then the typed label is that chip, answered alike in her language: no search for a dish
    # of its words
    assert tapped.get("customRecipe"), tapped["message"]
    assert what_it_shows(said) == what_it_shows(tapped)
    assert all(typed.casefold() not in c["message"].casefold() for c in said["suggestions"])
