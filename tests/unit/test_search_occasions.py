"""`expand_occasions`: dates and gatherings become the catalogue's tag words."""

from __future__ import annotations

import pytest

from shared.search.occasions import expand_occasions


@pytest.mark.parametrize(
    ("text", "language", "expanded"),
    [
        ("algo para el 15 de septiembre", "es", "algo para el fiestas patrias mexicanas"),
        ("something to bring to a potluck", "en", "something to bring to a party food make-ahead"),
        ("comida el Día de la Independencia", "es", "comida el fiestas patrias mexicanas"),
    ],
)
def test_an_occasion_is_said_in_tag_words(text: str, language: str, expanded: str) -> None:
    assert expand_occasions(text, language) == expanded  # type: ignore[arg-type]


def test_a_query_without_an_occasion_is_unchanged() -> None:
    assert expand_occasions("Sopa de tortilla", "es") == "Sopa de tortilla"


def test_independence_alone_is_no_holiday() -> None:
    # Only the day is the holiday; the word alone is not.
    assert expand_occasions("independencia alimentaria", "es") == "independencia alimentaria"


@pytest.mark.parametrize(
    ("text", "language"),
    [("algo para el día de la Candelaria", "es"), ("Candlemas dinner", "en")],
)
def test_candlemas_is_the_tamales(text: str, language: str) -> None:
    # February 2nd in Mexico: whoever found the figure in the rosca brings the tamales.
    assert "tamales" in expand_occasions(text, language)  # type: ignore[arg-type]


def test_la_candelaria_the_place_is_no_holiday() -> None:
    assert "tamales" not in expand_occasions("ajiaco como en La Candelaria", "es")
