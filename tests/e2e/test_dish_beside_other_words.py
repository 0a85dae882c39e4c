"""A dish asked for beside words of another subject ("like in the movie"), as a cook types it,
then the chips the server answered with, sent back as her next messages.

Through HTTP into the chat app on the offline provider; the off-topic rules read "movie" as
trivia, so only the dish's name, read as the search reads it, keeps the message a request.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from tests.e2e.cook_support import ChatCook

if TYPE_CHECKING:
    import uuid

    import httpx

pytestmark = pytest.mark.integration

_REDIRECT_STARTS = ("I'm Irmixy, your cooking assistant", "Soy Irmixy, tu asistente de cocina")


@pytest.mark.parametrize(
    ("cook", "asked", "view"),
    [
        ("maya", "ratatooey like in the movie", "View recipe"),
        ("maya", "ratatouille like in the movie", "View recipe"),
        ("sofia", "ratatouille como en la película", "Ver receta"),
    ],
)
async def test_a_dish_named_beside_a_film_is_searched_not_refused(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook: str,
    asked: str,
    view: str,
) -> None:
    # Given a cook naming a dish the way it sounds, beside the film it is from
    chat = ChatCook(http, demo_cooks[cook])

    # When she sends it, then taps the chip the answer offers
    found = await chat.say(asked)
    chip = found["suggestions"][0]
    followed = await chat.say(chip["message"])

    # Then the search ran and offered a catalogue dish to open, not the cooking redirect, and
    # the chip goes on with the conversation
    assert not found["message"].startswith(_REDIRECT_STARTS), found["message"]
    assert found["trace"]["toolsCalled"] == ["search_recipes"]
    assert found["recipes"], found["message"]
    assert view in {action["label"] for action in found["actions"]}
    assert not followed["message"].startswith(_REDIRECT_STARTS), followed["message"]


async def test_a_dish_beside_a_film_the_catalogue_lacks_for_the_cook_is_offered_to_create(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given Luis, vegetarian, asking for a vegetarian paella (the catalogue's has seafood), as
    # it sounds, beside the film it is from
    chat = ChatCook(http, demo_cooks["luis"])

    # When he sends it, then taps the chip the answer offers
    found = await chat.say("paeya vegetariana como la de la película")
    chip = found["suggestions"][0]
    followed = await chat.say(chip["message"])

    # Then the search ran and, finding no paella he eats, offered to create one instead of
    # another dish, and the chip goes on with the conversation
    assert not found["message"].startswith(_REDIRECT_STARTS), found["message"]
    assert found["trace"]["toolsCalled"] == ["search_recipes"]
    assert not found.get("recipes"), found["recipes"]
    assert "crear" in found["message"].casefold(), found["message"]
    assert not followed["message"].startswith(_REDIRECT_STARTS), followed["message"]


@pytest.mark.parametrize(
    ("cook", "asked"),
    [
        ("maya", "what is the capital of France"),
        ("sofia", "¿cuál es la capital de Francia?"),
        ("maya", "recommend a movie on netflix"),
    ],
)
async def test_a_place_that_sounds_like_a_cuisine_is_still_off_topic_and_its_chips_cook(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, cook: str, asked: str
) -> None:
    # Given a question about a place whose name sounds like a dish's cuisine ("Crepas Francesas")
    chat = ChatCook(http, demo_cooks[cook])

    # When she asks it, then taps the redirect's first chip
    refused = await chat.say(asked)
    first = refused["suggestions"][0]
    tapped = await chat.say(first["message"])

    # Then it is redirected with no tool run, and the chip finds recipes
    assert refused["message"].startswith(_REDIRECT_STARTS)
    assert refused["trace"]["provider"] == "guard"
    assert tapped["recipes"], tapped["message"]
