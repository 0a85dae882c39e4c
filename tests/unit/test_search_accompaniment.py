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
        # A cookout is what the dish is brought to.
        ("esquites para el asado del domingo", "esquites"),
        ("tostones pal asado", "tostones"),
        ("guacamole pa la carne asada de mi compadre", "guacamole"),
        ("coleslaw for the braai", "coleslaw"),
        ("potato salad to our BBQ", "potato salad"),
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
        # The meat of the grill is the dish, and a course is no dish.
        "tacos de carne asada",
        "bbq chicken wings",
        "lamb chops on the barbie",
        "having a braai with the neighbours, what do I bring",
        "una guarnición para la carne asada",
        "vegan sides for the barbecue on Sunday",
        "guarniciones fáciles pa la parrillada",
        "qué llevo pa la carne asada con los primos",
    ],
)
def test_without_a_bare_dish_before_it_the_query_stays_whole(text: str) -> None:
    assert without_accompanied(text) == text
