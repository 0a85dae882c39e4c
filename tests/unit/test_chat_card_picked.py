"""The place a message picks among the cards above it, and nothing else."""

from __future__ import annotations

import pytest
from chat.card_picked import picked_place


@pytest.mark.parametrize(
    ("said", "place"),
    [
        ("la segunda", 1),
        ("the second one", 1),
        ("2", 1),
        ("#3", 2),
        ("quiero la 3ª", 2),
        ("número dos", 1),
        ("el primero, porfa", 0),
        ("I'll take the third one", 2),
        ("me quedo con la quinta", 4),
    ],
)
def test_a_place_said_alone_is_picked(said: str, place: int) -> None:
    assert picked_place(said) == place


@pytest.mark.parametrize(
    "said",
    [
        "make the second one spicier",  # a change of a card
        "for 2 people",  # a portion
        "2 chicken breasts and rice",  # a list of food
        "la segunda y la tercera",  # two places
        "chicken",
    ],
)
def test_anything_more_than_a_place_is_no_pick(said: str) -> None:
    assert picked_place(said) is None
