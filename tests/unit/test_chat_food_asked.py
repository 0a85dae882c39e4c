"""Reading a question whether the dish on screen holds a food, in English and Spanish."""

from __future__ import annotations

import pytest
from chat.food_asked import asked_food, asked_place


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


@pytest.mark.parametrize(
    ("message", "food", "place"),
    [
        ("does the first one have dairy?", "dairy", 0),
        ("Does the 2nd recipe contain eggs?", "eggs", 1),
        ("is the third one gluten free?", "gluten", 2),
        ("¿la primera tiene lácteos?", "lácteos", 0),
        ("¿el segundo platillo lleva cerdo?", "cerdo", 1),
        ("¿la última lleva ajo?", "ajo", -1),
        ("does it have dairy?", "dairy", None),  # the dish on screen, no place
        ("¿tiene ajo?", "ajo", None),
    ],
)
def test_a_card_asked_about_by_its_place_is_read_with_the_food(
    message: str, food: str, place: int | None
) -> None:
    assert asked_food(message) == food
    assert asked_place(message) == place


def test_a_place_without_a_food_question_is_no_card_asked_about() -> None:
    # "the first one" picked alone is a card chosen, not a question
    assert asked_place("the first one") is None
    assert asked_place("¿la primera es vegetariana?") is None
