"""The chat reads a diet in a message with the search's one table of diet words."""

from __future__ import annotations

import pytest

from shared.ai.offline.extract import extract_diet, extract_diets
from shared.ai.offline.normalize import fold
from shared.search.diet_words import diets_named


@pytest.mark.parametrize(
    ("message", "diet"),
    [
        # the Argentine label of gluten-free food, as the search reads it
        ("una merienda sin TACC", "gluten_free"),
        ("pan libre de gluten", "gluten_free"),
        ("una cena basada en plantas", "vegan"),
        ("somos pescetarianos", "pescatarian"),
        ("dairy-free dessert", "dairy_free"),
    ],
)
def test_the_chat_reads_the_diet_the_search_reads(message: str, diet: str) -> None:
    assert extract_diet(fold(message)) == diet
    assert diets_named(message) == {diet}


@pytest.mark.parametrize(
    ("message", "diet"),
    [
        # meat left out and the nutrition goals are the chat's own readings
        ("tacos sin carne", "vegetarian"),
        ("a high-protein lunch", "high_protein"),
        ("cena baja en carbohidratos", "low_carb"),
    ],
)
def test_the_chat_reads_meat_left_out_and_nutrition_goals(message: str, diet: str) -> None:
    assert extract_diet(fold(message)) == diet


def test_the_first_diet_said_wins_and_all_are_listed_in_one_order() -> None:
    message = fold("algo alto en proteína, sin TACC y vegano")

    assert extract_diet(message) == "high_protein"
    assert extract_diets(message) == ["vegan", "gluten_free", "high_protein"]
