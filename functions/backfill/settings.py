"""The backfill functions' one settings model, parsed once per container from the environment."""

from __future__ import annotations

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from shared.ai import AiSettings
from shared.auth import AuthSettings
from shared.db import DatabaseSettings
from shared.embeddings.dispatch import DEFAULT_FAN_OUT_THRESHOLD

__all__ = ["BackfillSettings"]


class BackfillSettings(BaseSettings):
    """Database, token verification, AI gateway, and the fan-out queue and threshold.

    The nested settings read their own variables (`DATABASE_URL`, `SUPABASE_JWT_SECRET`,
    `AI_*`, ...) when this model is built, so building it once reads the whole environment once.
    """

    model_config = SettingsConfigDict(extra="ignore", frozen=True, populate_by_name=True)

    # Unset: no fan-out (every run is inline, and `fanOut: true` is a configuration error).
    queue_url: str | None = Field(default=None, validation_alias="BACKFILL_QUEUE_URL")
    # Pending recipes above which a request that leaves `fanOut` out is fanned out.
    fan_out_threshold: int = Field(
        default=DEFAULT_FAN_OUT_THRESHOLD, ge=1, validation_alias="BACKFILL_FAN_OUT_THRESHOLD"
    )
    # The scheduled prune deletes cached query embeddings unused for this many days.
    query_cache_max_age_days: int = Field(
        default=30, ge=1, le=365, validation_alias="QUERY_CACHE_MAX_AGE_DAYS"
    )
    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
    auth: AuthSettings = Field(default_factory=AuthSettings)
    ai: AiSettings = Field(default_factory=AiSettings)

    @field_validator("queue_url", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        # Deploy templates render an unset parameter as "", which must not count as set.
        if isinstance(value, str) and not value.strip():
            return None
        return value
