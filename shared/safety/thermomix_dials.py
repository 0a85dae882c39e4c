"""Parsers for single Thermomix dial values, as a model or a person writes them.

Each parser returns the canonical value or raises `InvalidDialError` saying why the value cannot
be a setting; `shared.safety.thermomix` turns those into dropped values and issues.
"""

from __future__ import annotations

import math
import re
import unicodedata
from typing import Final

from shared.schemas.recipe import THERMOMIX_MAX_C, THERMOMIX_MIN_C

__all__ = [
    "MAX_SECONDS",
    "MIN_SECONDS",
    "InvalidDialError",
    "parse_reverse",
    "parse_speed",
    "parse_temperature",
    "parse_time",
]

MIN_SECONDS: Final = 1
MAX_SECONDS: Final = 7200
_SPOON: Final = frozenset({"spoon", "cuchara", "stir", "soft stir", "gentle stir", "remover"})
_TRUE: Final = frozenset({"true", "yes", "si", "on", "1"})
_FALSE: Final = frozenset({"false", "no", "off", "0", "normal", "forward", "derecha", "none"})
_REVERSE_WORDS: Final = re.compile(
    r"\b(?:reverse|inversa|inverso|izquierda|counterclockwise|counter clockwise|anticlockwise)\b"
)
_NUMBER: Final = r"(\d+(?:[.,]\d+)?)"
_TIME_PART: Final = re.compile(
    _NUMBER + r"\s*(h|hr|hrs|hora|horas|hour|hours|min|mins|minute|minutes|minuto|minutos|m|"
    r"s|sec|secs|second|seconds|seg|segs|segundo|segundos)\b"
)
# By the unit's first letter: hours, minutes, seconds.
_TIME_UNITS: Final = {"h": 3600, "m": 60, "s": 1}
_TEMPERATURE: Final = re.compile(
    r"(?:temp(?:eratura|erature)?\s*)?" + _NUMBER + r"\s*(c|f|celsius|fahrenheit|grados?)?"
    r"(?:\s*(?:c|celsius|centigrados))?"
)
_SPEED: Final = re.compile(r"(?:velocidad|vel\.?|speed)?\s*(.+?)")
_SPEED_NUMBER: Final = re.compile(_NUMBER)


class InvalidDialError(ValueError):
    """A value that cannot be made into a Thermomix setting; the message says why."""


def _clean(value: str) -> str:
    # Degree signs first: NFKD would turn "º" into the letter "o".
    text = re.sub(r"[°º˚]", " ", value).casefold()
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"\s+", " ", text.replace("_", " ").replace("-", " ")).strip()


def _number(text: str) -> float:
    return float(text.replace(",", "."))


def _finite(value: float) -> float:
    # NaN and infinity would crash round() and compare false everywhere.
    if not math.isfinite(value):
        raise InvalidDialError("the value is not a finite number")
    return float(value)


def parse_time(value: object) -> int:
    """Seconds from 90, 90.0, "90", "90 s", "2 min", "1:30", "1 min 30 s", "2 minutos".

    Raises:
        InvalidDialError: Not a duration, or outside 1 to 7200 s.
    """
    if isinstance(value, bool):
        raise InvalidDialError("time is a number of seconds, not a boolean")
    if isinstance(value, int | float):
        seconds = _finite(value)
    elif isinstance(value, str):
        text = _clean(value)
        if re.fullmatch(_NUMBER, text):
            seconds = _number(text)
        elif clock := re.fullmatch(r"(\d{1,3}):([0-5]\d)", text):
            seconds = int(clock[1]) * 60 + int(clock[2])
        else:
            parts = list(_TIME_PART.finditer(text))
            leftover = _TIME_PART.sub(" ", text).replace(" y ", " ").replace(" and ", " ")
            if not parts or leftover.strip():
                raise InvalidDialError("time is not a duration")
            seconds = sum(_number(part[1]) * _TIME_UNITS[part[2][0]] for part in parts)
    else:
        raise InvalidDialError("time is not a duration")
    rounded = round(seconds)
    if not MIN_SECONDS <= rounded <= MAX_SECONDS:
        raise InvalidDialError(f"time must be {MIN_SECONDS} to {MAX_SECONDS} seconds")
    return rounded


def parse_temperature(value: object) -> str:
    """ "varoma" or whole °C as a string, from 100, "100", "100°C", "100 ºC", "212°F", "Varoma".

    Raises:
        InvalidDialError: Not a temperature, or outside 37 to 120 °C.
    """
    if isinstance(value, bool):
        raise InvalidDialError("temperature is °C or 'varoma', not a boolean")
    if isinstance(value, int | float):
        celsius = _finite(value)
    elif isinstance(value, str):
        text = _clean(value)
        if "varoma" in text.split():
            return "varoma"
        match = _TEMPERATURE.fullmatch(text)
        if match is None:
            raise InvalidDialError("temperature is °C (37-120) or 'varoma'")
        celsius = _number(match[1])
        if (match[2] or "").startswith("f"):
            celsius = (celsius - 32) * 5 / 9
    else:
        raise InvalidDialError("temperature is °C (37-120) or 'varoma'")
    rounded = round(celsius)
    if not THERMOMIX_MIN_C <= rounded <= THERMOMIX_MAX_C:
        raise InvalidDialError(f"temperature must be {THERMOMIX_MIN_C} to {THERMOMIX_MAX_C} °C")
    return str(rounded)


def parse_speed(value: object) -> str:
    """ "spoon", or 0.5 to 10 in half steps ("4", "3.5"), from "velocidad 4", "3,5", "cuchara".

    Raises:
        InvalidDialError: Turbo, a range ("5-10"), a non-half step, or outside 0.5 to 10.
    """
    if isinstance(value, bool):
        raise InvalidDialError("speed is 'spoon' or 0.5-10, not a boolean")
    if isinstance(value, int | float):
        speed = _finite(value)
    elif isinstance(value, str):
        text = _clean(value)
        match = _SPEED.fullmatch(text)
        word = match[1].strip() if match else text
        if text in _SPOON or word in _SPOON or text.endswith(" cuchara"):
            return "spoon"
        if "turbo" in text:
            raise InvalidDialError("turbo is a pulse function, not a speed setting")
        number = _SPEED_NUMBER.fullmatch(word)
        if number is None:
            raise InvalidDialError("speed is 'spoon' or one number from 0.5 to 10")
        speed = _number(number[1])
    else:
        raise InvalidDialError("speed is 'spoon' or 0.5-10")
    if not 0.5 <= speed <= 10 or not (speed * 2).is_integer():
        raise InvalidDialError("speed must be 0.5 to 10 in half steps")
    return str(int(speed)) if speed.is_integer() else f"{speed:.1f}"


def parse_reverse(value: object) -> bool:
    """True from True, 1, "reverse", "inversa", "giro a la izquierda", "sí"; False likewise.

    Raises:
        InvalidDialError: Not recognisably on or off.
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        text = _clean(value)
        if text in _TRUE or _REVERSE_WORDS.search(text):
            return True
        if text in _FALSE or not text:
            return False
    raise InvalidDialError("reverse is true or false")
