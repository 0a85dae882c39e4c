"""Reading a question whether the dish on screen holds a food, in English and Spanish."""

from __future__ import annotations

import pytest
from chat.food_asked import asked_food


@pytest.mark.parametrize(
    ("message", "food"),
    [
        ("does it have dairy?", "dairy"),
        ("Does this contain eggs?", "eggs"),
        ("do these have nuts?", "nuts"),
        ("is there any garlic in it?", "garlic"),
        ("Is it gluten-free?", "gluten"),
        ("¿lleva ajo?", "ajo"),
        ("¿Tiene lácteos?", "lácteos"),
        ("¿llevan cacahuate?", "cacahuate"),
        ("¿es sin gluten?", "gluten"),
    ],
)
def test_a_food_asked_of_the_dish_is_read(message: str, food: str) -> None:
    # When / Then
    assert asked_food(message) == food


@pytest.mark.parametrize(
    "message",
    [
        # No food is asked after: a request, a storage question, a search
        "¿tiene algo más rápido?",
        "¿se puede congelar?",
        "does it have a lot of flavour?",
        "recipes with garlic",
        "make it without dairy",
    ],
)
def test_anything_else_asks_after_no_food(message: str) -> None:
    # When / Then
    assert asked_food(message) is None
