"""Kinds of dish said with another region's word, read as the catalogue's words beside them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.diminutives import add_base_words, matched_view
from shared.search.regional_words import catalogue_words, names_regional_dish

if TYPE_CHECKING:
    from shared.search.lexical_sql import Language


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Spain's and the Andes' words for the catalogue's Mexican ones.
        ("tarta de manzana", {"pay": "tarta", "pastel": "tarta"}),
        ("unas Tartas de frutas", {"pay": "tartas", "pastel": "tartas"}),
        ("bizcocho de naranja", {"pastel": "bizcocho"}),
        ("un queque de plátano", {"pastel": "queque"}),
        ("bocadillo de calamares", {"sandwich": "bocadillo"}),
        ("un batido de fresa", {"licuado": "batido"}),
        ("crêpes dulces", {"crepa": "crêpes"}),
        # English words for the catalogue's US ones.
        ("apple tart", {"pie": "tart"}),
        ("hotcakes for breakfast", {"pancakes": "hotcakes"}),
        # The catalogue's own words, and words that mean different dishes by region.
        ("pay de manzana", {}),
        ("pastel de tres leches", {}),
        ("torta ahogada", {}),
        ("tortitas de cangrejo", {}),
        ("buttermilk biscuits", {}),
        ("apple pie", {}),
        # A word that only contains one ("tartar", "batidora").
        ("steak tartare with capers", {}),
        ("sin batidora", {}),
    ],
)
def test_catalogue_words(text: str, expected: dict[str, str]) -> None:
    assert catalogue_words(text) == expected


_PIE: tuple[str, Language] = ("Pay de Manzana Clásico", "es")
_APPLE_PIE: tuple[str, Language] = ("Classic Apple Pie", "en")
_SPINACH_PIE: tuple[str, Language] = ("Spanakopita (Pay Griego de Espinaca y Feta)", "es")


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("tarta de manzana", [_PIE, ("Pastel de Tres Leches", "es")]),
        ("una tarta de manzana para el domingo", [_PIE]),
        # Written in an English sentence: the recipe's Spanish name is that dish.
        ("tarta de manzana for sunday", [_APPLE_PIE, _PIE]),
        ("an apple tart", [_APPLE_PIE]),
        ("un batido de plátano", [("Licuado de Plátano y Crema de Cacahuate", "es")]),
    ],
)
def test_a_candidate_of_the_catalogue_kind_holding_the_rest_is_the_dish(
    text: str, names: list[tuple[str, Language]]
) -> None:
    assert names_regional_dish(text, names=names)


@pytest.mark.parametrize(
    ("text", "names"),
    [
        # A cheesecake: the spinach pie holds feta in brackets, but is a spanakopita; the pie
        # and the meatloaf ("Pastel de Carne") hold no cheese.
        ("tarta de queso", [_PIE, ("Pastel de Carne Clásico", "es"), _SPINACH_PIE]),
        ("chocolate tart", [("Chewy Chocolate Chip Cookies", "en"), _APPLE_PIE]),
        # Only the kind: nothing else of the query to hold.
        ("una tarta", [_PIE]),
        # No regional word: the dish check of the catalogue's own words decides.
        ("pay de manzana", [_PIE]),
    ],
)
def test_no_candidate_is_the_dish(text: str, names: list[tuple[str, Language]]) -> None:
    assert not names_regional_dish(text, names=names)


def test_regional_words_are_helpers_in_either_language() -> None:
    # When
    spanish = add_base_words("tarta de manzana", "es")
    english = add_base_words("tarta de manzana for sunday", "en")

    # Then: the typed word stays; the catalogue's words are added beside it
    assert spanish.text == "tarta de manzana pay pastel"
    assert english.added == {"pay": "tarta", "pastel": "tarta"}


def test_a_regional_word_is_understood_when_a_recipe_has_its_catalogue_word() -> None:
    # Given: no recipe has "tarta"; some have "pay" and "pastel"
    added = add_base_words("tarta de manzana", "es").added

    # When
    unmatched, terms = matched_view(["tarta"], 4, added)

    # Then: "tarta" was read, and the helpers do not count as the query's words
    assert unmatched == []
    assert terms == 2


def test_diminutives_and_regional_words_together() -> None:
    added = add_base_words("un bizcochito y un batido", "es").added

    assert added == {"bizcocho": "bizcochito", "licuado": "batido"}
