"""`say_the_weather`: a day's temperature is hot or cold weather; an oven's is not."""

from __future__ import annotations

import pytest

from shared.search.moods import read_moods
from shared.search.weather import say_the_weather


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("40 degrees in perth today", "hot weather in perth today"),
        ("hace 38 grados", "hace hot weather"),
        ("it's 95 degrees", "it's hot weather"),  # Fahrenheit: no day reaches 95 °C
        ("30°c and humid", "hot weather and humid"),
        ("estamos a 3 grados", "estamos a cold weather"),
        ("-5 degrees outside", "cold weather outside"),
        ("40 degrees f", "cold weather"),
    ],
)
def test_a_day_s_temperature_is_the_weather(text: str, said: str) -> None:
    assert say_the_weather(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "bake at 350 degrees",  # an oven
        "hornear a 180 grados",
        "hasta que marque 74 grados",  # a thermometer in the meat
        "it's 20 degrees",  # a mild day says nothing
        "cook at 160°c for 2 hours",
    ],
)
def test_other_temperatures_are_left_alone(text: str) -> None:
    assert say_the_weather(text) == text


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        ("40 degrees in Perth today, what can I throw together", "en", "refreshing"),
        ("it's 5 degrees out, what's for dinner", "en", "soup"),
        ("estamos a 2 grados, algo para cenar", "es", "sopa"),
    ],
)
def test_the_moods_read_the_weather_a_temperature_says(text: str, language: str, tag: str) -> None:
    assert tag in read_moods(text, language).tags  # type: ignore[arg-type]


def test_a_mild_day_is_no_mood() -> None:
    assert read_moods("it's 20 degrees, what's for dinner", "en").tags == ()
