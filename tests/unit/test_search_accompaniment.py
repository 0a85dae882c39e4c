"""What a dish is eaten beside is not what is asked for (`shared.search.accompaniment`)."""

from __future__ import annotations

import pytest

from shared.search.accompaniment import without_accompanied


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("tostones to serve with grilled snapper", "tostones"),
        ("naan to go with a lamb curry", "naan"),
        ("arroz rojo para acompañar unas enchiladas", "arroz rojo"),
        ("frijoles charros pa acompañar la carne asada", "frijoles charros"),
        ("pan de ajo que acompañe la pasta", "pan de ajo"),
    ],
)
def test_a_dish_named_bare_before_what_it_goes_with_is_searched_alone(
    text: str, asked: str
) -> None:
    assert without_accompanied(text) == asked


@pytest.mark.parametrize(
    "text",
    [
        # No dish before the phrase: what it goes with is all the query says.
        "algo para acompañar un café por la tarde",
        "qué preparo pa acompañar la carne asada del domingo",
        "something to go with roast chicken",
        # A course is no dish: which side is what the curry tells.
        "a cooling side to go with a spicy curry",
        "un postre para acompañar el café",
        # No phrase of accompaniment.
        "fish tacos with mango salsa",
    ],
)
def test_without_a_bare_dish_before_it_the_query_stays_whole(text: str) -> None:
    assert without_accompanied(text) == text
