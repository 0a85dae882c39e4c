""" "Can I freeze it?", "how long will it keep?", "how many calories?", "¿pica?" asked of her
recipe: answered from the recipe, which stays open, and not searched.

"how many calories?" and "is it spicy?" showed other dishes' cards in place of her recipe, so
"save it" then found nothing to save and "start cooking" named a card; "can I freeze it?" and
"¿se puede congelar?" met the "simple mode" line. Through HTTP into the chat app on the offline
provider as the demo cooks, in the profile's language and in the other one, after the first
chip the server offers; and through the real openai SDK against the fake OpenAI wire server,
where no model call may be needed.
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

_QUESTIONS = {
    "en": ("can I freeze it?", "how long will it keep?", "how many calories?", "is it spicy?"),
    "es": ("¿se puede congelar?", "¿cuánto dura en el refri?", "¿cuántas calorías?", "¿pica?"),
}
_SAVE = {"en": "save it", "es": "guárdala"}


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("maya", "make me a lentil soup for 6", "en"),
        ("luis", "hazme una sopa de lentejas para 6", "es"),
        ("ana", "algo con lo que tengo: huevo, espinaca, queso", "es"),
        ("sofia", "something with what I have: egg, spinach, cheese", "en"),
    ],
)
async def test_questions_about_her_recipe_keep_it_open_and_are_answered(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given her recipe, changed with the first chip the server offered
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    recipe = (await chat.tap_first(made))["customRecipe"]

    # When she asks about it, in her language and then in the other one
    other = "es" if language == "en" else "en"
    asks = [(q, language) for q in _QUESTIONS[language]] + [(_QUESTIONS[other][0], other)]
    answers = [(await chat.say(question), question, said) for question, said in asks]

    # Then each is answered in the language asked, from the recipe, which stays open with
    # chips that change it; nothing is searched
    for answer, question, said in answers:
        assert answer["language"] == said, (question, answer["message"])
        assert answer["trace"]["toolsCalled"] == [], (question, answer["message"])
        assert not answer.get("recipes"), (question, answer["message"])
        assert answer["customRecipe"] == recipe, question
        assert answer["suggestions"], (question, answer["message"])
        assert all(recipe["suggestedName"] in c["message"] for c in answer["suggestions"])
    # and after them "save it" still means her recipe, with its save action
    saved = await chat.say(_SAVE[language])
    assert recipe["suggestedName"] in saved["message"], saved["message"]
    assert action_of(saved, "save_recipe")["payload"]["recipeName"] == recipe["suggestedName"]


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [
        ("maya", "make me a lentil soup for 6", "en"),
        ("luis", "hazme una sopa de lentejas para 6", "es"),
    ],
)
async def test_is_it_spicy_is_answered_by_its_lines_before_and_after_spicier(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given her recipe with no chile
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    question = _QUESTIONS[language][3]

    # When she asks whether it is spicy, taps the chip the answer names, and asks again
    mild = await chat.say(question)
    hotter = await chat.tap_first(mild)
    hot = await chat.say(question)

    # Then no (the chip adds heat), then yes, naming the chile the change added, with a
    # first chip that takes it out
    assert mild["message"].startswith("No"), mild["message"]
    assert mild["suggestions"][0]["label"] in mild["message"]
    assert hotter["trace"]["toolsCalled"] == ["modify_recipe"]
    added = {i["name"] for i in hotter["customRecipe"]["ingredients"]} - {
        i["name"] for i in made["customRecipe"]["ingredients"]
    }
    assert added, hotter["customRecipe"]["ingredients"]
    assert hot["message"].startswith(("Yes", "Sí")), hot["message"]
    assert any(food.split()[-1] in hot["message"] for food in added), (added, hot["message"])
    milder = await chat.tap_first(hot)
    assert {i["name"] for i in milder["customRecipe"]["ingredients"]}.isdisjoint(added)


@pytest.mark.parametrize(
    ("profile", "asked", "question", "language"),
    [
        ("en", "create a recipe with chicken and rice", "can I freeze it?", "en"),
        ("en", "crea una receta con pollo y arroz", "¿cuántas calorías?", "es"),
    ],
)
async def test_with_a_model_a_question_about_her_recipe_needs_no_model_call(
    database: Database,
    seeded: object,
    cook: Callable[..., Principal],
    *,
    profile: str,
    asked: str,
    question: str,
    language: str,
) -> None:
    # Given a recipe made on the openai provider, then nothing more scripted
    fake = create_fake_openai()
    fake.script_tool_call("generate_custom_recipe", {"ingredients": ["chicken", "rice"]})
    fake.script_json(recipe_json(language))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, cook(profile).user_id)
        made = await chat.say(asked)
        assert made.get("customRecipe"), made["message"]
        calls = len(fake.chat_requests)

        # When she asks about it
        answer = await chat.say(question)

    # Then her recipe stays open, answered without a model call or a tool, in the language
    # she wrote in
    assert len(fake.chat_requests) == calls
    assert answer["trace"]["provider"] == "openai", answer["trace"]
    assert answer["trace"]["toolsCalled"] == []
    assert answer["customRecipe"]["suggestedName"] == made["customRecipe"]["suggestedName"]
    assert answer["language"] == language, answer["message"]


_CARD_QUESTIONS = {
    "en": ("the first one", "how many calories?", "how long does it take?", "is it spicy?"),
    "es": ("el primero", "¿cuántas calorías tiene?", "¿cuánto tarda?", "¿es picante?"),
}


@pytest.mark.parametrize(
    ("cook_name", "asked", "language"),
    [("maya", "I want fish tacos", "en"), ("sofia", "quiero tacos de pescado", "es")],
)
async def test_questions_about_the_card_she_chose_are_answered_by_it_and_keep_it_chosen(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    language: str,
) -> None:
    # Given the fish taco cards, the first chosen in words
    chat = ChatCook(http, demo_cooks[cook_name])
    shown = await chat.say(asked)
    card = shown["recipes"][0]
    first, calories, takes, spicy = _CARD_QUESTIONS[language]
    await chat.say(first)

    # When she asks about it as a whole, then taps the chip the heat answer names
    answers = [await chat.say(question) for question in (calories, takes, spicy)]
    milder = await chat.tap_first(answers[-1])

    # Then each answer is about that card, searched nowhere, the card still the one to start
    for answer in answers:
        assert answer["trace"]["toolsCalled"] == [], answer["message"]
        assert not answer.get("recipes"), answer["message"]
        assert action_of(answer, "start_cooking")["payload"]["recipeId"] == card["recipeId"]
        assert all(card["name"] in c["message"] for c in answer["suggestions"])
    assert card["name"] in answers[0]["message"], answers[0]["message"]
    assert card["name"] in answers[1]["message"], answers[1]["message"]
    assert str(card["totalTime"]) in answers[1]["message"], answers[1]["message"]
    assert answers[2]["message"].startswith(("Yes", "Sí")), answers[2]["message"]
    # and its first chip makes her milder version of that card
    assert milder["trace"]["toolsCalled"] == ["modify_recipe"], milder["message"]
    assert milder["customRecipe"]["suggestedName"] == card["name"], milder["message"]
