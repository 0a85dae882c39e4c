""" "Otra cosa" with cards on screen: recognised, and answered naming what it shows."""

from __future__ import annotations

import pytest
from chat.others import is_other_request, others_found


@pytest.mark.parametrize(
    ("message", "other"),
    [
        ("otra cosa", True),
        ("Otras opciones, por favor", True),
        ("something else", True),
        ("show me other options", True),
        ("algo diferente", True),
        ("otra cosa con pescado", False),  # a new request
        ("something else with beef", False),
        ("Muéstrame opciones más rápidas", False),
    ],
)
def test_asking_for_other_recipes_is_recognised(message: str, other: bool) -> None:
    assert is_other_request(message) is other


def test_the_answer_names_every_card_or_says_how_many() -> None:
    assert others_found(["A", "B"], "es") == "Otras opciones: A y B."
    assert others_found(["A", "B", "C", "D"], "en") == (
        "I found 4 other options, including A, B and C."
    )
