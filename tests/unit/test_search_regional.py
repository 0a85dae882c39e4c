"""Regional words for kinds of dish read as the catalogue's words (`shared.search.regional`)."""

from __future__ import annotations

import pytest

from shared.search.diminutives import Diminutives, add_base_words, matched_view
from shared.search.regional import add_regional_words, regional_readings


@pytest.mark.parametrize(
    ("text", "language", "helpers"),
    [
        ("tarta de manzana", "es", {"pay": "tarta", "pastel": "tarta"}),
        ("tarta de manzana for sunday", "en", {"pie": "tarta", "cake": "tarta"}),
        ("nibbles for drinks with the girls", "en", {"snacks": "nibbles"}),
        ("unos aperitivos para la tarde", "es", {"botanas": "aperitivos"}),
        ("Appetisers, something light", "en", {"appetizers": "appetisers"}),
    ],
)
def test_a_regional_word_gets_the_catalogues_words_beside_it(
    text: str, language: str, helpers: dict[str, str]
) -> None:
    # When
    read = add_regional_words(Diminutives(text=text), language)  # type: ignore[arg-type]

    # Then the words are added after the query, which stays as written
    assert read.added == helpers
    assert read.text == " ".join([text, *helpers])


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("apple pie", "en"),
        ("pay de manzana", "es"),
        # Words with another meaning elsewhere are left alone.
        ("biscuits and gravy", "en"),
        ("hibiscus iced tea", "en"),
        ("vegan tea tonight", "en"),
    ],
)
def test_other_words_add_nothing(text: str, language: str) -> None:
    found = Diminutives(text=text)
    assert add_regional_words(found, language) is found  # type: ignore[arg-type]


def test_a_word_the_query_says_itself_is_not_added_again() -> None:
    read = add_regional_words(Diminutives(text="tarta o pastel de chocolate"), "es")
    assert read.added == {"pay": "tarta"}


def test_the_diminutives_base_words_are_kept() -> None:
    # Given a Spanish query with a diminutive and a regional word
    found = add_base_words("una tarta calientita", "es")

    # When
    read = add_regional_words(found, "es")

    # Then both kinds of helper are there, and the regional word counts as understood
    assert set(found.added) < set(read.added)
    unmatched, terms = matched_view(["tarta", "calientita"], 6, read.added)
    assert "tarta" not in unmatched
    assert terms == 6 - len(read.added)


def test_a_regional_word_is_missing_when_no_reading_is_known() -> None:
    # "pay" and "pastel" in no recipe: the word stays unmatched
    read = add_regional_words(Diminutives(text="tarta de boda"), "es")
    unmatched, _ = matched_view(["boda", "pay", "pastel", "tarta"], 5, read.added)
    assert unmatched == ["boda", "tarta"]


@pytest.mark.parametrize(
    ("words", "language", "readings"),
    [
        (("tarta", "manzana"), "es", [("pay", "manzana"), ("pastel", "manzana")]),
        (("tarta", "manzana"), "en", [("pie", "manzana"), ("cake", "manzana")]),
        (("pay", "manzana"), "es", [("pay", "manzana")]),
        (("fish", "tacos"), "en", [("fish", "tacos")]),
    ],
)
def test_a_dish_name_is_read_with_each_meaning_of_its_regional_word(
    words: tuple[str, ...], language: str, readings: list[tuple[str, ...]]
) -> None:
    assert regional_readings(words, language) == readings  # type: ignore[arg-type]
