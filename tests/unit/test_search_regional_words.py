"""Kinds of dish said with another region's word, read as the catalogue's words beside them."""

from __future__ import annotations

import pytest

from shared.search.diminutives import add_base_words, matched_view
from shared.search.regional_words import catalogue_readings, catalogue_words


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Spain's and the Andes' words for the catalogue's Mexican ones.
        ("tarta de manzana", {"pay": "tarta", "pastel": "tarta", "quiche": "tarta"}),
        ("unas Tartas de frutas", {"pay": "tartas", "pastel": "tartas", "quiche": "tartas"}),
        ("bizcocho de naranja", {"pastel": "bizcocho"}),
        ("un queque de plátano", {"pastel": "queque"}),
        ("bocadillo de calamares", {"sandwich": "bocadillo"}),
        ("un batido de fresa", {"licuado": "batido"}),
        ("crêpes dulces", {"crepa": "crêpes"}),
        # English words for the catalogue's US ones.
        ("apple tart", {"pie": "tart", "quiche": "tart"}),
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


def test_each_reading_says_the_dish_with_one_of_the_catalogue_words() -> None:
    assert catalogue_readings("Tarta de manzana") == [
        "pay de manzana",
        "pastel de manzana",
        "quiche de manzana",
    ]
    assert catalogue_readings("an apple tart") == ["an apple pie", "an apple quiche"]
    assert catalogue_readings("pay de manzana") == []


def test_readings_keep_to_the_kinds_the_candidates_are() -> None:
    # Given candidates that are a pie and cakes, none a quiche
    kinds = {"pay", "pastel", "galleta"}

    # Then
    assert catalogue_readings("tarta de manzana", kinds=kinds) == [
        "pay de manzana",
        "pastel de manzana",
    ]
    assert catalogue_readings("apple tart", kinds={"cookie", "truffle"}) == []


def test_regional_words_are_helpers_in_either_language() -> None:
    # When
    spanish = add_base_words("tarta de manzana", "es")
    english = add_base_words("tarta de manzana for sunday", "en")

    # Then: the typed word stays; the catalogue's words are added beside it
    assert spanish.text == "tarta de manzana pay pastel quiche"
    assert english.added == {"pay": "tarta", "pastel": "tarta", "quiche": "tarta"}


def test_a_regional_word_is_understood_when_a_recipe_has_its_catalogue_word() -> None:
    # Given: no recipe has "tarta"; some have "pay" and "pastel"
    added = add_base_words("tarta de manzana", "es").added

    # When
    unmatched, terms = matched_view(["tarta", "quiche"], 5, added)

    # Then: "tarta" was read, and the helpers do not count as the query's words
    assert unmatched == []
    assert terms == 2


def test_diminutives_and_regional_words_together() -> None:
    added = add_base_words("un bizcochito y un batido", "es").added

    assert added == {"bizcocho": "bizcochito", "licuado": "batido"}
