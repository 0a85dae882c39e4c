"""Privacy through HTTP on the offline provider (seed 003 Part 7): the cook sets the toggles on
`/irmixy-privacy-settings`, and the chat and voice answers change accordingly, saying in
`memoryUsed` which personal data shaped each one. The safety gates never move: with
personalization off the cards are still peanut-free and vegetarian.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import pytest
from chat.app import PRIVACY_ROUTE

from tests.http_support import post_json
from tests.integration import test_voice_harness as voice
from tests.integration.test_chat_harness import (
    add_resumable,
    ask,
    bearer,
    chat_client,
    make_deps,
    save_user_recipe,
    sql,
)

if TYPE_CHECKING:
    import httpx

    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

MEMORY_OFF = {
    "en": "Memory across conversations is off",
    "es": "La memoria entre conversaciones está desactivada",
}


def add_cook(database_url: str, user: Principal, *, language: str = "en") -> None:
    """A peanut-allergic vegetarian who likes Mexican food and owns a Thermomix."""
    sql(
        database_url,
        "insert into user_profiles (user_id, language, dietary_restrictions, diet_types,"
        " cuisine_preferences, kitchen_equipment, skill_level) values"
        " (%s, %s, '{peanut}', '{vegetarian}', '{mexican}', '{Thermomix TM6}', 'beginner')",
        (user.user_id, language),
    )


async def set_privacy(
    http: httpx.AsyncClient, user: Principal, body: dict[str, Any]
) -> dict[str, Any]:
    answer = await post_json(http, PRIVACY_ROUTE, body, auth=bearer(user))
    assert answer.status_code == 200, answer.text
    settings: dict[str, Any] = answer.json()
    return settings


def vegetarian_ids(database_url: str, recipe_ids: list[str]) -> set[str]:
    rows = sql(
        database_url,
        "select rd.recipe_id::text from recipe_diets rd join diet_types d"
        " on d.id = rd.diet_type_id where d.slug = 'vegetarian' and rd.recipe_id = any(%s::uuid[])",
        (recipe_ids,),
    )
    return {row[0] for row in rows}


async def test_the_route_reads_changes_and_keeps_each_toggle(
    database: Database, seeded: object, make_user: UserFactory, database_url: str
) -> None:
    # Given a cook with no profile yet, who uses the app in Spanish
    user = make_user()
    async with chat_client(make_deps(database)) as http:
        # When she reads her settings, turns memory off, then personalization off
        read = await set_privacy(http, user, {})
        created = await post_json(
            http,
            PRIVACY_ROUTE,
            {"crossSessionMemory": False},
            auth=bearer(user),
            headers={"accept-language": "es-MX,es;q=0.9"},
        )
        both = await set_privacy(http, user, {"personalizationEnabled": False})
        refused = [
            await post_json(http, PRIVACY_ROUTE, body, auth=bearer(user))
            for body in ({"crossSessionMemory": "off"}, {"userId": str(uuid.uuid4())})
        ]
        anonymous = await post_json(http, PRIVACY_ROUTE, {}, auth=None)

    # Then both are on until changed, each change keeps the other toggle
    assert read == {"personalizationEnabled": True, "crossSessionMemory": True}
    assert created.json() == {"personalizationEnabled": True, "crossSessionMemory": False}
    assert both == {"personalizationEnabled": False, "crossSessionMemory": False}
    # And the profile it created speaks her language
    assert sql(
        database_url, "select language from user_profiles where user_id = %s", (user.user_id,)
    ) == [("es",)]
    # And a string for a boolean, a user id or no token are refused
    assert [r.status_code for r in refused] == [400, 400]
    assert anonymous.status_code == 401


async def test_personalization_off_keeps_the_gates_and_says_so_in_memory_used(
    database: Database, seeded: object, make_user: UserFactory, database_url: str
) -> None:
    # Given the peanut-allergic vegetarian with a Mexican preference
    user = make_user()
    add_cook(database_url, user)
    async with chat_client(make_deps(database)) as http:
        # When she searches with personalization on, then off
        before = await ask(http, user, "something healthy, fast and Mexican")
        await set_privacy(http, user, {"personalizationEnabled": False})
        after = await ask(http, user, "something healthy, fast and Mexican")

    # Then the first answer used her allergies, her diet and her profile
    assert before["memoryUsed"] == ["allergies", "diet", "profile"]
    # And the second only the safety gates, which still held: no peanut, only vegetarian cards
    assert after["memoryUsed"] == ["allergies", "diet"]
    cards = after["recipes"]
    assert cards
    assert all("peanut" not in card.get("allergens", []) for card in cards)
    ids = [card["recipeId"] for card in cards]
    assert vegetarian_ids(database_url, ids) == set(ids)


@pytest.mark.parametrize("language", ["en", "es"])
async def test_memory_off_means_no_replay_and_no_resume_in_chat(
    database: Database, seeded: object, make_user: UserFactory, database_url: str, language: str
) -> None:
    # Given a recipe saved last week and a risotto left half cooked
    user = make_user()
    add_cook(database_url, user, language=language)
    save_user_recipe(
        database_url, user.user_id, "Lemon Rice", datetime(2026, 3, 12, tzinfo=UTC), ["rice"]
    )
    add_resumable(database_url, user.user_id, "Risotto")
    asked = {"en": "that recipe from last week", "es": "esa receta de la semana pasada"}[language]
    async with chat_client(make_deps(database)) as http:
        # When she asks for it with memory on, then with memory off
        remembered = await ask(http, user, asked)
        await set_privacy(http, user, {"crossSessionMemory": False})
        forgotten = await ask(http, user, asked)

    # Then memory on finds it, offers the risotto, and says what it used
    assert remembered["retrieval"]["type"] == "single"
    assert "saved_recipes" in remembered["memoryUsed"]
    assert "cooking_session" in remembered["memoryUsed"]
    assert any(a["type"] == "resume_cooking" for a in remembered["actions"])
    # And memory off says why it will not look, in her language, with no resume offer
    assert MEMORY_OFF[language] in forgotten["message"]
    assert "retrieval" not in forgotten
    assert not any(a["type"] == "resume_cooking" for a in forgotten.get("actions", []))
    assert "saved_recipes" not in forgotten.get("memoryUsed", [])
    assert "cooking_session" not in forgotten.get("memoryUsed", [])


async def test_voice_reports_memory_used_and_refuses_replay_with_memory_off(
    database: Database, seeded: object, make_user: UserFactory, database_url: str
) -> None:
    # Given the cook in an active voice session, memory off
    user = make_user()
    add_cook(database_url, user)
    sql(
        database_url,
        "update user_profiles set cross_session_memory = false where user_id = %s",
        (user.user_id,),
    )
    session_id = voice.insert_session(
        database_url, user.user_id, started_at=voice.NOW - timedelta(minutes=1)
    )

    def call(name: str, args: dict[str, Any]) -> dict[str, Any]:
        return {"action": "execute_tool", "sessionId": str(session_id), "toolName": name,
                "toolArgs": args}  # fmt: skip

    async with voice.client_for(voice.make_deps(database)) as http:
        # When the Realtime model searches, then looks for a saved recipe
        searched = await voice.post_voice(http, user, call("search_recipes", {"query": "tacos"}))
        replay = await voice.post_voice(
            http, user, call("retrieve_custom_recipe", {"query": "", "timeframe": "last week"})
        )

    # Then the search says it used the allergies, the diet and the cuisine preference
    assert searched.json()["response"]["memoryUsed"] == ["allergies", "diet", "profile"]
    # And the replay is refused with the same copy as in chat
    body = replay.json()
    assert (body["ok"], body["error"]) == (False, "memory_off")
    assert MEMORY_OFF["en"] in body["spoken"]
    assert "memoryUsed" not in body["response"]
