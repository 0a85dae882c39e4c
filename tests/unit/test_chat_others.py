""" "Otra cosa" with cards on screen: recognised, and answered naming what it shows."""

from __future__ import annotations

import pytest
from chat.others import is_other_request, others_found, was_shown

from shared.context.sources import summarise_payload


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


def test_a_long_name_shortened_in_the_summary_still_counts_as_shown() -> None:
    # Given an answer's summary, as the history stores it (names shortened to 60 characters)
    long_name = "Rollitos Primavera Frescos de Verduras con Salsa de Cacahuate"
    summary = summarise_payload({"recipes": [{"name": "Gazpacho Andaluz"}, {"name": long_name}]})
    assert summary is not None
    assert long_name not in summary

    # Then both cards count as shown, and another one does not
    assert was_shown(long_name, summary)
    assert was_shown("Gazpacho Andaluz", summary)
    assert not was_shown("Ensalada Caprese", summary)
