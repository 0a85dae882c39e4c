"""`OpenAIProvider`: chat, streaming, embeddings and realtime secrets on the official SDK.

The SDK's retries are off (`max_retries=0`); `run_with_retries` retries 429, 5xx and connection
failures only. Every call has a deadline: the SDK's HTTP timeout plus an `asyncio.timeout` around
the call (or, for a stream, around each chunk), so a slow server cannot hold a Lambda past its
budget whatever transport is underneath.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

import httpx
from openai import AsyncOpenAI, AsyncStream, DefaultAsyncHttpxClient
from openai.types.chat import ChatCompletion

from shared.ai.draining_transport import DrainingTransport
from shared.ai.openai_errors import (
    MAPPED_ERRORS,
    is_retryable,
    retry_after_seconds,
    to_provider_error,
)
from shared.ai.openai_wire import chat_body, result_from_completion, stream_items
from shared.ai.protocol import EmbeddingResult
from shared.ai.retry import RetryPolicy, run_with_retries
from shared.ai.stream_assembly import StreamAssembler
from shared.ai.types import RealtimeSecret, StreamEnd, Usage
from shared.errors import ConfigError, ProviderError

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable

    from openai.types.realtime import client_secret_create_params

    from shared.ai.protocol import ChatRequest, EmbeddingRequest, RealtimeRequest
    from shared.ai.settings import AiSettings
    from shared.ai.types import ChatResult, StreamItem

__all__ = ["OpenAIProvider", "create_openai_client", "model_http_client"]

# The SDK's defaults (`openai.DefaultAsyncHttpxClient`), restated for the transport it wraps.
_CONNECTION_LIMITS = httpx.Limits(
    max_connections=1000, max_keepalive_connections=100, keepalive_expiry=5.0
)

T = TypeVar("T")


# The chat completions path: requests go through `AsyncOpenAI.post` with the body as the API
# reads it (`openai_wire.chat_body`), as `chat.completions.create` does after its transform.
_CHAT_PATH: Final = "/chat/completions"
_STREAM_OPTIONS: Final = {"stream": True, "stream_options": {"include_usage": True}}


def model_http_client(*, trust_env: bool = True) -> httpx.AsyncClient:
    """The SDK's default HTTP client, whose streamed calls hand their connection back.

    Args:
        trust_env: Read proxy settings from the environment (off for loopback benchmarks).

    Returns:
        An `httpx.AsyncClient` over a `DrainingTransport`.
    """
    transport = DrainingTransport(
        httpx.AsyncHTTPTransport(limits=_CONNECTION_LIMITS, trust_env=trust_env)
    )
    return DefaultAsyncHttpxClient(transport=transport, trust_env=trust_env)


def create_openai_client(
    settings: AiSettings, *, http_client: httpx.AsyncClient | None = None
) -> AsyncOpenAI:
    """The SDK client the provider uses: our key, base URL and timeout, SDK retries off.

    Args:
        settings: the gateway settings.
        http_client: a custom HTTP client (tests pass one over an in-process transport).

    Returns:
        A configured `AsyncOpenAI`.

    Raises:
        ConfigError: `OPENAI_API_KEY` is not set.
    """
    if settings.openai_api_key is None:
        raise ConfigError("OPENAI_API_KEY is required when AI_PROVIDER is openai.")
    return AsyncOpenAI(
        api_key=settings.openai_api_key.get_secret_value(),
        base_url=settings.openai_base_url,
        max_retries=0,
        timeout=settings.timeout_seconds,
        http_client=http_client if http_client is not None else model_http_client(),
    )


class OpenAIProvider:
    """The `AiProvider` for OpenAI and OpenAI-compatible servers."""

    def __init__(self, *, client: AsyncOpenAI, retry_policy: RetryPolicy | None = None) -> None:
        self._client = client
        self._retry = retry_policy or RetryPolicy()

    @property
    def name(self) -> str:
        """Always "openai" (compatible servers included)."""
        return "openai"

    async def chat(self, request: ChatRequest) -> ChatResult:
        """Complete a chat (see `AiProvider.chat`), retrying transient failures.

        Args:
            request: the routed request.

        Returns:
            The first choice's content and function tool calls, with usage.

        Raises:
            ProviderError: timeout, exhausted retries, a rejected request or an unusable answer.
        """
        route = request.route
        body = chat_body(request)

        async def attempt() -> ChatCompletion:
            async with asyncio.timeout(route.timeout_seconds):
                return await self._client.post(
                    _CHAT_PATH,
                    body=body,
                    cast_to=ChatCompletion,
                    options={"timeout": route.timeout_seconds},
                )

        completion = await self._call(attempt, operation="chat")
        return result_from_completion(completion, provider=self.name)

    async def chat_stream(self, request: ChatRequest) -> AsyncIterator[StreamItem]:
        """Stream a chat (see `AiProvider.chat_stream`).

        Only opening the stream is retried: once deltas were yielded, a retry would repeat them.
        The timeout applies to each chunk (an idle stream), not to the whole answer.

        Args:
            request: the routed request.

        Returns:
            Text and tool-call deltas, then one `StreamEnd` with the reassembled result.

        Raises:
            ProviderError: while iterating, as for `chat`.
        """
        route = request.route
        body = {**chat_body(request), **_STREAM_OPTIONS}

        async def attempt() -> AsyncStream[object]:
            # `object`: each chunk comes as its decoded JSON (`openai_wire.stream_items`).
            async with asyncio.timeout(route.timeout_seconds):
                return await self._client.post(
                    _CHAT_PATH,
                    body=body,
                    cast_to=object,
                    stream=True,
                    stream_cls=AsyncStream[object],
                    options={"timeout": route.timeout_seconds},
                )

        stream = await self._call(attempt, operation="chat stream")
        assembler = StreamAssembler()
        chunks = stream.__aiter__()
        try:
            while True:
                try:
                    async with asyncio.timeout(route.timeout_seconds):
                        chunk = await anext(chunks)
                except StopAsyncIteration:
                    break
                for item in stream_items(chunk, assembler):
                    yield item
        except MAPPED_ERRORS as exc:
            raise to_provider_error(exc, operation="chat stream") from exc
        finally:
            await stream.close()
        yield StreamEnd(result=assembler.result(model=route.model, provider=self.name))

    async def embed(self, request: EmbeddingRequest) -> EmbeddingResult:
        """Embed one batch with `dimensions` (see `AiProvider.embed`).

        Args:
            request: the texts and the embedding route.

        Returns:
            One vector per text, in input order.

        Raises:
            ProviderError: as for `chat`; `provider_bad_response` for missing or mis-sized
                vectors.
        """
        route = request.route

        async def attempt() -> Any:
            async with asyncio.timeout(route.timeout_seconds):
                return await self._client.embeddings.create(
                    model=route.model,
                    input=list(request.texts),
                    dimensions=route.dimensions,
                    encoding_format="float",
                    timeout=route.timeout_seconds,
                )

        response = await self._call(attempt, operation="embeddings")
        data = sorted(response.data, key=lambda item: item.index)
        if len(data) != len(request.texts) or any(
            len(item.embedding) != route.dimensions for item in data
        ):
            raise ProviderError(code="provider_bad_response")
        return EmbeddingResult(
            vectors=[list(item.embedding) for item in data],
            model=response.model or route.model,
            usage=Usage(input_tokens=response.usage.prompt_tokens if response.usage else 0),
        )

    async def create_realtime_client_secret(self, request: RealtimeRequest) -> RealtimeSecret:
        """Mint a realtime client secret through the SDK's client-secrets call.

        Args:
            request: the session configuration and the secret's lifetime.

        Returns:
            The secret, its expiry (UTC) and the session's model.

        Raises:
            ProviderError: as for `chat`.
        """
        session = cast("client_secret_create_params.Session", dict(request.session))

        async def attempt() -> Any:
            async with asyncio.timeout(request.timeout_seconds):
                return await self._client.realtime.client_secrets.create(
                    expires_after={
                        "anchor": "created_at",
                        "seconds": request.expires_after_seconds,
                    },
                    session=session,
                    timeout=request.timeout_seconds,
                )

        response = await self._call(attempt, operation="realtime client secret")
        if not response.value:
            raise ProviderError(code="provider_bad_response")
        model = getattr(response.session, "model", None)
        return RealtimeSecret(
            value=response.value,
            expires_at=datetime.fromtimestamp(response.expires_at, tz=UTC),
            model=model if isinstance(model, str) and model else request.model,
        )

    async def aclose(self) -> None:
        """Close the SDK client and its connection pool."""
        await self._client.close()

    async def _call(self, attempt: Callable[[], Awaitable[T]], *, operation: str) -> T:
        try:
            return await run_with_retries(
                attempt,
                policy=self._retry,
                is_retryable=is_retryable,
                retry_after=retry_after_seconds,
                description=f"openai {operation}",
            )
        except MAPPED_ERRORS as exc:
            raise to_provider_error(exc, operation=operation) from exc
