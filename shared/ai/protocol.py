"""The interface every model provider implements, and the requests the gateway hands it.

The gateway resolves routing, validates inputs, batches and meters; a provider only turns one
request into one result (or raises `ProviderError`). That keeps the OpenAI and offline providers
interchangeable, which is what lets the orchestrator degrade from one to the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Protocol

from shared.ai.types import Usage

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Mapping

    from pydantic import BaseModel

    from shared.ai.routing import EmbeddingRoute, ModelRoute
    from shared.ai.types import (
        ChatMessage,
        ChatResult,
        RealtimeSecret,
        StreamItem,
        ToolChoice,
        ToolSpec,
    )

__all__ = [
    "AiProvider",
    "ChatRequest",
    "EmbeddingProvider",
    "EmbeddingRequest",
    "EmbeddingResult",
    "InputType",
    "RealtimeRequest",
]


@dataclass(frozen=True, kw_only=True, slots=True)
class ChatRequest:
    """One chat completion, already routed to a model."""

    route: ModelRoute
    messages: tuple[ChatMessage, ...]
    tools: tuple[ToolSpec, ...] = ()
    tool_choice: ToolChoice = "auto"
    response_format: type[BaseModel] | None = None
    max_tokens: int | None = None


# What the texts are: asymmetric models (E5) embed a search query and the documents it searches
# differently; symmetric ones (OpenAI, MiniLM, the offline hash) ignore it.
InputType = Literal["query", "passage"]


@dataclass(frozen=True, kw_only=True, slots=True)
class EmbeddingRequest:
    """One batch of texts to embed (the gateway keeps batches within the provider's limit)."""

    route: EmbeddingRoute
    texts: tuple[str, ...]
    input_type: InputType = "passage"


@dataclass(frozen=True, kw_only=True, slots=True)
class EmbeddingResult:
    """One vector per input text, in input order."""

    vectors: list[list[float]]
    model: str
    usage: Usage = field(default_factory=Usage)


@dataclass(frozen=True, kw_only=True, slots=True)
class RealtimeRequest:
    """A realtime client secret to mint for `session` (which already names its model)."""

    model: str
    session: Mapping[str, Any]
    expires_after_seconds: int
    timeout_seconds: float


class AiProvider(Protocol):
    """A model provider: OpenAI (or compatible) over the network, or the offline rules."""

    @property
    def name(self) -> str:
        """The provider name reported in results and traces."""
        ...

    async def chat(self, request: ChatRequest) -> ChatResult:
        """Complete a chat.

        Args:
            request: the routed request.

        Returns:
            The full result.

        Raises:
            ProviderError: the provider failed, timed out or answered something unusable.
        """
        ...

    def chat_stream(self, request: ChatRequest) -> AsyncIterator[StreamItem]:
        """Complete a chat as a stream of deltas ending with exactly one `StreamEnd`.

        Args:
            request: the routed request.

        Returns:
            An async iterator of stream items.

        Raises:
            ProviderError: while iterating, as for `chat`.
        """
        ...

    async def embed(self, request: EmbeddingRequest) -> EmbeddingResult:
        """Embed one batch of texts.

        Args:
            request: the texts and the embedding route.

        Returns:
            One vector per text, in order.

        Raises:
            ProviderError: as for `chat`.
        """
        ...

    async def create_realtime_client_secret(self, request: RealtimeRequest) -> RealtimeSecret:
        """Mint a short-lived client secret for a realtime voice session.

        Args:
            request: the session configuration and expiry.

        Returns:
            The secret, its expiry and model.

        Raises:
            ProviderError: as for `chat`.
        """
        ...

    async def aclose(self) -> None:
        """Release network resources (a no-op for providers without any)."""
        ...


class EmbeddingProvider(Protocol):
    """What the gateway needs for embeddings alone; every `AiProvider` is one.

    A provider that only embeds (the local sentence-transformers model) implements just this,
    so embeddings can come from another provider than chat.
    """

    @property
    def name(self) -> str:
        """The provider name ("openai", "offline", "local")."""
        ...

    async def embed(self, request: EmbeddingRequest) -> EmbeddingResult:
        """Embed one batch of texts (see `AiProvider.embed`).

        Args:
            request: the texts and the embedding route.

        Returns:
            One vector per text, in order.

        Raises:
            ProviderError: the provider failed.
        """
        ...

    async def aclose(self) -> None:
        """Release resources (a no-op for providers without any)."""
        ...
