"""A cook with nothing on the stove who asks to carry on cooking is told there is nothing to
resume, and offered chips that lead somewhere: not "I couldn't find that among your saved
recipes", which answers a question she did not ask.

Through HTTP into the chat app, on the offline provider and through the real openai SDK against
the fake OpenAI wire server, as new cooks with no cooking session.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps

if TYPE_CHECKING:
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_NOTHING = {"en": "nothing to resume", "es": "no hay nada que reanudar"}
_SAVED = {"en": "saved recipes", "es": "las que guardaste"}


@pytest.mark.parametrize(
    ("language", "asked"),
    [
        ("en", "continue cooking"),
        ("en", "where did I leave off?"),
        ("es", "seguir cocinando"),
        ("es", "¿en qué paso me quedé?"),
    ],
)
async def test_asking_to_carry_on_with_nothing_cooking_says_so_and_its_chips_lead_on(
    http: httpx.AsyncClient, cook: Callable[..., Principal], *, language: str, asked: str
) -> None:
    # Given a new cook who has started nothing
    chat = ChatCook(http, cook(language).user_id)

    # When she asks to carry on cooking
    answer = await chat.say(asked)

    # Then she is told there is nothing to resume, in her language, with no resume action
    assert _NOTHING[language] in answer["message"], answer["message"]
    assert answer["language"] == language
    assert _SAVED[language] not in answer["message"]
    assert answer["language"] == language
    assert not [a for a in answer.get("actions") or () if a["type"] == "resume_cooking"]

    # And each chip she taps does what it says: recipes found, a recipe made, or a question
    # about her ingredients, never the same dead end again
    labels = [chip["label"] for chip in answer["suggestions"]]
    assert len(labels) >= 2, labels
    replies = [await chat.tap(answer, label) for label in labels]
    for label, reply in zip(labels, replies, strict=True):
        assert _NOTHING[language] not in reply["message"], (label, reply["message"])
        assert reply["language"] == language, (label, reply["message"])
    assert any(reply.get("recipes") for reply in replies), [r["message"] for r in replies]
    assert any(reply.get("customRecipe") for reply in replies), [r["message"] for r in replies]


@pytest.mark.parametrize(
    ("profile", "language", "asked"),
    [("es", "en", "continue cooking"), ("en", "es", "seguir cocinando")],
)
async def test_asked_in_the_other_language_the_answer_and_its_chips_are_in_that_one(
    http: httpx.AsyncClient,
    cook: Callable[..., Principal],
    *,
    profile: str,
    language: str,
    asked: str,
) -> None:
    # Given a new cook whose profile says one language, with nothing cooking
    chat = ChatCook(http, cook(profile).user_id)

    # When she asks to carry on cooking in the other
    answer = await chat.say(asked)

    # Then she is answered in the language she wrote in
    assert answer["language"] == language, answer["message"]
    assert _NOTHING[language] in answer["message"], answer["message"]
    assert answer["language"] == language

    # And its chips offer each act once: one finds recipes, one makes her a recipe (two
    # chips that both create, "Something new" beside "Create something new", offer one act
    # twice); each answers in the language she wrote in
    labels = [chip["label"] for chip in answer["suggestions"]]
    replies = [await chat.tap(answer, label) for label in labels]
    assert [bool(reply.get("recipes")) for reply in replies].count(False) == 1, [
        (label, reply["message"]) for label, reply in zip(labels, replies, strict=True)
    ]
    assert [reply["language"] for reply in replies] == [language] * len(labels)


@pytest.mark.parametrize(
    ("profile", "language", "asked"),
    [
        ("en", "en", "continue cooking"),
        ("es", "es", "seguir cocinando"),
        ("en", "es", "seguir cocinando"),
    ],
)
async def test_a_model_that_looks_for_the_dish_to_resume_gets_the_same_answer(
    database: Database,
    cook: Callable[..., Principal],
    *,
    profile: str,
    language: str,
    asked: str,
) -> None:
    # Given a new cook with nothing cooking and a model that looks among her saved recipes
    fake = create_fake_openai()
    fake.script_tool_call("retrieve_custom_recipe", {"query": asked})
    fake.script_text("…")
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, cook(profile).user_id)

        # When she asks to carry on cooking
        answer = await chat.say(asked)

    # Then the tool's answer, in the language she wrote in, is that nothing is in progress,
    # with chips that lead on
    assert answer["retrieval"]["type"] == "not_found", answer
    labels = [chip["label"] for chip in answer["retrieval"]["suggestions"]]
    assert labels == [chip["label"] for chip in answer["suggestions"]]
    assert len(labels) >= 2, labels
    assert answer["trace"]["provider"] == "openai"
    assert _NOTHING[language] in answer["message"], answer["message"]
    assert answer["language"] == language
