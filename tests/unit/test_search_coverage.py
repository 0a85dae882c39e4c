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
    ("text", "subject"),
    [
        # A kind of dish the catalogue names ("cake", "pie"), with another word.
        ("carrot cake", ("carrot", "cake")),
        ("banana cream pie", ("banana", "cream", "pie")),
        ("apple cake", ("apple", "cake")),
        # No word is a kind of dish: a mood, an ingredient, an occasion.
        ("bold fiery flavours", ()),
        # "Sweet Potato" follows "with" in a salad's name: a complement, not the dish.
        ("sweets for diwali", ()),
        # A word in brackets is not the name's head either ("... Shrimp Soup)").
        ("fish soup", ()),
        # A list of what the cook has.
        ("cake, carrots", ()),
        # How many words a name may have is the database's count; here "for" stays (a stop
        # word, it has no lexeme there).
        ("cake for my carrot loving aunt", ("cake", "for", "carrot", "loving", "aunt")),
        # An everyday word makes the query a request.
        ("cake tonight", ()),
        # A facet or a manner qualifies the name and is no part of it.
        ("keto carrot cake", ("carrot", "cake")),
        ("gluten free apple cake", ("apple", "cake")),
        ("thai style cake", ("thai", "cake")),
        # So does a complement after "with", when a dish comes before it.
        ("banana cream pie with whipped cream", ("banana", "cream", "pie")),
        ("cake with carrots", ("cake", "with", "carrots")),
    ],
)
def test_english_dish_names(text: str, subject: tuple[str, ...]) -> None:
    words = text.replace(",", " ").split()
    assert subject_words(text, words, [], names=EN_NAMES, language="en") == subject


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("pastel de zanahoria", ("pastel", "zanahoria")),
        ("tacos de pollo", ("tacos", "pollo")),
        # Spanish names put the kind of dish first: "leches" is not one.
        ("leches de coco", ()),
        # "Arroz con pollo" is a name whole: one word before "con" is no dish.
        ("tacos con pollo", ("tacos", "con", "pollo")),
    ],
)
def test_spanish_dish_names(text: str, subject: tuple[str, ...]) -> None:
    words = text.split()
    assert subject_words(text, words, [], names=ES_NAMES, language="es") == subject


def test_a_word_the_catalogue_lacks_is_left_to_the_subject_check() -> None:
    assert (
        subject_words(
            "beef wellington",
            ["beef", "wellington"],
            ["wellington"],
            names=EN_NAMES,
            language="en",
        )
        == ()
    )
