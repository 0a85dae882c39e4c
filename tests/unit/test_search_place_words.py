"""A city's or a region's people said for its cooking read as the catalogue's country."""

from __future__ import annotations

import pytest

from shared.search.diminutives import add_base_words, matched_view
from shared.search.manner import manner_words
from shared.search.place_words import cuisine_of_places, style_places


@pytest.mark.parametrize(
    ("text", "language", "cooking"),
    [
        ("quiero algo bien limeño para la comida del sábado", "es", "peruano"),
        ("una cena tapatía para mis suegros", "es", "mexicana"),
        ("comida de Guadalajara para el domingo", "es", "mexicana"),
        ("algo porteño y rendidor", "es", "argentino"),
        ("something Neapolitan for a weeknight", "en", "italian"),
        ("proper Bombay flavours for dinner", "en", "indian"),
        ("Sicilian food from the oven", "en", "italian"),
    ],
)
def test_a_place_said_as_a_style_is_its_country_cooking(
    text: str, language: str, cooking: str
) -> None:
    assert cooking in cuisine_of_places(text, language)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # Beside a dish or a food the place names that dish, which the catalogue may lack.
        ("rocoto relleno arequipeño", "es"),
        ("huevos motuleños", "es"),
        ("chiles poblanos rellenos", "es"),
        ("Neapolitan ice cream", "en"),
        ("Bombay potatoes with peas", "en"),
        # A place word that is a food elsewhere is no place here ("lima" is a lime).
        ("agua de lima", "es"),
        ("something with roma tomatoes", "en"),
    ],
)
def test_a_place_beside_a_dish_or_food_is_read_as_typed(text: str, language: str) -> None:
    assert cuisine_of_places(text, language) == {}  # type: ignore[arg-type]


def test_the_country_is_a_helper_and_the_place_no_dish_word() -> None:
    reading = add_base_words("algo bien cusqueño para hoy", "es")
    assert reading.added == {"peruano": "cusqueño"}
    # Some recipe is Peruvian: the place word was understood, and is no missing dish.
    unmatched, terms = matched_view(["cusqueño"], 2, reading.added)
    assert unmatched == []
    assert terms == 1
    # Nor is it part of a dish's name.
    assert style_places(["algo", "bien", "cusqueño"]) == {"cusqueño"}
    assert "cusqueño" in manner_words(["algo", "bien", "cusqueño", "para", "hoy"])
