""" "Can I use chicken thighs?" asked with catalogue cards on screen, or of the card picked by
its place, says which card has the line the food would replace, and its chip makes that card's
version with the swap; searched, the question showed another list of cards.

Through HTTP into the chat app, on the offline provider as the demo cooks, in English and
Spanish, the server's own chips tapped in turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "question", "food", "language"),
    [
        ("maya", "chicken dinner ideas", None, "can I use chicken thighs?", "chicken thighs",
         "en"),
        ("sofia", "recetas con pollo", None, "¿puedo usar muslos de pollo?", "muslos de pollo",
         "es"),
        ("maya", "chicken dinner ideas", "the second one", "can I use chicken thighs?",
         "chicken thighs", "en"),
        ("sofia", "recetas con pollo", "la segunda", "¿puedo usar muslos de pollo?",
         "muslos de pollo", "es"),
    ],
)  # fmt: skip
async def test_a_food_asked_of_the_cards_is_offered_in_a_version(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str | None,
    question: str,
    food: str,
    language: str,
) -> None:
    # Given chicken cards on screen, or one of them picked by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    names = [card["name"] for card in shown.get("recipes") or ()]
    assert len(names) > 1, shown["message"]
    if picked is not None:
        await chat.say(picked)

    # When she asks whether she can use a food, then taps the answer's first chip
    answer = await chat.say(question)
    version = await chat.tap_first(answer)

    # Then nothing is searched: the answer names a card of hers (the picked one when she
    # picked one) and the food; the chip makes that card's version with the food in it
    assert answer["trace"]["toolsCalled"] == []
    assert not answer.get("recipes"), answer["message"]
    assert answer["language"] == language
    meant = [name for name in names if name in answer["message"]]
    assert meant, answer["message"]
    if picked is not None:
        assert meant == [names[1]], answer["message"]
    assert food.casefold() in answer["message"].casefold(), answer["message"]
    recipe = version.get("customRecipe")
    assert recipe is not None, version["message"]
    assert any(name in version["message"] for name in meant), version["message"]
    lines = " ".join(line["name"] for line in recipe["ingredients"]).casefold()
    assert food in lines, lines
    assert version["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "food", "why"),
    [
        ("ana", "chicken dinner ideas", "can I use peanuts instead of the chicken?", "peanut",
         "allergies"),
        ("luis", "sopa de lentejas", "¿puedo usar pollo en lugar de las lentejas?", "pollo",
         "dieta"),
    ],
)  # fmt: skip
async def test_a_food_she_may_not_eat_asked_of_the_cards_is_said_to_be_one(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    food: str,
    why: str,
) -> None:
    # Given cards on screen for Ana (peanut allergy) or Luis (vegetarian)
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]

    # When she asks whether she can use a food of her allergies, or one her diet leaves out
    answer = await chat.say(question)

    # Then nothing is searched, the answer says why not, and no chip offers the swap
    assert answer["trace"]["toolsCalled"] == []
    assert why in answer["message"], answer["message"]
    chips = answer.get("suggestions") or ()
    assert not any(food in chip["message"].casefold() for chip in chips), chips
