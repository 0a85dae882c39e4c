"""The SSE events of the chat stream, in the order the app expects them.

`session` → `status`* → `content`* → `recipe_partial`? → `stream_complete` → `done`, or `error`
instead of `done`. Each is one `data: <json>\n\n` frame; the same bytes arrive progressively
under a streaming runtime and all at once through a buffered API Gateway response, and parse
the same either way.
"""

from __future__ import annotations

import json
from typing import Annotated, Literal

from pydantic import ConfigDict, Field

from shared.schemas.base import WireModel
from shared.schemas.recipe import GeneratedRecipe
from shared.schemas.response import IrmixyResponse, ResponseStatus

__all__ = [
    "ContentEvent",
    "DoneEvent",
    "ErrorEvent",
    "RecipePartialEvent",
    "SessionEvent",
    "SseEvent",
    "StatusEvent",
    "StreamCompleteEvent",
    "encode_sse",
]


class SessionEvent(WireModel):
    type: Literal["session"] = "session"
    session_id: str = Field(min_length=1, max_length=64)


class StatusEvent(WireModel):
    type: Literal["status"] = "status"
    status: ResponseStatus


class ContentEvent(WireModel):
    # A streamed chunk's leading and trailing spaces are part of the text ("I'm" + " in").
    model_config = ConfigDict(str_strip_whitespace=False)

    type: Literal["content"] = "content"
    content: str = Field(max_length=8000)


class RecipePartialEvent(WireModel):
    """Phase one of a generated recipe: valid and safe, not yet enriched."""

    type: Literal["recipe_partial"] = "recipe_partial"
    recipe: GeneratedRecipe


class StreamCompleteEvent(WireModel):
    type: Literal["stream_complete"] = "stream_complete"


class DoneEvent(WireModel):
    type: Literal["done"] = "done"
    response: IrmixyResponse


class ErrorEvent(WireModel):
    type: Literal["error"] = "error"
    # A stable code and a user-safe message; never internals.
    error: str = Field(min_length=1, max_length=60)
    message: str | None = Field(default=None, max_length=500)


SseEvent = Annotated[
    SessionEvent
    | StatusEvent
    | ContentEvent
    | RecipePartialEvent
    | StreamCompleteEvent
    | DoneEvent
    | ErrorEvent,
    Field(discriminator="type"),
]


def encode_sse(event: WireModel) -> bytes:
    """One SSE frame: `data: <compact json>` and a blank line."""
    payload = json.dumps(event.to_wire(), ensure_ascii=False, separators=(",", ":"))
    return f"data: {payload}\n\n".encode()
