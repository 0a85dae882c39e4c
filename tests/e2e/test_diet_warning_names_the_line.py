"""A diet warning names the line as the recipe writes it, whatever language the cook reads.

A vegetarian who asked for a chicken recipe in Spanish, then changed it in English, read
"Contains whole chicken (you're vegetarian)" where the line said "pollo": the recipe kept its
language, and the warning named the catalogue food the word "pollo" is an alias of.

Through HTTP into the chat app, the real openai SDK against the fake wire server: the model
keeps the recipe in its first language when it changes it, as the modification prompt allows.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import (
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


def _tinga(language: str, chicken: str, minutes: int) -> dict[str, Any]:
    step = {"en": "Simmer the chicken in the sauce.", "es": "Cuece el pollo en la salsa."}
    return {
        "suggestedName": {"en": "Chicken Tinga", "es": "Tinga de pollo"}[language],
        "language": language,
        "totalTime": minutes,
        "difficulty": "easy",
        "portions": 4,
        "ingredients": [
            {"name": chicken, "quantity": 500, "unit": "g"},
            {"name": {"en": "rice", "es": "arroz"}[language], "quantity": 300, "unit": "g"},
        ],
        "steps": [{"order": 1, "instruction": step[language], "timerSeconds": 900}],
    }


@pytest.mark.parametrize(
    ("profile", "asked", "written", "chicken", "change", "warning"),
    [
        ("en", "hazme una tinga de pollo", "es", "pollo", "make it quicker",
         "Contains pollo (you're vegetarian)"),
        ("es", "make me a chicken tinga", "en", "chicken", "hazla más rápida",
         "Contiene chicken (eres vegetariano)"),
    ],
)  # fmt: skip
async def test_a_recipe_changed_in_the_other_language_is_warned_of_by_its_own_line(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    profile: str,
    asked: str,
    written: str,
    chicken: str,
    change: str,
    warning: str,
) -> None:
    # Given a vegetarian's chicken recipe, written by the model in the language she asked in
    user = cook(profile, diets=("vegetarian",))
    fake = create_fake_openai()
    fake.script_tool_call("generate_custom_recipe", {"ingredients": [chicken]})
    fake.script_json(_tinga(written, chicken, 30))
    fake.script_json(_tinga(written, chicken, 20))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, user.user_id)
        made = await chat.say(asked)
        # When she changes it in the other language, and the model keeps its language
        changed = await chat.say(change)

    # Then the warning names the line the recipe holds, not the catalogue's "whole chicken"
    assert made["customRecipe"]["language"] == written
    recipe = changed["customRecipe"]
    assert recipe["totalTime"] == 20
    assert recipe["ingredients"][0]["name"] == chicken
    assert changed["safetyFlags"]["dietaryConflict"] == warning
    assert warning in changed["message"]
    assert json.loads(fake.chat_requests[-1]["messages"][-1]["content"])["modification"] == change
