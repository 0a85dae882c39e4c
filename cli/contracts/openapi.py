"""The OpenAPI 3.1 document of the HTTP routes, generated from the models of the code.

Request bodies are the models the routes validate with; responses are the models they answer
with (`shared.schemas`, `cli.contracts.bodies`); the chat's SSE frames carry `SseEvent`s. Error
statuses are the ones each route's code raises, all with the one error shape of
`shared.http.errors`. `irmixy schema` writes it to `contracts/openapi.json`.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

from pydantic import TypeAdapter

from cli.contracts.bodies import (
    BackfillReportBody,
    ChatAnswer,
    ChatErrorBody,
    ErrorBody,
    FeedbackAnswer,
    ForgetAnswer,
    PrivacyAnswer,
    VoiceErrorBody,
    VoiceSessionEnded,
    VoiceSessionStarted,
    VoiceToolAnswer,
)
from cli.paths import PROJECT_ROOT, import_functions
from shared.schemas import SseEvent

if TYPE_CHECKING:
    from pydantic.json_schema import JsonSchemaMode, JsonSchemaValue

__all__ = ["OPENAPI_VERSION", "build_openapi"]

OPENAPI_VERSION: Final = "3.1.0"
_REF: Final = "#/components/schemas/{model}"
_SECURITY: Final = "supabaseJwt"
# Typed as Any: a discriminated union is not a `type[T]` to every pydantic version.
_SSE_EVENT: Any = SseEvent


@dataclass(frozen=True)
class _Route:
    path: str
    operation_id: str
    summary: str
    description: str
    request: Any
    answers: list[Any]
    errors: dict[int, str]
    error_body: Any = ErrorBody
    #: Also answers a `text/event-stream` of `SseEvent` frames.
    streams: bool = False


_COMMON_ERRORS: Final = {
    400: "The body is not valid JSON or does not fit the request schema (`invalid_json`, "
    "`invalid_request`, ...).",
    401: "Missing, malformed, expired or forged bearer token, or a user with no account.",
    413: "The body is over the route's size cap (`payload_too_large`).",
    500: "Unexpected failure (`internal_error`); the details stay in the logs.",
}


def _routes() -> list[_Route]:
    import_functions()
    from backfill.app import ROUTE as BACKFILL_ROUTE
    from backfill.request import MAX_BODY_BYTES as BACKFILL_MAX_BYTES
    from backfill.request import BackfillRequest
    from chat.app import FEEDBACK_ROUTE, FORGET_ROUTE, PRIVACY_ROUTE
    from chat.app import MAX_BODY_BYTES as CHAT_MAX_BYTES
    from chat.app import ROUTE as CHAT_ROUTE
    from chat.feedback import MAX_FEEDBACK_BODY_BYTES, FeedbackRequest
    from chat.forget import MAX_FORGET_BODY_BYTES, ForgetRequest
    from chat.privacy import MAX_PRIVACY_BODY_BYTES, PrivacyRequest
    from chat.requests import ChatRequest
    from voice.app import MAX_BODY_BYTES as VOICE_MAX_BYTES
    from voice.app import ROUTE as VOICE_ROUTE
    from voice.requests import VoiceRequest

    return [
        _Route(
            path=CHAT_ROUTE,
            operation_id="chat",
            summary="One chat turn: an SSE stream (default) or one JSON answer.",
            description=(
                "With `stream: true` (the default) the answer is a `text/event-stream` of "
                "`data: <json>` frames, each an `SseEvent`: `session`, `status`*, `content`*, "
                "`recipe_partial`?, `stream_complete`, then `done` (or `error` when the turn "
                "fails after the stream started). Through the HTTP API the stream arrives in "
                "one piece; through the chat's streaming Function URL (same path) it arrives "
                "frame by frame. With `stream: false` the answer is one JSON object "
                "(`ChatAnswer`). A client generated from this document reads either as text: "
                "split the frames and parse each `data:` line as an `SseEvent`, or parse the "
                "`stream: false` text as a `ChatAnswer`. "
                f"Body cap: {CHAT_MAX_BYTES // 1024} KB."
            ),
            request=ChatRequest,
            answers=[ChatAnswer],
            streams=True,
            errors={
                **_COMMON_ERRORS,
                404: "`sessionId` names no conversation of the caller's (`session_not_found`).",
                429: "A per-user chat budget is used up (`chat_budget_exceeded`, with `limit`, "
                "`used`, `resetsAt`, `period`, `unit`); nothing was stored or spent.",
            },
            error_body=ChatErrorBody,
        ),
        _Route(
            path=FEEDBACK_ROUTE,
            operation_id="chatFeedback",
            summary="Thumbs up/down (and an optional reason) on one of the caller's answers.",
            description=(
                "One feedback per assistant message: sending it again, or changing the "
                "rating, replaces it; the answer is what is stored. "
                f"Body cap: {MAX_FEEDBACK_BODY_BYTES // 1024} KB."
            ),
            request=FeedbackRequest,
            answers=[FeedbackAnswer],
            errors={
                **_COMMON_ERRORS,
                404: "`messageId` names no assistant message of the caller's "
                "(`message_not_found`).",
            },
        ),
        _Route(
            path=FORGET_ROUTE,
            operation_id="forgetMe",
            summary="Delete the caller's conversations, feedback and ended voice sessions.",
            description=(
                "One transaction, as the caller (RLS): chat sessions with their messages, "
                "feedback and intent rows, ended voice sessions and, with "
                "`includeCustomRecipes`, saved custom recipes with their cooking sessions. Quota "
                "counters and an open voice "
                "session are kept. No field names a user: only the caller's rows can go. "
                f"Body cap: {MAX_FORGET_BODY_BYTES // 1024} KB."
            ),
            request=ForgetRequest,
            answers=[ForgetAnswer],
            errors=dict(_COMMON_ERRORS),
        ),
        _Route(
            path=PRIVACY_ROUTE,
            operation_id="privacySettings",
            summary="Read or change the caller's privacy toggles.",
            description=(
                "`personalizationEnabled` and `crossSessionMemory`, both on by default; a field "
                "left out keeps its value and `{}` only reads. Runs as the caller (RLS): only "
                "the caller's own profile can change. Allergens and diets are never turned off "
                "by a toggle. "
                f"Body cap: {MAX_PRIVACY_BODY_BYTES // 1024} KB."
            ),
            request=PrivacyRequest,
            answers=[PrivacyAnswer],
            errors=dict(_COMMON_ERRORS),
        ),
        _Route(
            path=VOICE_ROUTE,
            operation_id="voice",
            summary="Voice sessions: start one, run a tool in it, end it.",
            description=(
                "`action` selects the operation: `start_session` (no other field) answers "
                "`VoiceSessionStarted`; `execute_tool` (`sessionId`, `toolName`, `toolArgs`) "
                "answers `VoiceToolAnswer`; `end_session` (`sessionId`, `usage`?) answers "
                "`VoiceSessionEnded`. A field the action does not use is a 400. "
                f"Body cap: {VOICE_MAX_BYTES // 1024} KB."
            ),
            request=VoiceRequest,
            answers=[VoiceSessionStarted, VoiceToolAnswer, VoiceSessionEnded],
            errors={
                **_COMMON_ERRORS,
                404: "The session is not the caller's or does not exist (`session_not_found`).",
                409: "A session is already open (`voice_session_active`, with its id and the "
                "quota) or the session has ended (`session_not_active`).",
                429: "The month's voice minutes are used up (`quota_exceeded`, with the quota).",
                502: "The Realtime provider failed (`provider_error`); nothing was written.",
            },
            error_body=VoiceErrorBody,
        ),
        _Route(
            path=BACKFILL_ROUTE,
            operation_id="backfillEmbeddings",
            summary="Embed the published recipes whose embedding is missing or stale (admin).",
            description=(
                'Admins only (`app_metadata.role == "admin"`). Runs inline, or fans out one '
                "queue message per batch above the fan-out threshold (`fanOut` overrides), "
                f"and answers the report. Body cap: {BACKFILL_MAX_BYTES // 1024} KB."
            ),
            request=BackfillRequest,
            answers=[BackfillReportBody],
            errors={
                **_COMMON_ERRORS,
                403: "The caller is not an admin (`forbidden`); nothing was read or written.",
            },
        ),
    ]


def _schemas(routes: list[_Route]) -> tuple[dict[Any, JsonSchemaValue], dict[str, Any]]:
    """One JSON Schema per model (keyed by model and mode) and their shared definitions."""
    wanted: list[tuple[Any, JsonSchemaMode]] = [(_SSE_EVENT, "serialization")]
    for route in routes:
        wanted.append((route.request, "validation"))
        wanted += [(model, "serialization") for model in (*route.answers, route.error_body)]
    inputs = [(key, mode, TypeAdapter(key)) for key, mode in dict.fromkeys(wanted)]
    by_key, definitions = TypeAdapter.json_schemas(inputs, by_alias=True, ref_template=_REF)
    return dict(by_key), dict(definitions.get("$defs", {}))


def _ref(schema: JsonSchemaValue) -> JsonSchemaValue:
    return {"$ref": schema["$ref"]} if "$ref" in schema else schema


def _json(schema: JsonSchemaValue) -> dict[str, Any]:
    return {"application/json": {"schema": schema}}


def _operation(route: _Route, schemas: dict[Any, JsonSchemaValue]) -> dict[str, Any]:
    answers = [_ref(schemas[(model, "serialization")]) for model in route.answers]
    answer = answers[0] if len(answers) == 1 else {"oneOf": answers}
    content: dict[str, Any] = {}
    if route.streams:
        # First: the stream is the default answer, and client generators (which read one media
        # type per status) then read the body as text instead of failing to parse it as JSON.
        content["text/event-stream"] = {
            "schema": {
                "type": "string",
                "contentMediaType": "text/event-stream",
                "description": "`data: <json>\\n\\n` frames; each frame's JSON is an `SseEvent` "
                "(#/components/schemas/SseEvent), in the order the description gives.",
            },
            "x-sse-data": {"$ref": _REF.format(model="SseEvent")},
        }
    content.update(_json(answer))
    error = _json(_ref(schemas[(route.error_body, "serialization")]))
    responses: dict[str, Any] = {"200": {"description": "The answer.", "content": content}}
    for status, when in sorted(route.errors.items()):
        response: dict[str, Any] = {"description": when, "content": error}
        if status == 401:
            response["headers"] = {
                "WWW-Authenticate": {
                    "description": 'Always `Bearer realm="irmixy"`.',
                    "schema": {"type": "string"},
                }
            }
        responses[str(status)] = response
    return {
        "operationId": route.operation_id,
        "summary": route.summary,
        "description": route.description,
        "requestBody": {
            "required": True,
            "content": _json(_ref(schemas[(route.request, "validation")])),
        },
        "responses": responses,
    }


def _project_version() -> str:
    # The checkout's own version (installed metadata can lag behind pyproject.toml).
    pyproject = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project_version: str = pyproject["project"]["version"]
    return project_version


def build_openapi() -> dict[str, Any]:
    """The OpenAPI 3.1 document of the chat (turn and feedback), voice and backfill routes."""
    routes = _routes()
    schemas, definitions = _schemas(routes)
    # The event union has no model of its own to be named after: it is named here.
    definitions["SseEvent"] = schemas[(_SSE_EVENT, "serialization")]
    return {
        "openapi": OPENAPI_VERSION,
        "info": {
            "title": "Irmixy backend",
            "version": _project_version(),
            "description": (
                "The HTTP routes of Irmixy, the AI cooking assistant of the YummyYummix app. "
                "Every route is `POST` with a JSON body and a Supabase access token."
            ),
        },
        "servers": [
            {
                "url": "https://{apiId}.execute-api.{region}.amazonaws.com",
                "description": "The HTTP API (`ApiUrl` output of template.yaml).",
                "variables": {
                    "apiId": {"default": "api"},
                    "region": {"default": "us-east-1"},
                },
            }
        ],
        "security": [{_SECURITY: []}],
        "paths": {route.path: {"post": _operation(route, schemas)} for route in routes},
        "components": {
            "schemas": dict(sorted(definitions.items())),
            "securitySchemes": {
                _SECURITY: {
                    "type": "http",
                    "scheme": "bearer",
                    "bearerFormat": "JWT",
                    "description": "The caller's Supabase access token.",
                }
            },
        },
    }
