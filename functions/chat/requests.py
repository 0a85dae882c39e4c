"""The chat request body: validated strictly, the message cleaned before its bounds apply."""

from __future__ import annotations

import unicodedata
import uuid
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

__all__ = ["MAX_MESSAGE_CHARS", "ChatRequest", "strip_control"]

MAX_MESSAGE_CHARS: Final = 2000
_KEPT_CONTROLS: Final = frozenset("\n\t")


def strip_control(text: str) -> str:
    """`text` without control and format characters (newlines and tabs kept), trimmed.

    Args:
        text: The raw message.

    Returns:
        The cleaned text; the length bounds apply to this, not to the raw input.
    """
    # Control and bidi/format characters can hide instructions from a reviewer of the log.
    kept = (
        ch
        for ch in text
        if ch in _KEPT_CONTROLS or unicodedata.category(ch) not in ("Cc", "Cf", "Cs")
    )
    return "".join(kept).strip()


class ChatRequest(BaseModel):
    """`{message, sessionId?, mode = "text", stream = true}`; unknown fields are refused.

    Attributes:
        message: The user's words, 1-2000 characters after control characters are stripped.
        session_id: The conversation to continue; absent starts a new one.
        mode: ``voice`` asks for short, speakable answers.
        stream: SSE (true) or one JSON response (false).
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    message: str = Field(min_length=1, max_length=MAX_MESSAGE_CHARS)
    session_id: uuid.UUID | None = Field(default=None, alias="sessionId")
    mode: Literal["text", "voice"] = "text"
    stream: bool = Field(default=True, strict=True)

    @field_validator("message", mode="before")
    @classmethod
    def _clean_message(cls, value: object) -> object:
        return strip_control(value) if isinstance(value, str) else value
