"""`subject_words`: which queries are dish names whose words one recipe must hold together."""

from __future__ import annotations

import pytest

from shared.search.coverage import subject_words

EN_NAMES = (
    "Tres Leches Cake",
    "Kale and Quinoa Harvest Salad with Sweet Potato and Pecans",
    "Tom Yum Goong (Thai Hot and Sour Shrimp Soup)",
    "Classic Apple Pie",
)
ES_NAMES = ("Pastel de Tres Leches", "Sopa de Cebolla Francesa", "Tacos al Pastor")


@pytest.mark.parametrize(
    ("text", "terms", "subject"),
    [
        # A kind of dish the catalogue names ("cake", "pie"), with another word.
        ("carrot cake", 2, ("carrot", "cake")),
        ("banana cream pie", 3, ("banana", "cream", "pie")),
        ("apple cake", 2, ("apple", "cake")),
        # No word is a kind of dish: a mood, an ingredient, an occasion.
        ("bold fiery flavours", 3, ()),
        # "Sweet Potato" follows "with" in a salad's name: a complement, not the dish.
        ("sweets for diwali", 2, ()),
        # A word in brackets is not the name's head either ("... Shrimp Soup)").
        ("fish soup", 2, ()),
        # A list of what the cook has.
        ("cake, carrots", 2, ()),
        # One word is the dish itself; four is a request.
        ("cake", 1, ()),
        ("cake for my carrot loving aunt", 4, ()),
        # An everyday word is no subject word; the database then finds fewer known subject
        # words than content words, and calls the query a request.
        ("cake tonight", 2, ("cake",)),
    ],
)
def test_english_dish_names(text: str, terms: int, subject: tuple[str, ...]) -> None:
    words = text.replace(",", " ").split()
    assert (
        subject_words(text, words, [], terms=terms, names=EN_NAMES, language="en", max_words=3)
        == subject
    )


@pytest.mark.parametrize(
    ("text", "terms", "subject"),
    [
        ("pastel de zanahoria", 2, ("pastel", "zanahoria")),
        ("tacos de pollo", 2, ("tacos", "pollo")),
        # Spanish names put the kind of dish first: "leches" is not one.
        ("leches de coco", 2, ()),
    ],
)
def test_spanish_dish_names(text: str, terms: int, subject: tuple[str, ...]) -> None:
    words = text.split()
    assert (
        subject_words(text, words, [], terms=terms, names=ES_NAMES, language="es", max_words=3)
        == subject
    )


def test_a_word_the_catalogue_lacks_is_left_to_the_subject_check() -> None:
    assert (
        subject_words(
            "beef wellington",
            ["beef", "wellington"],
            ["wellington"],
            terms=2,
            names=EN_NAMES,
            language="en",
            max_words=3,
        )
        == ()
    )
