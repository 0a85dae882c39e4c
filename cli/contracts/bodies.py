"""The JSON bodies the routes assemble without a pydantic model, as models for the OpenAPI document.

The chat's events and responses, and every request body, are already pydantic models; the error
mapper, the chat's non-streamed answer and the voice answers are built as dicts (`to_wire()`),
and the backfill report is a dataclass. These models describe those dicts field for field; a test
validates real answers of each route against the generated document, so they cannot drift apart.
"""

from __future__ import annotations

import dataclasses
import uuid
from datetime import datetime
from typing import Any, Literal, get_type_hints

from pydantic import BaseModel, ConfigDict, Field, create_model
from pydantic.alias_generators import to_camel
from pydantic.json_schema import SkipJsonSchema

from shared.embeddings.report import BackfillReport
from shared.schemas import IrmixyResponse
from shared.schemas.response import Language

__all__ = [
    "BackfillReportBody",
    "ChatAnswer",
    "ChatErrorBody",
    "ErrorBody",
    "FeedbackAnswer",
    "ForgetAnswer",
    "PrivacyAnswer",
    "RealtimeTool",
    "VoiceErrorBody",
    "VoiceSessionEnded",
    "VoiceSessionStarted",
    "VoiceToolAnswer",
]

_WIRE = ConfigDict(alias_generator=to_camel, populate_by_name=True, extra="forbid")


def _no_default(schema: dict[str, Any]) -> None:
    schema.pop("default", None)


def _optional(description: str | None = None) -> Any:
    """An optional field: left out of the body when it has no value, never sent as null.

    Annotated `X | SkipJsonSchema[None]`, so the schema says `X` (not `X or null`) and the
    field is not required; generated clients read it as "maybe unset", never as null.
    """
    return Field(default=None, description=description, json_schema_extra=_no_default)


class _Body(BaseModel):
    model_config = _WIRE


class ErrorBody(_Body):
    """Every refusal (`shared.http.errors`): a stable machine code and a user-safe message."""

    error: str = Field(description="Stable machine code, e.g. `invalid_request`, `unauthorized`.")
    message: str = Field(description="User-safe explanation; never internals.")


class VoiceErrorBody(ErrorBody):
    """A voice refusal; quota refusals (409 `voice_session_active`, 429) add the quota figures."""

    active_session_id: uuid.UUID | SkipJsonSchema[None] = _optional(
        "The open session (409 `voice_session_active` only)."
    )
    remaining_minutes: float | SkipJsonSchema[None] = _optional(
        "Minutes left this month, rounded down (409 `voice_session_active`, 429)."
    )
    quota_limit: int | SkipJsonSchema[None] = _optional("The monthly quota in minutes.")
    resets_at: datetime | SkipJsonSchema[None] = _optional("When the quota resets (UTC).")


class ChatAnswer(_Body):
    """The chat's answer when the request says `stream: false`."""

    session_id: uuid.UUID
    response: IrmixyResponse


class ChatErrorBody(ErrorBody):
    """A chat refusal; 429 `chat_budget_exceeded` adds the budget that was reached."""

    limit: int | None = Field(default=None, description="The budget's limit (429 only).")
    used: int | None = Field(default=None, description="What the caller used of it.")
    resets_at: datetime | None = Field(default=None, description="When it resets (UTC).")
    period: Literal["day", "month"] | None = Field(
        default=None, description="The budget's period (UTC day or calendar month)."
    )
    unit: Literal["requests", "tokens"] | None = Field(
        default=None, description="What the budget counts: chat turns or model tokens."
    )


class FeedbackAnswer(_Body):
    """The feedback stored on an assistant message (`reason` left out when none)."""

    message_id: uuid.UUID
    rating: Literal["up", "down"]
    reason: str | None = Field(default=None, description="Left out when there is none.")


class ForgottenCounts(_Body):
    """Rows deleted, by kind."""

    chat_sessions: int
    chat_messages: int
    voice_sessions: int
    custom_recipes: int
    cooking_sessions: int = Field(
        description="Cooking sessions of the deleted custom recipes (none to resume is left)."
    )


class ForgetAnswer(_Body):
    """What forget-me deleted (all zero when there was nothing left to forget)."""

    deleted: ForgottenCounts


class PrivacyAnswer(_Body):
    """The caller's privacy toggles as stored (both on until the cook changes them)."""

    personalization_enabled: bool = Field(
        description="Off: answers and ranking use no profile (diets, skill, dislikes, cuisines, "
        "household, equipment). Allergens and diets still filter every search and check every "
        "recipe: a privacy toggle never turns a safety gate off."
    )
    cross_session_memory: bool = Field(
        description="Off: answers use nothing from earlier visits (no replay of saved recipes, "
        "no offer to resume a cooking session), in chat and voice."
    )


class _Quota(_Body):
    remaining_minutes: float = Field(description="Minutes left this month, rounded down.")
    quota_limit: int = Field(description="The monthly quota in minutes.")
    resets_at: datetime = Field(description="When the quota resets (UTC).")


class RealtimeTool(_Body):
    """A function tool in the Realtime session configuration's flat format."""

    type: Literal["function"]
    name: str
    description: str
    parameters: dict[str, Any] = Field(description="The tool's JSON Schema.")


class VoiceSessionStarted(_Quota):
    """`start_session`: the ephemeral Realtime secret and the session's configuration.

    `remainingMinutes` is what was left before this session began.
    """

    session_id: uuid.UUID
    client_secret: str
    expires_at: datetime
    model: str
    language: Language
    max_session_seconds: int | None
    tools: list[RealtimeTool]
    instructions: str


class VoiceToolAnswer(_Body):
    """`execute_tool`: what the assistant says, what the model gets back, what the app shows."""

    session_id: uuid.UUID
    tool_name: str
    ok: bool
    spoken: str
    model_output: str = Field(description="The function call output for the Realtime model.")
    response: IrmixyResponse
    error: str | SkipJsonSchema[None] = _optional("The failure's code when `ok` is false.")


class VoiceSessionEnded(_Quota):
    """`end_session`: the session's recorded figures and the quota afterwards."""

    session_id: uuid.UUID
    status: Literal["active", "completed", "expired"]
    already_ended: bool
    duration_seconds: float
    minutes_charged: float
    client_reported_seconds: float | SkipJsonSchema[None] = _optional(
        "The app's own figure (`usage.seconds`, clamped), when it sent one."
    )
    input_tokens: int
    output_tokens: int
    cost_usd: float


def _report_model() -> type[BaseModel]:
    # The report is a dataclass whose `to_wire()` camel-cases every field: the model follows it.
    hints = get_type_hints(BackfillReport)
    fields: dict[str, Any] = {
        f.name: (hints[f.name], ...) for f in dataclasses.fields(BackfillReport)
    }
    model: type[BaseModel] = create_model(
        "BackfillReport", __config__=_WIRE, __doc__=BackfillReport.__doc__, **fields
    )
    return model


BackfillReportBody = _report_model()
