"""The language a voice tool call is answered in: its words', else the session's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from voice.said_language import call_language

if TYPE_CHECKING:
    from shared.schemas import Language


@pytest.mark.parametrize(
    ("args", "session", "answered"),
    [
        ({"query": "algo con pollo para la cena"}, "en", "es"),
        ({"query": "something quick with chicken"}, "es", "en"),
        ('{"query": "quiero tacos"}', "en", "es"),  # the JSON text the Realtime API gives
        ({"ingredients": ["pollo", "arroz"], "notes": "que sea rápida"}, "en", "es"),
        ({"query": "mi receta de pollo de la semana pasada"}, "en", "es"),
        ({"query": "pad thai"}, "es", "es"),  # a dish's name chooses no language
        ({"ingredients": ["chicken", "rice"]}, "es", "es"),  # nor do foods alone
        ("not json", "es", "es"),
    ],
)
def test_the_words_of_a_call_choose_its_language(
    args: dict[str, Any] | str, session: Language, answered: Language
) -> None:
    assert call_language(args, default=session) == answered
