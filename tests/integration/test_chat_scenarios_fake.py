"""The seed's acceptance scenarios through HTTP with the real openai SDK against the fake wire
server: the fake is scripted with the model's tool calls, everything else is real (database,
RLS, tools, safety, search). EN and ES each.
"""

from __future__ import annotations

import json
from datetime import timedelta
from typing import TYPE_CHECKING, Any

import httpx
import pytest
from pydantic import TypeAdapter

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.schemas.events import SseEvent
from shared.tools import build_registry
from tests.integration.test_chat_harness import (
    NOW,
    add_profile,
    add_resumable,
    chat_client,
    events_of,
    failing_embeddings,
    fake_gateway,
    fake_http,
    forget_query_embeddings,
    make_deps,
    messages_of,
    post_chat,
    save_user_recipe,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

SSE_EVENT: TypeAdapter[SseEvent] = TypeAdapter(SseEvent)

PROMPTS = {
    "discovery": {
        "en": "Something healthy, fast, and Mexican",
        "es": "Algo saludable, rápido y mexicano",
    },
    "refine": {"en": "more spicy, no garlic", "es": "más picante, sin ajo"},
    # The answer follows the language the user writes in, so each user writes in theirs.
    "generate": {
        "en": "Make something with chicken and rice",
        "es": "Haz algo con pollo y arroz",
    },
    "generate_peppers": {
        "en": "Make something with chicken, rice and bell peppers",
        "es": "Haz algo con pollo, arroz y pimientos",
    },
}
FALLBACK = {
    "en": "I couldn't find recipes matching that, but I can create something custom!",
    "es": "No encontré recetas para eso, pero puedo crear algo personalizado.",
}


def recipe_json(
    language: str, *, name: str = "Chicken Rice Skillet", extra: str | None = None
) -> dict[str, Any]:
    ingredients = [
        {"name": "chicken breast", "quantity": 500, "unit": "g", "notes": None},
        {"name": "rice", "quantity": 300, "unit": "g", "notes": None},
        {"name": "bell pepper", "quantity": 2, "unit": None, "notes": None},
    ]
    if extra:
        ingredients.append({"name": extra, "quantity": 50, "unit": "g", "notes": None})
    return {
        "schemaVersion": "1.0",
        "suggestedName": name,
        "description": "A quick skillet.",
        "language": language,
        "measurementSystem": "metric",
        "totalTime": 30,
        "prepTime": 10,
        "difficulty": "easy",
        "portions": 4,
        "cuisine": None,
        "ingredients": ingredients,
        "steps": [
            {
                "order": 1,
                "instruction": "Cook the chicken until it reaches 165°F (74°C), then add the rest.",
                "thermomixTime": None,
                "thermomixTemp": None,
                "thermomixSpeed": None,
                "thermomixReverse": None,
                "timerSeconds": 1200,
                "safetyNote": None,
            }
        ],
        "tags": [],
        "isTemplate": False,
        "usesThermomix": False,
    }


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def http(
    database: Database, seeded: object, fake: FakeOpenAI
) -> AsyncIterator[httpx.AsyncClient]:
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as client,
    ):
        yield client


@pytest.fixture
def user_in(make_user: Callable[..., Principal], database_url: str) -> Callable[..., Principal]:
    def create(language: str, **profile: Any) -> Principal:
        user = make_user()
        add_profile(database_url, user.user_id, language=language, **profile)
        return user

    return create


async def chat(
    http: httpx.AsyncClient, user: Principal, message: str, **body: Any
) -> list[dict[str, Any]]:
    response = await post_chat(http, user, {"message": message, **body})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("text/event-stream")
    return events_of(response.text)


