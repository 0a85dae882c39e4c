"""Whether the dish on screen holds a food ("does it have dairy?", "¿lleva ajo?", "I'm allergic
to garlic, is this ok?") is answered from its ingredients: her recipe open, the card she picked,
or each card of the latest answer. Searched, the words showed the no-match line under the very
cards she asked about, other cards, or the "simple mode" line.

Through HTTP into the chat app, on the offline provider as the demo cooks, in English and
Spanish, the server's own chips sent back.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook, action_of

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_GARLIC = re.compile(r"garlic|\bajo\b", re.IGNORECASE)
_DAIRY = re.compile(r"yogh?urt?|cream|crema|leche|milk|butter|mantequilla|queso|cheese", re.I)
_NOT_FOUND = {"en": "couldn't find", "es": "No encontré"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "question", "language", "without"),
    [
        ("maya", "chicken tikka masala", "the first one", "does it have dairy?", "en",
         "Without dairy"),
        ("sofia", "pollo tikka masala", "la primera", "¿lleva lácteos?", "es", "Sin lácteos"),
    ],
)  # fmt: skip
async def test_a_food_asked_of_the_card_she_picked_is_read_from_its_ingredients(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    question: str,
    language: str,
    without: str,
) -> None:
    # Given a tikka masala card (yogurt and cream in its sauce) picked by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    card = shown["recipes"][0]
    assert "tikka" in card["name"].lower(), card["name"]
    await chat.say(picked)

    # When she asks whether it has dairy, then taps the answer's first chip
    answer = await chat.say(question)
    version = await chat.tap_first(answer)

    # Then nothing is searched: the answer names the card and its dairy, keeps its start
    # action, and its chip makes a version of that card without dairy
    assert answer["trace"]["toolsCalled"] == []
    assert not answer.get("recipes"), answer["message"]
    assert answer["language"] == language
    assert card["name"] in answer["message"], answer["message"]
    assert _DAIRY.search(answer["message"]), answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    assert answer["suggestions"][0]["label"] == without
    assert version.get("customRecipe"), version["message"]
    assert card["name"] in version["message"], version["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "holds", "lacks", "language"),
    [
        ("maya", "I want fish tacos", "the first one", "does it have onion?",
         "does it have garlic?", "en"),
        ("sofia", "quiero tacos de pescado", "el primero", "¿lleva cebolla?", "¿lleva ajo?",
         "es"),
    ],
)  # fmt: skip
async def test_a_plural_card_is_said_in_a_sentence_that_agrees_with_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    holds: str,
    lacks: str,
    language: str,
) -> None:
    # Given the fish tacos picked by their place
    chat = ChatCook(http, demo_cooks[cook_name])
    card = (await chat.say(asked))["recipes"][0]["name"]
    await chat.say(picked)

    # When she asks after a food they lack, then one they have, and taps the chip that
    # leaves it out
    free = await chat.say(lacks)
    has = await chat.say(holds)
    version = await chat.tap_first(has)

    # Then each answer names the tacos as their recipe, which agrees with a plural dish (not
    # "Tacos ... no lleva", "Baja Fish Tacos has"), and the chip makes them without the food
    for answer in (free, has):
        assert answer["language"] == language, answer["message"]
        assert card in answer["message"], answer["message"]
        assert f": {card}" not in answer["message"], answer["message"]
    assert version["customRecipe"]["suggestedName"] == card, version["message"]
    lines = " ".join(line["name"] for line in version["customRecipe"]["ingredients"])
    assert not re.search(r"onion|cebolla", lines, re.IGNORECASE), lines


@pytest.mark.parametrize(
    ("cook_name", "asked", "said", "language"),
    [
        ("maya", "chicken dinner ideas", "I am allergic to garlic, is this ok?", "en"),
        ("luis", "sopa de lentejas", "soy alérgico al ajo, ¿está bien?", "es"),
        ("sofia", "recetas con pollo", "¿Está bien? Soy alérgica al ajo", "es"),
    ],
)
async def test_an_allergy_asked_under_cards_answers_for_each_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    said: str,
    language: str,
) -> None:
    # Given cards on screen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    cards = shown.get("recipes") or ()
    assert len(cards) > 1, shown["message"]

    # When she says she is allergic to garlic and asks whether they will do, then taps the
    # answer's first chip
    answer = await chat.say(said)
    tapped = await chat.tap_first(answer)

    # Then nothing is searched: every card is named, said with or without garlic, and the
    # chip finds recipes without it
    assert answer["trace"]["toolsCalled"] == []
    assert _NOT_FOUND[language] not in answer["message"], answer["message"]
    assert answer["language"] == language
    for card in cards:
        assert card["name"] in answer["message"], (card["name"], answer["message"])
    assert tapped.get("recipes"), tapped["message"]
    assert tapped["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "language"),
    [
        ("maya", "create a recipe with chicken and rice", "does it have garlic?", "en"),
        ("luis", "hazme una receta con calabacita y elote", "¿lleva ajo?", "es"),
        ("ana", "create a recipe with chicken and rice", "is there any garlic in it?", "en"),
    ],
)
async def test_a_food_asked_of_her_recipe_keeps_it_open_and_says_its_lines(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    language: str,
) -> None:
    # Given a recipe just made, its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]
    garlic = [i["name"] for i in recipe["ingredients"] if _GARLIC.search(i["name"])]

    # When she asks whether it has garlic
    answer = await chat.say(question)

    # Then the recipe stays open and the answer agrees with its lines: the garlic named and a
    # chip to take it out when it has some, a plain no when it has none
    assert answer["trace"]["toolsCalled"] == []
    assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
    assert answer["language"] == language
    if garlic:
        assert answer["message"].startswith(("Yes", "Sí")), answer["message"]
        assert all(name.lower() in answer["message"].lower() for name in garlic), garlic
        changed = await chat.tap_first(answer)
        lines = changed["customRecipe"]["ingredients"]
        assert not [i for i in lines if _GARLIC.search(i["name"])], lines
    else:
        assert answer["message"].startswith("No"), answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "picked", "language"),
    [
        ("maya", "chicken dinner ideas", "do these have dairy?", "the second one", "en"),
        ("luis", "sopa de lentejas", "¿llevan ajo?", "la segunda", "es"),
    ],
)
async def test_the_cards_asked_about_are_still_the_ones_picked_by_place(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    picked: str,
    language: str,
) -> None:
    # Given cards on screen, and a question answered for each of them
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    cards = shown.get("recipes") or ()
    assert len(cards) > 1, shown["message"]
    answer = await chat.say(question)
    assert all(card["name"] in answer["message"] for card in cards), answer["message"]

    # When she picks one by its place
    chosen = await chat.say(picked)

    # Then it is the second card shown, named with its start action, nothing searched
    assert chosen["trace"]["toolsCalled"] == []
    assert chosen["language"] == language
    assert cards[1]["name"] in chosen["message"], chosen["message"]
    assert action_of(chosen, "start_cooking")["payload"]["recipeId"] == cards[1]["recipeId"]
