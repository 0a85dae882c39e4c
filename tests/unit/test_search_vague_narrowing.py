"""Vague requests read narrowly: what a mood says and what it leaves alone, EN and ES."""

from __future__ import annotations

import pytest

from shared.search.moods import read_moods
from shared.search.occasions import expand_occasions


def test_cozy_is_comfort_food_not_the_weather() -> None:
    # Given a cozy family dinner: no cold or rain is said
    reading = read_moods("a cosy sunday family dinner that everyone will eat", "en")

    # Then it asks for comfort food, and no soup or stew outweighs the dinner asked for
    assert "comfort food" in reading.tags
    assert not {"soup", "stew", "winter"} & set(reading.tags)
    assert "sunday family dinner" in reading.text


@pytest.mark.parametrize(
    ("text", "language", "tag"),
    [
        ("cozy soup for a freezing night", "en", "soup"),
        ("something cozy for a cold rainy night", "en", "soup"),
        ("algo calientito, hace frío", "es", "sopa"),
        ("tengo antojo de algo calientito", "es", "sopa"),
    ],
)
def test_cold_warmth_and_rain_still_ask_for_soup(text: str, language: str, tag: str) -> None:
    assert tag in read_moods(text, language).tags  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "tag", "gone"),
    [
        ("cena ligera porque ya comí bastante en el día", "es", "ligero", "comi"),
        ("algo para la noche, comimos mucho", "es", "ligero", "comimos"),
        ("I had a huge lunch, something for tonight", "en", "light", "huge"),
        ("we ate a lot today", "en", "light", "ate"),
    ],
)
def test_having_eaten_a_lot_asks_for_something_light(
    text: str, language: str, tag: str, gone: str
) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]

    assert tag in reading.tags
    # The eating words are read, not matched ("comí" would stem as "comida" does).
    assert gone not in reading.text.split()


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("comida para mucha gente", "es"),
        ("tacos con mucho queso", "es"),
        ("a lot of garlic", "en"),
        ("I had a lot of courgettes from the garden", "en"),
        ("we ate a lot of tacos in Mexico, something like that", "en"),
        ("lunch for a big family", "en"),
    ],
)
def test_plenty_of_something_else_is_not_eating_too_much(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]
    assert "light" not in reading.tags
    assert "ligero" not in reading.tags


@pytest.mark.parametrize(
    ("text", "language", "gentle", "heavy"),
    [
        ("I'm sick with the flu", "en", "light", "cheesy"),
        ("feeling under the weather", "en", "healthy", "fried"),
        ("estoy enferma", "es", "ligero", "con queso"),
        ("me duele la panza", "es", "saludable", "frito"),
    ],
)
def test_being_ill_asks_for_gentle_soups_before_cheesy_or_fried_dishes(
    text: str, language: str, gentle: str, heavy: str
) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]

    assert gentle in reading.tags
    assert heavy in reading.contrary


@pytest.mark.parametrize(
    ("text", "language"),
    [("rough day, I need comfort food", "en"), ("ando triste", "es")],
)
def test_feeling_low_keeps_its_cheesy_comfort(text: str, language: str) -> None:
    # Only being ill puts the rich dishes after the others; a bad day may want them.
    reading = read_moods(text, language)  # type: ignore[arg-type]

    assert reading.tags
    assert not reading.contrary


@pytest.mark.parametrize(
    ("text", "language", "left"),
    [
        (
            "qué hago para la cena de navidad, somos como doce",
            "es",
            "que hago para la cena de navidad,",
        ),
        ("seremos 15 en la comida", "es", "en la comida"),
        ("there are 10 of us for dinner", "en", "for dinner"),
        ("we're twelve, what do I cook", "en", ", what do i cook"),
    ],
)
def test_how_many_sit_at_the_table_is_a_crowd(text: str, language: str, left: str) -> None:
    # "We are twelve" counts the table without a word for people
    reading = read_moods(text, language)  # type: ignore[arg-type]

    assert reading.crowd
    assert reading.text == left


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("somos cuatro en casa", "es"),
        ("seremos 10 minutos tarde, algo rápido", "es"),
        ("we're 10 minutes from home, something quick", "en"),
        ("there are 2 of us", "en"),
    ],
)
def test_a_small_table_or_a_time_is_no_crowd(text: str, language: str) -> None:
    assert not read_moods(text, language).crowd  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "word"),
    [
        ("algo dulce pal cumple de mi hija", "es", "cumpleanos"),
        ("mi hijo cumple 6 años, qué preparo", "es", "cumpleanos"),
        ("a bday cake for my son", "en", "birthday"),
    ],
)
def test_the_short_words_for_a_birthday_are_the_birthday(
    text: str, language: str, word: str
) -> None:
    assert word in expand_occasions(text, language).split()  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language"),
    [("pastel de cumpleaños", "es"), ("cucumber salad", "en"), ("un cumplido", "es")],
)
def test_other_words_are_no_short_birthday(text: str, language: str) -> None:
    assert expand_occasions(text, language) == text  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("text", "language", "tags"),
    [
        ("something sweet to bake with my kids", "en", ("kid-friendly", "baking")),
        ("fun to make with my 6 year old", "en", ("kid-friendly", "baking")),
        ("algo para hornear con mis hijos", "es", ("para ninos", "reposteria")),
        ("qué puedo cocinar con los niños", "es", ("para ninos", "reposteria")),
    ],
)
def test_cooking_with_the_children_is_a_sweet_to_make_together(
    text: str, language: str, tags: tuple[str, ...]
) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]

    assert set(tags) <= set(reading.tags)
    assert reading.meal == "dessert"


def test_a_rainy_day_with_the_children_drops_its_soups() -> None:
    # The soups a rainy day asks for are main dishes; the dessert meal leaves them out.
    reading = read_moods("something fun to cook with the kids on a rainy saturday", "en")

    assert "soup" not in reading.tags
    assert reading.meal == "dessert"


@pytest.mark.parametrize(
    ("text", "language"),
    [("dinner the kids will actually eat", "en"), ("algo para cocinar para mis hijos", "es")],
)
def test_cooking_for_the_children_is_a_meal_they_like(text: str, language: str) -> None:
    reading = read_moods(text, language)  # type: ignore[arg-type]

    assert reading.tags
    assert reading.meal is None
