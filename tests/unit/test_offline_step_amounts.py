"""A step's own measured amounts scaled with its recipe, said as a cook writes them."""

from __future__ import annotations

import pytest

from shared.ai.offline.quantities import scaled_measure
from shared.ai.offline.step_amounts import scaled_amounts


@pytest.mark.parametrize(
    ("text", "factor", "expected"),
    [
        ("Heat the oil and 15 g butter.", 0.5, "Heat the oil and 8 g butter."),
        ("Reserve 120 ml of the pasta water.", 0.5, "Reserve 60 ml of the pasta water."),
        ("Pour in 1 l of vegetable broth.", 0.5, "Pour in 500 ml of vegetable broth."),
        ("Heat 2 tbsp oil.", 0.75, "Heat 1½ tbsp oil."),
        ("Add ½ cup milk.", 1.5, "Add ¾ cup milk."),
        # Less than a tablespoon is measured with the teaspoon: a third of one is 1 tsp
        ("Stir in 1 tbsp Cajun seasoning.", 1 / 3, "Stir in 1 tsp Cajun seasoning."),
        ("Heat 2 tbsp oil.", 1 / 3, "Heat 2 tsp oil."),
        ("Pon 500 g de agua en el vaso.", 0.5, "Pon 250 g de agua en el vaso."),
        # Not a measured amount, or a range: as said
        ("Pound to 1 cm thick and bake at 200°C for 8-10 minutes.", 0.5,
         "Pound to 1 cm thick and bake at 200°C for 8-10 minutes."),
        ("Season with 8-10 g salt.", 0.5, "Season with 8-10 g salt."),
    ],
)  # fmt: skip
def test_a_steps_measured_amounts_scale_with_its_recipe(
    text: str, factor: float, expected: str
) -> None:
    assert scaled_amounts(text, factor=factor) == expected


@pytest.mark.parametrize(
    ("quantity", "factor", "unit", "language", "expected"),
    [
        # A tablespoon for six, for two: a teaspoon, in the cook's own word for it
        (1, 1 / 3, "tbsp", "en", (1, "tsp")),
        (1, 1 / 3, "cda", "es", (1, "cdta")),
        (2, 1 / 4, "tbsp", "en", (1.5, "tsp")),
        # A tablespoon or more stays in tablespoons; other units as they were
        (2, 3 / 4, "tbsp", "en", (1.5, "tbsp")),
        (1, 1 / 2, "cup", "en", (0.5, "cup")),
        (500, 1 / 2, "g", "en", (250, "g")),
    ],
)  # fmt: skip
def test_a_line_scaled_below_a_tablespoon_is_said_in_teaspoons(
    quantity: float, factor: float, unit: str, language: str, expected: tuple[float, str]
) -> None:
    got = scaled_measure(quantity, factor, unit, whole=False, language=language)
    assert got == expected
