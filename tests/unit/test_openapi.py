"""contracts/openapi.json: a valid OpenAPI 3.1 document of exactly the deployed routes.

The drift check (the checked-in file equals what the code generates) is
`test_checked_in_contracts_match_the_code` in test_schemas.py, over every file of contracts/.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from openapi_spec_validator import validate
from openapi_spec_validator.validation.exceptions import OpenAPIValidationError

from cli.contracts.command import DEFAULT_DIR, OPENAPI_FILE
from cli.serve.local_api import FUNCTION_ROUTES
from tests.unit.test_template import functions

CHAT = "/irmixy-chat-orchestrator"
FEEDBACK = "/irmixy-chat-feedback"
FORGET = "/irmixy-forget-me"
PRIVACY = "/irmixy-privacy-settings"
VOICE = "/irmixy-voice-orchestrator"
BACKFILL = "/backfill-embeddings"


def document() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((DEFAULT_DIR / OPENAPI_FILE).read_text(encoding="utf-8"))
    return loaded


def schema_validator(schema: dict[str, Any]) -> Draft202012Validator:
    """A validator for a schema of the document, its `#/components/...` refs resolvable."""
    return Draft202012Validator({**schema, "components": document()["components"]})


def request_schema(path: str) -> dict[str, Any]:
    schema: dict[str, Any] = document()["paths"][path]["post"]["requestBody"]["content"][
        "application/json"
    ]["schema"]
    return schema


def test_the_document_is_valid_openapi_3_1() -> None:
    validate(document())

    assert document()["openapi"].startswith("3.1.")


def test_the_validator_refuses_a_broken_document() -> None:
    # The check above would pass vacuously if the validator accepted anything.
    broken = {**document(), "paths": {CHAT: {"post": {"responses": {"200": {}}}}}}

    with pytest.raises(OpenAPIValidationError):
        validate(broken)


def test_the_paths_are_the_templates_http_routes() -> None:
    template_routes = {
        event["Properties"]["Path"]
        for properties in functions().values()
        for event in properties.get("Events", {}).values()
        if event["Type"] == "HttpApi"
    }

    assert set(document()["paths"]) == template_routes == set(FUNCTION_ROUTES)
    assert all(set(item) == {"post"} for item in document()["paths"].values())


def test_every_route_requires_the_bearer_token() -> None:
    schemes = document()["components"]["securitySchemes"]

    assert document()["security"] == [{"supabaseJwt": []}]
    assert schemes["supabaseJwt"] == {
        "type": "http",
        "scheme": "bearer",
        "bearerFormat": "JWT",
        "description": "The caller's Supabase access token.",
    }


@pytest.mark.parametrize(
    ("path", "statuses"),
    [
        # The statuses each route's module documents and raises.
        (CHAT, {200, 400, 401, 404, 413, 429, 500}),
        (FEEDBACK, {200, 400, 401, 404, 413, 500}),
        (FORGET, {200, 400, 401, 413, 500}),
        (PRIVACY, {200, 400, 401, 413, 500}),
        (VOICE, {200, 400, 401, 404, 409, 413, 429, 500, 502}),
        (BACKFILL, {200, 400, 401, 403, 413, 500}),
    ],
)
def test_each_route_lists_the_statuses_its_code_returns(path: str, statuses: set[int]) -> None:
    responses = document()["paths"][path]["post"]["responses"]

    assert {int(status) for status in responses} == statuses
    assert "WWW-Authenticate" in responses["401"]["headers"]


@pytest.mark.parametrize("path", [CHAT, FEEDBACK, FORGET, PRIVACY, VOICE, BACKFILL])
def test_every_error_status_answers_the_one_error_shape(path: str) -> None:
    responses = document()["paths"][path]["post"]["responses"]
    error = {"error": "unauthorized", "message": "Authentication required."}

    for status, response in responses.items():
        if status == "200":
            continue
        validator = schema_validator(response["content"]["application/json"]["schema"])
        assert validator.is_valid(error), status
        assert not validator.is_valid({"message": "no code"}), status


def test_the_chat_streams_sse_events_of_the_event_schema() -> None:
    content = document()["paths"][CHAT]["post"]["responses"]["200"]["content"]
    events = schema_validator(content["text/event-stream"]["x-sse-data"])

    assert set(content) == {"application/json", "text/event-stream"}
    assert events.is_valid({"type": "session", "sessionId": "8c1f0f5e"})
    assert events.is_valid({"type": "content", "content": " tacos"})
    assert not events.is_valid({"type": "shout", "content": "tacos"})


@pytest.mark.parametrize(
    ("path", "accepted", "refused"),
    [
        (CHAT, {"message": "tacos", "stream": False}, {"message": "tacos", "extra": 1}),
        (CHAT, {"message": "tacos", "mode": "voice"}, {"message": ""}),
        (VOICE, {"action": "start_session"}, {"action": "start_session", "tool_name": "x"}),
        (BACKFILL, {"batchSize": 50, "dryRun": True}, {"batchSize": 500}),
        (BACKFILL, {}, {"batch_size": 50}),
    ],
)
def test_request_schemas_accept_the_contract_and_refuse_the_rest(
    path: str, accepted: dict[str, Any], refused: dict[str, Any]
) -> None:
    validator = schema_validator(request_schema(path))

    assert validator.is_valid(accepted)
    assert not validator.is_valid(refused)
