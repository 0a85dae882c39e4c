"""A dish asked to be made with nothing listed ("hazme un pad thai", "make me a shakshuka") is
looked up as the dish, with the catalogue's answer for this cook (its card, or its version made
to fit her), instead of the "simple mode" reply or a search for the whole sentence.

Through HTTP into the chat app on the offline provider, as the demo cooks; each answer's first
chip is tapped, as the cook would.
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
    ("cook_name", "asked", "said", "made"),
    [
        ("luis", "hazme un pad thai", "El catálogo tiene Pad Thai de Camarones, pero no en "
         "versión vegetariana.", "Pad Thai de Tofu Firme"),
        ("sofia", "hazme un pad thai", "El catálogo tiene Pad Thai de Camarones, pero solo con "
         "cacahuates.", "Pad Thai de Camarones"),
        ("ana", "make me a pad thai", "The catalogue has Shrimp Pad Thai, but only with peanuts.",
         "Shrimp Pad Thai"),
    ],
)  # fmt: skip
async def test_a_catalogue_dish_asked_to_make_is_offered_made_to_fit(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    said: str,
    made: str,
) -> None:
    # Given a cook whose diet or allergy keeps the catalogue's pad thai from her
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks for one to be made, then taps the answer's first chip
    answer = await chat.say(asked)
    tapped = await chat.tap_first(answer)

    # Then she is told why, and the chip makes the pad thai fitted to her
    assert said in answer["message"], answer["message"]
    # (named as made, a diet's label after it: "Pad Thai de Tofu Firme (versión vegetariana)")
    assert tapped["customRecipe"]["suggestedName"].casefold().startswith(made.casefold())
    lines = " ".join(i["name"] for i in tapped["customRecipe"]["ingredients"]).casefold()
    kept_out = ("camarón", "shrimp") if cook_name == "luis" else ("peanut", "cacahuate")
    for food in kept_out:
        assert food not in lines, lines


async def test_a_dish_the_catalogue_has_for_her_is_its_card(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given / When
    answer = await ChatCook(http, demo_cooks["maya"]).say("make me a shakshuka")

    # Then
    assert [card["name"] for card in answer["recipes"]][:1] == ["Shakshuka"]


_SIMPLE_MODE = ("I'm in simple mode", "Ahora mismo estoy en modo sencillo")


@pytest.mark.parametrize(
    ("cook_name", "asked", "language", "dish"),
    [
        ("maya", "make pancakes", "en", "pancake"),
        ("ana", "make me enchiladas", "en", "enchilada"),
        ("sofia", "haz hotcakes", "es", "hotcake"),
        ("luis", "hazme enchiladas", "es", "enchilada"),
    ],
)
async def test_a_plural_dish_asked_without_an_article_is_that_dish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
    dish: str,
) -> None:
    # Given a cook who asks for a dish as a plural, with no article ("make pancakes")
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she asks, then taps the answer's first chip
    answer = await chat.say(asked)
    tapped = await chat.tap_first(answer)

    # Then the dish is looked up (its cards, or the offer to create it), in her language, and
    # neither answer is the "simple mode" reply
    assert answer["trace"]["toolsCalled"] == ["search_recipes"], answer["message"]
    cards = [card["name"].casefold() for card in answer.get("recipes") or ()]
    assert not cards or any(dish in name.replace(" ", "") for name in cards), cards
    for reply in (answer, tapped):
        assert not reply["message"].startswith(_SIMPLE_MODE), reply["message"]
        assert reply["language"] == language, reply["message"]