def done(events: list[dict[str, Any]]) -> dict[str, Any]:
    assert events[-1]["type"] == "done", events[-1]
    response: dict[str, Any] = events[-1]["response"]
    return response


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_1_discovery_answers_with_quick_cards_and_a_grounded_message(
    http: httpx.AsyncClient, fake: FakeOpenAI, user_in: Callable[..., Principal], language: str
) -> None:
    # Given a model that searches, then writes its message from the results
    user = user_in(language)
    fake.script_tool_call("search_recipes", {"query": "healthy mexican", "maxTime": 30})
    fake.script_text("Estas son mis ideas." if language == "es" else "Here are my ideas.")

    # When
    events = await chat(http, user, PROMPTS["discovery"][language])

    # Then the events come in order and the cards are Mexican and at most 30 minutes
    kinds = types(events)
    assert kinds[:2] == ["session", "status"]
    assert "searching" in [e.get("status") for e in events]
    assert kinds[-2:] == ["stream_complete", "done"]
    response = done(events)
    assert response.get("recipes"), response
    assert all(card["totalTime"] <= 30 for card in response["recipes"])
    assert response["language"] == language
    assert response["trace"]["toolsCalled"] == ["search_recipes"]
    assert response["trace"]["ragResultCount"] == len(response["recipes"])
    assert response["trace"]["provider"] == "openai"
    assert "".join(e["content"] for e in events if e["type"] == "content") == response["message"]
    for event in events:
        SSE_EVENT.validate_python(event)
    # And the follow-up pass saw the tool result as a tool message
    follow_up = fake.chat_requests[1]["messages"]
    assert follow_up[-1]["role"] == "tool"
    assert fake.chat_requests[0]["tool_choice"] == "auto"
    actions = {a["type"] for a in response["actions"]}
    assert {"view_recipe", "start_cooking"} <= actions


