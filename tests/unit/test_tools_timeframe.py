"""Timeframe parsing, EN and ES, against a fixed `now` (Wednesday 18 March 2026, Mexico City)."""

from __future__ import annotations

from datetime import date, datetime, time
from zoneinfo import ZoneInfo

import pytest

from shared.tools import DateRange, ToolArgumentsError, parse_timeframe

MX = ZoneInfo("America/Mexico_City")
NOW = datetime(2026, 3, 18, 15, 30, tzinfo=MX)  # a Wednesday

# (text, first day, day after the last)
_ENGLISH = [
    ("today", date(2026, 3, 18), date(2026, 3, 19)),
    ("Today!", date(2026, 3, 18), date(2026, 3, 19)),
    ("yesterday", date(2026, 3, 17), date(2026, 3, 18)),
    ("the day before yesterday", date(2026, 3, 16), date(2026, 3, 17)),
    ("this week", date(2026, 3, 16), date(2026, 3, 19)),
    ("last week", date(2026, 3, 9), date(2026, 3, 16)),
    ("from last week", date(2026, 3, 9), date(2026, 3, 16)),
    ("this month", date(2026, 3, 1), date(2026, 3, 19)),
    ("last month", date(2026, 2, 1), date(2026, 3, 1)),
    ("3 days ago", date(2026, 3, 15), date(2026, 3, 16)),
    ("a day ago", date(2026, 3, 17), date(2026, 3, 18)),
    ("two days ago", date(2026, 3, 16), date(2026, 3, 17)),
    ("a couple of days ago", date(2026, 3, 16), date(2026, 3, 17)),
    ("365 days ago", date(2025, 3, 18), date(2025, 3, 19)),
    ("2 weeks ago", date(2026, 3, 2), date(2026, 3, 9)),
    ("2 months ago", date(2026, 1, 1), date(2026, 2, 1)),
    ("last 7 days", date(2026, 3, 11), date(2026, 3, 19)),
    ("past 2 weeks", date(2026, 3, 4), date(2026, 3, 19)),
    ("recently", date(2026, 2, 16), date(2026, 3, 19)),
    ("in January", date(2026, 1, 1), date(2026, 2, 1)),
    ("January", date(2026, 1, 1), date(2026, 2, 1)),
    ("in March", date(2026, 3, 1), date(2026, 4, 1)),
    ("in April", date(2025, 4, 1), date(2025, 5, 1)),
    ("in December", date(2025, 12, 1), date(2026, 1, 1)),
    ("january 2026", date(2026, 1, 1), date(2026, 2, 1)),
    ("on Monday", date(2026, 3, 16), date(2026, 3, 17)),
    ("wednesday", date(2026, 3, 18), date(2026, 3, 19)),
    ("last wednesday", date(2026, 3, 11), date(2026, 3, 12)),
    ("this year", date(2026, 1, 1), date(2026, 3, 19)),
]
_SPANISH = [
    ("hoy", date(2026, 3, 18), date(2026, 3, 19)),
    ("ayer", date(2026, 3, 17), date(2026, 3, 18)),
    ("antier", date(2026, 3, 16), date(2026, 3, 17)),
    ("anteayer", date(2026, 3, 16), date(2026, 3, 17)),
    ("antes de ayer", date(2026, 3, 16), date(2026, 3, 17)),
    ("esta semana", date(2026, 3, 16), date(2026, 3, 19)),
    ("la semana pasada", date(2026, 3, 9), date(2026, 3, 16)),
    ("de la semana pasada", date(2026, 3, 9), date(2026, 3, 16)),
    ("La Semana Pasada.", date(2026, 3, 9), date(2026, 3, 16)),
    ("este mes", date(2026, 3, 1), date(2026, 3, 19)),
    ("el mes pasado", date(2026, 2, 1), date(2026, 3, 1)),
    ("hace 3 días", date(2026, 3, 15), date(2026, 3, 16)),
    ("hace 3 dias", date(2026, 3, 15), date(2026, 3, 16)),
    ("hace un día", date(2026, 3, 17), date(2026, 3, 18)),
    ("hace dos días", date(2026, 3, 16), date(2026, 3, 17)),
    ("hace un par de días", date(2026, 3, 16), date(2026, 3, 17)),
    ("hace 2 semanas", date(2026, 3, 2), date(2026, 3, 9)),
    ("hace 2 meses", date(2026, 1, 1), date(2026, 2, 1)),
    ("últimos 7 días", date(2026, 3, 11), date(2026, 3, 19)),
    ("los últimos 7 días", date(2026, 3, 11), date(2026, 3, 19)),
    ("recientemente", date(2026, 2, 16), date(2026, 3, 19)),
    ("hace poco", date(2026, 2, 16), date(2026, 3, 19)),
    ("en enero", date(2026, 1, 1), date(2026, 2, 1)),
    ("enero", date(2026, 1, 1), date(2026, 2, 1)),
    ("en abril", date(2025, 4, 1), date(2025, 5, 1)),
    ("en diciembre", date(2025, 12, 1), date(2026, 1, 1)),
    ("en septiembre", date(2025, 9, 1), date(2025, 10, 1)),
    ("en setiembre", date(2025, 9, 1), date(2025, 10, 1)),
    ("enero de 2026", date(2026, 1, 1), date(2026, 2, 1)),
    ("el lunes", date(2026, 3, 16), date(2026, 3, 17)),
    ("el miércoles pasado", date(2026, 3, 11), date(2026, 3, 12)),
    ("este año", date(2026, 1, 1), date(2026, 3, 19)),
]


