"""Time said in words: "pollo en menos de 20 minutos", "dinner under half an hour", "rapidito".

A cook who states a limit ("under 30 minutes", "en menos de media hora", "ready in 20",
"30-minute dinner", "no más de una hora") means it as the `max_time` filter would: a recipe
over it answers nobody, and `total_time_minutes` is a fact of every recipe, so the limit is a
hard gate (`shared.search.gates`) when no filter already sets one. Time said as what the cook
has ("I have an hour to kill, something fun to bake", "tengo 40 minutos") or a bare duration
("pastel 40 minutos") is not a limit on the result: it ranks the recipes that fit first (the
metadata signal's time budget) without leaving the others out. "I only have 20 minutes" and
"solo tengo 20 minutos" are limits: "only" makes the cook clear.

The phrase leaves what is matched when the words are the only place the limit is said: left
in, "osso buco in under 10 minutes" matched the descriptions that say "ready in 10 minutes"
and answered with unrelated quick dishes instead of falling back. When the caller passed the
limit as a filter too, the searcher keeps the words as typed (measured: taken out, "seafood
lunch in 20 min" lost the descriptions that say so and found nothing). A budget's phrase ("I
have an hour to kill") always leaves: "kill" names no dish. Words are matched
accent-folded, EN and ES together.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

from shared.ai.offline.normalize import FoldedText

__all__ = ["TimeReading", "read_time"]

_UNITS: Final = {
    "one": 1, "a": 1, "an": 1, "un": 1, "una": 1, "uno": 1, "two": 2, "dos": 2, "three": 3,
    "tres": 3, "four": 4, "cuatro": 4, "five": 5, "cinco": 5, "six": 6, "seis": 6,
    "ten": 10, "diez": 10, "fifteen": 15, "quince": 15, "twenty": 20, "veinte": 20,
    "twenty five": 25, "twenty-five": 25, "veinticinco": 25, "thirty": 30, "treinta": 30,
    "forty": 40, "cuarenta": 40, "forty five": 45, "forty-five": 45,
    "cuarenta y cinco": 45, "fifty": 50, "cincuenta": 50, "sixty": 60, "sesenta": 60,
    "ninety": 90, "noventa": 90,
}  # fmt: skip
_NUMBER: Final = (
    r"(?P<n>\d{1,3}|" + "|".join(sorted(map(re.escape, _UNITS), key=len, reverse=True)) + ")"
)
_MINUTE_UNIT: Final = r"(?:minutes?|mins?|minutos?|min)\b"
_HOUR_UNIT: Final = r"(?:hours?|hrs?|horas?)\b"
# "half an hour", "media hora", "an hour and a half", "hora y media", "2 hours", "20 min".
_AMOUNT: Final = (
    r"(?P<amount>(?:half an? hour|half hour|media hora|an? hour and a half|una hora y media"
    r"|hora y media|(?:a |un )?cuarto de hora|quarter of an hour|quarter hour)"
    rf"|{_NUMBER}\s*-?\s*(?P<unit>{_MINUTE_UNIT}|{_HOUR_UNIT}))"
)
# What makes an amount a limit: said before it ...
_LIMIT_BEFORE: Final = (
    r"(?:under|in under|less than|in less than|no more than|not more than|at most|max(?:imum)?"
    r"|within|tops|in|ready in|done in|on the table in|takes?|taking|only(?: have| got)?"
    r"|just(?: have| got)?|i only have|i(?:'ve| have)? only got|en menos de|menos de"
    r"|no mas de|maximo|max|a lo mucho|como mucho|como maximo|en|lista? en|listos? en"
    r"|que (?:tarde|tome|lleve|se haga en) (?:menos de )?|solo tengo|nada mas tengo"
    r"|nomas tengo|tengo solo|tengo nada mas|solo|nomas|de menos de|under about|en unos"
    r"|en como)"
)
# ... or after it ("30 minutes or less", "20 minutos máximo", "30-minute dinner").
_LIMIT_AFTER: Final = r"(?:or less|or under|max(?:imum)?|tops|o menos|maximo|como maximo|max)\b"
_LIMITS: Final = (
    re.compile(rf"\b{_LIMIT_BEFORE}\s+{_AMOUNT}(?:\s+{_LIMIT_AFTER})?"),
    re.compile(rf"\b{_AMOUNT}\s+{_LIMIT_AFTER}"),
    re.compile(r"\b(?P<adj>\d{1,3})[- ](?:minute|min)\b(?!s)"),
)
# A bare amount, or what the cook has: a soft budget.
_SOFT: Final = re.compile(
    rf"\b(?:(?:i have|i(?:'ve)? got|we have|tengo|tenemos|con)\s+)?{_AMOUNT}"
    r"(?:\s+(?:to kill|to spare|de sobra|libres?))?"
)
_SPACES: Final = re.compile(r"\s+")


@dataclass(frozen=True, kw_only=True)
class TimeReading:
    """A query with the time it states read out.

    Attributes:
        text: The query as typed without its time phrase.
        limit: Minutes the cook set as a limit on the recipe, or None.
        budget: Minutes the cook mentioned without making them a limit, or None.
    """

    text: str
    limit: int | None = None
    budget: int | None = None


def _minutes(match: re.Match[str]) -> int | None:
    if match.groupdict().get("adj"):
        return int(match.group("adj"))
    amount = match.group("amount")
    if amount is None:
        return None
    if "media" in amount or "half" in amount:
        return 90 if ("y media" in amount or "and a half" in amount) else 30
    if "cuarto" in amount or "quarter" in amount:
        return 15
    raw = match.group("n")
    count = int(raw) if raw.isdigit() else _UNITS[raw]
    unit = match.group("unit") or ""
    return count * 60 if re.match(_HOUR_UNIT, unit) else count


def _without(folded: FoldedText, match: re.Match[str]) -> str:
    # Cut the phrase out of the words as typed (accents kept for the embedding).
    origins = folded.origins
    start = origins[match.start()]
    end = origins[match.end() - 1] + 1
    rest = _SPACES.sub(" ", folded.original[:start] + " " + folded.original[end:]).strip()
    # A query that is only a time ("en menos de 20 minutos") keeps its words to search with.
    return rest if re.search(r"[^\W\d_]", rest) else folded.original


def _limit(folded: FoldedText) -> tuple[re.Match[str], int] | None:
    found = [m for pattern in _LIMITS if (m := pattern.search(folded.text))]
    if not found:
        return None
    match = min(found, key=lambda m: m.start())
    minutes = _minutes(match)
    return (match, minutes) if minutes is not None and 5 <= minutes <= 1440 else None


def read_time(text: str) -> TimeReading:
    """Read the time limit or budget a query states.

    Args:
        text: The query as the cook wrote it.

    Returns:
        The reading; `limit` and `budget` are None when it states no time, and a limit outside
        5-1440 minutes is no reading. The text is the query without the phrase.
    """
    folded = FoldedText.of(text)
    limit = _limit(folded)
    if limit is not None:
        return TimeReading(text=_without(folded, limit[0]), limit=limit[1])
    soft_match = _SOFT.search(folded.text)
    if soft_match is not None:
        minutes = _minutes(soft_match)
        if minutes is not None and 5 <= minutes <= 1440:
            return TimeReading(text=_without(folded, soft_match), budget=minutes)
    return TimeReading(text=text)
