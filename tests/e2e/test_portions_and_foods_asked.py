""" "¿Para cuántas personas es?" and "¿qué lleva?" asked of the dish on screen: answered from
its recipe, which stays on screen, and not searched.

Both met the offline provider's "simple mode" line, asked of her own recipe or of a catalogue
card she chose ("la primera"); the recipe's change chips went with it. Now the portions it
makes are said, with how to change them ("para 6", which then scales it), and the foods its
lines hold. Through HTTP into the chat app on the offline provider as the demo cooks, in the
profile's language and in the other one, after the first chip the server offers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_HOW_MANY = {"en": "how many people does it serve?", "es": "¿para cuántas personas es?"}
_WHATS_IN = {"en": "what's in it?", "es": "¿qué lleva?"}
_SIX = {"en": "for 6", "es": "para 6"}


def _asked_of(answer: dict[str, Any], language: str) -> None:
    """An answer about the dish on screen: in the language asked, nothing searched or run."""
    assert answer["language"] == language, answer["message"]
    assert answer["trace"]["toolsCalled"] == [], answer["message"]
    assert not answer.get("recipes"), answer["message"]
    assert "simple mode" not in answer["message"], answer["message"]
    assert "modo sencillo" not in answer["message"], answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("luis", "crea una receta con garbanzos, espinaca y jitomate", "es"),
        ("sofia", "algo con lo que tengo: huevo, espinaca, queso", "es"),
        ("maya", "create a recipe with chicken, rice and peppers", "en"),
    ],
)
async def test_her_recipe_says_how_many_it_serves_and_what_it_holds(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given her recipe, changed with the first chip the server offered
    chat = ChatCook(http, demo_cooks[cook_name])
    recipe = (await chat.tap_first(await chat.say(asked)))["customRecipe"]
    other = "es" if language == "en" else "en"

    # When she asks how many it serves, and what it holds, in her language and in the other one
    for said in (language, other):
        serves = await chat.say(_HOW_MANY[said])
        holds = await chat.say(_WHATS_IN[said])

        # Then the recipe answers, kept open with the chips that change it
        for answer in (serves, holds):
            _asked_of(answer, said)
            assert answer["customRecipe"]["suggestedName"] == recipe["suggestedName"]
            assert answer["suggestions"], answer["message"]
            assert all(recipe["suggestedName"] in c["message"] for c in answer["suggestions"])
        assert str(recipe["portions"]) in serves["message"], serves["message"]
        assert all(
            line["name"] in holds["message"] for line in holds["customRecipe"]["ingredients"]
        ), holds["message"]

    # And the count the answer names scales it
    six = await chat.say(_SIX[language])
    assert six["customRecipe"]["portions"] == 6, six["message"]
    assert six["customRecipe"]["suggestedName"] == recipe["suggestedName"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "language"),
    [
        ("sofia", "quiero lasaña", "la primera", "es"),
        ("ana", "quiero tacos de pescado", "el primero", "es"),
        ("maya", "fish tacos", "the first one", "en"),
    ],
)
async def test_the_card_she_chose_says_how_many_it_serves_and_what_it_holds(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    language: str,
) -> None:
    # Given the catalogue's cards, and the first one chosen in words
    chat = ChatCook(http, demo_cooks[cook_name])
    cards = await chat.say(asked)
    assert cards.get("recipes"), cards["message"]
    card = cards["recipes"][0]
    chosen = await chat.say(picked)
    assert card["name"] in chosen["message"], chosen["message"]

    # When she asks how many it serves, then what it holds
    serves = await chat.say(_HOW_MANY[language])
    holds = await chat.say(_WHATS_IN[language])

    # Then the card's own recipe answers, its name said, with the chips that make her version
    for answer in (serves, holds):
        _asked_of(answer, language)
        assert card["name"] in answer["message"], answer["message"]
        assert answer["suggestions"], answer["message"]
        assert all(card["name"] in c["message"] for c in answer["suggestions"])
    assert str(card["portions"]) in serves["message"], serves["message"]
    assert holds["message"].count(",") >= 2, holds["message"]

    # And a chip it offers makes her version of that card
    version = await chat.tap_first(holds)
    assert version.get("customRecipe"), version["message"]
    assert version["trace"]["toolsCalled"] == ["modify_recipe"], version["trace"]
