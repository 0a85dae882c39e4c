"""What a closed session costs: the server's own measure, never the client's (spec 3).

The charge is the time from the server's `started_at` to the server's clock, capped by the
session's `max_duration_seconds`. What the app reports (seconds, tokens) is stored, clamped to
plausible bounds, for reconciliation; it never raises the charged minutes. The estimated cost
adds configurable per-minute and per-token prices.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from datetime import datetime

    from voice.settings import VoiceSettings

__all__ = ["MAX_CLIENT_SECONDS", "Charge", "Prices", "measure_charge"]

#: The longest any session can be (`ai_voice_sessions.max_duration_seconds` <= 7200).
MAX_CLIENT_SECONDS: Final = 7200
_INT4_MAX: Final = 2**31 - 1
_CENTS: Final = Decimal("0.01")
_COST_STEP: Final = Decimal("0.0001")
_MILLION: Final = Decimal(1_000_000)


@dataclass(frozen=True, kw_only=True)
class Prices:
    """The prices and clamps of the cost estimate."""

    per_minute: Decimal
    per_million_input_tokens: Decimal
    per_million_output_tokens: Decimal
    max_tokens_per_minute: int

    @classmethod
    def from_settings(cls, settings: VoiceSettings) -> Prices:
        """The prices configured for this deployment."""
        return cls(
            per_minute=settings.price_per_minute_usd,
            per_million_input_tokens=settings.price_per_million_input_tokens_usd,
            per_million_output_tokens=settings.price_per_million_output_tokens_usd,
            max_tokens_per_minute=settings.max_tokens_per_minute,
        )


@dataclass(frozen=True, kw_only=True)
class Charge:
    """The figures recorded when a session closes.

    Attributes:
        ended_at: The server's clock at closing (never before `started_at`).
        duration_seconds: Server-measured, capped by the session's maximum (2 decimals).
        minutes: What is added to the month's usage: `duration_seconds / 60` (2 decimals).
        client_reported_seconds: The app's figure clamped to 0-7200, or None if not sent.
        input_tokens / output_tokens: The app's counts clamped to 0 and to a rate per
            server-measured minute.
        cost_usd: The estimate (4 decimals).
    """

    ended_at: datetime
    duration_seconds: Decimal
    minutes: Decimal
    client_reported_seconds: Decimal | None
    input_tokens: int
    output_tokens: int
    cost_usd: Decimal


def _clamp_tokens(value: int | None, cap: int) -> int:
    if value is None:
        return 0
    return max(0, min(value, cap, _INT4_MAX))


def _clamp_seconds(value: float | None) -> Decimal | None:
    if value is None:
        return None
    bounded = max(0.0, min(value, float(MAX_CLIENT_SECONDS)))
    return Decimal(str(bounded)).quantize(_CENTS, rounding=ROUND_HALF_UP)


def measure_charge(
    *,
    started_at: datetime,
    now: datetime,
    max_duration_seconds: int,
    prices: Prices,
    client_seconds: float | None = None,
    client_input_tokens: int | None = None,
    client_output_tokens: int | None = None,
) -> Charge:
    """Measure a session from the server's start to `now`, capped, and price it.

    Args:
        started_at: The session row's `started_at`.
        now: The server's clock.
        max_duration_seconds: The session's cap (what its quota reservation allowed).
        prices: The prices and clamps.
        client_seconds: What the app says the session lasted (advisory).
        client_input_tokens: What the app says the model read (advisory).
        client_output_tokens: What the app says the model wrote (advisory).

    Returns:
        The charge. `minutes` depends only on the server's figures.
    """
    ended_at = max(now, started_at)
    elapsed = (ended_at - started_at).total_seconds()
    capped = max(0.0, min(elapsed, float(max_duration_seconds)))
    duration = Decimal(str(capped)).quantize(_CENTS, rounding=ROUND_HALF_UP)
    minutes = (duration / 60).quantize(_CENTS, rounding=ROUND_HALF_UP)
    # Tokens cannot outrun the time the server measured: a generous rate per minute bounds them.
    token_cap = math.floor(capped / 60 * prices.max_tokens_per_minute)
    input_tokens = _clamp_tokens(client_input_tokens, token_cap)
    output_tokens = _clamp_tokens(client_output_tokens, token_cap)
    cost = (
        minutes * prices.per_minute
        + Decimal(input_tokens) * prices.per_million_input_tokens / _MILLION
        + Decimal(output_tokens) * prices.per_million_output_tokens / _MILLION
    ).quantize(_COST_STEP, rounding=ROUND_HALF_UP)
    return Charge(
        ended_at=ended_at,
        duration_seconds=duration,
        minutes=minutes,
        client_reported_seconds=_clamp_seconds(client_seconds),
        input_tokens=input_tokens,
        output_tokens=output_tokens,
        cost_usd=cost,
    )
