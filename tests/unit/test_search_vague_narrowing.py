"""Vague requests read narrowly: what a mood says and what it leaves alone, EN and ES."""

from __future__ import annotations

import pytest

from shared.search.moods import read_moods


def test_cozy_is_comfort_food_not_the_weather() -> None:
    # Given a cozy family dinner: no cold or rain is said
    reading = read_moods("a cosy sunday family dinner that everyone will eat", "en")

    # Then it asks for comfort food, and no soup or stew outweighs the dinner asked for
    assert "comfort food" in reading.tags
    assert not {"soup", "stew", "winter"} & set(reading.tags)
    assert "sunday family dinner" in reading.text


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        ("cozy soup for a freezing night", "en", "soup"),
        ("something cozy for a cold rainy night", "en", "soup"),
        ("algo calientito, hace frío", "es", "sopa"),
        ("tengo antojo de algo calientito", "es", "sopa"),
    ],
)
def test_cold_warmth_and_rain_still_ask_for_soup(text: str, language: str, tag: str) -> None:
    assert tag in read_moods(text, language).tags  # type: ignore[arg-type]
