"""A course or meal asked for is not answered by a drink, unless drinks were asked."""

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
        # a meal, said or filtered
        ("high protein dinner without meat", None, "dinner"),
        ("something for lunch in 15 minutes", None, "lunch"),
        ("quick breakfast", None, "breakfast"),
        ("something quick", "snack", "snack"),
        # nothing named
        ("something with chicken", None, None),
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


@pytest.mark.parametrize(
    ("course", "kept"),
    [
        # a starter is filed as no meal: no drink is one
        ("starter", ["bruschetta"]),
        # a drink filed as the meal or course asked answers it; lunch and dinner are one meal
        ("side", ["bruschetta", "gazpacho"]),
        ("dinner", ["bruschetta", "gazpacho"]),
        ("breakfast", ["bruschetta", "smoothie"]),
        ("snack", ["bruschetta", "smoothie"]),
        (None, ["bruschetta", "smoothie", "gazpacho", "lemonade"]),
    ],
)
def test_a_course_leaves_out_the_drinks_not_filed_as_it(
    course: str | None, kept: list[str]
) -> None:
    # Given a starter, a smoothie filed as a breakfast and a snack, a cold soup filed as a
    # lunch and a side, and a drink that is only a drink
    rows = [
        catalogue_row("bruschetta", meal_types=["snack"]),
        catalogue_row("smoothie", meal_types=["drink", "breakfast", "snack"]),
        catalogue_row("gazpacho", meal_types=["lunch", "side", "drink"]),
        catalogue_row("lemonade", meal_types=["drink"]),
    ]

    assert [row.slug for row in without_drinks(rows, course)] == kept
