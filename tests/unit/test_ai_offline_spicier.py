"""Where a chili added to make a dish spicier goes, and how many are bought."""

from __future__ import annotations

from shared.ai.offline.ingredients import identify
from shared.ai.offline.spicier import whole_chilies, with_the_aromatics
from shared.schemas.recipe import GeneratedIngredient

_SEAR = "Sear the chicken for 5 minutes; set aside."
_ONION = "Add the onion and celery and cook for 6 minutes until soft."
_GARLIC = "Add the garlic and stir for 1 minute."


def test_the_chili_goes_in_right_after_the_onion_is_cooked() -> None:
    placed = with_the_aromatics([_SEAR, f"{_ONION} {_GARLIC}"], "Add the jalapeño.")

    assert placed == (1, f"{_ONION} Add the jalapeño. {_GARLIC}")


def test_a_spanish_step_that_cooks_the_onion_takes_the_chili() -> None:
    steps = ["Dora el pollo 5 minutos; resérvalo.", "Agrega la cebolla y cocina 5 minutos."]

    placed = with_the_aromatics(steps, "Agrega el chile.")

    assert placed == (1, "Agrega la cebolla y cocina 5 minutos. Agrega el chile.")


def test_green_onion_sprinkled_on_top_is_not_where_a_chili_cooks() -> None:
    assert with_the_aromatics(["Stir in the rice and sprinkle with green onion."], "x.") is None


def test_one_and_a_half_chilies_are_two() -> None:
    chili = identify("jalapeño")
    assert chili is not None
    line = GeneratedIngredient(name="jalapeños", quantity=1.5, unit=None)

    assert whole_chilies(line, chili, "en").quantity == 2
