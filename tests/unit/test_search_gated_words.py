"""Words of a condition a gate already holds leave what is matched; without the gate they stay."""

from __future__ import annotations

import pytest

from shared.search.gated_words import drop_gated_words


def _gates(
    diets: tuple[str, ...] = (), max_time: int | None = None, difficulty: str | None = None
) -> dict[str, object]:
    return {"diets": sorted(diets), "max_time": max_time, "difficulty": difficulty}


@pytest.mark.parametrize(
    ("text", "gates", "rest"),
    [
        ("pescado bajo en carbohidratos", _gates(("low_carb",)), "pescado"),
        ("vegan pasta", _gates(("vegan",)), "pasta"),
        ("pasta vegetariana", _gates(("vegetarian",)), "pasta"),
        ("pastel sin gluten", _gates(("gluten_free",)), "pastel"),
        ("gluten-free shrimp dinner", _gates(("gluten_free",)), "shrimp dinner"),
        ("high-protein chicken lunch", _gates(("high_protein",)), "chicken lunch"),
        ("huevos para desayuno rápido", _gates(max_time=15), "huevos para desayuno"),
        ("quick keto salad", _gates(("keto",), max_time=30), "salad"),
        ("pollo en menos de 20 minutos", _gates(max_time=20), "pollo"),
        ("chicken dinner, 30 minutes max", _gates(max_time=30), "chicken dinner,"),
        ("receta fácil de pollo para principiantes", _gates(difficulty="easy"), "receta de pollo"),
    ],
)
def test_gated_conditions_leave_the_matched_words(
    text: str, gates: dict[str, object], rest: str
) -> None:
    assert drop_gated_words(text, gates) == rest


@pytest.mark.parametrize(
    ("text", "gates"),
    [
        # No gate holds the condition: it is still a word to match.
        ("high-protein dinner", _gates()),
        ("desayuno rápido", _gates()),
        ("easy chicken", _gates(difficulty="hard")),
        ("vegan dinner", _gates(("vegetarian",))),
        # Nothing but the condition: its words are all there is to search with.
        ("vegano", _gates(("vegan",))),
        ("para veganos", _gates(("vegan",))),
    ],
)
def test_words_stay_without_a_gate_or_without_anything_else(
    text: str, gates: dict[str, object]
) -> None:
    assert drop_gated_words(text, gates) == text


@pytest.mark.parametrize(
    ("text", "rest"),
    [
        ("pasta, nothing with dairy", "pasta,"),
        ("pastel sin nada de lácteos", "pastel"),
        ("dairy-free brownies", "brownies"),
    ],
)
def test_a_food_group_left_out_is_the_diet_it_gates(text: str, rest: str) -> None:
    assert drop_gated_words(text, _gates(("dairy_free",))) == rest


@pytest.mark.parametrize(
    ("text", "gates"),
    [
        ("high-protein lunch", _gates(("high_protein",), max_time=20)),
        ("cena vegetariana", _gates(("vegetarian",))),
        ("keto dinner tonight", _gates(("keto",))),
        ("high-protein lunch under 20 minutes", _gates(("high_protein",), max_time=20)),
        ("side dish ready in 10 minutes", _gates(max_time=10)),
    ],
)
def test_a_request_that_is_only_the_condition_and_a_meal_keeps_its_words(
    text: str, gates: dict[str, object]
) -> None:
    assert drop_gated_words(text, gates) == text
