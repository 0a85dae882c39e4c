"""A temperature said of the weather, read as hot or cold weather.

"40 degrees in Perth today", "hace 38 grados", "it's 95 out", "estamos a 3 grados": a number
of degrees is the weather when it is one a day can have, and it says whether the cook wants
something refreshing or something warming as plainly as "it's so hot" does. The moods read
weather in words (`shared.search.mood_table`), so the temperature is put into the words those
read ("hot weather", "cold weather"); an oven's or a thermometer's temperature ("bake at 350
degrees", "hornear a 180 grados", "hasta 74 grados") is no weather and is left as it is.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["say_the_weather"]

# A number, then degrees (a unit letter or word may follow), in the casefolded query.
_TEMPERATURE: Final = re.compile(
    r"(?<![\w.,])(-?\d{1,3})\s*(?:°|º)?\s*(?:degrees?|grados?|°|º)"
    r"(?:\s*(celsius|centigrados?|centígrados?|fahrenheit|c|f)\b)?"
)
# Celsius a day can reach; without a unit a larger number is Fahrenheit, up to what a day
# can reach in it. Above that it is an oven or a thermometer.
_MAX_CELSIUS: Final = 50
_MAX_FAHRENHEIT: Final = 120
# From these a day is hot, and up to these cold (a summer's day at 28 °C / 82 °F is hot
# to cook in; at 8 °C / 46 °F a soup is welcome).
_HOT_CELSIUS: Final = 28
_COLD_CELSIUS: Final = 8


def _celsius(number: int, unit: str | None) -> float | None:
    fahrenheit = unit in ("f", "fahrenheit") or (unit is None and number > _MAX_CELSIUS)
    if fahrenheit:
        return None if number > _MAX_FAHRENHEIT else (number - 32) * 5 / 9
    return None if number > _MAX_CELSIUS else float(number)


def _weather(match: re.Match[str]) -> str:
    celsius = _celsius(int(match[1]), match[2])
    if celsius is None:
        return match[0]
    if celsius >= _HOT_CELSIUS:
        return "hot weather"
    if celsius <= _COLD_CELSIUS:
        return "cold weather"
    return match[0]


def say_the_weather(text: str) -> str:
    """The query with a temperature of the weather said as hot or cold weather.

    Args:
        text: The query, casefolded.

    Returns:
        The query with each hot or cold day's temperature replaced by "hot weather" or "cold
        weather"; a mild one, an oven's or a thermometer's, unchanged.
    """
    return _TEMPERATURE.sub(_weather, text)
