"""A word no recipe has names a missing dish only where a dish name stands (`dish_phrase`)."""

from __future__ import annotations

import pytest

from shared.search.dish_phrase import dish_subject, food_words, is_ingredient_word
from shared.search.name_words import misspells_a_name

FOOD = food_words({"taco", "pie", "sopa", "pan", "roll", "enchilada"})


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
        ("i have 3 bananas going brown on the counter", ["going", "counter"]),
        ("low carb dinner my husband will actually like, he's a meat guy", ["husband", "guy"]),
    ],
)
def test_words_of_the_request_around_the_food_are_no_missing_dish(
    text: str, subject: list[str]
) -> None:
    assert dish_subject(text, subject, food=FOOD) == ()


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("compré plátanos machos verdes", ["compré", "machos"]),
        ("algo tailandés para cenar, soy alérgica al cacahuate", ["alérgica"]),
        # Spanish puts a food's adjective right after it: no dish there.
        ("unos plátanos machos para freír", ["machos"]),
    ],
)
def test_spanish_talk_and_adjectives_beside_a_food_are_no_missing_dish(
    text: str, subject: list[str]
) -> None:
    assert dish_subject(text, subject, food=FOOD, language="es") == ()


@pytest.mark.parametrize(
    ("text", "subject", "language"),
    [
        ("birria de res", ["birria"], "es"),
        ("gorditas de chicharrón", ["gorditas", "chicharrón"], "es"),
        ("quiero unas gorditas de chicharrón para mi familia", ["gorditas"], "es"),
        ("menudo rojo", ["menudo"], "es"),
        ("beef stroganoff", ["stroganoff"], "en"),
        ("eggs benedict", ["benedict"], "en"),
        ("I want a beef stroganoff for my family", ["stroganoff"], "en"),
        # After a kind of dish (not an ingredient), a Spanish qualifier names a dish.
        ("quiero unas enchiladas potosinas para la cena", ["potosinas"], "es"),
    ],
)
def test_a_missing_dish_stays_the_subject_in_either_language(
    text: str, subject: list[str], language: str
) -> None:
    assert dish_subject(text, subject, food=FOOD, language=language) == tuple(subject)


@pytest.mark.parametrize(
    ("text", "subject", "language"),
    [
        # Before "of" a food, English says how much of it there is, or what holds it.
        ("we picked a crate of peaches at the orchard, what now", ["crate"], "en"),
        ("I've got stacks of plums from the neighbours' tree", ["stacks"], "en"),
        # After an article and right before an ingredient, a word says how the food is.
        ("something light tonight, maybe a lovely salmon", ["lovely"], "en"),
        ("se me antoja un buenazo pollo para la comida", ["buenazo"], "es"),
    ],
)
def test_how_much_or_how_a_food_is_no_missing_dish(
    text: str, subject: list[str], language: str
) -> None:
    assert dish_subject(text, subject, food=FOOD, language=language) == ()


@pytest.mark.parametrize(
    ("text", "subject", "language"),
    [
        # A dish named before its food in the plural, or after another dish, is no measure.
        ("quiero unas gorditas de chicharrón", ["gorditas"], "es"),
        ("se me antojan unos tacos de birria", ["birria"], "es"),
        # Spanish names a dish between "un" / "una" and "de" as often as a measure.
        ("quiero un strogonoff de res pero sin champiñones", ["strogonoff"], "es"),
        ("I want a beef stroganoff with noodles", ["stroganoff"], "en"),
    ],
)
def test_a_dish_before_its_food_is_no_measure(text: str, subject: list[str], language: str) -> None:
    assert dish_subject(text, subject, food=FOOD, language=language) == tuple(subject)


@pytest.mark.parametrize(
    ("text", "subject", "language"),
    [
        ("bringing a pie or scones to the church fair", ["scones"], "en"),
        ("para la kermés llevo enchiladas o corundas", ["corundas"], "es"),
    ],
)
def test_the_other_choice_to_a_food_is_no_missing_dish(
    text: str, subject: list[str], language: str
) -> None:
    assert dish_subject(text, subject, food=FOOD, language=language) == ()


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
        # Letters swapped, or one wrong in a short word.
        ("bahn", ["Lemongrass Chicken Banh Mi"]),
        ("flam", ["Flan Napolitano"]),
        ("ratatoullie", ["Ratatouille"]),
        # Two letters swapped apart, every letter kept.
        ("tirimasu", ["Classic Tiramisu"]),
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
        # One edit that changes the first letter is another word.
        ("plan", ["Flan Napolitano"]),
        ("tlan", ["Flan Napolitano"]),
        # The same letters in a short word are another word ("team", "meat").
        ("team", ["Classic Meat Loaf"]),
    ],
)
def test_another_dish_is_no_misspelling(word: str, names: list[str]) -> None:
    assert not misspells_a_name(word, names)


@pytest.mark.parametrize(
    ("word", "ingredient"),
    [
        ("carne", True),  # "carne de res"
        ("rice", True),
        ("chocolate", True),
        ("cake", False),  # only qualifies "cake flour"
        ("tacos", False),
        ("pastel", False),
    ],
)
def test_a_word_is_an_ingredient_by_the_head_of_its_names(word: str, ingredient: bool) -> None:
    assert is_ingredient_word(word) is ingredient
