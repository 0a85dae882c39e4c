"""Words compared as written (number, gender and verb endings aside, never by stem), the foods a
text names, and what is no dish name: a request for a complement, a list of foods."""

from __future__ import annotations

import pytest

from shared.search.coverage import is_food_list
from shared.search.name_foods import foods_named, foods_of_word
from shared.search.name_part import asks_for_complement
from shared.search.name_words import misspells_a_name, same_word, written_words


@pytest.mark.parametrize(
    ("word", "other"),
    [
        # Spanish plurals after a consonant, after a vowel, and "z" / "ces"
        ("tamales", "tamal"),
        ("chiles", "chile"),
        ("limones", "limón"),
        ("fideos", "fideo"),
        ("nueces", "nuez"),
        # Gender
        ("mexicano", "Mexicana"),
        ("rellenos", "relleno"),
        # English plurals and verb endings
        ("curries", "curry"),
        ("dishes", "dish"),
        ("brownies", "brownie"),
        ("roasted", "roast"),
        ("baked", "bake"),
    ],
)
def test_forms_of_one_word(word: str, other: str) -> None:
    assert same_word(word, other)
    assert same_word(other, word)


@pytest.mark.parametrize(
    ("word", "other"),
    [
        # The Spanish stemmer folds these, but a sope is no soup and a pie no pay
        ("sopes", "sopa"),
        ("sope", "sopas"),
        ("tacos", "tacho"),
        ("pie", "pay"),
        ("chili", "chile"),
        ("pasta", "pastel"),
        # A verb ending is never read as a gender: a salad is no "sal"
        ("salad", "sal"),
    ],
)
def test_different_words(word: str, other: str) -> None:
    assert not same_word(word, other)


def test_a_text_holds_the_forms_of_its_words() -> None:
    forms = written_words("Tamales Verdes de Pollo")

    assert {"tamal", "verde", "pollo"} <= forms
    assert "sopa" not in forms


@pytest.mark.parametrize(
    ("asked", "matched"),
    [
        # A meal, "something", "recetas" before the complement: no dish is named
        ("cena con muchas verduras", ["muchas", "verduras"]),
        ("something with chickpeas", ["chickpeas"]),
        ("algo con pollo", ["pollo"]),
        ("dinner with lots of vegetables", ["lots", "vegetables"]),
    ],
)
def test_asking_for_the_complement(asked: str, matched: list[str]) -> None:
    assert asks_for_complement(asked.split(), matched)


@pytest.mark.parametrize(
    ("asked", "matched"),
    [
        # A dish before "con" / "with", or no complement at all
        ("arroz con pollo", ["arroz", "pollo"]),
        ("chili con carne", ["chili", "carne"]),
        ("sushi rolls with salmon", ["sushi", "rolls", "salmon"]),
        ("pay de limón", ["pay", "limón"]),
    ],
)
def test_a_dish_before_the_complement(asked: str, matched: list[str]) -> None:
    assert not asks_for_complement(asked.split(), matched)


@pytest.mark.parametrize(
    ("text", "foods"),
    [
        ("Pay de Manzana Clásico", {"apple"}),
        ("Ensalada de Kale y Quinoa", {"kale", "quinoa"}),
        ("Nopal Cactus Salad", {"nopal"}),
    ],
)
def test_the_foods_a_name_names(text: str, foods: set[str]) -> None:
    assert foods <= foods_named([text])


def test_a_word_of_a_two_word_food_alone_names_no_food() -> None:
    # "té verde" is green tea; "verde" alone is a colour
    assert "green_tea" not in foods_named(["Curry Verde Tailandés"])
    assert "kale" in foods_of_word("rizada")


@pytest.mark.parametrize(
    ("query", "listed"),
    [
        ("pollo y leche de coco", True),
        ("bacon and eggs", True),
        # A dish joined by "and": meatballs are no ingredient
        ("spaghetti and meatballs", False),
        # No conjunction: a dish name
        ("crema de brócoli", False),
    ],
)
def test_a_list_of_foods_is_no_dish_name(query: str, listed: bool) -> None:
    tokens = query.split()
    words = [word for word in tokens if len(word) >= 3]

    assert is_food_list(tokens, words) is listed


@pytest.mark.parametrize(
    ("word", "names"),
    [
        ("kwinoa", ["Peruvian Quinoa Salad"]),
        ("kwesadillas", ["Quesadillas de Flor de Calabaza"]),
        ("kwiche", ["Quiche Lorraine"]),
    ],
)
def test_qu_written_as_it_sounds_misspells_the_name(word: str, names: list[str]) -> None:
    assert misspells_a_name(word, names)


def test_a_kw_word_far_from_every_name_is_no_misspelling() -> None:
    assert not misspells_a_name("kwanzaa", ["Peruvian Quinoa Salad", "Quiche Lorraine"])
