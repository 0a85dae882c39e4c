"""Contract: voice and text share one tool registry and one executor, so they cannot drift.

Spec 5: the tool schemas voice sends to the Realtime API are the registry's voice schemas, and
the same tool call by the same user returns the same shaped payload (cards, custom recipe,
retrieval, safety flags, chips) through voice `execute_tool` as through the shared executor as
the text chat uses it.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import TYPE_CHECKING, Any

import pytest
from voice.realtime import realtime_tools

from shared.context import build_user_context
from shared.tools import ToolContext, ToolExecutor, build_registry, catalogue_normalizer
from shared.tools.asked_dish import with_asked_dish
from tests.integration.test_voice_harness import (
    NOW,
    add_profile,
    client_for,
    insert_session,
    make_deps,
    offline_gateway,
    post_voice,
    save_recipe,
)

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration


def _wire(value: Any) -> Any:
    if value is None:
        return None
    if isinstance(value, (list, tuple)):
        return [item.to_wire() for item in value]
    return value.to_wire()


async def text_payload(
    database: Database, user: Principal, tool: str, args: dict[str, Any]
) -> dict[str, Any]:
    """What the text chat gets for the call: the shared executor in text mode, then the chat's
    no-match chips that carry the dish asked (`chat.asked_dish`)."""
    context = await build_user_context(database, user, session_id=None)
    outcome = await ToolExecutor(build_registry()).execute(
        tool,
        args,
        ToolContext(
            principal=user,
            language=context.language,
            user_context=context,
            db=database,
            gateway=offline_gateway(),
            now=NOW,
            mode="text",
            normalize=catalogue_normalizer(database),
        ),
    )
    assert outcome.output is not None, outcome
    output = outcome.output
    if tool == "search_recipes":
        output = with_asked_dish(output, args, context.language, context)
    payload = {
        "recipes": _wire(output.recipes),
        "customRecipe": _wire(output.custom_recipe),
        "retrieval": _wire(output.retrieval),
        "safetyFlags": _wire(output.safety_flags),
        # No chips is no field (an empty card list is kept: "searched, found none").
        "suggestions": _wire(output.suggestions) or None,
    }
    return {key: value for key, value in payload.items() if value is not None}


def voice_payload(body: dict[str, Any]) -> dict[str, Any]:
    fields = ("recipes", "customRecipe", "retrieval", "safetyFlags", "suggestions")
    return {key: body["response"][key] for key in fields if key in body["response"]}


async def test_voice_schemas_are_the_registrys_voice_schemas(
    database: Database, make_user: UserFactory
) -> None:
    # Given the registry's voice tools in the chat completions shape
    registry = build_registry()
    expected = [
        {
            "type": "function",
            "name": spec["function"]["name"],
            "description": spec["function"]["description"],
            "parameters": spec["function"]["parameters"],
        }
        for spec in registry.openai_tool_specs(voice=True)
    ]

    # When a session starts
    async with client_for(make_deps(database)) as http:
        body = (await post_voice(http, make_user(), {"action": "start_session"})).json()

    # Then the session's tools are exactly those, and only the voice-allowed ones
    assert body["tools"] == expected == realtime_tools(registry)
    assert {tool["name"] for tool in body["tools"]} == {
        tool.name for tool in registry.voice_tools()
    }
    assert "modify_recipe" not in {tool["name"] for tool in body["tools"]}


@pytest.mark.parametrize(
    "call",
    [
        ("search_recipes", {"query": "chicken", "limit": 5}),
        ("search_recipes", {"query": "", "cuisine": "mexican", "maxTime": 45}),
        ("search_recipes", {"query": "zzzz unmatched words"}),
        ("retrieve_custom_recipe", {"query": "chicken"}),
        ("retrieve_custom_recipe", {"query": "chicken", "timeframe": "in January"}),
        ("generate_custom_recipe", {"ingredients": ["chicken", "rice", "peanuts"]}),
    ],
)
async def test_the_same_call_returns_the_same_payload_in_voice_and_text(
    database: Database,
    database_url: str,
    seeded: object,
    make_user: UserFactory,
    call: tuple[str, dict[str, Any]],
) -> None:
    # Given a user with a peanut allergy, two saved chicken recipes and an open voice session
    user = make_user()
    add_profile(database_url, user.user_id, language="en")
    save_recipe(database_url, user.user_id, "Chicken Stir-Fry", datetime(2026, 1, 14, tzinfo=UTC))
    save_recipe(database_url, user.user_id, "Chicken Soup", datetime(2026, 1, 12, tzinfo=UTC))
    session_id = insert_session(database_url, user.user_id, started_at=NOW - timedelta(minutes=1))

    tool, args = call

    # When the same call is made by voice and through the executor as text uses it
    async with client_for(make_deps(database)) as http:
        response = await post_voice(
            http,
            user,
            {
                "action": "execute_tool",
                "sessionId": str(session_id),
                "toolName": tool,
                "toolArgs": args,
            },
        )
    text = await text_payload(database, user, tool, args)

    # Then the structured payloads are identical
    assert response.status_code == 200, response.text
    assert response.json()["ok"] is True
    assert voice_payload(response.json()) == text
    assert text  # the comparison is never vacuous