@pytest.mark.parametrize("language", ["en", "es"])
async def test_2_no_match_answers_with_the_fallback_template_without_a_second_model_call(
    http: httpx.AsyncClient, fake: FakeOpenAI, user_in: Callable[..., Principal], language: str
) -> None:
    # Given
    user = user_in(language)
    fake.script_tool_call("search_recipes", {"query": "xylophone quasar zeppelin"})

    # When they ask in their language (the answer follows the language they write in)
    asked = {
        "en": "xylophone quasar zeppelin recipes",
        "es": "recetas de xylophone quasar zeppelin",
    }
    response = done(await chat(http, user, asked[language]))

    # Then
    assert response["message"] == FALLBACK[language]
    assert len(response["suggestions"]) == 2
    assert "recipes" not in response
    assert len(fake.chat_requests) == 1
    assert response["trace"]["fallbackReason"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_3_generation_sends_the_safe_recipe_before_done(
    http: httpx.AsyncClient,
    fake: FakeOpenAI,
    user_in: Callable[..., Principal],
    database_url: str,
    language: str,
) -> None:
    # Given a model that generates from the user's ingredients
    user = user_in(language)
    fake.script_tool_call(
        "generate_custom_recipe", {"ingredients": ["chicken", "rice", "bell pepper"]}
    )
    fake.script_json(recipe_json(language))

    # When
    events = await chat(http, user, PROMPTS["generate_peppers"][language])

    # Then phase one comes before done, and phase two adds canonical names
    kinds = types(events)
    assert kinds.index("recipe_partial") < kinds.index("done")
    assert "generating" in [e.get("status") for e in events]
    assert "enriching" in [e.get("status") for e in events]
    response = done(events)
    recipe = response["customRecipe"]
    assert recipe["suggestedName"] == "Chicken Rice Skillet"
    assert all(item.get("canonicalName") for item in recipe["ingredients"])
    assert any(a["type"] == "save_recipe" for a in response["actions"])
    # And no narration pass: the tool's fixed copy is the message
    assert len(fake.chat_requests) == 2
    # And the stored assistant message holds the payload the UI is rebuilt from
    stored = messages_of(database_url, user.user_id)
    assert [row[0] for row in stored] == ["user", "assistant"]
    assert stored[1][1] == response["message"]
    assert stored[1][2]["customRecipe"]["suggestedName"] == "Chicken Rice Skillet"
    assert stored[1][2]["trace"]["toolsCalled"] == ["generate_custom_recipe"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_4_refinement_modifies_the_last_recipe_without_a_tool_choice_call(
    http: httpx.AsyncClient, fake: FakeOpenAI, user_in: Callable[..., Principal], language: str
) -> None:
    # Given a conversation that just showed a custom recipe
    user = user_in(language)
    fake.script_tool_call("generate_custom_recipe", {"ingredients": ["chicken", "rice"]})
    fake.script_json(recipe_json(language))
    first = await chat(http, user, PROMPTS["generate"][language])
    session_id = first[0]["sessionId"]
    fake.reset()
    fake.script_json(recipe_json(language, name="Spicy Chicken Rice Skillet"))

    # When the user asks for a change
    events = await chat(http, user, PROMPTS["refine"][language], sessionId=session_id)

    # Then one model call (the modification itself), with the previous recipe in its brief
    response = done(events)
    assert response["customRecipe"]["suggestedName"] == "Spicy Chicken Rice Skillet"
    assert response["trace"]["toolsCalled"] == ["modify_recipe"]
    assert len(fake.chat_requests) == 1
    request = fake.chat_requests[0]
    assert "tools" not in request or not request["tools"]
    assert "Chicken Rice Skillet" in json.dumps(request["messages"])


@pytest.mark.parametrize("language", ["en", "es"])
async def test_5_replay_finds_only_the_callers_recipes(
    *,
    http: httpx.AsyncClient,
    fake: FakeOpenAI,
    user_in: Callable[..., Principal],
    make_user: Callable[..., Principal],
    database_url: str,
    language: str,
) -> None:
    # Given the caller's chicken recipe from last week and another user's
    user, other = user_in(language), make_user()
    week_ago = NOW - timedelta(days=6)
    mine = save_user_recipe(
        database_url, user.user_id, "Lemon Chicken", week_ago, ["chicken breast"]
    )
    save_user_recipe(database_url, other.user_id, "Chicken Curry", week_ago, ["chicken breast"])
    args = {"query": "chicken", "timeframe": "last week"}

    # When the caller asks for it (single), then two match (multiple), then nothing (not_found)
    fake.script_tool_call("retrieve_custom_recipe", args)
    single = done(await chat(http, user, "that chicken recipe from last week"))
    save_user_recipe(database_url, user.user_id, "Chicken Tacos", week_ago, ["chicken breast"])
    fake.script_tool_call("retrieve_custom_recipe", args)
    multiple = done(await chat(http, user, "that chicken recipe from last week"))
    fake.script_tool_call("retrieve_custom_recipe", {"query": "salmon", "timeframe": "last week"})
    missing = done(await chat(http, user, "that salmon recipe from last week"))

    # Then
    assert single["retrieval"]["type"] == "single"
    assert single["retrieval"]["recipe"]["userRecipeId"] == mine
    view = {
        "type": "view_recipe",
        "label": "",
        "payload": {"recipeId": mine, "recipeType": "custom"},
    }
    assert {**single["actions"][0], "label": ""} == view
    assert multiple["retrieval"]["type"] == "multiple"
    assert {r["name"] for r in multiple["retrieval"]["recipes"]} == {
        "Lemon Chicken",
        "Chicken Tacos",
    }
    assert missing["retrieval"]["type"] == "not_found"


@pytest.mark.parametrize("language", ["en", "es"])
async def test_6_an_active_cooking_session_offers_resume_cooking(
    http: httpx.AsyncClient,
    fake: FakeOpenAI,
    user_in: Callable[..., Principal],
    database_url: str,
    language: str,
) -> None:
    # Given
    user = user_in(language)
    session_id, recipe_id = add_resumable(database_url, user.user_id, "Pozole")
    fake.script_text("¡Hola!" if language == "es" else "Hi!")

    # When
    response = done(await chat(http, user, "hola" if language == "es" else "hi"))

    # Then
    resume = [a for a in response["actions"] if a["type"] == "resume_cooking"]
    assert resume == [
        {
            "type": "resume_cooking",
            "label": "Reanudar cocina" if language == "es" else "Resume cooking",
            "payload": {
                "sessionId": session_id,
                "recipeId": recipe_id,
                "recipeType": "custom",
                "currentStep": 3,
                "totalSteps": 7,
                "recipeName": "Pozole",
            },
        }
    ]
    assert "Cooking in progress" in fake.chat_requests[0]["messages"][0]["content"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_7_a_peanut_allergic_user_never_gets_peanuts(
    http: httpx.AsyncClient, fake: FakeOpenAI, user_in: Callable[..., Principal], language: str
) -> None:
    # Given a peanut-allergic user
    user = user_in(language, restrictions=("peanut",))

    # When they search for peanut dishes, then a generated recipe comes back with peanuts
    fake.script_tool_call("search_recipes", {"query": "peanut"})
    searched = done(await chat(http, user, "peanut noodles"))
    fake.reset()
    fake.script_tool_call("generate_custom_recipe", {"ingredients": ["chicken", "rice"]})
    fake.script_json(recipe_json(language, extra="peanuts"))
    events = await chat(http, user, PROMPTS["generate"][language])

    # Then no card carries peanuts, and the recipe is withheld with a warning
    for card in searched.get("recipes") or []:
        assert "peanut" not in (card.get("allergens") or [])
    generated = done(events)
    assert "recipe_partial" not in types(events)
    assert "customRecipe" not in generated
    assert generated.get("safetyFlags", {}).get("allergenWarning"), generated
    assert "peanut" in generated["safetyFlags"]["allergens"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_9_ingredient_discovery_searches_by_ingredients(
    http: httpx.AsyncClient, fake: FakeOpenAI, user_in: Callable[..., Principal], language: str
) -> None:
    # Given
    user = user_in(language)
    ingredients = ["chicken", "rice", "bell pepper"]
    fake.script_tool_call(
        "search_recipes", {"query": "chicken rice bell pepper", "ingredients": ingredients}
    )
    fake.script_text("Mira." if language == "es" else "Look.")

    # When
    events = await chat(http, user, "What can I make with chicken, rice, and bell peppers?")

    # Then cards or the create-one fallback, never an error
    response = done(events)
    assert response.get("recipes") or response["message"] == FALLBACK[language]
    assert fake.chat_requests[0]["messages"][-1]["content"].startswith("What can I make")


@pytest.mark.parametrize("language", ["en", "es"])
async def test_10_embedding_failure_answers_lexically_with_the_reason(
    *,
    database: Database,
    database_url: str,
    seeded: object,
    fake: FakeOpenAI,
    user_in: Callable[..., Principal],
    language: str,
) -> None:
    # Given an embeddings endpoint that fails (chat still works) and no cached query vectors
    user = user_in(language)
    forget_query_embeddings(database_url)
    query = "pollo con arroz" if language == "es" else "chicken with rice"
    fake.script_tool_call("search_recipes", {"query": query})
    fake.script_text("Mira." if language == "es" else "Look.")
    transport = httpx.ASGITransport(app=failing_embeddings(fake))
    async with (
        httpx.AsyncClient(transport=transport) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        # When
        response = done(await chat(http, user, query))

    # Then
    assert response["recipes"]
    assert response["trace"]["searchMode"] == "lexical"
    assert response["trace"]["fallbackReason"] == "embedding_failure"


async def test_every_round_of_every_callers_turn_offers_the_registrys_tools(
    http: httpx.AsyncClient, fake: FakeOpenAI, user_in: Callable[..., Principal]
) -> None:
    # Given two callers in different languages, and a search turn (two rounds) for each
    expected = build_registry().openai_tool_specs()
    for caller in (user_in("en"), user_in("es")):
        fake.reset()
        fake.script_tool_call("search_recipes", {"query": "chicken"})
        fake.script_text("Here are some chicken recipes.")

        # When
        await chat(http, caller, "chicken recipes")

        # Then both rounds offered every tool, each exactly as the registry describes it
        assert len(fake.chat_requests) == 2
        for request in fake.chat_requests:
            assert [tool["function"] for tool in request["tools"]] == [
                {**spec["function"], "strict": True} for spec in expected
            ]
