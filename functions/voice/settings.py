"""`VoiceSettings`: the voice functions' one settings model, parsed once per container.

It nests the shared layer's database, token and AI settings (which read their own variables:
`DATABASE_URL`, `SUPABASE_JWT_SECRET`, `AI_*`, ...) and adds what is particular to voice: the
monthly quota, session and secret lifetimes, and the prices of the cost estimate.
"""

from __future__ import annotations

from decimal import Decimal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from shared.ai import AiSettings
from shared.auth import AuthSettings
from shared.db import DatabaseSettings

__all__ = ["VoiceSettings"]


class VoiceSettings(BaseSettings):
    """Voice quota, lifetimes and prices, one environment variable per field.

    Attributes:
        database / auth / ai: The shared layer's settings (read from their own variables).
        quota_minutes: Minutes of voice per user per calendar month (UTC).
        max_session_minutes: The longest one session may run (further capped by what is left
            of the quota). `ai_voice_sessions.max_duration_seconds` allows up to 7200 s.
        secret_ttl_seconds: Lifetime of the ephemeral client secret: it only has to live
            until the app opens the WebRTC connection.
        max_active_sessions: How many sessions one user may have open at once.
        grace_seconds: How long past its maximum duration an open session still counts as
            live (app latency, clock skew) before tools refuse it and the sweep expires it.
        sweep_batch_size: Sessions the sweep closes per transaction.
        price_per_minute_usd: The cost estimate per server-measured minute.
        price_per_million_input_tokens_usd / price_per_million_output_tokens_usd: Token
            prices applied to the (clamped, advisory) client-reported token counts.
        max_tokens_per_minute: Client-reported token counts are clamped to this rate over
            the server-measured duration, so a client cannot inflate the stored figures.
        realtime_voice: The Realtime output voice.
        max_output_tokens: Cap on one spoken answer (voice answers are short by design).
    """

    model_config = SettingsConfigDict(extra="ignore", frozen=True, populate_by_name=True)

    quota_minutes: int = Field(default=30, ge=0, le=100_000, validation_alias="VOICE_QUOTA_MINUTES")
    max_session_minutes: int = Field(
        default=30, ge=1, le=120, validation_alias="VOICE_MAX_SESSION_MINUTES"
    )
    secret_ttl_seconds: int = Field(
        default=60, ge=10, le=600, validation_alias="VOICE_SECRET_TTL_SECONDS"
    )
    max_active_sessions: int = Field(
        default=1, ge=1, le=5, validation_alias="VOICE_MAX_ACTIVE_SESSIONS"
    )
    grace_seconds: int = Field(
        default=120, ge=0, le=3600, validation_alias="VOICE_SESSION_GRACE_SECONDS"
    )
    sweep_batch_size: int = Field(
        default=200, ge=1, le=5000, validation_alias="VOICE_SWEEP_BATCH_SIZE"
    )
    price_per_minute_usd: Decimal = Field(
        default=Decimal("0.10"), ge=0, le=100, validation_alias="VOICE_PRICE_PER_MINUTE_USD"
    )
    price_per_million_input_tokens_usd: Decimal = Field(
        default=Decimal(0), ge=0, le=1000, validation_alias="VOICE_PRICE_PER_1M_INPUT_TOKENS_USD"
    )
    price_per_million_output_tokens_usd: Decimal = Field(
        default=Decimal(0),
        ge=0,
        le=1000,
        validation_alias="VOICE_PRICE_PER_1M_OUTPUT_TOKENS_USD",
    )
    max_tokens_per_minute: int = Field(
        default=60_000, ge=0, le=1_000_000, validation_alias="VOICE_MAX_TOKENS_PER_MINUTE"
    )
    realtime_voice: str = Field(
        default="marin",
        min_length=1,
        max_length=40,
        pattern=r"^[a-z][a-z0-9_-]*$",
        validation_alias="VOICE_REALTIME_VOICE",
    )
    max_output_tokens: int = Field(
        default=1024, ge=1, le=4096, validation_alias="VOICE_MAX_OUTPUT_TOKENS"
    )

    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
    auth: AuthSettings = Field(default_factory=AuthSettings)
    ai: AiSettings = Field(default_factory=AiSettings)

    @property
    def max_session_seconds(self) -> int:
        """The per-session cap in seconds."""
        return self.max_session_minutes * 60
