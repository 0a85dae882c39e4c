"""The route's request body and the typed command each action becomes.

One flat body (what the app sends: `{action, toolName?, toolArgs?, sessionId?, usage?}`) is
validated by pydantic at the edge, unknown fields refused; `parse_command` then checks what
each action needs and returns one frozen command, so the rest of the function never sees an
optional field that its action requires.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from typing import Annotated, Any, Final, TypeAlias

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field
from pydantic.alias_generators import to_camel
from pydantic_core import PydanticCustomError

from shared.errors import RequestValidationError

__all__ = [
    "ACTIONS",
    "ClientUsage",
    "EndSession",
    "ExecuteTool",
    "StartSession",
    "VoiceCommand",
    "VoiceRequest",
    "parse_command",
]

ACTIONS: Final = ("start_session", "execute_tool", "end_session")
_CANONICAL_UUID: Final = re.compile(
    r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"
)


def _canonical_uuid(value: object) -> object:
    # uuid.UUID() also takes braces, urn: prefixes and bare hex; the ids we issue never look so.
    if not isinstance(value, str) or not _CANONICAL_UUID.match(value.lower()):
        raise PydanticCustomError("invalid_uuid", "not a canonical UUID")
    return uuid.UUID(value)


CanonicalUuid = Annotated[uuid.UUID, BeforeValidator(_canonical_uuid)]


class _Body(BaseModel):
    # camelCase only: the app's field names are the contract, snake_case is an unknown field.
    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=False, extra="forbid", frozen=True
    )


class ClientUsage(_Body):
    """What the app measured of a session. Advisory only (spec 3): stored clamped, never billed.

    Values are not bounded here on purpose: a wrong figure is clamped by the accounting, not
    refused, so a client bug never prevents a session from being closed.
    """

    seconds: float | None = Field(default=None, allow_inf_nan=False)
    input_tokens: int | None = None
    output_tokens: int | None = None


class VoiceRequest(_Body):
    """The body of `POST /irmixy-voice-orchestrator` (10 KB cap, enforced while reading)."""

    action: str = Field(max_length=40)
    tool_name: str | None = Field(default=None, max_length=64)
    # The Realtime API hands the app a function call's arguments as JSON text; the app may
    # relay that text or the parsed object. Both go through the executor's validation.
    tool_args: dict[str, Any] | str | None = None
    session_id: CanonicalUuid | None = None
    usage: ClientUsage | None = None


@dataclass(frozen=True, kw_only=True)
class StartSession:
    """Mint a Realtime secret and open a session row."""


@dataclass(frozen=True, kw_only=True)
class ExecuteTool:
    """Run one voice-allowed tool for the caller's active session."""

    session_id: uuid.UUID
    tool_name: str
    tool_args: dict[str, Any] | str


@dataclass(frozen=True, kw_only=True)
class EndSession:
    """Close the caller's session and charge its server-measured minutes."""

    session_id: uuid.UUID
    usage: ClientUsage | None


VoiceCommand: TypeAlias = StartSession | ExecuteTool | EndSession


def _refuse_extra(body: VoiceRequest, allowed: set[str]) -> None:
    present = {name for name in body.model_fields_set if getattr(body, name) is not None}
    extra = sorted(to_camel(name) for name in present - allowed - {"action"})
    if extra:
        raise RequestValidationError(
            f"Fields not used by this action: {', '.join(extra)}.", code="invalid_request"
        )


def _require_session(body: VoiceRequest) -> uuid.UUID:
    if body.session_id is None:
        raise RequestValidationError("sessionId is required.", code="missing_session_id")
    return body.session_id


def parse_command(body: VoiceRequest) -> VoiceCommand:
    """Turn a validated body into the command of its action.

    Args:
        body: The body, already validated by pydantic.

    Returns:
        The command.

    Raises:
        RequestValidationError: ``unknown_action``; ``missing_session_id`` or
            ``missing_tool_name`` when the action needs them; ``invalid_request`` when a field
            the action does not use is set (null counts as not set).
    """
    if body.action == "start_session":
        _refuse_extra(body, set())
        return StartSession()
    if body.action == "execute_tool":
        _refuse_extra(body, {"session_id", "tool_name", "tool_args"})
        session_id = _require_session(body)
        if not body.tool_name:
            raise RequestValidationError("toolName is required.", code="missing_tool_name")
        return ExecuteTool(
            session_id=session_id,
            tool_name=body.tool_name,
            tool_args=body.tool_args if body.tool_args is not None else {},
        )
    if body.action == "end_session":
        _refuse_extra(body, {"session_id", "usage"})
        return EndSession(session_id=_require_session(body), usage=body.usage)
    raise RequestValidationError(
        f"Unknown action. Use one of: {', '.join(ACTIONS)}.", code="unknown_action"
    )
