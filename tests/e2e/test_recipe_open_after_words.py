"""A recipe stays open through an answer in words alone: "is it hard to make?" or "thanks!"
asked about the recipe just made shows nothing in its place, so "sin ajo", "save it" and
"start cooking" on the next turns still mean that recipe (not "there's no recipe to change").

Through HTTP into the chat app, as the demo cooks writing in the other language than their
profile's: on the offline provider, and through the real openai SDK against the fake OpenAI
wire server, where the model answers the question in words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cli.fake_openai import create_fake_openai
from tests.e2e.cook_support import ChatCook
from tests.integration.test_chat_harness import chat_client, fake_gateway, fake_http, make_deps
from tests.integration.test_chat_scenarios_fake import recipe_json

if TYPE_CHECKING:
    import uuid

    import httpx

    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.mark.parametrize(
    ("cook_name", "asked", "question", "change", "saying", "start"),
    [
        ("luis", "make me something with mushrooms", "is it hard to make?",
         "make it without garlic", "save it", "start cooking"),
        ("maya", "crea una receta con pollo y papas", "¿es difícil de hacer?",
         "hazla sin ajo", "guárdala", "empecemos a cocinar"),
    ],
)  # fmt: skip
async def test_a_question_in_words_leaves_the_recipe_open_for_the_next_turns(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    question: str,
    change: str,
    saying: str,
    start: str,
) -> None:
    # Given a cook with a recipe made and its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    tapped = await chat.tap_first(made)
    name = tapped["customRecipe"]["suggestedName"]

    # When she asks a question about it, then changes it, taps the change's first chip,
    # thanks, saves it and starts cooking
    answered = await chat.say(question)
    changed = await chat.say(change)
    again = await chat.tap_first(changed)
    thanked = await chat.say("thanks!" if made["language"] == "en" else "¡gracias!")
    saved = await chat.say(saying)
    started = await chat.say(start)

    # Then the question's answer keeps the recipe on screen, unchanged, with its save action;
    # the change is made to it, the chip after it too, and saving and cooking name it
    assert answered["trace"]["toolsCalled"] == [], answered["message"]
    assert answered["customRecipe"] == tapped["customRecipe"]
    assert any(a["type"] == "save_recipe" for a in answered["actions"])
    assert answered["language"] == made["language"]
    assert changed["trace"]["toolsCalled"] == ["modify_recipe"], changed["message"]
    assert changed["customRecipe"]["suggestedName"] == name
    assert "garlic" not in str(changed["customRecipe"]["ingredients"]).casefold()
    assert "ajo" not in [i["name"] for i in changed["customRecipe"]["ingredients"]]
    assert again["customRecipe"]["suggestedName"] == name, again["message"]
    assert thanked["customRecipe"] == again["customRecipe"]
    welcome = {"en": "You're welcome!", "es": "¡De nada!"}[made["language"]]
    assert thanked["message"].startswith(welcome), thanked["message"]
    for answer in (saved, started):
        assert answer["customRecipe"]["suggestedName"] == name, answer["message"]
        assert name in answer["message"], answer["message"]
        assert answer["language"] == made["language"]


@pytest.mark.parametrize(
    ("cook_name", "language", "asked", "question", "said", "change", "name"),
    [
        ("sofia", "en", "Suggest a quick custom recipe for me: chicken tacos",
         "what should I serve it with?", "Rice and beans, and a cold agua fresca.",
         "make it spicier",
         "Chicken Tacos"),
        ("maya", "es", "Sugiere una receta personalizada rápida: tacos de pollo",
         "¿con qué lo sirvo?", "Con arroz, frijoles y un agua fresca bien fría.",
         "hazla más picante",
         "Tacos de Pollo"),
    ],
)  # fmt: skip
async def test_a_model_answer_in_words_leaves_the_recipe_open_for_a_change(
    database: Database,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    language: str,
    asked: str,
    question: str,
    said: str,
    change: str,
    name: str,
) -> None:
    # Given a model that writes a recipe, answers a question about it in words, then writes
    # the change asked after the answer
    fake = create_fake_openai()
    fake.script_json(recipe_json(language, name=name))
    fake.script_text(said)
    fake.script_json(recipe_json(language, name=name, extra="serrano"))
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        chat = ChatCook(http, demo_cooks[cook_name])
        made = await chat.say(asked)
        # When she asks about the recipe, then for a change in words
        answered = await chat.say(question)
        changed = await chat.say(change)

    # Then the model's words come with the recipe still open, and the change is made to it
    assert made["customRecipe"]["suggestedName"] == name, made["message"]
    assert answered["message"] == said
    assert answered["customRecipe"]["suggestedName"] == name
    assert answered["trace"]["provider"] == "openai"
    assert changed["trace"]["toolsCalled"] == ["modify_recipe"], changed["message"]
    assert changed["customRecipe"]["suggestedName"] == name
    assert "serrano" in [i["name"] for i in changed["customRecipe"]["ingredients"]]
    assert changed["language"] == language


@pytest.mark.parametrize(
    ("cook_name", "asked", "nod", "answered_in"),
    [
        ("ana", "make me something with chicken and rice", "ok", "en"),
        ("luis", "I have chickpeas, spinach and rice, make me something", "sounds good!", "en"),
        ("maya", "hazme algo con pollo y papas", "¡va, perfecto!", "es"),
        ("sofia", "crea una receta con arroz y huevo", "ok", "es"),
    ],
)
async def test_a_nod_is_answered_in_kind_and_leaves_the_recipe_open(
    http: httpx.AsyncClient,
    demo_cooks: dict[str, uuid.UUID],
    *,
    cook_name: str,
    asked: str,
    nod: str,
    answered_in: str,
) -> None:
    # Given a cook with a recipe made and its first chip tapped
    chat = ChatCook(http, demo_cooks[cook_name])
    made = await chat.say(asked)
    tapped = await chat.tap_first(made)

    # When she only nods
    nodded = await chat.say(nod)

    # Then she is answered in kind, in the language she was writing in, not told what the
    # rules can do, and the recipe stays open for what she says next
    assert nodded["language"] == answered_in
    opening = {"en": "Sounds good!", "es": "¡Va!"}[answered_in]
    assert nodded["message"].startswith(opening), nodded["message"]
    assert nodded["customRecipe"] == tapped["customRecipe"]
    again = await chat.tap_first(nodded) if nodded.get("suggestions") else None
    if again is not None:
        assert again["customRecipe"]["suggestedName"] == tapped["customRecipe"]["suggestedName"]
