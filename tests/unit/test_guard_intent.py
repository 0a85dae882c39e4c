"""The analytics intent of a message, EN and ES."""

from __future__ import annotations

import pytest

from shared.guard.intent import detect_intent


@pytest.mark.parametrize(
    ("message", "intent"),
    [
        ("hi!", "greeting"),
        ("¡hola Irmixy!", "greeting"),
        ("find me vegetarian recipes", "search"),
        ("busca recetas de pollo", "search"),
        ("make me a recipe with chicken and rice", "generate"),
        ("the chicken recipe I made yesterday", "retrieve"),
        ("la receta que hice ayer", "retrieve"),
        ("write me a python script", "off_topic"),
        ("¿quién ganó el partido de anoche?", "off_topic"),
    ],
)
def test_detected_intents(message: str, intent: str) -> None:
    assert detect_intent(message) == intent
