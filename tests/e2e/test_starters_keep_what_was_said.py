"""The starter chips ("Quick dinners", "Cenas rápidas") keep what the cook said before them.

A starter is a fixed request: tapped after "no pork" it searched without it and showed the
carbonara and the saltimbocca, and tapped a second time it showed the same cards again. Its
message now says again what she left out, and a request she already made is not offered again.

Through HTTP into the chat app on the offline provider, each cook writing in her own language
and in the other one, following the chips the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration

# The recipes with pork in them, by the catalogue's own category of their ingredients.
_PORK = """
select distinct ri.recipe_id::text as id
from recipe_ingredients ri join ingredients i on i.id = ri.ingredient_id
where i.category = 'pork'
"""


async def _pork(database: Database) -> set[str]:
    async with database.service() as conn:
        cursor = await conn.execute(_PORK)
        return {row["id"] for row in await cursor.fetchall()}


def _cards(answer: dict[str, Any]) -> set[str]:
    return {card["recipeId"] for card in answer.get("recipes") or ()}


@pytest.mark.parametrize(
    ("cook_name", "said", "language"),
    [
        ("maya", "no pork please", "en"),
        ("ana", "sin cerdo por favor", "es"),
        ("sofia", "sin cerdo por favor", "es"),
        ("luis", "no pork please", "en"),
    ],
)
async def test_what_the_cook_left_out_holds_for_the_starter_chips_after_it(
    http: httpx.AsyncClient,
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    said: str,
    language: str,
) -> None:
    # Given a cook who says to leave pork out, and the catalogue's recipes with pork
    pork = await _pork(database)
    assert pork
    chat = ChatCook(http, demo_cooks[cook_name])
    answer = await chat.say(said)

    # When she follows the first chip of each answer until the quick dinners are shown
    taps = [answer]
    while not taps[-1].get("recipes") and len(taps) < 4:
        taps.append(await chat.tap_first(taps[-1]))

    # Then dinners are shown, none with pork, every answer in the language she wrote in
    assert taps[-1].get("recipes"), [t["message"] for t in taps]
    assert not _cards(taps[-1]) & pork, [c["name"] for c in taps[-1]["recipes"]]
    assert {t["language"] for t in taps} == {language}


@pytest.mark.parametrize(
    ("cook_name", "greeting", "language", "create"),
    [
        ("ana", "hi!", "en", "Create my own"),
        ("luis", "¡hola!", "es", "Crear la mía"),
        ("maya", "hola", "es", "Crear la mía"),
        ("sofia", "hello there", "en", "Create my own"),
    ],
)
async def test_a_starter_tapped_once_is_not_offered_again_to_show_the_same_cards(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    greeting: str,
    language: str,
    create: str,
) -> None:
    # Given a cook greeted with the starter chips
    chat = ChatCook(http, demo_cooks[cook_name])
    greeted = await chat.say(greeting)

    # When she taps the first, then "Create my own" under its cards, then the first chip again
    first = await chat.tap_first(greeted)
    asked = await chat.tap(first, create)
    again = await chat.tap_first(asked)

    # Then the chip tapped first is not offered again, and the last tap shows other cards
    assert first.get("recipes"), first["message"]
    messages = [chip["message"] for chip in asked.get("suggestions") or ()]
    assert greeted["suggestions"][0]["message"] not in messages, messages
    assert _cards(again) != _cards(first), again["message"]
    assert {a["language"] for a in (greeted, first, asked, again)} == {language}


@pytest.mark.parametrize(
    ("cook_name", "greeting", "language"),
    [("maya", "hi!", "en"), ("luis", "¡hola!", "es")],
)
async def test_a_starter_typed_by_its_label_is_not_offered_again(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    greeting: str,
    language: str,
) -> None:
    # Given a cook greeted with the starter chips, who types the first one's label herself
    chat = ChatCook(http, demo_cooks[cook_name])
    greeted = await chat.say(greeting)
    label = greeted["suggestions"][0]["label"]
    typed = await chat.say(label)
    assert typed.get("recipes"), typed["message"]

    # When she thanks, and taps the first chip of that answer
    thanked = await chat.say("gracias" if language == "es" else "thanks")
    tapped = await chat.tap_first(thanked)

    # Then the request she typed is not offered again, and the chip shows other cards
    labels = [chip["label"] for chip in thanked.get("suggestions") or ()]
    assert labels, thanked["message"]
    assert label not in labels, labels
    assert _cards(tapped) != _cards(typed), tapped["message"]
    assert {a["language"] for a in (greeted, typed, thanked, tapped)} == {language}
