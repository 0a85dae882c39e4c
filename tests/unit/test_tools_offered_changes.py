"""Which change chips a recipe offers: only changes a tap would really make."""

from __future__ import annotations

import re
from typing import Any

import pytest

from shared.schemas import GeneratedRecipe
from shared.tools.offered_changes import (
    change_chips,
    offered_changes,
    portions_chosen,
)


def _minutes(text: str) -> int | None:
    said = re.search(r"(\d+) (minutes|hours)", text)
    if said is None:
        return None
    return int(said[1]) * (60 if said[2] == "minutes" else 3600)


def _recipe(steps: list[str], *, minutes: int = 60, tags: tuple[str, ...] = ()) -> GeneratedRecipe:
    # Each step with a time carries its timer, as the app's recipes do.
    data: dict[str, Any] = {
        "suggestedName": "Custard",
        "language": "en",
        "totalTime": minutes,
        "difficulty": "easy",
        "portions": 4,
        "ingredients": [{"name": "milk", "quantity": 500, "unit": "ml"}],
        "steps": [
            {"order": n, "instruction": text, "timerSeconds": _minutes(text)}
            for n, text in enumerate(steps, 1)
        ],
        "tags": list(tags),
    }
    return GeneratedRecipe.model_validate(data)


def test_a_slow_savoury_dish_offers_both() -> None:
    recipe = _recipe(["Brown the beef.", "Simmer it for 50 minutes."])

    assert offered_changes(recipe, missed=frozenset(), mild=False) == ("spicier", "quicker")


@pytest.mark.parametrize(
    "step",
    ["Cover and chill for at least 4 hours, until set.", "Tapa y refrigera al menos 4 horas."],
)
def test_a_dish_set_in_the_fridge_is_not_offered_quicker(step: str) -> None:
    recipe = _recipe(["Warm the milk.", step], minutes=290, tags=("dessert",))

    assert "quicker" not in offered_changes(recipe, missed=frozenset(), mild=False)


def test_a_dish_asked_without_heat_is_not_offered_spicier() -> None:
    recipe = _recipe(["Brown the beef.", "Simmer it for 50 minutes."])

    assert offered_changes(recipe, missed=frozenset(), mild=True) == ("quicker",)


def test_a_change_that_just_missed_is_not_offered_again() -> None:
    recipe = _recipe(["Brown the beef.", "Simmer it for 50 minutes."])

    assert offered_changes(recipe, missed=frozenset({"quicker"}), mild=False) == ("spicier",)


@pytest.mark.parametrize(
    ("said", "chosen"),
    [
        (("make me something with chicken", "For 2 people — Chicken Skillet"), True),
        (("hazme algo con pollo para cuatro personas",), True),
        (("Italian for 8 people",), True),
        (("make me something with chicken", "Make it spicier — Chicken Skillet"), False),
        (("cook it for 10 minutes more",), False),
    ],
)
def test_portions_are_chosen_once_she_says_how_many_she_cooks_for(
    said: tuple[str, ...], chosen: bool
) -> None:
    assert portions_chosen(said) is chosen


def test_a_dish_whose_time_is_its_rice_and_its_rest_is_not_offered_quicker() -> None:
    # Given a one-pot rice dish: its timed steps cook the rice and rest it, which no smaller
    # cut shortens
    recipe = _recipe(
        [
            "Brown the sausage and the chicken; set aside.",
            "Cover and cook for 20 minutes without stirring, until the rice is tender.",
            "Rest covered off the heat for 5 minutes.",
        ]
    )

    # When its changes are chosen; Then "Make it quicker" is not among them
    assert offered_changes(recipe, missed=frozenset(), mild=False) == ("spicier",)


def test_change_chips_name_the_recipe_in_its_language() -> None:
    # Given the two kinds; When chips are made for a card in Spanish
    chips = change_chips(("spicier", "quicker"), "Pozole Rojo", "es")

    # Then each label is in Spanish and each message names the card it changes
    assert [c.label for c in chips] == ["Más picante", "Más rápida"]
    assert [c.message for c in chips] == [
        "Hazla más picante — Pozole Rojo",
        "Hazla más rápida — Pozole Rojo",
    ]
