""" "Start cooking" / "empezar a cocinar" said with the recipe just made on screen: the recipe
stays open with its timers, and the answer says how to cook and keep it, instead of searching
the catalogue for the words ("No encontré recetas para eso", or cards of other dishes).

Through HTTP into the chat app, on the offline provider as the demo cooks, and through the real
openai SDK against the fake OpenAI wire server for the words (no model call may be needed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook, action_of
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps
from tests.integration.test_chat_scenarios_fake import recipe_json

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_BUTTON = {"en": "Save recipe", "es": "Guardar receta"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "saying", "language"),
    [
        ("maya", "make me a recipe with salmon and asparagus", "start cooking", "en"),
        ("luis", "hazme una receta con calabacita y elote", "empezar a cocinar", "es"),
        ("sofia", "crea una receta con pollo y papas", "¡Cocinémosla!", "es"),
        ("ana", "create a recipe with chicken and rice", "let's cook it", "en"),
    ],
)
async def test_start_cooking_said_keeps_her_recipe_open_with_its_timers(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    saying: str,
    language: str,
) -> None:
    # Given a cook with a recipe just made, then its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    changed = await chat.tap_first(made)
    name = changed["customRecipe"]["suggestedName"]

    # When she says to start cooking it
    answer = await chat.say(saying)

    # Then nothing is searched: her recipe stays open with its timers and save action, and
    # the answer names it and the save button, in her language
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["customRecipe"]["suggestedName"] == name
    assert answer["language"] == language
    assert name in answer["message"], answer["message"]
    assert f'"{_BUTTON[language]}"' in answer["message"], answer["message"]
    kinds = [a["type"] for a in answer["actions"]]
    assert "save_recipe" in kinds, kinds
    assert "set_timer" in kinds, kinds


@pytest.mark.parametrize(
    ("profile", "asked", "saying", "language"),
    [
        ("en", "create a recipe with chicken and rice", "start cooking", "en"),
        ("en", "crea una receta con pollo y arroz", "empezar a cocinar", "es"),
    ],
)
async def test_with_a_model_start_cooking_is_answered_without_a_model_call(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    profile: str,
    asked: str,
    saying: str,
    language: str,
) -> None:
    # Given a recipe made on the openai provider (the tool call and the recipe the model
    # writes), then nothing more scripted: "start cooking" must need no model
    fake = create_fake_openai()
    fake.script_tool_call("generate_custom_recipe", {"ingredients": ["chicken", "rice"]})
    fake.script_json(recipe_json(language))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, cook(profile).user_id)
        made = await chat.say(asked)
        name = made["customRecipe"]["suggestedName"]

        # When she says to start cooking it
        answer = await chat.say(saying)

    # Then her recipe stays open, answered without a tool, in the language she wrote in
    assert answer["trace"]["provider"] == "openai", answer["trace"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["customRecipe"]["suggestedName"] == name
    assert answer["language"] == language, answer["message"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("maya", "chicken soup", "en"),
        ("luis", "sopa de verduras", "es"),
        ("sofia", "algo con pollo para la cena", "es"),
    ],
)
async def test_start_cooking_read_off_a_card_starts_that_card(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given catalogue cards on screen
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]
    top = shown["recipes"][0]

    # When she says the label of the top card's own start action, as she reads it
    answer = await chat.say(action_of(shown, "start_cooking")["label"])

    # Then nothing is searched: the answer names that card and carries its actions again,
    # in her language
    assert not answer.get("recipes"), answer["message"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language
    assert top["name"] in answer["message"], answer["message"]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == top["recipeId"]
    assert action_of(answer, "view_recipe")["payload"]["recipeId"] == top["recipeId"]


@pytest.mark.parametrize(
    ("profile", "asked", "language"),
    [("en", "chicken piccata", "en"), ("en", "quiero pollo piccata al limón", "es")],
)
async def test_with_a_model_start_cooking_a_card_needs_no_model_call(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    profile: str,
    asked: str,
    language: str,
) -> None:
    # Given cards the model searched for, then nothing more scripted: starting the top card
    # must need no model
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": asked})
    fake.script_text("Here it is." if language == "en" else "Aquí está.")
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, cook(profile).user_id)
        shown = await chat.say(asked)
        assert shown.get("recipes"), shown["message"]

        # When she reads out the top card's start action
        answer = await chat.say(action_of(shown, "start_cooking")["label"])

    # Then that card is started, without a tool, in the language of the words she read
    assert answer["trace"]["provider"] == "openai", answer["trace"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["language"] == language, answer["message"]
    top = shown["recipes"][0]
    assert action_of(answer, "start_cooking")["payload"]["recipeId"] == top["recipeId"]
