"""A catalogue recipe read as the base of a version: its own lines, amounts and steps."""

from __future__ import annotations

from typing import Any

import pytest

from shared.tools.catalogue_recipe import catalogue_recipe_of


def _row(**changes: Any) -> dict[str, Any]:
    row: dict[str, Any] = {
        "name": "Pollo Piccata al Limón",
        "description": "Milanesas de pollo en salsa de limón.",
        "cuisine": "Italiana",
        "total_time": 30,
        "prep_time": 10,
        "difficulty": "easy",
        "portions": 4,
        "meal_types": ["lunch", "dinner"],
        "steps": [
            {"instruction": "Abre las pechugas a la mitad.", "timer_seconds": None},
            {
                "instruction": "Cocina las milanesas 7 minutos.",
                "timer_seconds": 420,
                "thermomix_time": None,
                "thermomix_temp": None,
                "thermomix_speed": None,
                "thermomix_reverse": False,
            },
        ],
    }
    return {**row, **changes}


def test_the_lines_keep_their_amounts_and_the_steps_their_timers() -> None:
    # Given the piccata's row and lines as the catalogue writes them
    lines = ("600 g pechuga de pollo", "2 tbsp aceite de oliva", "2 limones amarillos", "sal")

    # When it is read as a recipe
    recipe = catalogue_recipe_of(_row(), lines, "es")

    # Then each line has its amount in a Spanish unit, the salt is to taste, the steps are its
    # own with their timers, and nothing marks it a template
    got = [(i.name, i.quantity, i.unit, i.notes) for i in recipe.ingredients]
    assert got == [
        ("pechuga de pollo", 600, "g", None),
        ("aceite de oliva", 2, "cda", None),
        ("limones amarillos", 2, None, None),
        ("sal", None, None, "al gusto"),
    ]
    assert [s.instruction for s in recipe.steps] == [
        "Abre las pechugas a la mitad.",
        "Cocina las milanesas 7 minutos.",
    ]
    assert [s.timer_seconds for s in recipe.steps] == [None, 420]
    assert (recipe.suggested_name, recipe.total_time, recipe.portions) == (
        "Pollo Piccata al Limón",
        30,
        4,
    )
    assert recipe.language == "es"
    assert not recipe.is_template
    assert not recipe.uses_thermomix


@pytest.mark.parametrize(("meals", "tags"), [(["dessert"], ["dessert"]), (["dinner"], [])])
def test_a_dessert_is_tagged_as_one(meals: list[str], tags: list[str]) -> None:
    # When a recipe of these meal types is read
    recipe = catalogue_recipe_of(_row(meal_types=meals), ("200 g azúcar",), "es")
    # Then a dessert carries the tag a template dessert does
    assert recipe.tags == tags


def test_a_thermomix_step_keeps_its_dial() -> None:
    # Given a step with its Thermomix settings
    step = {
        "instruction": "Blend 30 sec/speed 8.",
        "timer_seconds": None,
        "thermomix_time": 30,
        "thermomix_temp": None,
        "thermomix_speed": "8",
        "thermomix_reverse": False,
    }
    # When it is read
    recipe = catalogue_recipe_of(_row(steps=[step]), ("1 l milk",), "en")
    # Then the dial is kept, and the recipe uses the Thermomix
    assert (recipe.steps[0].thermomix_time, recipe.steps[0].thermomix_speed) == (30, "8")
    assert recipe.uses_thermomix
    assert (recipe.ingredients[0].quantity, recipe.ingredients[0].unit) == (1000, "ml")