def _midnight(day: date) -> datetime:
    return datetime.combine(day, time.min, tzinfo=MX)


@pytest.mark.parametrize(("text", "first", "after"), _ENGLISH + _SPANISH)
def test_timeframes_become_calendar_ranges_in_the_callers_timezone(
    text: str, first: date, after: date
) -> None:
    # Given a fixed now in Mexico City / When the text is parsed
    found = parse_timeframe(text, now=NOW, language="en")

    # Then the range runs from local midnight to local midnight
    assert found == DateRange(start=_midnight(first), end=_midnight(after))


@pytest.mark.parametrize("text", [None, "", "   "])
def test_no_timeframe_is_none(text: str | None) -> None:
    assert parse_timeframe(text, now=NOW, language="es") is None


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("last year", "timeframe_too_long"),
        ("previous year", "timeframe_too_long"),
        ("el año pasado", "timeframe_too_long"),
        ("año anterior", "timeframe_too_long"),
        ("366 days ago", "timeframe_too_long"),
        ("hace 400 días", "timeframe_too_long"),
        ("53 weeks ago", "timeframe_too_long"),
        ("hace 13 meses", "timeframe_too_long"),
        ("last 400 days", "timeframe_too_long"),
        ("last march", "timeframe_too_long"),
        ("marzo pasado", "timeframe_too_long"),
        ("april 2024", "timeframe_too_long"),
        ("9999 days ago", "timeframe_too_long"),
        ("tomorrow", "invalid_timeframe"),
        ("next week", "invalid_timeframe"),
        ("enero de 2030", "invalid_timeframe"),
        ("once upon a time", "invalid_timeframe"),
        ("banana", "invalid_timeframe"),
        ("monday 2026", "invalid_timeframe"),
        ("13/45/2026", "invalid_timeframe"),
        ("'; drop table user_recipes; --", "invalid_timeframe"),
    ],
)
def test_invalid_or_too_long_timeframes_are_refused(text: str, code: str) -> None:
    with pytest.raises(ToolArgumentsError) as caught:
        parse_timeframe(text, now=NOW, language="en")
    assert caught.value.code == code
    assert caught.value.fields == ("timeframe",)


def test_refusals_speak_the_callers_language() -> None:
    with pytest.raises(ToolArgumentsError) as english:
        parse_timeframe("last year", now=NOW, language="en")
    with pytest.raises(ToolArgumentsError) as spanish:
        parse_timeframe("last year", now=NOW, language="es")
    assert english.value.message.startswith("I can look back up to one year")
    assert spanish.value.message.startswith("Puedo buscar hasta un año atrás")


def test_in_january_during_january_is_the_current_january() -> None:
    # Given a now in January / When "in January" is parsed / Then it is this January
    now = datetime(2026, 1, 20, 9, 0, tzinfo=MX)
    found = parse_timeframe("in January", now=now, language="en")
    assert found == DateRange(start=_midnight(date(2026, 1, 1)), end=_midnight(date(2026, 2, 1)))


def test_the_day_follows_the_timezone_of_now() -> None:
    # Given the same instant seen from UTC (already Thursday) and from Mexico City (Wednesday)
    late_evening = datetime(2026, 3, 18, 22, 0, tzinfo=MX)
    in_utc = late_evening.astimezone(ZoneInfo("UTC"))

    # When "today" is parsed for each
    local = parse_timeframe("today", now=late_evening, language="en")
    utc = parse_timeframe("today", now=in_utc, language="en")

    # Then each starts at its own midnight
    assert local is not None
    assert utc is not None
    assert local.start.date() == date(2026, 3, 18)
    assert utc.start.date() == date(2026, 3, 19)


def test_a_naive_now_is_taken_as_utc() -> None:
    found = parse_timeframe("today", now=datetime(2026, 3, 18, 12, 0), language="en")
    assert found is not None
    assert found.start.utcoffset() is not None
    assert found.contains(datetime(2026, 3, 18, 23, 59, tzinfo=ZoneInfo("UTC")))
