"""A dish asked with what it is for, how it is made or a food left out, through HTTP into the
chat app on the offline provider: one the catalogue lacks is offered to be created (and the
offer's chip, sent back, goes on about that dish); one it has gets its card.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

# The fallback's offer and the chip that makes it, per language.
CREATE_COPY = {"es": ("crear", "Crea"), "en": ("create", "Create")}


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


@pytest.mark.parametrize(
    ("cook", "language", "asked", "dish"),
    [
        # The catalogue's one lasagna is beef, and no recipe is a vegetable lasagna
        ("maya", "en", "vegetable lasagna with no meat", "lasagna"),
        # The same, in Spanish
        ("sofia", "es", "lasaña de verduras sin carne", "lasana"),
    ],
)
async def test_a_missing_dish_framed_by_its_purpose_is_offered_and_created(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    language: str,
    asked: str,
    dish: str,
) -> None:
    # Given a cook writing in her language
    chat = ChatCook(http, demo_cooks[cook])
    create, chip = CREATE_COPY[language]

    # When she asks for a dish the catalogue lacks, with what it is for or leaves out
    answer = await chat.say(asked)

    # Then no neighbour is offered as if it were that dish: the answer offers to create it
    assert not answer.get("recipes"), [card["name"] for card in answer["recipes"]]
    assert answer["language"] == language
    assert create in answer["message"].casefold()
    offers = [s["label"] for s in answer["suggestions"] if s["message"].startswith(chip)]
    assert offers, answer["suggestions"]

    # When she taps the offer, the chat goes on about that dish, in her language, and offers
    # no catalogue recipe in its place
    followed = await chat.tap(answer, offers[0])
    assert dish in _fold(followed["message"]), followed["message"]
    assert followed["language"] == language
    assert not followed.get("recipes")


@pytest.mark.parametrize(
    ("cook", "asked", "name"),
    [
        ("maya", "tiramisu for a birthday party", "Classic Tiramisu"),
        ("sofia", "busca un tiramisú para una fiesta de cumpleaños", "Tiramisú Clásico"),
    ],
)
async def test_a_dish_the_catalogue_has_is_answered_whatever_it_is_for(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook: str, asked: str, name: str
) -> None:
    # Given a cook / When she asks for the catalogue's tiramisu, for an occasion
    answer = await ChatCook(http, demo_cooks[cook]).say(asked)

    # Then its card comes first
    recipes = answer.get("recipes") or []
    assert recipes, answer["message"]
    assert recipes[0]["name"] == name
