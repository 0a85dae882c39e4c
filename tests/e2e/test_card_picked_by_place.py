"""A card picked by its place under the cards ("la segunda", "the third one", "2") is that card,
named with its view and start actions, instead of a search for the words ("No encontré recetas
para eso") or the "simple mode" line.

Through HTTP into the chat app, on the offline provider as the demo cooks (and through the real
openai SDK against the fake OpenAI wire server).
"""

from __future__ import annotations

import contextlib
import dataclasses
from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook, action_of
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps

if TYPE_CHECKING:
    import uuid
    from collections.abc import AsyncIterator

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "place", "language"),
    [
        ("ana", "quiero algo con pollo", "la segunda", 1, "es"),
        ("sofia", "recetas con pollo", "2", 1, "es"),
        ("maya", "chicken dinner ideas", "the third one, please", 2, "en"),
        ("luis", "lentil soup", "I'll take the first one", 0, "en"),
    ],
)
async def test_a_card_picked_by_its_place_is_that_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    place: int,
    language: str,
) -> None:
    # Given catalogue cards on screen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert len(shown.get("recipes") or ()) > place, shown["message"]
    card = shown["recipes"][place]

    # When she picks one by its place
    answer = await chat.say(picked)

    # Then nothing is searched: the answer names that card and carries its actions, in her
    # language
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language
    assert card["name"] in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    assert action_of(answer, "view_recipe")["payload"]["recipeId"] == card["recipeId"]


async def test_a_place_with_a_request_is_no_pick(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID]
) -> None:
    # Given cards on screen
    chat = ChatCook(http, demo_cooks["maya"])
    shown = await chat.say("chicken dinner ideas")
    assert shown.get("recipes"), shown["message"]

    # When she asks for the second one changed
    answer = await chat.say("make the second one spicier")

    # Then that is a change of the second card, not a pick: a version of it is made
    assert answer.get("customRecipe"), answer["message"]
    assert shown["recipes"][1]["name"] in answer["message"], answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "language"),
    [
        ("sofia", "recetas con pollo", "la segunda", "es"),
        ("maya", "chicken dinner ideas", "the second one", "en"),
    ],
)
async def test_a_picked_card_leads_on_to_a_version_of_it(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    language: str,
) -> None:
    # Given a card picked by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert len(shown.get("recipes") or ()) > 1, shown["message"]
    card = shown["recipes"][1]
    answer = await chat.say(picked)

    # When she taps the first chip the answer offers
    version = await chat.tap_first(answer)

    # Then every chip was about that dish, and the tap made her version of it: no starter
    # leading away to other cards
    assert answer["suggestions"], answer["message"]
    assert all(card["name"] in chip["message"] for chip in answer["suggestions"]), answer
    assert version.get("customRecipe") is not None, version["message"]
    assert card["name"] in version["message"], version["message"]
    assert version["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "first", "change", "picked", "language"),
    [
        ("maya", "shrimp", "the first one", "make it spicier", "the second one", "en"),
        ("sofia", "recetas con pollo", "la primera", "hazla más picante", "la segunda", "es"),
    ],
)
async def test_a_place_with_her_version_open_picks_from_the_cards_above(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    first: str,
    change: str,
    picked: str,
    language: str,
) -> None:
    # Given her version of the first card open, below the cards it came from
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert len(shown.get("recipes") or ()) > 1, shown["message"]
    await chat.say(first)
    version = await chat.say(change)
    assert version.get("customRecipe") is not None, version["message"]

    # When she picks another card by its place
    answer = await chat.say(picked)

    # Then it is that card, not a search for the words
    card = shown["recipes"][1]
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert card["name"] in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    assert answer["language"] == language


@contextlib.asynccontextmanager
async def _chat_app(
    database: Database, *, model: bool, opener: str
) -> AsyncIterator[httpx.AsyncClient]:
    """The chat app over HTTP: on the offline provider, or through the real openai SDK against
    the fake wire server, whose model searches the opener."""
    if not model:
        async with chat_client(make_deps(database)) as http:
            yield http
        return
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": opener})
    fake.script_text("Here are a few ideas.")
    async with fake_http(fake) as wire:
        deps = make_deps(database, gateway=fake_gateway(wire))
        # The guard's model check is off, so the script is the turn's.
        settings = deps.settings.model_copy(update={"topic_model_check": False})
        async with chat_client(dataclasses.replace(deps, settings=settings)) as http:
            yield http


@pytest.mark.parametrize("model", [False, True], ids=["offline", "openai"])
@pytest.mark.parametrize(
    ("cook_name", "asked", "food_question", "language"),
    [
        ("maya", "something healthy, fast and Mexican", "does the first one have dairy?", "en"),
        ("sofia", "recetas con pollo", "¿la primera tiene lácteos?", "es"),
    ],
)
async def test_a_place_after_a_food_question_picks_from_the_cards_above(
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    model: bool,
    cook_name: str,
    asked: str,
    food_question: str,
    language: str,
) -> None:
    # Given catalogue cards on screen, and a food question about the first one answered with
    # that card (its actions)
    async with _chat_app(database, model=model, opener=asked) as http:
        chat = ChatCook(http, demo_cooks[cook_name])
        shown = await chat.say(asked)
        assert len(shown.get("recipes") or ()) > 1, shown["message"]
        checked = await chat.say(food_question)
        assert shown["recipes"][0]["name"] in checked["message"], checked["message"]
        assert not checked.get("recipes"), checked["message"]

        # When she types "2" under that answer
        answer = await chat.say("2")

    # Then it is the second card of the list above, not the "simple mode" line
    card = shown["recipes"][1]
    assert answer["language"] == language
    assert card["name"] in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    assert answer["trace"]["toolsCalled"] == []
