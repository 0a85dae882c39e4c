"""The voice route's body and commands: what each action needs, and nothing else."""

from __future__ import annotations

import uuid
from typing import Any

import pytest
from pydantic import ValidationError
from voice.requests import (
    ClientUsage,
    EndSession,
    ExecuteTool,
    StartSession,
    VoiceRequest,
    parse_command,
)

from shared.errors import RequestValidationError
from shared.http.language import accept_language_hint

SESSION = "3f1c2b9e-7d4a-4e8f-9b1a-2c3d4e5f6a7b"


def command(**body: Any) -> object:
    return parse_command(VoiceRequest.model_validate(body))


def test_each_action_becomes_its_command() -> None:
    # When / Then
    assert command(action="start_session") == StartSession()
    assert command(
        action="execute_tool", sessionId=SESSION, toolName="search_recipes", toolArgs='{"q": 1}'
    ) == ExecuteTool(
        session_id=uuid.UUID(SESSION), tool_name="search_recipes", tool_args='{"q": 1}'
    )
    assert command(
        action="end_session", sessionId=SESSION, usage={"seconds": 12.5, "inputTokens": 3}
    ) == EndSession(
        session_id=uuid.UUID(SESSION),
        usage=ClientUsage.model_validate({"seconds": 12.5, "inputTokens": 3}),
    )


def test_missing_tool_args_are_an_empty_object_for_the_executor_to_judge() -> None:
    # When
    parsed = command(action="execute_tool", sessionId=SESSION, toolName="search_recipes")

    # Then
    assert isinstance(parsed, ExecuteTool)
    assert parsed.tool_args == {}


def test_null_for_a_field_the_action_does_not_use_is_accepted() -> None:
    assert command(action="start_session", sessionId=None, toolArgs=None) == StartSession()


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"action": "stop_session"}, "unknown_action"),
        ({"action": "Start_Session"}, "unknown_action"),
        ({"action": "end_session"}, "missing_session_id"),
        ({"action": "execute_tool", "toolName": "search_recipes"}, "missing_session_id"),
        ({"action": "execute_tool", "sessionId": SESSION}, "missing_tool_name"),
        ({"action": "execute_tool", "sessionId": SESSION, "toolName": ""}, "missing_tool_name"),
        ({"action": "start_session", "toolName": "search_recipes"}, "invalid_request"),
        ({"action": "end_session", "sessionId": SESSION, "toolArgs": {}}, "invalid_request"),
        ({"action": "execute_tool", "sessionId": SESSION, "toolName": "x", "usage": {}},
         "invalid_request"),
    ],
)  # fmt: skip
def test_commands_refuse_what_their_action_cannot_use(body: dict[str, Any], code: str) -> None:
    with pytest.raises(RequestValidationError) as caught:
        command(**body)
    assert caught.value.code == code
    assert caught.value.status == 400


@pytest.mark.parametrize(
    "body",
    [
        {},
        {"action": None},
        {"action": "start_session", "user_id": "x"},
        {"action": "start_session", "userId": "x"},
        {"action": "end_session", "sessionId": "3F1C2B9E7D4A4E8F9B1A2C3D4E5F6A7B"},
        {"action": "end_session", "sessionId": "{" + SESSION + "}"},
        {"action": "end_session", "sessionId": "urn:uuid:" + SESSION},
        {"action": "end_session", "sessionId": SESSION + " "},
        {"action": "end_session", "session_id": SESSION},
        {"action": "end_session", "sessionId": SESSION, "usage": {"seconds": float("inf")}},
        {"action": "end_session", "sessionId": SESSION, "usage": {"tokens": 5}},
        {"action": "execute_tool", "sessionId": SESSION, "toolName": "t", "toolArgs": 7},
        {"action": "x" * 41},
    ],
)
def test_the_body_refuses_unknown_fields_and_non_canonical_ids(body: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        VoiceRequest.model_validate(body)


def test_an_uppercase_canonical_id_is_the_same_session() -> None:
    parsed = command(action="end_session", sessionId=SESSION.upper())
    assert isinstance(parsed, EndSession)
    assert parsed.session_id == uuid.UUID(SESSION)


@pytest.mark.parametrize(
    ("header", "language"),
    [
        (None, None),
        ("", None),
        ("es-MX,es;q=0.9,en;q=0.8", "es"),
        ("en-US,en;q=0.9", "en"),
        ("fr-FR, es;q=0.5", "es"),
        ("de-DE", None),
        ("ES", "es"),
    ],
)
def test_accept_language_hints_the_language(header: str | None, language: str | None) -> None:
    assert accept_language_hint(header) == language
