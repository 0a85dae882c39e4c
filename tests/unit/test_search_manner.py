"""Place and style words qualify a dish; they are no part of its name (`shared.search.manner`)."""

from __future__ import annotations

import pytest

from shared.search.manner import manner_words, method_words


@pytest.mark.parametrize(
    ("text", "qualifier"),
    [
        ("fish tacos estilo ensenada", {"estilo", "ensenada"}),
        ("pollo frito tipo kentucky", {"tipo", "kentucky"}),
        ("ensenada style fish tacos", {"ensenada", "style"}),
        ("kentucky styled fried chicken", {"kentucky", "styled"}),
        ("pulpo a la gallega", {"a", "la", "gallega"}),
        ("tacos like in tijuana", {"like", "in", "tijuana"}),
        ("arroz como en valencia", {"como", "en", "valencia"}),
        ("carne al estilo argentino", {"al", "estilo", "argentino"}),
    ],
)
def test_a_place_or_style_beside_a_dish_is_read_with_its_marker(
    text: str, qualifier: set[str]
) -> None:
    assert manner_words(text.split()) == qualifier


@pytest.mark.parametrize(
    "text",
    [
        # A food after "a la" is the dish's sauce or ingredient: part of its name.
        "pollo a la naranja",
        "pollo a la mantequilla",
        "chicken in orange sauce",
        # No marker at all.
        "fish tacos",
        "tacos de pescado",
        "something like chili",
    ],
)
def test_foods_and_plain_names_are_no_manner(text: str) -> None:
    assert manner_words(text.split()) == frozenset()


@pytest.mark.parametrize(
    ("text", "method"),
    [
        # A way of cooking beside one food: the food is asked for.
        ("grilled salmon", {"grilled"}),
        ("baked chicken thighs", {"baked"}),
        ("salmón asado", {"asado"}),
        ("pescado empanizado", {"empanizado"}),
        ("pollo frito tipo kentucky", {"frito"}),
        # How the pot is used, never what is in it.
        ("one pot pasta", {"one", "pot"}),
        ("sheet pan chicken", {"sheet", "pan"}),
    ],
)
def test_a_way_of_cooking_a_food_is_manner(text: str, method: set[str]) -> None:
    assert method_words(text.split()) == method


@pytest.mark.parametrize(
    "text",
    [
        # Beside no food of the catalogue: the words name a dish of their own.
        "baked alaska",
        "cuy asado",
        # A roast is a dish as often as a manner; a pot pie is no way of using a pot.
        "roast turkey with stuffing",
        "chicken pot pie",
        # The oven as a place ("al horno") is left to the dish's name.
        "cuy al horno",
        "pollo al horno",
    ],
)
def test_dishes_named_by_their_cooking_stay_whole(text: str) -> None:
    assert method_words(text.split()) == frozenset()
