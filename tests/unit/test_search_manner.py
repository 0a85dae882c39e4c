"""Place and style words qualify a dish; they are no part of its name (`shared.search.manner`)."""

from __future__ import annotations

import pytest

from shared.search.manner import manner_words


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
