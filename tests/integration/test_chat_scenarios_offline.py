"""The seed's acceptance scenarios on the offline provider (no key, no network): rule-based
tool choice and template recipes, through HTTP on the real database. EN and ES each.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.fake_openai import create_fake_openai
from tests.integration.test_chat_harness import (
    NOW,
    add_profile,
    add_resumable,
    chat_client,
    events_of,
    failing_embeddings,
    forget_query_embeddings,
    make_deps,
    offline_chat_failing_embeddings,
    post_chat,
    save_user_recipe,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration

SAY: dict[str, dict[str, str]] = {
    "discovery": {
        "en": "Something healthy, fast, and Mexican",
        "es": "Algo saludable, rápido y mexicano",
    },
    "no_match": {
        "en": "find recipes for xylophone quasar zeppelin",
        "es": "busca recetas de xilófono cuásar zepelín",
    },
    "generate": {
        "en": "Make me a recipe with chicken, rice and bell peppers",
        "es": "Hazme una receta con pollo, arroz y pimiento",
    },
    "refine": {"en": "more spicy, no garlic", "es": "más picante, sin ajo"},
    "replay": {
        "en": "that chicken recipe from last week",
        "es": "esa receta de pollo de la semana pasada",
    },
    "peanuts": {
        "en": "Make me a recipe with chicken and peanuts",
        "es": "Hazme una receta con pollo y cacahuates",
    },
    "ingredients": {
        "en": "What can I make with chicken, rice, and bell peppers?",
        "es": "¿Qué puedo hacer con pollo, arroz y pimientos?",
    },
}
FALLBACK = {
    "en": "I couldn't find recipes matching that, but I can create something custom!",
    "es": "No encontré recetas para eso, pero puedo crear algo personalizado.",
}


@pytest.fixture
async def http(database: Database, seeded: object) -> AsyncIterator[httpx.AsyncClient]:
    async with chat_client(make_deps(database)) as client:
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
    events = events_of(response.text)
    assert events[0]["type"] == "session"
    assert events[-1]["type"] == "done", events[-1]
    return events


def final(events: list[dict[str, Any]]) -> dict[str, Any]:
    response: dict[str, Any] = events[-1]["response"]
    assert response["trace"]["provider"] == "offline"
    return response


@pytest.mark.parametrize("language", ["en", "es"])
async def test_1_discovery(
    http: httpx.AsyncClient, user_in: Callable[..., Principal], language: str
) -> None:
    # Given
    user = user_in(language)

    # When
    response = final(await chat(http, user, SAY["discovery"][language]))

    # Then
    assert response["recipes"]
    assert all(card["totalTime"] <= 30 for card in response["recipes"])
    assert response["trace"]["toolsCalled"] == ["search_recipes"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_2_fallback(
    http: httpx.AsyncClient, user_in: Callable[..., Principal], language: str
) -> None:
    # Given
    user = user_in(language)

    # When
    response = final(await chat(http, user, SAY["no_match"][language]))

    # Then
    assert response["message"] == FALLBACK[language]
    assert len(response["suggestions"]) == 2


@pytest.mark.parametrize("language", ["en", "es"])
async def test_3_and_4_generation_then_refinement(
    http: httpx.AsyncClient, user_in: Callable[..., Principal], language: str
) -> None:
    # Given
    user = user_in(language)

    # When a recipe is generated, then refined in the same session
    generated = await chat(http, user, SAY["generate"][language])
    session_id = generated[0]["sessionId"]
    refined = await chat(http, user, SAY["refine"][language], sessionId=session_id)

    # Then
    kinds = [e["type"] for e in generated]
    assert kinds.index("recipe_partial") < kinds.index("done")
    assert final(generated)["customRecipe"]["language"] == language
    response = final(refined)
    assert response["trace"]["toolsCalled"] == ["modify_recipe"]
    names = [item["name"].casefold() for item in response["customRecipe"]["ingredients"]]
    assert not any("garlic" in n or "ajo" in n for n in names)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_5_replay(
    http: httpx.AsyncClient,
    user_in: Callable[..., Principal],
    make_user: Callable[..., Principal],
    database_url: str,
    language: str,
) -> None:
    # Given only another user has a chicken recipe from last week
    user, other = user_in(language), make_user()
    week_ago = NOW - timedelta(days=6)
    save_user_recipe(database_url, other.user_id, "Chicken Curry", week_ago, ["chicken breast"])

    # When the caller asks, and again once they have one of their own
    missing = final(await chat(http, user, SAY["replay"][language]))
    name = "Pollo al limón" if language == "es" else "Lemon Chicken"
    mine = save_user_recipe(database_url, user.user_id, name, week_ago, ["chicken breast"])
    found = final(await chat(http, user, SAY["replay"][language]))

    # Then
    assert missing["retrieval"]["type"] == "not_found"
    assert found["retrieval"]["type"] == "single"
    assert found["retrieval"]["recipe"]["userRecipeId"] == mine


@pytest.mark.parametrize("language", ["en", "es"])
async def test_6_resume(
    http: httpx.AsyncClient, user_in: Callable[..., Principal], database_url: str, language: str
) -> None:
    # Given
    user = user_in(language)
    session_id, _ = add_resumable(database_url, user.user_id, "Pozole")

    # When
    response = final(await chat(http, user, "hola" if language == "es" else "hello"))

    # Then
    (resume,) = [a for a in response["actions"] if a["type"] == "resume_cooking"]
    assert resume["payload"]["sessionId"] == session_id
    assert resume["payload"]["currentStep"] == 3


@pytest.mark.parametrize("language", ["en", "es"])
async def test_7_safety(
    http: httpx.AsyncClient, user_in: Callable[..., Principal], language: str
) -> None:
    # Given a peanut-allergic user
    user = user_in(language, restrictions=("peanut",))

    # When they ask for a recipe with peanuts
    events = await chat(http, user, SAY["peanuts"][language])

    # Then no recipe with peanuts is ever shown, and the app is told why they are missing
    response = final(events)
    recipe = response.get("customRecipe")
    if recipe is not None:
        names = " ".join(i["name"].casefold() for i in recipe["ingredients"])
        assert "peanut" not in names
        assert "cacahuate" not in names
        flags = response["safetyFlags"]
        assert flags["allergens"] == ["peanut"]
        left_out = {
            "en": "I left out peanuts because of your allergy.",
            "es": "No incluí cacahuates por tu alergia.",
        }
        assert flags["allergenWarning"] == left_out[language]
    else:
        assert response["safetyFlags"]["allergenWarning"]
        assert "recipe_partial" not in [e["type"] for e in events]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_9_ingredient_discovery(
    http: httpx.AsyncClient, user_in: Callable[..., Principal], language: str
) -> None:
    # Given
    user = user_in(language)

    # When
    response = final(await chat(http, user, SAY["ingredients"][language]))

    # Then cards with those ingredients, a custom recipe, or the create-one fallback
    assert response.get("recipes") or response.get("customRecipe") or response.get("suggestions")
    assert response["trace"]["toolsCalled"]


@pytest.mark.parametrize("language", ["en", "es"])
async def test_10_embedding_failure_is_lexical_with_its_reason(
    database: Database, database_url: str, user_in: Callable[..., Principal], language: str
) -> None:
    # Given offline chat whose query embeddings fail, and no cached query vectors
    user = user_in(language)
    forget_query_embeddings(database_url)
    message = "find chicken recipes" if language == "en" else "busca recetas de pollo"
    transport = httpx.ASGITransport(app=failing_embeddings(create_fake_openai()))
    async with (
        httpx.AsyncClient(transport=transport) as wire,
        chat_client(make_deps(database, gateway=offline_chat_failing_embeddings(wire))) as http,
    ):
        # When
        response = final(await chat(http, user, message))

    # Then
    assert response["recipes"]
    assert response["trace"]["searchMode"] == "lexical"
    assert response["trace"]["fallbackReason"] == "embedding_failure"
