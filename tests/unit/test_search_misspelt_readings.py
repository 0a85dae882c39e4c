"""A word no recipe has is read as the candidate name's word it misspells, for the model."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.misspelt import misspelt_readings, respell
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    from shared.search.lexical import CatalogueRow

CURRIES = [
    catalogue_row(
        "Chicken Tikka Masala",
        other_name="Pollo Tikka Masala",
        known_words=["tikka"],
        other_known_words=[],
    ),
    catalogue_row("Butter Chicken", other_name="Pollo a la Mantequilla"),
]
RICE = [
    catalogue_row(
        "Arroz con Pollo",
        other_name="Latin Chicken and Rice (Arroz con Pollo)",
        known_words=["pollo"],
    ),
    catalogue_row("Pay de Manzana", other_name="Apple Pie"),
    catalogue_row("Torta de Milanesa", other_name="Milanesa Sandwich"),
    catalogue_row("Empanadas Argentinas de Carne", other_name="Argentine Beef Empanadas"),
]
DESSERTS = [
    catalogue_row("Panna Cotta de Fresa", other_name="Strawberry Panna Cotta"),
    catalogue_row("Caldo con Panceta", other_name="Pork Belly Broth"),
]


@pytest.mark.parametrize(
    ("text", "rows", "readings"),
    [
        # English: the typos of a dish's name, whatever the word beside them.
        ("chiken tikka masalla", CURRIES, {"chiken": "chicken", "masalla": "masala"}),
        # Spanish: a letter wrong in a short word.
        ("arros con pollo", RICE, {"arros": "arroz"}),
        ("Arros con pollo", RICE, {"arros": "arroz"}),
    ],
)
def test_a_misspelt_name_word_is_read_as_that_word(
    text: str, rows: list[CatalogueRow], readings: dict[str, str]
) -> None:
    # Given candidates whose names hold the words meant
    # When the query's unknown words are read
    # Then each misspelt one is read as the name's word
    assert misspelt_readings(text, rows) == readings


@pytest.mark.parametrize(
    ("text", "rows"),
    [
        # Another dish, not a typo: no name word is close enough ("tikka" is two letters off).
        ("chicken tinga", CURRIES),
        # A word the catalogue knows is read as itself, even close to a name's word.
        ("tikka masala", CURRIES),
        # Grammar and everyday words misspell nothing ("with" / "para" are no "pasta").
        ("something with chicken tonight", CURRIES),
        ("pollo para hoy", RICE),
        # A regional word is the catalogue's other word ("tarta" is a pie), not a "torta".
        ("tarta de manzana", RICE),
        # Spelt as in a name, in either language.
        ("latin rice", RICE),
        # Two edits off a name's word and not alike enough: "panacota" is "panna cotta".
        ("panacota de fresa", DESSERTS),
        # A diminutive is its base word said fondly, no typo of a name's word.
        ("empanaditas chinas", RICE),
    ],
)
def test_other_words_are_read_as_typed(text: str, rows: list[CatalogueRow]) -> None:
    # Given candidates and a query without a misspelling of their names
    # When the query's unknown words are read
    # Then none is read as another word
    assert misspelt_readings(text, rows) == {}


def test_no_candidates_no_reading() -> None:
    assert misspelt_readings("chiken", []) == {}


def test_respell_replaces_whole_words_in_any_case() -> None:
    # "chiken" inside another word is not that word.
    text = "Chiken tikka masalla, no chikenpea"
    readings = {"chiken": "chicken", "masalla": "masala"}
    assert respell(text, readings) == "chicken tikka masala, no chikenpea"
    assert respell(text, {}) == text


def test_words_added_to_help_matching_are_not_read() -> None:
    # "cochina", added beside "cochinita", was not typed: only "pivil" is read.
    rows = [catalogue_row("Cochinita Pibil", known_words=["cochinita"])]
    assert misspelt_readings("cochinita pivil cochina", rows, helpers={"cochina"}) == {
        "pivil": "pibil"
    }


def test_the_prose_of_a_longer_request_is_read_as_typed() -> None:
    # "going" is one edit off "Goong", but a sentence holds words no recipe needs to know.
    rows = [catalogue_row("Tom Yum Goong"), catalogue_row("Sopa de Lentejas", known_words=["sopa"])]
    assert misspelt_readings("my neighbour keeps going on about sopa", rows) == {}
    assert misspelt_readings("tom yum gong", rows) == {"gong": "goong"}
