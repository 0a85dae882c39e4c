"""A diet or a food the cook does not eat, told alone, is recognised as all she says."""

from __future__ import annotations

import pytest
from chat.diet_said import said_diet


@pytest.mark.parametrize(
    "message",
    [
        "I'm celiac",
        "soy celíaca",
        "Soy celiaco.",
        "I'm vegan",
        "soy vegetariana",
        "I am a vegetarian",
        "we're pescatarian",
        "I'm lactose intolerant",
        "soy intolerante a la lactosa",
        "I don't eat pork",
        "I dont eat meat",
        "no como cerdo",
        "no como carne, por favor",
        "yo no como mariscos ni cerdo",
    ],
)
def test_a_diet_or_a_food_told_alone_is_said(message: str) -> None:
    assert said_diet(message)


@pytest.mark.parametrize(
    "message",
    [
        "I'm hungry",  # no diet, no food
        "soy Luis",
        "I'm not vegan",  # says no diet
        "no soy vegetariana",
        "I'm vegan, something for dinner",  # asks for more
        "no como cerdo, ¿qué hago de cenar?",
        "vegan lasagna",  # a request, not who she is
        "sin cerdo",
    ],
)
def test_anything_more_or_less_is_not(message: str) -> None:
    assert not said_diet(message)
