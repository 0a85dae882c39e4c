"""`build_gateway`: the gateway a deployment's settings call for.

Chat goes to OpenAI (with `OPENAI_API_KEY`) or the offline rules (`AI_PROVIDER`); embeddings go to
the chat provider unless `AI_EMBEDDING_PROVIDER` names another one (`offline`, `local`, `e5`,
`openai`), so chat can stay offline or on OpenAI while recipes and queries are embedded by a
local model.
Each provider's module is imported only when it is built: the offline path never imports the
OpenAI SDK, and nothing here imports torch.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from shared.ai.gateway import AiGateway

if TYPE_CHECKING:
    from openai import AsyncOpenAI

    from shared.ai.protocol import AiProvider, EmbeddingProvider
    from shared.ai.retry import Sleep
    from shared.ai.settings import AiSettings, EmbeddingProviderName
    from shared.ai.usage import UsageMeter

__all__ = ["build_gateway"]


def build_gateway(
    settings: AiSettings,
    *,
    openai_client: AsyncOpenAI | None = None,
    meter: UsageMeter | None = None,
    sleep: Sleep | None = None,
) -> AiGateway:
    """The gateway for a deployment: OpenAI when configured, the offline provider otherwise.

    Args:
        settings: the gateway settings (`AI_PROVIDER` decides; `auto` needs a key for OpenAI).
        openai_client: an SDK client to use instead of one built from the settings; it implies
            OpenAI unless `AI_PROVIDER` is explicitly "offline".
        meter: a shared usage meter (a new one by default).
        sleep: the wait between retries (tests pass a recorder; `asyncio.sleep` by default).

    Returns:
        A ready gateway.

    Raises:
        ConfigError: OpenAI is selected (for chat or embeddings) but `OPENAI_API_KEY` is
            missing, or `AI_EMBEDDING_PROVIDER=local` without the `local` extra installed.
    """
    use_openai = settings.ai_provider != "offline" and (
        openai_client is not None or settings.provider == "openai"
    )
    provider: AiProvider
    if use_openai:
        provider = _openai_provider(settings, openai_client=openai_client, sleep=sleep)
    else:
        from shared.ai.offline.provider import OfflineProvider

        provider = OfflineProvider()
    chat_name: EmbeddingProviderName = "openai" if use_openai else "offline"
    chosen: EmbeddingProviderName = (
        chat_name if settings.ai_embedding_provider == "default" else settings.ai_embedding_provider
    )
    embedder: EmbeddingProvider = provider
    if chosen != chat_name:
        embedder = _embedding_provider(chosen, settings, openai_client=openai_client, sleep=sleep)
    return AiGateway(provider=provider, settings=settings, meter=meter, embedding_provider=embedder)


def _openai_provider(
    settings: AiSettings, *, openai_client: AsyncOpenAI | None, sleep: Sleep | None
) -> AiProvider:
    # Imported here so the offline path never pays for importing the SDK at cold start.
    from shared.ai.openai_provider import OpenAIProvider, create_openai_client
    from shared.ai.retry import RetryPolicy

    client = openai_client if openai_client is not None else create_openai_client(settings)
    policy = RetryPolicy(max_retries=settings.max_retries)
    if sleep is not None:
        policy = replace(policy, sleep=sleep)
    return OpenAIProvider(client=client, retry_policy=policy)


def _embedding_provider(
    name: EmbeddingProviderName,
    settings: AiSettings,
    *,
    openai_client: AsyncOpenAI | None,
    sleep: Sleep | None,
) -> EmbeddingProvider:
    # Only what differs from the chat provider is built; torch is imported on first embed.
    if name == "local":
        from shared.ai.local.provider import LocalEmbeddingProvider

        return LocalEmbeddingProvider()
    if name == "e5":
        from shared.ai.local.e5 import E5EmbeddingProvider

        return E5EmbeddingProvider(threads=settings.embedding_threads)
    if name == "openai":
        return _openai_provider(settings, openai_client=openai_client, sleep=sleep)
    from shared.ai.offline.provider import OfflineProvider

    return OfflineProvider()
