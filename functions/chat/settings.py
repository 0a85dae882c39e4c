"""`ChatSettings`: the chat function's one settings model, parsed once per container.

It nests the shared layer's database, token and AI settings (each reads its own variables) and
adds what is particular to chat: the bound on model rounds per turn.
"""

from __future__ import annotations

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from chat.budget import BudgetSettings
from shared.ai import AiSettings
from shared.auth import AuthSettings
from shared.db import DatabaseSettings

__all__ = ["ChatSettings"]


class ChatSettings(BaseSettings):
    """Chat limits, one environment variable per field.

    Attributes:
        max_model_rounds: Model passes per turn (tool choice, then grounded follow-ups); the
            last pass may not call tools, so a turn always ends with text.
        prompt_cache_ttl_s: How long a prompt read from `ai_prompts` is trusted: a change
            takes effect within this many seconds.
        retention_days: The daily retention job deletes chat messages, and sessions idle,
            for longer than this (seed 003 Part 7: 30 days).
        retention_batch_size: Rows deleted per transaction by the retention job.
        topic_model_check: Whether a message the off-topic rules find unclear gets one cheap
            `parsing` model check (off: the rules alone decide, unclear is cooking).
        topic_check_timeout_s: The most that check may take before the turn goes on as cooking.
        budget: The per-user chat budgets (`CHAT_*_LIMIT`).
        database / auth / ai: The shared layer's settings (read from their own variables).
    """

    model_config = SettingsConfigDict(extra="ignore", frozen=True, populate_by_name=True)

    max_model_rounds: int = Field(default=3, ge=1, le=5, validation_alias="CHAT_MAX_MODEL_ROUNDS")
    prompt_cache_ttl_s: float = Field(
        default=60.0, ge=0, le=3600, validation_alias="CHAT_PROMPT_CACHE_TTL_S"
    )
    retention_days: int = Field(default=30, ge=1, le=3650, validation_alias="CHAT_RETENTION_DAYS")
    retention_batch_size: int = Field(
        default=500, ge=1, le=10000, validation_alias="CHAT_RETENTION_BATCH_SIZE"
    )

    topic_model_check: bool = Field(default=True, validation_alias="CHAT_TOPIC_MODEL_CHECK")
    topic_check_timeout_s: float = Field(
        default=1.5, gt=0, le=10, validation_alias="CHAT_TOPIC_CHECK_TIMEOUT_S"
    )
    budget: BudgetSettings = Field(default_factory=BudgetSettings)
    database: DatabaseSettings = Field(default_factory=DatabaseSettings)
    auth: AuthSettings = Field(default_factory=AuthSettings)
    ai: AiSettings = Field(default_factory=AiSettings)
