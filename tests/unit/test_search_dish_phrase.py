"""A word no recipe has names a missing dish only where a dish name stands (`dish_phrase`)."""

from __future__ import annotations

import pytest

from shared.search.dish_phrase import dish_subject, food_words
from shared.search.name_words import misspells_a_name

FOOD = food_words({"taco", "pie", "sopa", "pan", "roll"})


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("tacos de birria", ["birria"]),
        ("beef wellington", ["wellington"]),
        ("menudo rojo", ["menudo"]),
        ("pulpo a la gallega", ["gallega"]),
        ("receta de cuy al horno", ["cuy"]),
        ("beef stroganoff with egg noodles", ["stroganoff"]),
        ("lengua de res en salsa verde", ["lengua"]),
        ("shepherd's pie with lamb", ["shepherd"]),
        ("I want sushi rolls with salmon and avocado", ["sushi"]),
        ("algo de pan de muerto para mis hijos", ["muerto"]),
    ],
)
def test_a_missing_dish_said_bare_or_beside_a_food_is_the_subject(
    text: str, subject: list[str]
) -> None:
    assert dish_subject(text, subject, food=FOOD) == tuple(subject)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("need a cheap dinner to feed six people", ["people", "six"]),
        ("comfort food after a long shift at the hospital", ["hospital", "shift"]),
        ("dinner for a first date at home", ["first"]),
        ("bbq ideas for the 4th of july", ["4th"]),
        ("algo para la posada de la oficina", ["oficina"]),
        ("algo rapidito que no ensucie muchos trastes", ["trastes"]),
        ("qué le hago de cenar a mi esposo que llega cansado", ["esposo", "llega"]),
        ("comida para el recalentado de navidad", ["recalentado"]),
        ("pollo frito tipo Kentucky", ["kentucky"]),
        ("a tub of Greek yogurt to use up", ["tub"]),
    ],
)
def test_words_of_the_request_around_the_food_are_no_missing_dish(
    text: str, subject: list[str]
) -> None:
    assert dish_subject(text, subject, food=FOOD) == ()


def test_accents_and_case_do_not_matter() -> None:
    assert dish_subject("Pan de MUERTO", ["muerto"], food=FOOD) == ("muerto",)
    assert dish_subject("ALGO para la Oficina", ["Oficina"], food=FOOD) == ()


def test_food_words_are_ingredient_heads_and_the_given_dish_kinds() -> None:
    words = food_words({"Tacos"})
    assert {"taco", "rice", "pollo", "salmon"} <= words
    # "long grain rice" makes rice food, not "long" ("a long shift").
    assert "long" not in words


@pytest.mark.parametrize(
    ("word", "names"),
    [
        ("grieja", ["Ensalada Griega"]),
        ("rejenos", ["Chiles Rellenos"]),
        ("tai", ["Shrimp Pad Thai"]),
        ("noodels", ["Sesame Noodles"]),
        ("Lasaña", ["Lasagna Bolognese"]),
    ],
)
def test_a_misspelt_name_word_is_no_missing_dish(word: str, names: list[str]) -> None:
    assert misspells_a_name(word, names)


@pytest.mark.parametrize(
    ("word", "names"),
    [
        ("tinga", ["Chicken Tikka Masala"]),
        ("enfrijoladas", ["Enchiladas Suizas"]),
        ("birria", ["Barbacoa Coreana", "Tacos al Pastor"]),
        ("de", ["Pastel de Tres Leches"]),
    ],
)
def test_another_dish_is_no_misspelling(word: str, names: list[str]) -> None:
    assert not misspells_a_name(word, names)
