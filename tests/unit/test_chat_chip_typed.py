"""A chip's label typed is read as the chip's request, only for the chips of the last answer."""

from __future__ import annotations

import pytest
from chat.chip_typed import chip_typed

from shared.context import HistoryMessage

_CREATE = ("Create my own", "Create a custom recipe with my ingredients")
_CREAR = ("Crear la mía", "Crea una receta personalizada con mis ingredientes")


def _offered(*chips: tuple[str, str]) -> tuple[HistoryMessage, ...]:
    return (
        HistoryMessage(role="user", content="chicken dinner ideas"),
        HistoryMessage(role="assistant", content="Here are some recipes.", chips=chips),
    )


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("Create my own", _CREATE[1]),
        ("create my own", _CREATE[1]),
        ("  Create my own! ", _CREATE[1]),
        ("crear la mia", _CREAR[1]),
        ("Crear la mía.", _CREAR[1]),
        # The chip's own message is the tap already; other words are not its label.
        (_CREATE[1], None),
        ("create my own pasta", None),
        ("my own", None),
        ("", None),
    ],
)
def test_a_label_of_the_last_answer_is_its_chips_request(typed: str, expected: str | None) -> None:
    # Given an answer offering both chips / When she types / Then the label reads as the tap
    assert chip_typed(typed, _offered(_CREATE, _CREAR)) == expected


def test_a_label_only_an_earlier_answer_offered_is_words_of_her_own() -> None:
    # Given a chip offered two answers ago, and none since
    history = (
        *_offered(_CREATE),
        HistoryMessage(role="user", content="Create a custom recipe with my ingredients"),
        HistoryMessage(role="assistant", content="Which ingredients do you have?"),
    )

    # When she types its label / Then it is not read as that chip
    assert chip_typed("Create my own", history) is None
    assert chip_typed("Create my own", ()) is None


@pytest.mark.parametrize(
    ("offered", "typed", "expected"),
    [
        (_CREATE, "Crear la mía", _CREAR[1]),
        (_CREAR, "create my own", _CREATE[1]),
        (
            ("Surprise me", "Suggest a quick custom recipe for me: beef stroganoff"),
            "sorpréndeme",
            "Sugiere una receta personalizada rápida: beef stroganoff",
        ),
        (
            ("Make it spicier", "Make it spicier — Baja Fish Tacos"),
            "más picante",
            "Hazla más picante — Baja Fish Tacos",
        ),
        # The other language's label of another chip is not this one's
        (_CREATE, "Sorpréndeme", None),
        (_CREATE, "Opciones más rápidas", None),
    ],
)
def test_a_label_typed_in_the_other_language_is_the_offered_chip_asked_in_hers(
    offered: tuple[str, str], typed: str, expected: str | None
) -> None:
    # Given an answer offering one chip in one language / When she types a label in the
    # other / Then it reads as that chip, asked in her words, carrying what the chip carries
    assert chip_typed(typed, _offered(offered)) == expected
