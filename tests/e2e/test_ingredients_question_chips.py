"""Asked "Which ingredients do you have?", the cook is offered no chip that asks it again:
"Cook with what I have" under that question restated it and searched its own example
("What can I cook with chicken, rice and tomatoes?") instead of waiting for her list.

Through HTTP into the chat app, on the offline provider and through the real openai SDK
against the fake OpenAI wire server, the server's own chips sent back as the cook's next
messages, in English and Spanish.
"""

from __future__ import annotations

import contextlib
import dataclasses
from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from shared.ai.offline.normalize import fold
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps

if TYPE_CHECKING:
    import uuid
    from collections.abc import AsyncIterator

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration

_QUESTION = ("Which ingredients do you have", "¿Qué ingredientes tienes")
_OWN_STARTERS = {"Cook with what I have", "Cocinar con lo que tengo"}
# The words of the starter's request ("What can I cook with chicken, rice and tomatoes?").
_RESTATED = ("cook with", "cocino con")
_CREATE = {"Create my own", "Crear la mía"}


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
    ("cook_name", "asked", "language"),
    [
        ("maya", "Quick dinners", "en"),
        ("ana", "pasta", "en"),
        ("sofia", "Cenas rápidas", "es"),
        ("luis", "sopas", "es"),
    ],
)
async def test_the_ingredients_question_offers_no_chip_that_asks_it_again(
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    model: bool,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given cards on screen with their "Create my own" chip
    async with _chat_app(database, model=model, opener=asked) as http:
        chat = ChatCook(http, demo_cooks[cook_name])
        shown = await chat.say(asked)
        assert shown.get("recipes"), shown["message"]
        label = next(c["label"] for c in shown["suggestions"] if c["label"] in _CREATE)

        # When she taps it and is asked which ingredients she has
        question = await chat.tap(shown, label)

    # Then the chips under the question lead on, none saying the question again
    assert question["message"].startswith(_QUESTION), question["message"]
    assert question["language"] == language
    chips = question.get("suggestions") or []
    assert chips, question["message"]
    assert not {c["label"] for c in chips} & _OWN_STARTERS, chips
    assert not any(w in fold(c["message"]) for c in chips for w in _RESTATED), chips


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("maya", "Create a custom recipe with my ingredients", "en"),
        ("sofia", "Crea una receta personalizada con mis ingredientes", "es"),
    ],
)
async def test_asked_outright_the_question_offers_no_chip_that_asks_it_again(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given a cook who asks for a recipe with her ingredients, naming none
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she is asked which ones she has
    question = await chat.say(asked)

    # Then the chips offered lead elsewhere, in her language
    assert question["message"].startswith(_QUESTION), question["message"]
    assert question["language"] == language
    labels = {c["label"] for c in question.get("suggestions") or ()}
    assert labels, question["message"]
    assert not labels & _OWN_STARTERS, labels
