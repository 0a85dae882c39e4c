"""The provider-neutral values that cross the AI gateway: messages, tools, results, stream items.

Everything here is a frozen keyword-only dataclass: these values are built once by a provider and
read by the orchestrator, never mutated. Pydantic stays at the edges (settings, recipe schemas).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from collections.abc import Mapping
    from datetime import datetime

__all__ = [
    "ChatMessage",
    "ChatResult",
    "ChatUsageType",
    "MessageRole",
    "RealtimeSecret",
    "StreamEnd",
    "StreamItem",
    "TextDelta",
    "ToolCall",
    "ToolCallDelta",
    "ToolChoice",
    "ToolSpec",
    "Usage",
    "UsageType",
]

UsageType = Literal["text", "recipe_generation", "recipe_modification", "parsing", "embedding"]
"""What a model call is for; each maps to a model (and is metered) separately."""

ChatUsageType = Literal["text", "recipe_generation", "recipe_modification", "parsing"]
"""The usage types a chat completion may be made for (embeddings have their own call)."""

MessageRole = Literal["system", "user", "assistant", "tool"]
ToolChoice = Literal["auto", "none", "required"]


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolCall:
    """One function call the model asked for; `arguments` is the raw JSON text, unvalidated."""

    id: str
    name: str
    arguments: str


@dataclass(frozen=True, kw_only=True, slots=True)
class ChatMessage:
    """One turn of a conversation.

    Raises:
        ValueError: a tool message without `tool_call_id`, or tool calls on a non-assistant turn.
    """

    role: MessageRole
    content: str | None
    tool_calls: tuple[ToolCall, ...] = ()
    tool_call_id: str | None = None

    def __post_init__(self) -> None:
        # Providers reject these shapes with a 400 that is never worth a round trip.
        if self.role == "tool" and not self.tool_call_id:
            raise ValueError("a tool message needs the tool_call_id it answers")
        if self.tool_calls and self.role != "assistant":
            raise ValueError("only assistant messages carry tool calls")


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolSpec:
    """A function the model may call; `parameters` is its JSON schema, sent verbatim.

    With `strict=True` the schema must already be strict-compatible (every property required,
    optional ones nullable, `additionalProperties: false`).
    """

    name: str
    description: str
    parameters: Mapping[str, Any]
    strict: bool = True


@dataclass(frozen=True, kw_only=True, slots=True)
class Usage:
    """Tokens billed for one call (zero when nothing was billed, e.g. offline)."""

    input_tokens: int = 0
    output_tokens: int = 0


@dataclass(frozen=True, kw_only=True, slots=True)
class ChatResult:
    """A finished chat completion.

    `finish_reason` is the provider's ("stop", "tool_calls", "length", "content_filter") or
    "refusal" when a structured-output request was declined (then `content` is None).
    """

    content: str | None
    tool_calls: tuple[ToolCall, ...] = ()
    usage: Usage = field(default_factory=Usage)
    model: str
    provider: str
    finish_reason: str = "stop"


@dataclass(frozen=True, kw_only=True, slots=True)
class TextDelta:
    """A piece of assistant text, in order."""

    text: str


@dataclass(frozen=True, kw_only=True, slots=True)
class ToolCallDelta:
    """A fragment of tool call number `index`; `id` and `name` arrive on its first fragment."""

    index: int
    id: str | None
    name: str | None
    arguments_fragment: str


@dataclass(frozen=True, kw_only=True, slots=True)
class StreamEnd:
    """The last stream item: the whole result, tool calls joined from their fragments."""

    result: ChatResult


StreamItem = TextDelta | ToolCallDelta | StreamEnd


@dataclass(frozen=True, kw_only=True, slots=True)
class RealtimeSecret:
    """A short-lived client secret the app uses to open a realtime voice session."""

    value: str = field(repr=False)
    expires_at: datetime
    model: str
