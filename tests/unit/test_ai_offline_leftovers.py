"""Leftovers in a template recipe: named as the cook said, warmed through, weighed cooked."""

from __future__ import annotations

import pytest

from shared.ai.offline.extract import extract_servings
from shared.ai.offline.ingredients import identify
from shared.ai.offline.leftovers import is_cooked, leftover_name
from shared.ai.offline.quantities import amount_for


@pytest.mark.parametrize(
    ("name", "cooked"),
    [
        ("leftover rice", True),
        ("cooked rice", True),
        ("arroz cocido", True),
        ("papas cocidas", True),
        ("arroz sobrante", True),
        ("rice", False),
        ("arroz", False),
        ("coconut", False),
    ],
)
def test_a_name_says_whether_the_cook_already_cooked_it(name: str, cooked: bool) -> None:
    assert is_cooked(name) is cooked


@pytest.mark.parametrize(
    ("name", "language", "expected"),
    [
        ("rice", "en", "leftover rice"),
        ("arroz", "es", "arroz sobrante"),
        ("papas", "es", "papas sobrantes"),
        ("arroz cocido", "es", "arroz cocido"),
    ],
)
def test_a_leftover_is_named_once(name: str, language: str, expected: str) -> None:
    assert leftover_name(name, language) == expected


def test_cooked_rice_is_weighed_cooked_and_still_scales_with_servings() -> None:
    rice = identify("rice")
    dry = amount_for(rice, servings=2, system="metric", language="en")
    cooked = amount_for(rice, servings=2, system="metric", language="en", cooked=True)
    for_four = amount_for(rice, servings=4, system="metric", language="en", cooked=True)
    assert (dry.quantity, dry.unit) == (150, "g")
    assert cooked.quantity is not None
    assert 300 <= cooked.quantity <= 400  # about 2.5 times the dry weight
    assert for_four.quantity == pytest.approx(2 * cooked.quantity, abs=5)


@pytest.mark.parametrize(("servings", "eggs"), [(1, 2), (2, 4), (4, 8)])
def test_eggs_as_the_main_protein_are_two_a_serving(servings: int, eggs: int) -> None:
    amount = amount_for(
        identify("eggs"), servings=servings, system="metric", language="en", main_protein=True
    )
    assert amount.quantity == eggs


@pytest.mark.parametrize(("servings", "onions", "oil"), [(2, 1, 2), (4, 1, 2), (8, 2, 4)])
def test_whole_recipe_amounts_grow_for_a_crowd_but_not_below_a_pan(
    servings: int, onions: float, oil: float
) -> None:
    onion = amount_for(identify("onion"), servings=servings, system="metric", language="en")
    olive = amount_for(identify("olive oil"), servings=servings, system="metric", language="en")
    assert (onion.quantity, olive.quantity, olive.unit) == (onions, oil, "tbsp")


@pytest.mark.parametrize(
    ("message", "servings"),
    [
        ("make something for 2", 2),
        ("dinner for two", 2),
        ("algo para dos", 2),
        ("para 4 personas", 4),
        ("for 2 minutes", None),
        ("for 2-3 minutes", None),
        ("marinate for 2 hours", None),
        ("tengo arroz para 3 dias", None),
        ("something for a party", None),
    ],
)
def test_a_bare_number_after_for_is_people_unless_a_time_follows(
    message: str, servings: int | None
) -> None:
    assert extract_servings(message) == servings
