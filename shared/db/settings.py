"""Database settings, parsed once from the environment."""

from __future__ import annotations

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

__all__ = ["DatabaseSettings"]


class DatabaseSettings(BaseSettings):
    """Where and how to reach Postgres.

    On Supabase, DATABASE_URL is the Supavisor transaction pooler (port 6543), so connections are
    shared between transactions and nothing may rely on session state or prepared statements.
    """

    model_config = SettingsConfigDict(extra="ignore", frozen=True)

    database_url: SecretStr = Field(validation_alias="DATABASE_URL")
    pool_min_size: int = Field(default=0, ge=0, le=20, validation_alias="DB_POOL_MIN_SIZE")
    pool_max_size: int = Field(default=4, ge=1, le=50, validation_alias="DB_POOL_MAX_SIZE")
    # A Lambda request must not hang on a slow query; the caller maps the timeout to a 500.
    statement_timeout_ms: int = Field(
        default=8_000, ge=100, le=120_000, validation_alias="DB_STATEMENT_TIMEOUT_MS"
    )
    connect_timeout_s: float = Field(
        default=5.0, gt=0, le=60, validation_alias="DB_CONNECT_TIMEOUT_S"
    )
    pool_timeout_s: float = Field(default=10.0, gt=0, le=120, validation_alias="DB_POOL_TIMEOUT_S")
