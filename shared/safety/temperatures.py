"""Temperatures stated in recipe steps: find them, tell internal from oven, rewrite them.

Understood forms: "165°F", "74 °C", "74ºC", "74˚C", "165 F", "165F", "74 grados", "74 grados
centígrados", "165 degrees Fahrenheit", "165°". Spanish "grados" with no unit are °C; any other
number with no unit is °F above 100 and °C otherwise (no food is cooked to an internal 100 °F,
and none reaches 150 °C inside).

A mention is taken as an *internal* (food) temperature when it is in the plausible range
(50 to 100 °C, 120 to 212 °F) and its context does not name an oven, oil or water (before it,
or an appliance right after it: "a 200°F oven"), unless it also names what internal
temperatures come with ("reaches", "thermometer", "interna", "alcance").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from shared.safety.text import fold

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = [
    "TemperatureMention",
    "TemperatureUnit",
    "find_temperatures",
    "format_degrees",
    "rewrite_temperatures",
]

TemperatureUnit = Literal["C", "F"]

_TEMPERATURE: Final = re.compile(
    r"(?<![\d.,])(?P<value>\d{2,3}(?:[.,]\d)?)\s*(?:"
    r"[°º˚]\s*(?:(?P<unit1>celsius|fahrenheit|[cf])(?![a-z]))?"
    r"|(?:degrees?|(?P<grados>grados?))"
    r"(?:\s+(?P<unit2>celsius|cent[ií]grados|fahrenheit|[cf])(?![a-z]))?"
    r"|(?P<unit3>[cf])(?![a-z])"
    r")",
    re.IGNORECASE,
)
_RANGE: Final[dict[TemperatureUnit, tuple[float, float]]] = {"C": (50, 100), "F": (120, 212)}
_INTERNAL_CUES: Final = re.compile(
    r"\b(?:internal|interna|interno|thermometer|termometro|reach|reaches|reached|registers?|"
    r"reads?|alcance|alcancen|alcanza|llegue|lleguen|marque|centro|center|thickest|gruesa)\b"
)
_OTHER_HEAT_CUES: Final = re.compile(
    r"\b(?:oven|horno|preheat|precalienta|precalentar|bake at|hornea a|broil|broiler|"
    r"oil|aceite|water|agua|air fryer|freidora|grill to|parrilla a|fryer)\b"
)
# "a 200°F oven": the appliance named right after the number.
_APPLIANCE_AFTER: Final = re.compile(r"^(?:oven|horno|fryer|freidora|air fryer)\b")
_CONTEXT_BEFORE = 40
_CONTEXT_AFTER = 30


@dataclass(frozen=True, kw_only=True)
class TemperatureMention:
    """One temperature in a text, with the span of its number (to rewrite it in place)."""

    value: float
    unit: TemperatureUnit
    start: int
    end: int
    internal: bool


def _unit(match: re.Match[str], value: float) -> TemperatureUnit:
    written = (match["unit1"] or match["unit2"] or match["unit3"] or "").lower()
    if written.startswith("f"):
        return "F"
    if written.startswith("c") or match["grados"]:
        # Spanish "grados" with no unit are Celsius, the unit of every Spanish-speaking kitchen.
        return "C"
    return "F" if value > 100 else "C"


def _is_internal(text: str, match: re.Match[str], value: float, unit: TemperatureUnit) -> bool:
    low, high = _RANGE[unit]
    if not low <= value <= high:
        return False
    before = fold(text[max(0, match.start() - _CONTEXT_BEFORE) : match.start()])
    after = fold(text[match.end() : match.end() + _CONTEXT_AFTER])
    if _INTERNAL_CUES.search(before) or _INTERNAL_CUES.search(after):
        return True
    return not (_OTHER_HEAT_CUES.search(before) or _APPLIANCE_AFTER.search(after))


def find_temperatures(text: str) -> list[TemperatureMention]:
    """Every temperature stated in `text`, in order.

    Args:
        text: A step instruction, in English or Spanish.

    Returns:
        The mentions, each flagged `internal` or not (oven, oil, water, or out of range).
    """
    mentions = []
    for match in _TEMPERATURE.finditer(text):
        value = float(match["value"].replace(",", "."))
        unit = _unit(match, value)
        mentions.append(
            TemperatureMention(
                value=value,
                unit=unit,
                start=match.start("value"),
                end=match.end("value"),
                internal=_is_internal(text, match, value, unit),
            )
        )
    return mentions


def format_degrees(value: float) -> str:
    """A temperature number as written in a recipe: "74", "62.5" (never "74.0")."""
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def rewrite_temperatures(
    text: str, replacements: Iterable[tuple[TemperatureMention, float]]
) -> str:
    """Replace the numbers of some mentions, keeping the rest of the text as written.

    Args:
        text: The text the mentions were found in.
        replacements: `(mention, new value)` pairs; the unit stays the mention's.

    Returns:
        The text with each mention's number replaced ("140°F" → "165°F").
    """
    result = text
    # Right to left, so earlier spans stay valid.
    for mention, value in sorted(replacements, key=lambda pair: -pair[0].start):
        result = result[: mention.start] + format_degrees(value) + result[mention.end :]
    return result
