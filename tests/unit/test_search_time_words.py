"""Time said in words: a stated limit is read as minutes to gate by, a mention only as a budget."""

from __future__ import annotations

import pytest

from shared.search.time_words import read_time


@pytest.mark.parametrize(
    ("text", "minutes", "rest"),
    [
        ("pollo en menos de 20 minutos", 20, "pollo"),
        ("vegan dinner under 30 minutes", 30, "vegan dinner"),
        ("cena en media hora", 30, "cena"),
        ("30-minute chicken dinner", 30, "chicken dinner"),
        ("breakfast in 10 mins", 10, "breakfast"),
        ("pescatarian dinner in 25 minutes or less", 25, "pescatarian dinner"),
        ("side dish ready in ten minutes", 10, "side dish"),
        ("dinner in under an hour", 60, "dinner"),
        ("sopa, no más de una hora", 60, "sopa,"),
        ("jalapeño poppers, 20 minutes max", 20, "jalapeño poppers,"),
        ("cena rápida, máximo 25 minutos", 25, "cena rápida,"),
        ("tacos en quince minutos", 15, "tacos"),
        ("guiso en una hora y media", 90, "guiso"),
        ("lunch, I only have 20 minutes", 20, "lunch,"),
        # the same limit once search filler took the "I" away
        ("lasagna but only have 20 minutes", 20, "lasagna but"),
        ("something, just got 15 min", 15, "something,"),
        ("solo tengo 20 minutos, algo con huevo", 20, ", algo con huevo"),
        ("a roast in 2 hours", 120, "a roast"),
    ],
)
def test_a_stated_limit_is_read_and_its_words_leave_the_query(
    text: str, minutes: int, rest: str
) -> None:
    reading = read_time(text)
    assert (reading.limit, reading.budget, reading.text) == (minutes, None, rest)


@pytest.mark.parametrize(
    ("text", "minutes"),
    [
        # Time the cook has is not a limit on the recipe: "to kill" is leisure, and a baking
        # project of 70 minutes is a fair answer. It only ranks what fits first.
        ("I have an hour to kill, something fun to bake", 60),
        ("tengo 40 minutos, algo con pollo", 40),
        # A bare duration may describe the dish ("un guiso de 3 horas"), not bound it.
        ("pastel 40 minutos", 40),
        ("un guiso de 3 horas", 180),
    ],
)
def test_time_mentioned_without_a_limit_is_only_a_budget(text: str, minutes: int) -> None:
    reading = read_time(text)
    assert (reading.limit, reading.budget) == (None, minutes)


@pytest.mark.parametrize(
    "text",
    [
        "algo rapidito",  # quick without a number stays a wish (`shared.search.intent`)
        "dessert I can make the day before",
        "sopa para 2 personas",
        "pozole",
        "cook for 2 minutes",  # under the 5-minute floor: no reading
    ],
)
def test_no_time_stated_leaves_the_query_as_typed(text: str) -> None:
    reading = read_time(text)
    assert (reading.limit, reading.budget, reading.text) == (None, None, text)


def test_a_query_that_is_only_a_time_keeps_its_words() -> None:
    assert read_time("en menos de 20 minutos").text == "en menos de 20 minutos"


def test_a_budget_leaves_the_query() -> None:
    assert read_time("tengo 40 minutos, algo con pollo").text == ", algo con pollo"
