"""`AiGateway`: the only way anything in the backend calls a model.

The gateway routes each call to the model of its usage type, validates what callers pass, keeps
embedding batches within the provider's limit, and meters every call (tokens, calls, errors) in a
`UsageMeter`. Which provider answers (OpenAI or offline) is decided once, by `build_gateway`
(`shared.ai.factory`); embeddings may come from another provider (`AI_EMBEDDING_PROVIDER`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from shared.ai.observe import observe_model_call, started_now
from shared.ai.protocol import ChatRequest, EmbeddingRequest, RealtimeRequest
from shared.ai.redaction import redact_messages
from shared.ai.routing import chat_route, embedding_route
from shared.ai.types import StreamEnd
from shared.ai.usage import UsageMeter
from shared.errors import ProviderError

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Mapping, Sequence

    from pydantic import BaseModel

    from shared.ai.protocol import AiProvider, EmbeddingProvider, InputType
    from shared.ai.settings import AiSettings
    from shared.ai.types import (
        ChatMessage,
        ChatResult,
        ChatUsageType,
        RealtimeSecret,
        StreamItem,
        ToolChoice,
        ToolSpec,
    )

__all__ = ["EMBEDDING_BATCH_SIZE", "AiGateway"]

EMBEDDING_BATCH_SIZE = 100
# Embedding providers whose model runs in this process, loaded on first use.
_IN_PROCESS_EMBEDDINGS = frozenset({"e5", "local"})
# OpenAI allows 10-7200 s for a client secret; the voice flow needs seconds, not hours.
_SECRET_MIN_SECONDS = 10
_SECRET_MAX_SECONDS = 7200


class AiGateway:
    """Chat, streamed chat, embeddings and realtime secrets over one provider."""

    def __init__(
        self,
        *,
        provider: AiProvider,
        settings: AiSettings,
        meter: UsageMeter | None = None,
        embedding_provider: EmbeddingProvider | None = None,
    ) -> None:
        self._provider = provider
        # Embeddings only; the chat provider unless another one was chosen for them.
        self._embedding_provider: EmbeddingProvider = (
            embedding_provider if embedding_provider is not None else provider
        )
        self._settings = settings
        self._meter = meter if meter is not None else UsageMeter()

    @property
    def provider_name(self) -> str:
        """The provider answering calls: "openai" or "offline"."""
        return self._provider.name

    @property
    def embedding_model(self) -> str:
        """The identity of the vectors `embed` returns, as stored with each recipe embedding.

        Vectors from different models are not comparable, so search only compares a query with
        recipe embeddings of the same identity, and a backfill with a new identity re-embeds.
        """
        route = embedding_route(self._settings)
        name = self._embedding_provider.name
        if name == "offline":
            return f"offline-hash-{route.dimensions}"
        if name == "local":
            from shared.ai.local.model import LOCAL_MODEL_NAME

            return f"local-{LOCAL_MODEL_NAME}-{route.dimensions}"
        if name == "e5":
            from shared.ai.local.e5 import E5_MODEL_NAME

            return f"e5-{E5_MODEL_NAME}-{route.dimensions}"
        return route.model

    @property
    def embedding_provider_name(self) -> str:
        """The provider answering `embed`: "openai", "offline", "local" or "e5"."""
        return self._embedding_provider.name

    @property
    def meter(self) -> UsageMeter:
        """Call, error and token counts per usage type, for metrics."""
        return self._meter

    async def warm_embeddings(self) -> bool:
        """Load an in-process embedding model now, while the function is being built.

        Loading e5 and its first encode take 0.5-3 s, by load; inside a cold container's first
        search that time counts against the query embedding's budget, and the cook's first
        search would be answered by words alone. A provider over the network has nothing to
        load and is not called (a call costs money). Not metered: no caller asked for it.

        Returns:
            True when a model was loaded; False for a network provider or when the model
            failed (the first search then reports the failure the usual way).
        """
        if self._embedding_provider.name not in _IN_PROCESS_EMBEDDINGS:
            return False
        request = EmbeddingRequest(
            route=embedding_route(self._settings), texts=("warm-up",), input_type="query"
        )
        try:
            await self._embedding_provider.embed(request)
        except ProviderError:
            return False
        return True

    async def chat(
        self,
        *,
        usage_type: ChatUsageType,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec] | None = None,
        tool_choice: ToolChoice = "auto",
        response_format: type[BaseModel] | None = None,
        max_tokens: int | None = None,
    ) -> ChatResult:
        """Complete a chat with the model routed for `usage_type`.

        Args:
            usage_type: what the call is for (selects model, reasoning effort and meter row).
            messages: the conversation, oldest first.
            tools: functions the model may call.
            tool_choice: "auto", "none" or "required" (needs tools).
            response_format: a pydantic model for strict JSON-schema output; the JSON text is
                returned in `content` and the caller validates it.
            max_tokens: a cap on output tokens.

        Returns:
            The result, with usage.

        Raises:
            ValueError: no messages, "required" without tools, duplicate tool names, or a
                non-positive `max_tokens`.
            ProviderError: the provider failed (code says how).
        """
        request = self._chat_request(
            usage_type=usage_type,
            messages=messages,
            tools=tools,
            tool_choice=tool_choice,
            response_format=response_format,
            max_tokens=max_tokens,
        )
        model, started = request.route.model, started_now()
        try:
            result = await self._provider.chat(request)
        except ProviderError:
            self._meter.record(usage_type, error=True)
            observe_model_call(
                embedding=False, started=started, model=model, usage=None, failed=True
            )
            raise
        self._meter.record(usage_type, usage=result.usage)
        observe_model_call(embedding=False, started=started, model=model, usage=result.usage)
        return result

    async def chat_stream(
        self,
        *,
        usage_type: ChatUsageType,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec] | None = None,
        tool_choice: ToolChoice = "auto",
        response_format: type[BaseModel] | None = None,
        max_tokens: int | None = None,
    ) -> AsyncIterator[StreamItem]:
        """Stream a chat: `TextDelta`s and `ToolCallDelta`s, then one `StreamEnd`.

        Args:
            usage_type: as for `chat`.
            messages: as for `chat`.
            tools: as for `chat`.
            tool_choice: as for `chat`.
            response_format: as for `chat`.
            max_tokens: as for `chat`.

        Returns:
            An async iterator; `StreamEnd.result` holds the joined text and tool calls.

        Raises:
            ValueError: as for `chat` (on the first iteration).
            ProviderError: while iterating, when the provider fails.
        """
        request = self._chat_request(
            usage_type=usage_type,
            messages=messages,
            tools=tools,
            tool_choice=tool_choice,
            response_format=response_format,
            max_tokens=max_tokens,
        )
        recorded = False
        model, started = request.route.model, started_now()
        try:
            async for item in self._provider.chat_stream(request):
                if isinstance(item, StreamEnd):
                    recorded = True
                    self._meter.record(usage_type, usage=item.result.usage)
                    observe_model_call(
                        embedding=False, started=started, model=model, usage=item.result.usage
                    )
                yield item
        except ProviderError:
            recorded = True
            self._meter.record(usage_type, error=True)
            observe_model_call(
                embedding=False, started=started, model=model, usage=None, failed=True
            )
            raise
        finally:
            if not recorded:
                # Abandoned by the caller (e.g. the client disconnected): still one call.
                self._meter.record(usage_type)
                observe_model_call(embedding=False, started=started, model=model, usage=None)

    async def embed(
        self, texts: Sequence[str], *, input_type: InputType = "passage"
    ) -> list[list[float]]:
        """Embed texts with the embedding model, in batches of at most 100.

        Args:
            texts: the texts, any number (none gives an empty list without a call).
            input_type: "query" for a search query, "passage" (default) for searched text.

        Returns:
            One vector of the configured dimensions per text, in order.

        Raises:
            ProviderError: a batch failed (earlier batches are discarded).
        """
        route = embedding_route(self._settings)
        vectors: list[list[float]] = []
        for start in range(0, len(texts), EMBEDDING_BATCH_SIZE):
            batch = tuple(texts[start : start + EMBEDDING_BATCH_SIZE])
            started = started_now()
            try:
                result = await self._embedding_provider.embed(
                    EmbeddingRequest(route=route, texts=batch, input_type=input_type)
                )
            except ProviderError:
                self._meter.record("embedding", error=True)
                observe_model_call(
                    embedding=True, started=started, model=route.model, usage=None, failed=True
                )
                raise
            self._meter.record("embedding", usage=result.usage)
            observe_model_call(
                embedding=True, started=started, model=route.model, usage=result.usage
            )
            vectors.extend(result.vectors)
        return vectors

    async def create_realtime_client_secret(
        self, *, session: Mapping[str, Any], expires_after_seconds: int = 60
    ) -> RealtimeSecret:
        """Mint a short-lived client secret for a realtime voice session.

        Args:
            session: the session configuration (instructions, voice, tools, ...); `type`
                defaults to "realtime" and `model` to `AI_REALTIME_MODEL`.
            expires_after_seconds: the secret's lifetime, 10 to 7200 seconds.

        Returns:
            The secret, its expiry and model.

        Raises:
            ValueError: the lifetime is out of range.
            ProviderError: the provider failed.
        """
        if not _SECRET_MIN_SECONDS <= expires_after_seconds <= _SECRET_MAX_SECONDS:
            raise ValueError("expires_after_seconds must be between 10 and 7200")
        full_session = {"type": "realtime", "model": self._settings.realtime_model, **session}
        request = RealtimeRequest(
            model=str(full_session["model"]),
            session=full_session,
            expires_after_seconds=expires_after_seconds,
            timeout_seconds=self._settings.timeout_seconds,
        )
        try:
            secret = await self._provider.create_realtime_client_secret(request)
        except ProviderError:
            self._meter.record("realtime", error=True)
            raise
        self._meter.record("realtime")
        return secret

    async def aclose(self) -> None:
        """Release the providers' network resources."""
        await self._provider.aclose()
        if self._embedding_provider is not self._provider:
            await self._embedding_provider.aclose()

    def _chat_request(
        self,
        *,
        usage_type: ChatUsageType,
        messages: Sequence[ChatMessage],
        tools: Sequence[ToolSpec] | None,
        tool_choice: ToolChoice,
        response_format: type[BaseModel] | None,
        max_tokens: int | None,
    ) -> ChatRequest:
        if not messages:
            raise ValueError("a chat needs at least one message")
        offered = tuple(tools or ())
        if tool_choice == "required" and not offered:
            raise ValueError('tool_choice "required" needs tools')
        if len({tool.name for tool in offered}) != len(offered):
            raise ValueError("tool names must be unique")
        if max_tokens is not None and max_tokens < 1:
            raise ValueError("max_tokens must be positive")
        return ChatRequest(
            route=chat_route(self._settings, usage_type),
            # PII never reaches a provider: every chat call, whatever its caller, passes here.
            messages=redact_messages(messages),
            tools=offered,
            tool_choice=tool_choice,
            response_format=response_format,
            max_tokens=max_tokens,
        )
