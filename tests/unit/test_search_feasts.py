"""A feast of one cooking tradition asks for its cuisine, softly, as "something Indian" does."""

from __future__ import annotations

import pytest

from shared.search.feasts import feast_cuisines
from shared.search.intent import fold_words, read_intent
from shared.search.model import SearchQuery


@pytest.mark.parametrize(
    ("text", "language", "cuisine"),
    [
        ("hosting a Diwali get-together, what should I put on the table", "en", "indian"),
        ("sweets for Deepavali", "en", "indian"),
        ("nos toca llevar algo a la fiesta patria de la oficina", "es", "mexican"),
        ("qué hago para la noche del grito con toda la familia", "es", "mexican"),
        ("algo para el 16 de septiembre", "es", "mexican"),
        ("algo para la posada", "es", "mexican"),
        ("ofrenda del Día de Muertos", "es", "mexican"),
        ("qué llevo a la carne asada de mis compas", "es", "mexican"),
        ("dessert for the Thanksgiving potluck", "en", "american"),
        ("postre para el Día de Acción de Gracias", "es", "american"),
        ("snacks for the Super Bowl", "en", "american"),
        ("dumplings for Lunar New Year", "en", "asian"),
        ("cena de año nuevo chino", "es", "asian"),
        ("Bastille Day picnic", "en", "french"),
    ],
)
def test_a_feast_says_its_cuisine(text: str, language: str, cuisine: str) -> None:
    query = SearchQuery(text=text, language=language)  # type: ignore[arg-type]
    assert read_intent(query, quick_minutes=30).cuisines == frozenset({cuisine})


@pytest.mark.parametrize(
    "text",
    [
        "qué cocinar para Navidad",  # kept by many traditions: no one cuisine
        "biryani for eid",
        "birthday dessert",
        "holi, ¿qué ceno hoy?",  # the greeting, not the festival
        "tacos de carne asada",  # the dish, not the cookout
        "independencia alimentaria",
        "holiday dinner",
    ],
)
def test_other_occasions_say_no_cuisine(text: str) -> None:
    assert feast_cuisines(fold_words(text)) == frozenset()


def test_a_cuisine_said_in_words_comes_before_the_feast() -> None:
    # "Italian food for Thanksgiving" asks for Italian food.
    query = SearchQuery(text="Italian food for Thanksgiving", language="en")
    assert read_intent(query, quick_minutes=30).cuisines == frozenset({"italian"})
