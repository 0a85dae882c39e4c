"""A cooking-guide command said in the chat ("next", "siguiente", "repeat", "¿cuánto falta?")
points to the guide at the step the cook stopped at, in the language of the words, instead of
searching the catalogue for them (unrelated cards, the no-match line, or "simple mode").

Through HTTP into the chat app, on the offline provider as the demo cooks (Maya and Sofía each
with a risotto left at step 3 of 6, Luis with nothing cooking), and through the real openai SDK
against the fake OpenAI wire server (no model call may be needed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook, action_of
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_RESUME = {"en": "Resume cooking", "es": "Reanudar cocina"}
_START = {"en": "Start cooking", "es": "Empezar a cocinar"}
_AT_STEP = {"en": "step 3 of 6", "es": "paso 3 de 6"}


def _resume(answer: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for a in answer.get("actions") or () if a["type"] == "resume_cooking"]


@pytest.mark.parametrize(
    ("cook_name", "said", "language"),
    [
        ("maya", "next", "en"),
        ("maya", "How long?", "en"),
        ("maya", "repeat that, please", "en"),
        # Maya writes in Spanish mid-recipe, Sofía in English.
        ("maya", "siguiente", "es"),
        ("maya", "¿Cuánto falta?", "es"),
        ("sofia", "siguiente paso", "es"),
        ("sofia", "atrás", "es"),
        ("sofia", "what's next?", "en"),
        # Asked where she is in it
        ("sofia", "¿En qué paso voy?", "es"),
        ("maya", "what step am I on?", "en"),
    ],
)
async def test_a_guide_command_points_to_the_step_she_stopped_at(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    said: str,
    language: str,
) -> None:
    # Given a cook with a risotto left at step 3 of 6
    chat = ChatCook(http, demo_cooks[cook_name])

    # When she says a guide command in the chat, then taps the answer's first chip
    answer = await chat.say(said)
    tapped = await chat.tap_first(answer)

    # Then nothing is searched: the answer, in the language of her words, names the step and
    # the resume action it carries, which opens that session
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language, answer["message"]
    assert _AT_STEP[language] in answer["message"], answer["message"]
    resume = _resume(answer)
    assert resume, answer.get("actions")
    assert f'"{resume[0]["label"]}"' in answer["message"], answer["message"]
    assert resume[0]["label"] == _RESUME[language]
    assert resume[0]["payload"]["currentStep"] == 3
    # and the chip leads on, in the same language
    assert tapped["language"] == language, tapped["message"]


@pytest.mark.parametrize(
    ("said", "language"),
    [("next", "en"), ("siguiente", "es"), ("¿cuánto falta?", "es"), ("¿en qué paso estoy?", "es")],
)
async def test_with_nothing_cooking_a_guide_command_says_how_to_start(
    http: httpx.AsyncClient, demo_cooks: dict[str, uuid.UUID], *, said: str, language: str
) -> None:
    # Given Luis, with nothing cooking and nothing on screen
    chat = ChatCook(http, demo_cooks["luis"])

    # When he says a guide command
    answer = await chat.say(said)

    # Then he is told nothing is cooking and how to start, not shown cards of other dishes
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language, answer["message"]
    assert f'"{_START[language]}"' in answer["message"], answer["message"]
    assert not _resume(answer)


@pytest.mark.parametrize(
    ("asked", "start", "said", "language"),
    [
        ("lentil soup", "start cooking", "next", "en"),
        ("sopa de lentejas", "empezar a cocinar", "siguiente", "es"),
    ],
)
async def test_a_guide_command_after_a_card_was_chosen_is_not_a_search(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    asked: str,
    start: str,
    said: str,
    language: str,
) -> None:
    # Given Luis, shown cards, who chose the first by saying "start cooking"
    chat = ChatCook(http, demo_cooks["luis"])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    chosen = await chat.say(start)
    assert not chosen.get("recipes"), chosen["message"]

    # When he says a guide command next
    answer = await chat.say(said)

    # Then nothing is searched: he is told how to follow the recipe step by step
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language, answer["message"]
    assert f'"{_START[language]}"' in answer["message"], answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "said", "language"),
    [
        ("maya", "make me a recipe with salmon and asparagus", "next step", "en"),
        ("luis", "hazme una receta con calabacita y elote", "siguiente", "es"),
    ],
)
async def test_with_her_recipe_open_a_guide_command_keeps_it_open(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    said: str,
    language: str,
) -> None:
    # Given a recipe just made, then its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    changed = await chat.tap_first(await chat.say(asked))
    name = changed["customRecipe"]["suggestedName"]

    # When she says a guide command
    answer = await chat.say(said)

    # Then her recipe stays open with its timers, nothing searched, in her language
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["customRecipe"]["suggestedName"] == name
    assert answer["language"] == language
    assert "set_timer" in [a["type"] for a in answer["actions"]]


@pytest.mark.parametrize(("said", "language"), [("next", "en"), ("siguiente", "es")])
async def test_with_a_model_a_guide_command_needs_no_model_call(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    said: str,
    language: str,
) -> None:
    # Given a model with nothing scripted: a guide command must need none
    fake = create_fake_openai()
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, cook("en").user_id)

        # When a new cook says a guide command
        answer = await chat.say(said)

    # Then it is answered without a tool, in the language of the words
    assert answer["trace"]["provider"] == "openai", answer["trace"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language, answer["message"]
    assert f'"{_START[language]}"' in answer["message"], answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "picked", "said", "language"),
    [
        ("luis", "sopa de lentejas", "la segunda", "siguiente", "es"),
        ("luis", "lentil soup", "the second one", "what's next?", "en"),
        ("sofia", "recetas con pollo", "quiero la 3", "¿cuánto falta?", "es"),
        ("maya", "chicken dinner ideas", "the second one", "next", "en"),
    ],
)
async def test_a_guide_command_after_a_card_picked_by_place_names_that_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    picked: str,
    said: str,
    language: str,
) -> None:
    # Given cards on screen, and one picked by its place
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    place = 2 if "3" in picked else 1
    assert len(shown.get("recipes") or ()) > place, shown["message"]
    card = shown["recipes"][place]
    chosen = await chat.say(picked)
    assert card["name"] in chosen["message"], chosen["message"]

    # When she says a guide command next, then taps the answer's first chip
    answer = await chat.say(said)
    tapped = await chat.tap_first(answer)

    # Then the answer names the dish she picked and carries its start action, not "nothing is
    # cooking" nor only the session she left earlier, which is still offered
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language, answer["message"]
    assert card["name"] in answer["message"], answer["message"]
    assert f'"{_START[language]}"' in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
    if cook_name != "luis":
        resume = _resume(answer)
        assert resume, answer.get("actions")
        assert f'"{resume[0]["label"]}"' in answer["message"], answer["message"]
    assert tapped["language"] == language, tapped["message"]
