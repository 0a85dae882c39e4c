"""Where the AI gateway takes its configuration from: environment variables.

Every model is routed by usage type and can be overridden per deployment; the defaults are the
ones the product spec was tuned with.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["AiSettings", "EmbeddingProviderName", "ProviderName", "ReasoningEffort"]

ProviderName = Literal["openai", "offline"]
# Embeddings have one more choice than chat: a small model run in-process (the `local` extra).
EmbeddingProviderName = Literal["openai", "offline", "local", "e5"]
ReasoningEffort = Literal["minimal", "low", "medium", "high"]


class AiSettings(BaseSettings):
    """Provider choice, credentials, model routing, timeouts and retries.

    ``AI_PROVIDER=auto`` (the default) uses OpenAI when ``OPENAI_API_KEY`` is set and the
    offline provider otherwise, so a fresh checkout works without any account.
    """

    model_config = SettingsConfigDict(extra="ignore", frozen=True, populate_by_name=True)

    ai_provider: Literal["auto", "openai", "offline"] = Field(
        default="auto", validation_alias="AI_PROVIDER"
    )
    openai_api_key: SecretStr | None = Field(default=None, validation_alias="OPENAI_API_KEY")
    # Any OpenAI-compatible server (a proxy, a gateway, a local model server, the fake).
    openai_base_url: str | None = Field(default=None, validation_alias="OPENAI_BASE_URL")

    text_model: str = Field(default="gpt-4.1-mini", validation_alias="AI_TEXT_MODEL")
    recipe_generation_model: str = Field(
        default="gpt-5-mini", validation_alias="AI_RECIPE_GENERATION_MODEL"
    )
    recipe_generation_reasoning_effort: ReasoningEffort | None = Field(
        default="low", validation_alias="AI_RECIPE_GENERATION_REASONING_EFFORT"
    )
    recipe_modification_model: str = Field(
        default="gpt-4.1-mini", validation_alias="AI_RECIPE_MODIFICATION_MODEL"
    )
    parsing_model: str = Field(default="gpt-4.1-nano", validation_alias="AI_PARSING_MODEL")
    embedding_model: str = Field(
        default="text-embedding-3-large", validation_alias="AI_EMBEDDING_MODEL"
    )
    # Must match the `halfvec(3072)` column of `recipe_embeddings`.
    embedding_dimensions: int = Field(
        default=3072, ge=1, le=3072, validation_alias="AI_EMBEDDING_DIMENSIONS"
    )
    # Embeddings may come from another provider than chat (e.g. chat offline, embeddings from
    # the local model); "default" follows the chat provider.
    ai_embedding_provider: Literal["default", "openai", "offline", "local", "e5"] = Field(
        default="default", validation_alias="AI_EMBEDDING_PROVIDER"
    )
    realtime_model: str = Field(default="gpt-realtime", validation_alias="AI_REALTIME_MODEL")

    timeout_seconds: float = Field(
        default=30.0, gt=0, le=300, validation_alias="AI_TIMEOUT_SECONDS"
    )
    embedding_timeout_seconds: float = Field(
        default=10.0, gt=0, le=300, validation_alias="AI_EMBEDDING_TIMEOUT_SECONDS"
    )
    max_retries: int = Field(default=2, ge=0, le=5, validation_alias="AI_MAX_RETRIES")
    # Threads an in-process model (e5) encodes with. One: a query is a few milliseconds of
    # work, a Lambda has one vCPU or less, and OpenMP threads that spin-wait for a share of a
    # busy CPU made each query 5x slower under load (41-54 ms against 249 ms). Raise it for a
    # backfill on a machine of its own.
    embedding_threads: int = Field(default=1, ge=1, le=64, validation_alias="AI_EMBEDDING_THREADS")

    @field_validator(
        "openai_api_key",
        "openai_base_url",
        "recipe_generation_reasoning_effort",
        mode="before",
    )
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        # Deploy templates render an unset parameter as "", which must not count as set.
        if isinstance(value, str) and not value.strip():
            return None
        return value

    @property
    def provider(self) -> ProviderName:
        """The provider `AI_PROVIDER` resolves to.

        Returns:
            "openai" when chosen explicitly or when `auto` finds an API key, else "offline".
        """
        if self.ai_provider == "auto":
            return "openai" if self.openai_api_key is not None else "offline"
        return self.ai_provider

    @property
    def embedding_provider(self) -> EmbeddingProviderName:
        """The provider `AI_EMBEDDING_PROVIDER` resolves to.

        Returns:
            The explicit choice, or the chat provider (`provider`) for "default".
        """
        if self.ai_embedding_provider == "default":
            return self.provider
        return self.ai_embedding_provider
