"""Which messages are only a command to the cooking guide, and the language they are in."""

from __future__ import annotations

import pytest
from chat.step_request import is_step_request

from shared.ai.offline.language import written_language


@pytest.mark.parametrize(
    "message",
    [
        "next",
        "Next step, please",
        "What's next?",
        "repeat that",
        "go back",
        "How long?",
        "siguiente",
        "¿Qué sigue?",
        "repite el paso porfa",
        "atrás",
        "¿Cuánto falta?",
    ],
)
def test_a_guide_command_alone_is_one(message: str) -> None:
    assert is_step_request(message)


@pytest.mark.parametrize(
    "message",
    [
        "next week's dinner ideas",
        "how long does a chicken take to roast?",
        "show me the next recipes with beef",
        "siguiente receta con pollo",
        "back ribs",
    ],
)
def test_a_request_of_its_own_is_not_a_guide_command(message: str) -> None:
    assert not is_step_request(message)


@pytest.mark.parametrize(
    ("message", "language"),
    [
        ("siguiente", "es"),
        ("repite", "es"),
        ("atrás", "es"),
        ("next", "en"),
        ("repeat", "en"),
    ],
)
def test_a_guide_command_alone_says_its_language_whatever_the_cooks(
    message: str, language: str
) -> None:
    # A Spanish command from an English profile is answered in Spanish, and the reverse.
    other = "en" if language == "es" else "es"
    assert written_language(message, default=other) == language
