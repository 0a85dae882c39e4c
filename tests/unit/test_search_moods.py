"""`read_moods`: moods, weather and company are read as the catalogue's tags, EN and ES."""

from __future__ import annotations

import pytest

from shared.search.moods import read_moods


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        # Weather and warmth, with Mexican diminutives and accents in any form.
        ("it's freezing outside", "en", "soup"),
        ("something warm and cozy", "en", "comfort food"),
        ("tengo antojo de algo calientito", "es", "sopa"),
        ("algo CALIENTITA", "es", "sopa"),
        ("hace un friíto horrible", "es", "guiso"),
        ("hace mucho frío", "es", "invierno"),
        ("está lloviendo", "es", "dia lluvioso"),
        ("algo fresco, hace un calorón", "es", "refrescante"),
        ("something for a hot day", "en", "refreshing"),
        # Light and filling.
        ("just something light tonight", "en", "light"),
        ("algo ligerito, nada pesado", "es", "ligero"),
        ("unas ligeritas", "es", "ligero"),
        ("a hearty meal after a long hike", "en", "hearty"),
        ("algo que llene, traigo mucha hambre", "es", "sustancioso"),
        # Company and occasions.
        ("dinner the kids will eat", "en", "kid-friendly"),
        ("algo para los niños", "es", "para ninos"),
        ("algo que les guste a los chamacos", "es", "para ninos"),
        ("impress my date", "en", "date night"),
        ("una cena romántica", "es", "elegante"),
        ("cheap meals", "en", "budget-friendly"),
        ("comida barata para fin de quincena", "es", "economico"),
        ("algo baratito", "es", "economico"),
        ("a dish for a picnic", "en", "picnic"),
        ("para llevar de día de campo", "es", "dia de campo"),
        ("botanas para ver el futbol", "es", "dia de partido"),
        # Flavour, and being unwell.
        ("bold, fiery flavours", "en", "spicy"),
        ("se me antoja algo bien picoso", "es", "picante"),
        ("algo picosito", "es", "picante"),
        ("algo para la cruda", "es", "sopa"),
        ("I'm sick with a cold", "en", "soup"),
        ("estoy enferma", "es", "sopa"),
    ],
)
def test_a_mood_is_read_as_its_tags(text: str, language: str, tag: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert tag in reading.tags
    # The tag words replace the phrase in what is matched and embedded.
    assert tag in reading.text


def test_the_mood_words_are_replaced_not_kept() -> None:
    reading = read_moods("comida barata para fin de quincena", "es")
    assert "quincena" not in reading.text
    assert "barata" not in reading.text
    assert reading.text.startswith("comida economico de despensa")


def test_a_mood_said_twice_gives_its_tags_once() -> None:
    reading = read_moods("algo ligerito para cenar, nada pesado", "es")
    assert reading.text.count("ligero") == 1
    assert reading.tags == ("ligero", "saludable")


def test_tags_put_in_for_one_mood_are_not_read_as_another() -> None:
    # "la cruda" is said as "picante sopa"; that "picante" is not a second mood.
    reading = read_moods("algo para la cruda", "es")
    assert reading.tags == ("picante", "sopa")


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("chicken soup", "en"),
        ("a cold drink", "en"),  # cold alone is a drink's temperature, not the weather
        ("sopa fría", "es"),
        ("ceviche de pescado crudo", "es"),  # raw fish, not a hangover
        ("pozole rojo", "es"),
        ("sweet and sour pork", "en"),
    ],
)
def test_a_query_without_a_mood_is_unchanged(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert reading.tags == ()
    assert reading.text == text


def test_tags_are_given_in_the_query_language() -> None:
    assert read_moods("algo picoso", "en").tags == ("spicy",)
    assert read_moods("something spicy", "es").tags == ("picante",)


def test_a_mood_counts_as_one_word_of_the_query() -> None:
    # "beef wellington for a date night": beef, wellington and the mood, whatever its tags.
    reading = read_moods("beef wellington for a date night", "en")
    tag_words = {"elegant", "special", "occasion", "date", "night"}
    assert reading.own_terms(2 + len(tag_words)) == 3
    # Spanish grammar words in a tag ("dia de campo para el lonche") were never counted.
    picnic = read_moods("algo para un dia de campo", "es")
    assert picnic.own_terms(3 + 3) == 4  # dia, campo, lonche are one mood
    assert read_moods("chicken soup", "en").own_terms(2) == 2
