"""Per-user chat budgets (OWASP LLM10): requests and model tokens per UTC day and month.

Checked before any model spend: a turn first reserves one request in the day's and the
month's counters (`ai_chat_usage`, migration 0020), each a conditional upsert that only
succeeds while both the request and the token figure are under their limits. The upsert locks
the row, so parallel requests are serialised on it and never take more than the limit between
them; both periods are reserved in one call (migration 0051), so a refusal by either leaves
neither counted, in one round trip. The turn's tokens are added once it has run (tokens cannot
be known before), so the token limit stops the turn after the one that crossed it. Admins are
exempt.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from typing import TYPE_CHECKING, Final, Literal

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from shared.errors import QuotaExceededError
from shared.observability import MetricName, count

if TYPE_CHECKING:
    from shared.auth import Principal
    from shared.db import Database
    from shared.schemas import Language

__all__ = [
    "BudgetSettings",
    "ChatBudgetExceededError",
    "Period",
    "period_end",
    "period_start",
    "record_tokens",
    "reserve_request",
]

Period = Literal["day", "month"]

# Both periods in one call (migration 0051): a refusal by either undoes both, and the call
# travels with BEGIN and COMMIT, one round trip for the turn to wait on.
_RESERVE: Final = (
    "select public.reserve_chat_request(%(user_id)s, %(day)s, %(month)s,"
    " %(day_requests)s::bigint, %(day_tokens)s::bigint,"
    " %(month_requests)s::bigint, %(month_tokens)s::bigint) as refused"
)
_READ: Final = (
    "select requests, tokens from public.ai_chat_usage"
    " where user_id = %(user_id)s and period = %(period)s and period_start = %(start)s"
)
_ADD_TOKENS: Final = (
    "update public.ai_chat_usage set tokens = tokens + %(tokens)s, updated_at = now()"
    " where user_id = %(user_id)s and (period, period_start) in"
    " (('day', %(day)s), ('month', %(month)s))"
)

_MESSAGES: Final[dict[Language, str]] = {
    "en": "You have reached your chat limit for this {period}. It resets at {resets} UTC.",
    "es": "Llegaste a tu límite de chat de este {period}. Se renueva el {resets} UTC.",
}
_PERIOD_WORDS: Final[dict[Language, dict[Period, str]]] = {
    "en": {"day": "day", "month": "month"},
    "es": {"day": "día", "month": "mes"},
}


class BudgetSettings(BaseSettings):
    """The chat limits per user, one environment variable each (set per stage in template.yaml).

    Attributes:
        daily_requests / monthly_requests: Chat turns per UTC day / calendar month.
        daily_tokens / monthly_tokens: Model tokens (input + output) per day / month.
    """

    model_config = SettingsConfigDict(extra="ignore", frozen=True, populate_by_name=True)

    daily_requests: int = Field(default=200, ge=0, validation_alias="CHAT_DAILY_REQUEST_LIMIT")
    monthly_requests: int = Field(default=3000, ge=0, validation_alias="CHAT_MONTHLY_REQUEST_LIMIT")
    daily_tokens: int = Field(default=500_000, ge=0, validation_alias="CHAT_DAILY_TOKEN_LIMIT")
    monthly_tokens: int = Field(
        default=8_000_000, ge=0, validation_alias="CHAT_MONTHLY_TOKEN_LIMIT"
    )

    def limits(self, period: Period) -> tuple[int, int]:
        """(requests, tokens) allowed in `period`."""
        if period == "day":
            return self.daily_requests, self.daily_tokens
        return self.monthly_requests, self.monthly_tokens


def period_start(period: Period, instant: datetime) -> date:
    """The first day of `instant`'s period in UTC (the counters' key)."""
    day = instant.astimezone(UTC).date()
    return day if period == "day" else day.replace(day=1)


def period_end(period: Period, instant: datetime) -> datetime:
    """The first instant of the next period in UTC: when the budget resets."""
    start = period_start(period, instant)
    if period == "day":
        nxt = start + timedelta(days=1)
    else:
        year, month = divmod(start.month, 12)  # December rolls into January
        nxt = date(start.year + year, month + 1, 1)
    return datetime(nxt.year, nxt.month, nxt.day, tzinfo=UTC)


class ChatBudgetExceededError(QuotaExceededError):
    """The caller used up a chat budget; the 429 carries `limit`, `used`, `resetsAt`."""

    code = "chat_budget_exceeded"


@dataclass(frozen=True, kw_only=True)
class _Refusal:
    period: Period
    unit: Literal["requests", "tokens"]
    limit: int
    used: int
    resets_at: datetime

    def error(self, language: Language) -> ChatBudgetExceededError:
        resets = self.resets_at.strftime("%Y-%m-%d %H:%M")
        word = _PERIOD_WORDS[language][self.period]
        return ChatBudgetExceededError(
            _MESSAGES[language].format(period=word, resets=resets),
            details={
                "limit": self.limit,
                "used": self.used,
                "resetsAt": self.resets_at.isoformat().replace("+00:00", "Z"),
                "period": self.period,
                "unit": self.unit,
            },
        )


async def _refusal(
    db: Database, settings: BudgetSettings, params: dict[str, object], period: Period, now: datetime
) -> _Refusal:
    rows = await db.read_as_service(_READ, params)
    row = rows[0] if rows else None
    requests, tokens = (int(row["requests"]), int(row["tokens"])) if row else (0, 0)
    request_limit, token_limit = settings.limits(period)
    if requests >= request_limit:
        unit: Literal["requests", "tokens"] = "requests"
        limit, used = request_limit, requests
    else:
        unit, limit, used = "tokens", token_limit, tokens
    return _Refusal(
        period=period, unit=unit, limit=limit, used=used, resets_at=period_end(period, now)
    )


async def reserve_request(
    db: Database,
    principal: Principal,
    settings: BudgetSettings,
    *,
    now: datetime,
    language: Language,
) -> None:
    """Take one request from the caller's day and month budgets, or refuse with a 429.

    Args:
        db: The database (the counters are written as the service role, filtered by caller).
        principal: The verified caller; admins are exempt and nothing is counted for them.
        settings: The limits.
        now: The request's instant (picks the periods).
        language: The language of the refusal's message.

    Raises:
        ChatBudgetExceededError: A day or month limit is reached; nothing was counted.
    """
    if principal.is_admin:
        return
    day_requests, day_tokens = settings.limits("day")
    month_requests, month_tokens = settings.limits("month")
    rows = await db.read_as_service(
        _RESERVE,
        {
            "user_id": principal.user_id,
            "day": period_start("day", now),
            "month": period_start("month", now),
            "day_requests": day_requests,
            "day_tokens": day_tokens,
            "month_requests": month_requests,
            "month_tokens": month_tokens,
        },
    )
    refused: Period | None = rows[0]["refused"] if rows else None
    if refused is None:
        return
    params: dict[str, object] = {
        "user_id": principal.user_id,
        "period": refused,
        "start": period_start(refused, now),
    }
    refusal = await _refusal(db, settings, params, refused, now)
    count(MetricName.CHAT_BUDGET_EXCEEDED)
    raise refusal.error(language)


async def record_tokens(db: Database, principal: Principal, *, tokens: int, now: datetime) -> None:
    """Add a finished turn's model tokens to the caller's day and month counters.

    Args:
        db: The database.
        principal: The verified caller (admins are not counted).
        tokens: Input plus output tokens the turn's model calls billed.
        now: The instant the turn's request was reserved at (the same periods).
    """
    if principal.is_admin or tokens <= 0:
        return
    async with db.service(pipelined=True) as conn:
        await conn.execute(
            _ADD_TOKENS,
            {
                "user_id": principal.user_id,
                "tokens": tokens,
                "day": period_start("day", now),
                "month": period_start("month", now),
            },
        )
