"""A course asked for is not answered by a drink, unless drinks were asked."""

from __future__ import annotations

import pytest

from shared.search.courses import asked_course, without_drinks
from tests.unit.catalogue_rows import catalogue_row


@pytest.mark.parametrize(
    ("text", "meal_type", "course"),
    [
        ("quick starters", None, "starter"),
        ("entradas rápidas para la cena", None, "starter"),
        ("easy appetisers", "snack", "starter"),
        ("a dessert without an oven", None, "dessert"),
        ("guarnición para carne asada", None, "side"),
        # breakfast and snacks may be a drink; no course named
        ("quick breakfast", None, None),
        ("a snack in under 15 minutes", None, None),
        # drinks asked for: they answer
        ("a dessert smoothie", None, None),
        ("starters and something to drink", None, None),
        ("postres", "drink", None),
    ],
)
def test_the_course_asked_is_read_unless_a_drink_is_asked(
    text: str, meal_type: str | None, course: str | None
) -> None:
    assert asked_course(text, meal_type) == course


def test_a_course_leaves_out_the_drinks_not_filed_as_that_course() -> None:
    # Given a starter, a smoothie filed as a snack, and a cold soup filed as a side and a drink
    rows = [
        catalogue_row("bruschetta", meal_types=["snack"]),
        catalogue_row("smoothie", meal_types=["drink", "breakfast", "snack"]),
        catalogue_row("gazpacho", meal_types=["lunch", "side", "drink"]),
    ]

    # Then starters leave both drinks out, a side keeps the soup served as one
    assert [row.slug for row in without_drinks(rows, "starter")] == ["bruschetta"]
    assert [row.slug for row in without_drinks(rows, "side")] == ["bruschetta", "gazpacho"]
    assert without_drinks(rows, None) == rows
