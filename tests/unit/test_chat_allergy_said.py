"""Reading an allergy told alone in a chat message, in English and Spanish."""

from __future__ import annotations

import pytest
from chat.allergy_said import said_allergy


@pytest.mark.parametrize(
    ("message", "food"),
    [
        ("I'm allergic to shellfish", "shellfish"),
        ("I am allergic to tree nuts.", "tree nuts"),
        ("My son is allergic to eggs!", "eggs"),
        ("I have a peanut allergy", "peanut"),
        ("soy alérgico a los mariscos", "mariscos"),
        ("Soy alergica a la nuez", "nuez"),
        ("tengo alergia al cacahuate", "cacahuate"),
        # Asking whether the dish on screen will do tells nothing more than the allergy
        ("I am allergic to garlic, is this ok?", "garlic"),
        ("Is this safe? I'm allergic to peanuts", "peanuts"),
        ("I'm allergic to garlic. Which ones are ok for me?", "garlic"),
        ("soy alérgica al ajo, ¿la puedo comer?", "ajo"),
        ("¿Está bien? Tengo alergia a los lácteos", "lácteos"),
    ],
)
def test_an_allergy_told_alone_names_its_food(message: str, food: str) -> None:
    # When / Then
    assert said_allergy(message) == food


@pytest.mark.parametrize(
    "message",
    [
        # A request beside the allergy is answered as that request
        "I'm allergic to shellfish, what can I make with rice?",
        "soy alérgica a los mariscos, ¿qué ceno?",
        "I'm allergic to garlic, is this pasta ok with basil?",
        "chicken and rice",
        "I'm allergic to",
    ],
)
def test_anything_else_is_no_allergy_told(message: str) -> None:
    # When / Then
    assert said_allergy(message) is None
