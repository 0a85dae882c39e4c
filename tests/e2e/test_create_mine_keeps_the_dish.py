""" "Create my own" under the cards of a dish she asked for ("hazme unas enchiladas", "quiero
lasaña") asks which ingredients she has for that dish, so the recipe her answer makes is still it.

The question asked for ingredients alone, and her answer ("pollo, queso y tortillas") was made
as a "Salteado de pollo y tortillas": the enchiladas were lost. Through HTTP into the chat app
on the offline provider as the demo cooks, in the profile's language and in the other one,
tapping the chip the server offers; and through the real openai SDK against the fake OpenAI
wire server, where the recipe's brief must carry the dish to the model.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps
from tests.integration.test_chat_scenarios_fake import recipe_json

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable

    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

_CREATE_MINE = {"en": "Create my own", "es": "Crear la mía"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "dish", "listed", "language"),
    [
        ("maya", "make me some enchiladas", "enchiladas", "chicken, cheese and tortillas", "en"),
        ("sofia", "hazme unas enchiladas", "enchiladas", "pollo, queso y tortillas", "es"),
        ("ana", "hazme un pozole", "pozole", "cerdo, maíz pozolero y chile", "es"),
        # A dish asked without a verb of making is asked for as much as one to be made.
        ("sofia", "quiero lasaña", "lasaña", "carne molida, pasta y queso", "es"),
        ("maya", "I want lasagna", "lasagna", "ground beef, pasta and cheese", "en"),
    ],
)
async def test_create_my_own_under_a_dish_asks_for_that_dish(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    dish: str,
    listed: str,
    language: str,
) -> None:
    # Given the catalogue's cards for a dish she asked to be made
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    assert shown.get("recipes"), shown["message"]

    # When she taps "Create my own", then says what she has
    question = await chat.tap(shown, _CREATE_MINE[language])
    made = await chat.say(listed)

    # Then the question is for that dish, in her language, and her answer makes a recipe
    assert dish in question["message"], question["message"]
    assert question["language"] == language
    assert made["trace"]["toolsCalled"] == ["generate_custom_recipe"], made["message"]
    assert made["language"] == language


@pytest.mark.parametrize(
    ("asked", "dish", "listed", "language"),
    [
        ("make me some enchiladas", "enchiladas", "chicken, cheese and tortillas", "en"),
        ("quiero lasaña", "lasaña", "carne molida, pasta y queso", "es"),
    ],
)
async def test_with_a_model_the_dish_reaches_the_recipe_brief(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    asked: str,
    dish: str,
    listed: str,
    language: str,
) -> None:
    # Given the cards the model searched for, for the dish
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": dish})
    fake.script_text("Here are some." if language == "en" else "Aquí tienes algunas.")
    fake.script_json(recipe_json(language))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, cook(language).user_id)
        shown = await chat.say(asked)
        assert shown.get("recipes"), shown["message"]

        # When she taps "Create my own" and says what she has
        question = await chat.tap(shown, _CREATE_MINE[language])
        made = await chat.say(listed)

    # Then the model writing the recipe is told the dish, with her ingredients
    assert dish in question["message"], question["message"]
    assert made.get("customRecipe"), made["message"]
    brief = json.dumps(fake.chat_requests[-1]["messages"], ensure_ascii=False)
    assert f"dish: {dish}" in brief, brief
    assert listed.rsplit(maxsplit=1)[-1] in brief
