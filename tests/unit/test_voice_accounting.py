"""Pure accounting: the server's measure, the advisory client figures, the quota month."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from zoneinfo import ZoneInfo

import pytest
from voice.accounting import Prices, measure_charge
from voice.quota import QuotaStatus, month_of, next_month_start
from voice.settings import VoiceSettings

START = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)
PRICES = Prices(
    per_minute=Decimal("0.10"),
    per_million_input_tokens=Decimal(0),
    per_million_output_tokens=Decimal(0),
    max_tokens_per_minute=60_000,
)


@pytest.mark.parametrize(
    ("elapsed", "cap", "duration", "minutes"),
    [
        (95, 1800, "95.00", "1.58"),
        (90.004, 1800, "90.00", "1.50"),
        (0, 1800, "0.00", "0.00"),
        (-30, 1800, "0.00", "0.00"),  # a clock that went backwards never charges negative time
        (3600, 1800, "1800.00", "30.00"),
        (900, 6, "6.00", "0.10"),
    ],
)
def test_the_charge_is_the_servers_elapsed_time_capped(
    elapsed: float, cap: int, duration: str, minutes: str
) -> None:
    # When
    charge = measure_charge(
        started_at=START,
        now=START + timedelta(seconds=elapsed),
        max_duration_seconds=cap,
        prices=PRICES,
    )

    # Then
    assert charge.duration_seconds == Decimal(duration)
    assert charge.minutes == Decimal(minutes)
    assert charge.ended_at >= START
    assert charge.cost_usd == (Decimal(minutes) * Decimal("0.10")).quantize(Decimal("0.0001"))


@pytest.mark.parametrize("client_seconds", [0.0, 10.0, 95.0, 5000.0, 1e12, -5.0])
def test_client_seconds_never_change_the_charge(client_seconds: float) -> None:
    # When
    charge = measure_charge(
        started_at=START,
        now=START + timedelta(seconds=95),
        max_duration_seconds=1800,
        prices=PRICES,
        client_seconds=client_seconds,
    )

    # Then the minutes are the server's; the report is kept within 0-7200 s
    assert charge.minutes == Decimal("1.58")
    assert charge.client_reported_seconds is not None
    assert Decimal(0) <= charge.client_reported_seconds <= Decimal(7200)


@pytest.mark.parametrize(
    ("reported", "stored"),
    [(None, 0), (-10, 0), (1_000, 1_000), (95_000, 95_000), (95_001, 95_000), (10**15, 95_000)],
)
def test_client_tokens_are_clamped_to_a_rate_over_the_measured_time(
    reported: int | None, stored: int
) -> None:
    # When 95 s were measured (60,000 tokens per minute at most: 95,000)
    charge = measure_charge(
        started_at=START,
        now=START + timedelta(seconds=95),
        max_duration_seconds=1800,
        prices=PRICES,
        client_input_tokens=reported,
        client_output_tokens=reported,
    )

    # Then
    assert (charge.input_tokens, charge.output_tokens) == (stored, stored)


def test_token_prices_add_to_the_minute_price() -> None:
    # Given
    prices = Prices(
        per_minute=Decimal("0.05"),
        per_million_input_tokens=Decimal(32),
        per_million_output_tokens=Decimal(64),
        max_tokens_per_minute=60_000,
    )

    # When two minutes used 10,000 input and 5,000 output tokens
    charge = measure_charge(
        started_at=START,
        now=START + timedelta(minutes=2),
        max_duration_seconds=1800,
        prices=prices,
        client_input_tokens=10_000,
        client_output_tokens=5_000,
    )

    # Then 2 x 0.05 + 0.32 + 0.32
    assert charge.cost_usd == Decimal("0.7400")


MEXICO_CITY = ZoneInfo("America/Mexico_City")


@pytest.mark.parametrize(
    ("instant", "month", "reset"),
    [
        (datetime(2026, 3, 18, 12, tzinfo=UTC), date(2026, 3, 1), "2026-04-01"),
        (datetime(2026, 12, 31, 23, 59, 59, tzinfo=UTC), date(2026, 12, 1), "2027-01-01"),
        (datetime(2026, 1, 1, tzinfo=UTC), date(2026, 1, 1), "2026-02-01"),
        # 18:30 on March 31 in Mexico City is already April 1 in UTC: the quota month is UTC's
        (datetime(2026, 3, 31, 18, 30, tzinfo=MEXICO_CITY), date(2026, 4, 1), "2026-05-01"),
        (datetime(2026, 3, 31, 17, 59, tzinfo=MEXICO_CITY), date(2026, 3, 1), "2026-04-01"),
    ],
)
def test_the_quota_month_is_the_utc_calendar_month(
    instant: datetime, month: date, reset: str
) -> None:
    assert month_of(instant) == month
    assert next_month_start(instant) == datetime.fromisoformat(reset).replace(tzinfo=UTC)


def status(used: str, reserved: str = "0", limit: int = 30) -> QuotaStatus:
    return QuotaStatus(
        limit_minutes=limit,
        used_minutes=Decimal(used),
        reserved_minutes=Decimal(reserved),
        resets_at=datetime(2026, 4, 1, tzinfo=UTC),
    )


@pytest.mark.parametrize(
    ("used", "reserved", "seconds", "exhausted"),
    [
        ("0", "0", 1800, False),
        ("29.9", "0", 6, False),
        ("29.99", "0", 0, True),
        ("30", "0", 0, True),
        ("31", "0", 0, True),
        ("10", "15", 300, False),
        ("10", "20", 0, True),
    ],
)
def test_remaining_time_counts_charged_and_reserved_minutes(
    used: str, reserved: str, seconds: int, exhausted: bool
) -> None:
    quota = status(used, reserved)
    assert quota.remaining_seconds == seconds
    assert quota.exhausted is exhausted
    assert quota.remaining_minutes >= 0


def test_the_429_carries_the_quota_fields() -> None:
    # When
    error = status("30").exceeded_error()

    # Then
    assert (error.status, error.code) == (429, "quota_exceeded")
    assert error.details == {
        "remainingMinutes": 0.0,
        "quotaLimit": 30,
        "resetsAt": "2026-04-01T00:00:00Z",
    }


def test_settings_defaults_and_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    # Given
    monkeypatch.setenv("DATABASE_URL", "postgresql://localhost/irmixy")
    monkeypatch.setenv("SUPABASE_JWT_SECRET", "x" * 40)
    monkeypatch.setenv("VOICE_QUOTA_MINUTES", "45")
    monkeypatch.setenv("VOICE_SECRET_TTL_SECONDS", "90")

    # When
    settings = VoiceSettings()

    # Then
    assert settings.quota_minutes == 45
    assert settings.secret_ttl_seconds == 90
    assert settings.max_session_seconds == 1800
    assert settings.max_active_sessions == 1
    assert settings.price_per_minute_usd == Decimal("0.10")
    assert settings.database.database_url.get_secret_value() == "postgresql://localhost/irmixy"


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("VOICE_SECRET_TTL_SECONDS", "5"),
        ("VOICE_MAX_SESSION_MINUTES", "121"),
        ("VOICE_QUOTA_MINUTES", "-1"),
        ("VOICE_REALTIME_VOICE", "Robot Voice!"),
        ("VOICE_PRICE_PER_MINUTE_USD", "-0.01"),
    ],
)
def test_settings_out_of_bounds_are_refused(
    monkeypatch: pytest.MonkeyPatch, name: str, value: str
) -> None:
    monkeypatch.setenv("DATABASE_URL", "postgresql://localhost/irmixy")
    monkeypatch.setenv(name, value)
    with pytest.raises(ValueError, match=name):
        VoiceSettings()
