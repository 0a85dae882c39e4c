"""Say what was held back, through HTTP on the offline provider, in chat and by voice: when the
allergen or diet gate hides what the cook asked for, or a generated recipe leaves an ingredient
out, the message (and the spoken line) says so in her language, naming foods in her words.
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, Any

import pytest

from tests.http_support import run_sql
from tests.integration import test_chat_harness as chat_harness
from tests.integration import test_voice_harness as voice_harness

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.fixture
def cook(make_user: Callable[..., Principal], database_url: str) -> Callable[..., Principal]:
    """A new user with a profile: her language, allergen groups and diets."""

    def create(
        language: str, *, allergens: tuple[str, ...] = (), diets: tuple[str, ...] = ()
    ) -> Principal:
        user = make_user()
        chat_harness.add_profile(
            database_url, user.user_id, language=language, restrictions=allergens
        )
        if diets:
            run_sql(
                database_url,
                "update user_profiles set diet_types = %s where user_id = %s",
                (list(diets), user.user_id),
            )
        return user

    return create


async def _chat(database: Database, user: Principal, message: str) -> dict[str, Any]:
    async with chat_harness.chat_client(chat_harness.make_deps(database)) as http:
        response = await chat_harness.post_chat(http, user, {"message": message})
    assert response.status_code == 200, response.text
    events = chat_harness.events_of(response.text)
    assert events[-1]["type"] == "done", events[-1]
    answer: dict[str, Any] = events[-1]["response"]
    # What streamed is what is stored: a note added after the model pass is streamed too.
    streamed = "".join(e["content"] for e in events if e["type"] == "content")
    assert streamed == answer["message"]
    return answer


async def _voice(
    database: Database,
    database_url: str,
    user: Principal,
    language: str,
    call: tuple[str, dict[str, Any]],
) -> dict[str, Any]:
    tool, args = call
    session_id = voice_harness.insert_session(
        database_url,
        user.user_id,
        started_at=voice_harness.NOW - timedelta(minutes=1),
        language=language,
    )
    body = {
        "action": "execute_tool",
        "sessionId": str(session_id),
        "toolName": tool,
        "toolArgs": args,
    }
    async with voice_harness.client_for(voice_harness.make_deps(database)) as http:
        response = await voice_harness.post_voice(http, user, body)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


PAD_THAI = {
    "en": ("Shrimp Pad Thai", "I left out Shrimp Pad Thai because it has peanuts."),
    "es": ("Pad Thai de Camarones", "No incluí Pad Thai de Camarones porque lleva cacahuates."),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_dish_hidden_by_the_allergen_gate_is_named_with_its_reason(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    language: str,
) -> None:
    # Given a cook allergic to peanuts
    user = cook(language, allergens=("peanut",))
    name, note = PAD_THAI[language]

    # When she asks for pad thai in chat and by voice
    typed = await _chat(database, user, "pad thai")
    said = await _voice(
        database, database_url, user, language, ("search_recipes", {"query": "pad thai"})
    )

    # Then the dish is not shown, and both answers say it was left out and why
    assert typed["language"] == language
    assert name not in [card["name"] for card in typed.get("recipes", [])]
    assert typed["message"].endswith(note), typed["message"]
    assert said["spoken"].endswith(note), said["spoken"]


ROAST_CHICKEN = {
    "en": ("roast chicken", "I left out recipes with roast chicken because you're vegetarian."),
    "es": ("pollo asado", "No incluí recetas con pollo porque eres vegetariano."),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_asking_for_what_the_diet_excludes_is_answered_in_the_cooks_words(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    language: str,
) -> None:
    # Given a vegetarian
    user = cook(language, diets=("vegetarian",))
    asked, note = ROAST_CHICKEN[language]

    # When she asks for chicken in chat and by voice
    typed = await _chat(database, user, asked)
    said = await _voice(
        database, database_url, user, language, ("search_recipes", {"query": asked})
    )

    # Then both say why nothing with chicken is shown
    assert note in typed["message"], typed["message"]
    assert note in said["spoken"], said["spoken"]


LEFT_OUT = {
    "en": (
        "Make me a recipe with chicken, rice and peanuts",
        ["chicken", "rice", "peanuts"],
        "I left out peanuts because of your allergy.",
    ),
    "es": (
        "Hazme una receta con pollo, arroz y cacahuates",
        ["pollo", "arroz", "cacahuates"],
        "No incluí cacahuates por tu alergia.",
    ),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_generated_recipe_says_what_it_left_out(
    database: Database,
    database_url: str,
    seeded: object,
    cook: Callable[..., Principal],
    language: str,
) -> None:
    # Given a cook allergic to peanuts
    user = cook(language, allergens=("peanut",))
    message, ingredients, note = LEFT_OUT[language]

    # When she asks for a recipe with peanuts in chat and by voice
    typed = await _chat(database, user, message)
    said = await _voice(
        database,
        database_url,
        user,
        language,
        ("generate_custom_recipe", {"ingredients": ingredients}),
    )

    # Then the recipe comes without them, and the message and the spoken line say so
    assert typed["customRecipe"]
    assert note in typed["message"], typed["message"]
    assert note in said["spoken"], said["spoken"]


DIET_CONFLICT = {
    "en": ("Make me a recipe with chicken and rice", "Contains chicken (you're vegetarian)"),
    "es": ("Hazme una receta con pollo y arroz", "Contiene pollo (eres vegetariano)"),
}


@pytest.mark.parametrize("language", ["en", "es"])
async def test_a_vegetarian_conflict_names_the_food_as_the_cook_wrote_it(
    database: Database, seeded: object, cook: Callable[..., Principal], language: str
) -> None:
    # Given a vegetarian who asks for a recipe with chicken anyway
    user = cook(language, diets=("vegetarian",))
    message, conflict = DIET_CONFLICT[language]

    # When
    answer = await _chat(database, user, message)

    # Then the conflict says "chicken"/"pollo" (not the catalogue's "whole chicken"/"pollo
    # entero"), in the flags and in the message
    assert answer["safetyFlags"]["dietaryConflict"] == conflict
    assert conflict in answer["message"]
