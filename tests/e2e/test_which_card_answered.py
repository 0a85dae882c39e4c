""" "Which one do you mean?" answered in words: the card by its place, or one more change.

A change asked with several cards on screen is answered with the question of which card, one
chip per card. A cook who answers in words, not by a tap, lost her answer: "the second one"
was searched for as a dish, and "for 8 people" typed there found no recipes either. Through
HTTP into the chat app on the offline provider as the demo cooks, in English and in Spanish.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


async def _asked_which(chat: ChatCook, asked: str, change: str) -> tuple[list[str], dict[str, Any]]:
    """The names of the cards shown for a request, and the answer asking which one a change
    means (it offers them as chips)."""
    shown = await chat.say(asked)
    names = [card["name"] for card in shown.get("recipes") or ()]
    assert len(names) > 2, shown["message"]
    which = await chat.say(change)
    assert not which.get("recipes"), which["message"]
    assert not which.get("customRecipe"), which["message"]
    assert [chip["label"] for chip in which["suggestions"]] == names[:3], which
    return names, which


@pytest.mark.parametrize(
    ("cook_name", "asked", "change", "picked", "language"),
    [
        ("maya", "shrimp", "for 8 people", "the second one", "en"),
        ("sofia", "camarones", "para 8 personas", "la segunda", "es"),
    ],
)
async def test_a_place_said_to_which_one_is_that_card_changed(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    change: str,
    picked: str,
    language: str,
) -> None:
    # Given cards on screen and the question which one a change means
    chat = ChatCook(http, demo_cooks[cook_name])
    names, _ = await _asked_which(chat, asked, change)

    # When she answers with a place instead of a tap
    answer = await chat.say(picked)

    # Then she gets the version of that card with her change, as the tap would have made it
    recipe = answer.get("customRecipe")
    assert recipe is not None, answer["message"]
    assert not answer.get("recipes"), answer["message"]
    assert names[1] in answer["message"], answer["message"]
    assert recipe["portions"] == 8
    assert answer["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "first", "then", "both", "language"),
    [
        ("maya", "shrimp", "make it spicier", "for 8 people", "spicier", "en"),
        ("sofia", "camarones", "hazla más picante", "para 8 personas", "más picante", "es"),
    ],
)
async def test_a_change_said_to_which_one_asks_again_with_both(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    first: str,
    then: str,
    both: str,
    language: str,
) -> None:
    # Given the question which card a change means
    chat = ChatCook(http, demo_cooks[cook_name])
    names, _ = await _asked_which(chat, asked, first)

    # When she adds another change instead of answering, then taps the card the question
    # offers again
    again = await chat.say(then)
    assert not again.get("recipes"), again["message"]
    assert [chip["label"] for chip in again["suggestions"]] == names[:3], again
    answer = await chat.tap(again, names[0])

    # Then the version of that card has both changes, neither lost
    recipe = answer.get("customRecipe")
    assert recipe is not None, answer["message"]
    assert recipe["portions"] == 8
    assert both in answer["message"], answer["message"]
    assert names[0] in answer["message"], answer["message"]
    assert answer["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "language"),
    [
        ("maya", "my recipes from last week", "the second one", "en"),
        ("sofia", "mis recetas de la semana pasada", "la segunda", "es"),
    ],
)
async def test_a_place_said_to_which_saved_recipe_opens_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    language: str,
) -> None:
    # Given her saved recipes offered as chips, with the question which one
    chat = ChatCook(http, demo_cooks[cook_name])
    listed = await chat.say(asked)
    chips = listed.get("suggestions") or ()
    assert len(chips) > 1, listed["message"]
    tapped = await ChatCook(http, demo_cooks[cook_name]).say(chips[1]["message"])

    # When she answers with a place instead of a tap
    answer = await chat.say(picked)

    # Then the second of her recipes opens, as the tap opens it, and nothing is searched
    assert not answer.get("recipes"), answer["message"]
    assert answer["message"] == tapped["message"]
    assert chips[1]["label"].split(" — ")[0] in answer["message"], answer["message"]
    assert answer["language"] == language
