"""A counted food's name is written in the plural, as a cook would count it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.ai.offline.counted_names import counted_name, recounted_name
from shared.ai.offline.quantities import Amount
from shared.ai.offline.recipe_parts import to_ingredient

if TYPE_CHECKING:
    from shared.schemas import Language


@pytest.mark.parametrize(
    ("name", "language", "plural"),
    [
        ("egg", "en", "eggs"),
        ("tomato", "en", "tomatoes"),
        ("corn tortilla", "en", "corn tortillas"),
        ("chipotle in adobo", "en", "chipotles in adobo"),
        ("bay leaf", "en", "bay leaves"),
        ("cherry", "en", "cherries"),
        ("peach", "en", "peaches"),
        ("huevo", "es", "huevos"),
        ("limón", "es", "limones"),
        ("tortilla de maíz", "es", "tortillas de maíz"),
        ("chile serrano", "es", "chiles serranos"),
        ("limón amarillo", "es", "limones amarillos"),
        ("nuez", "es", "nueces"),
        # A noun after the food naming its kind keeps its number: the breads are pita
        ("pan pita", "es", "panes pita"),
        ("tomate cherry", "es", "tomates cherry"),
    ],
)
def test_a_count_over_one_names_the_food_in_the_plural(
    name: str, language: Language, plural: str
) -> None:
    assert counted_name(name, 3, language) == plural


@pytest.mark.parametrize(
    ("name", "quantity", "language"),
    [("egg", 1, "en"), ("limón", 0.5, "es"), ("rice noodles", 2, "en"), ("aguacate hass", 2, "es")],
)
def test_one_or_less_or_a_name_already_plural_is_left_as_written(
    name: str, quantity: float, language: Language
) -> None:
    assert counted_name(name, quantity, language) == name


@pytest.mark.parametrize(
    ("name", "language", "line"),
    [("jalapeño", "en", "jalapeños"), ("chile jalapeño", "es", "chiles jalapeños")],
)
def test_a_recipe_line_counting_one_and_a_half_names_the_food_in_the_plural(
    name: str, language: Language, line: str
) -> None:
    # When a line counts one and a half pieces
    ingredient = to_ingredient(name, Amount(quantity=1.5, unit=None), language)

    # Then the food is named as more than one
    assert ingredient.name == line
    assert ingredient.quantity == 1.5


@pytest.mark.parametrize(
    ("name", "language", "kind"), [("veal", "en", "red_meat"), ("camarón", "es", "seafood")]
)
def test_a_count_of_a_meat_is_of_its_cuts_and_keeps_its_name(
    name: str, language: Language, kind: str
) -> None:
    # When a line counts 8 pieces of a meat
    ingredient = to_ingredient(name, Amount(quantity=8, unit=None), language, kind=kind)

    # Then the meat is not named as if counted whole ("8 veals")
    assert ingredient.name == name


@pytest.mark.parametrize(
    ("name", "quantity", "language", "singulars", "expected"),
    [
        ("eggs", 1, "en", ("egg",), "egg"),
        ("egg", 2, "en", ("egg",), "eggs"),
        ("tomatoes", 0.5, "en", ("tomato",), "tomato"),
        ("huevos", 1, "es", ("huevo",), "huevo"),
        ("limones", 1, "es", ("limón",), "limón"),
        ("chiles serranos", 1, "es", ("chile serrano",), "chile serrano"),
        ("huevo", 3, "es", ("huevo",), "huevos"),
        # No singular of the food makes the name: it stays as written, never guessed
        ("tortillas", 1, "es", ("huevo",), "tortillas"),
        # A food the table does not know: its name's own plural, undone where it is sure
        ("shallots", 1, "en", (), "shallot"),
        ("bay leaves", 1, "en", (), "bay leaf"),
        ("olives", 1, "en", (), "olive"),
        ("hojas de laurel", 1, "es", (), "hoja de laurel"),
        ("limones", 1, "es", (), "limones"),
    ],
)
def test_a_recounted_name_follows_its_new_count(
    name: str, quantity: float, language: Language, singulars: tuple[str, ...], expected: str
) -> None:
    assert recounted_name(name, quantity, language, singulars=singulars) == expected
