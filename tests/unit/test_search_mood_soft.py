"""Food that needs no chewing, and a baby's, is read as the catalogue's soft dishes."""

from __future__ import annotations

import pytest

from shared.search.moods import read_moods


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("had a wisdom tooth pulled this morning, what can I eat", "en"),
        ("grandpa lost most of his teeth, ideas for dinner", "en"),
        ("jaw still sore after the dentist, nothing I have to chew", "en"),
        ("new dentures, need soft food for a week", "en"),
        ("me quitaron las muelas del juicio, ¿qué ceno?", "es"),
        ("mi abuelo ya no tiene dientes, algo para la comida", "es"),
        ("me duelen las encías, algo blandito para cenar", "es"),
        ("acaban de ponerme frenos y no aguanto masticar", "es"),
    ],
)
def test_a_mouth_that_cannot_chew_asks_for_soft_dishes(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    soup, creamy = ("soup", "creamy") if language == "en" else ("sopa", "cremoso")
    assert soup in reading.tags
    assert creamy in reading.tags
    # What has to be chewed comes after the soft dishes.
    assert ("crispy" if language == "en" else "crujiente") in reading.contrary


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("lunch ideas for my 18 months old", "en"),
        ("what do I cook for a 2-year-old", "en"),
        ("dinner for our baby, she just started solids after weaning", "en"),
        ("algo de comer para mi bebé", "es"),
        ("receta para mi nieta de dos años", "es"),
        ("comida para mi bebita de ocho meses", "es"),
    ],
)
def test_a_baby_asks_for_mild_soft_dishes_for_children(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    kids, mild, soup = (
        ("kid-friendly", "mild", "soup")
        if language == "en"
        else ("para ninos", "poco picante", "sopa")
    )
    assert {kids, mild, soup} <= set(reading.tags)
    # Nothing hot with chiles for a baby.
    assert ("spicy" if language == "en" else "picante") in reading.contrary


def test_a_soft_dessert_is_no_soup() -> None:
    reading = read_moods("a dessert for grandma, she can't chew", "en")
    assert "creamy" in reading.tags
    assert "soup" not in reading.tags


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # The cook's hands are full: the baby does not eat the dinner.
        ("new baby on my arm, a dinner I can leave in the oven", "en"),
        # Foods, and a sweet craving.
        ("baby spinach and feta salad", "en"),
        ("baby back ribs for the weekend", "en"),
        ("soft tacos with chicken", "en"),
        ("I have a sweet tooth tonight", "en"),
        # "suave" is mostly mild in Spanish, and a child of twelve eats what the others do.
        ("una salsa suave para los tacos", "es"),
        ("cena para mi hijo de 12 años", "es"),
        ("el pozole que hace la hija de un vecino", "es"),
    ],
)
def test_words_that_say_something_else_are_not_soft_food(text: str, language: str) -> None:
    tags = read_moods(text, language).tags  # type: ignore[arg-type]
    assert "creamy" not in tags
    assert "cremoso" not in tags
