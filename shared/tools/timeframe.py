"""`parse_timeframe`: "last week" / "la semana pasada" into a date range, EN and ES.

Seed 000 §6.7.3: replay looks back at most 365 days and rejects invalid ranges. Both
languages are understood whatever the caller's language (voice users mix them); the language
only picks the error copy. Calendar arithmetic happens in the timezone of `now`, so the caller
decides what "today" means by the `now` it passes.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import TYPE_CHECKING, Final

from shared.tools.errors import tool_validation_error

if TYPE_CHECKING:
    from datetime import tzinfo

    from shared.schemas.response import Language

__all__ = ["MAX_LOOKBACK_DAYS", "DateRange", "parse_timeframe"]

MAX_LOOKBACK_DAYS: Final = 365  # seed 000 §6.7.3
_RECENT_DAYS: Final = 30

_MONTHS: Final = {
    **{m: i for i, m in enumerate(
        ("january", "february", "march", "april", "may", "june", "july", "august",
         "september", "october", "november", "december"), start=1)},
    **{m: i for i, m in enumerate(
        ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
         "septiembre", "octubre", "noviembre", "diciembre"), start=1)},
    "setiembre": 9,
}  # fmt: skip
_WEEKDAYS: Final = {
    **{d: i for i, d in enumerate(
        ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"))},
    **{d: i for i, d in enumerate(
        ("lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"))},
}  # fmt: skip
_NUMBER_WORDS: Final = {
    "a": 1, "an": 1, "one": 1, "a couple of": 2, "couple of": 2, "two": 2, "three": 3,
    "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
    "un": 1, "una": 1, "uno": 1, "un par de": 2, "dos": 2, "tres": 3, "cuatro": 4,
    "cinco": 5, "seis": 6, "siete": 7, "ocho": 8, "nueve": 9, "diez": 10,
}  # fmt: skip
_NUMBER: Final = r"(?P<n>\d{1,4}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + ")"

# Fillers that carry no meaning for the range ("from last week", "de la semana pasada").
_PREFIX = re.compile(r"^(?:(?:from|in|during|on|of|the|de|del|en|durante|el|la|los|las)\s+)+")
_FIXED: Final = {
    "today": "today", "hoy": "today",
    "yesterday": "yesterday", "ayer": "yesterday",
    "day before yesterday": "day_before", "anteayer": "day_before", "antier": "day_before",
    "antes de ayer": "day_before",
    "this week": "this_week", "esta semana": "this_week",
    "last week": "last_week", "previous week": "last_week", "semana pasada": "last_week",
    "semana anterior": "last_week",
    "this month": "this_month", "este mes": "this_month",
    "last month": "last_month", "previous month": "last_month", "mes pasado": "last_month",
    "mes anterior": "last_month",
    "this year": "this_year", "este ano": "this_year",
    "recently": "recent", "lately": "recent", "recientemente": "recent",
    "hace poco": "recent", "ultimamente": "recent",
}  # fmt: skip
# Seed 000 §6.7.3: a whole previous year reaches past the 365-day window.
_LAST_YEAR = re.compile(r"^(?:last|previous) year$|^ano (?:pasado|anterior)$")
_AGO: Final = (
    re.compile(rf"^{_NUMBER} (?P<unit>day|days|week|weeks|month|months) ago$"),
    re.compile(rf"^hace {_NUMBER} (?P<unit>dia|dias|semana|semanas|mes|meses)$"),
)
_LAST_N: Final = (
    re.compile(rf"^(?:last|past) {_NUMBER} (?P<unit>days|weeks)$"),
    re.compile(rf"^(?:ultimos|ultimas) {_NUMBER} (?P<unit>dias|semanas)$"),
)
_MONTH = re.compile(
    r"^(?P<last>last )?(?P<month>[a-z]+)(?P<pasado> pasado)?(?:(?: de| of)? (?P<year>\d{4}))?$"
)


@dataclass(frozen=True, kw_only=True)
class DateRange:
    """A half-open range of instants, ``start <= t < end``, both timezone-aware."""

    start: datetime
    end: datetime

    def contains(self, instant: datetime) -> bool:
        """Whether `instant` falls inside the range."""
        return self.start <= instant < self.end

    @property
    def days(self) -> float:
        """The length of the range in days."""
        return (self.end - self.start).total_seconds() / 86_400


def _normalise(text: str) -> str:
    folded = unicodedata.normalize("NFKD", text.casefold())
    ascii_text = "".join(c for c in folded if not unicodedata.combining(c))
    words = re.sub(r"[^a-z0-9]+", " ", ascii_text).strip()
    return _PREFIX.sub("", words)


def _at(day: date, tz: tzinfo) -> datetime:
    return datetime.combine(day, time.min, tzinfo=tz)


def _month_start(year: int, month: int) -> date:
    # Months before January roll back into the previous year.
    year, index = divmod(year * 12 + month - 1, 12)
    return date(year, index + 1, 1)


def _count(raw: str) -> int:
    return int(raw) if raw.isdigit() else _NUMBER_WORDS[raw]


def _fixed(kind: str, today: date) -> tuple[date, date]:
    monday = today - timedelta(days=today.weekday())
    tomorrow = today + timedelta(days=1)
    ranges = {
        "today": (today, tomorrow),
        "yesterday": (today - timedelta(days=1), today),
        "day_before": (today - timedelta(days=2), today - timedelta(days=1)),
        "this_week": (monday, tomorrow),
        "last_week": (monday - timedelta(days=7), monday),
        "this_month": (today.replace(day=1), tomorrow),
        "last_month": (_month_start(today.year, today.month - 1), today.replace(day=1)),
        "this_year": (date(today.year, 1, 1), tomorrow),
        "recent": (today - timedelta(days=_RECENT_DAYS), tomorrow),
    }
    return ranges[kind]


def _relative(match: re.Match[str], today: date, *, ago: bool) -> tuple[date, date] | None:
    n = _count(match["n"])
    unit = match["unit"][:3]
    if not ago:
        days = n * (7 if unit in ("wee", "sem") else 1)
        return today - timedelta(days=days), today + timedelta(days=1)
    if n > MAX_LOOKBACK_DAYS:
        return None
    if unit in ("day", "dia"):
        day = today - timedelta(days=n)
        return day, day + timedelta(days=1)
    if unit in ("wee", "sem"):
        monday = today - timedelta(days=today.weekday() + 7 * n)
        return monday, monday + timedelta(days=7)
    start = _month_start(today.year, today.month - n)
    return start, _month_start(start.year, start.month + 1)


def _named(match: re.Match[str], today: date) -> tuple[date, date] | None:
    word = match["month"]
    if word in _WEEKDAYS and not match["year"]:
        # The most recent such day, today included ("the one from Tuesday").
        day = today - timedelta(days=(today.weekday() - _WEEKDAYS[word]) % 7)
        if match["last"] or match["pasado"]:
            day -= timedelta(days=7) if day == today else timedelta(0)
        return day, day + timedelta(days=1)
    if word not in _MONTHS:
        return None
    month = _MONTHS[word]
    if match["year"]:
        year = int(match["year"])
    elif match["last"] or match["pasado"]:
        year = today.year if month < today.month else today.year - 1
    else:
        # "in January": the most recent January that has begun.
        year = today.year if month <= today.month else today.year - 1
    start = _month_start(year, month)
    return start, _month_start(year, month + 1)


def _first_match(patterns: tuple[re.Pattern[str], ...], text: str) -> re.Match[str] | None:
    return next((m for p in patterns if (m := p.match(text))), None)


def _days(text: str, today: date) -> tuple[date, date] | None:
    if text in _FIXED:
        return _fixed(_FIXED[text], today)
    if match := _first_match(_AGO, text):
        return _relative(match, today, ago=True)
    if match := _first_match(_LAST_N, text):
        return _relative(match, today, ago=False)
    if match := _MONTH.match(text):
        return _named(match, today)
    return None


def parse_timeframe(text: str | None, *, now: datetime, language: Language) -> DateRange | None:
    """Turn a spoken timeframe into a date range in the timezone of `now`.

    Args:
        text: E.g. "today", "ayer", "last week", "hace 3 días", "in January", "en enero de
            2026"; ``None`` or blank for no timeframe.
        now: The current instant (naive values are taken as UTC).
        language: The caller's language, for the error copy.

    Returns:
        The range, or ``None`` when there is no timeframe.

    Raises:
        ToolArgumentsError: ``timeframe_too_long`` when the range reaches back more than
            365 days (or is "last year"); ``invalid_timeframe`` when the text is not
            understood or the range lies in the future.
    """
    if text is None or not text.strip():
        return None
    tz = now.tzinfo or UTC
    normalised = _normalise(text)
    if _LAST_YEAR.match(normalised):
        raise tool_validation_error("timeframe_too_long", language, fields=("timeframe",))
    today = now.date()
    try:
        found = _days(normalised, today)
    except (ValueError, OverflowError):
        found = None  # a year out of range: not a date anyone meant
    if found is None:
        code = "timeframe_too_long" if _first_match(_AGO, normalised) else "invalid_timeframe"
        raise tool_validation_error(code, language, fields=("timeframe",))
    start, end = found
    if start > today or start >= end:
        raise tool_validation_error("invalid_timeframe", language, fields=("timeframe",))
    if start < today - timedelta(days=MAX_LOOKBACK_DAYS):
        raise tool_validation_error("timeframe_too_long", language, fields=("timeframe",))
    return DateRange(start=_at(start, tz), end=_at(end, tz))
