"""The dessert template: a dessert asked for sets, simmers or bakes, and its swaps are a
dessert's (eggs and gelatin give way to a starch, not to tofu)."""

from __future__ import annotations

import pytest

from shared.ai.offline.ingredients import by_slug
from shared.ai.offline.normalize import fold
from shared.ai.offline.restrictions import Restrictions
from shared.ai.offline.templates import build_template_recipe
from shared.schemas.brief import RecipeBrief

_PANNA_COTTA = [
    "500 ml heavy cream", "150 ml milk", "110 g sugar", "2 tsp vanilla extract", "7 g gelatin",
    "3 tbsp water", "300 g strawberry",
]  # fmt: skip
_FLAN = [
    "150 g azúcar", "5 huevos", "1 lata de leche condensada", "1 lata de leche evaporada",
    "190 g de queso crema", "1 cda de extracto de vainilla",
]  # fmt: skip
_KHEER = ["80 g basmati rice", "1 l milk", "100 g sugar", "5 cardamom", "30 g pistachios"]
_COOKIES = [
    "280 g all-purpose flour", "1 tsp baking soda", "225 g butter", "200 g sugar", "2 eggs",
    "340 g chocolate chips",
]  # fmt: skip


def _brief(ingredients: list[str], dish: str, *, language: str = "en") -> RecipeBrief:
    return RecipeBrief(
        language=language,
        ingredients=ingredients,
        notes=f"version of: {dish}; diet: vegan",
        meal_type="dessert",
        servings=6,
    )


def _text(ingredients: list[str], dish: str, *, language: str = "en") -> tuple[str, str]:
    recipe = build_template_recipe(_brief(ingredients, dish, language=language))
    assert "dessert" in recipe.tags
    lines = " | ".join(fold(line.name) for line in recipe.ingredients)
    return lines, " ".join(fold(step.instruction) for step in recipe.steps)


@pytest.mark.parametrize(
    ("ingredients", "dish", "language", "gone", "method"),
    [
        (_PANNA_COTTA, "Vanilla Panna Cotta", "en", ("gelatin", "heavy cream"), "chill"),
        (_FLAN, "Flan Napolitano", "es", ("huevo", "leche condensada", "queso crema"),
         "refrigera"),
        (_KHEER, "Rice Kheer (Indian Rice Pudding)", "en", ("| milk",), "creamy"),
        (_COOKIES, "Chewy Chocolate Chip Cookies", "en", ("egg", "butter"), "oven"),
    ],
)  # fmt: skip
def test_a_vegan_version_of_a_dessert_keeps_a_dessert_s_method_and_drops_animal_foods(
    ingredients: list[str], dish: str, language: str, gone: tuple[str, ...], method: str
) -> None:
    # Given a catalogue dessert's lines, asked as a vegan version
    # When the template makes it
    lines, steps = _text(ingredients, dish, language=language)

    # Then no animal food is left, nothing savoury is added, and it is made as a dessert
    assert not [food for food in gone if food in f"| {lines}"], lines
    for savoury in ("olive oil", "aceite de oliva", "pepper", "pimienta", "onion", "cebolla"):
        assert savoury not in lines
    assert "skillet" not in steps
    assert "sarten" not in steps
    assert method in steps


def test_eggs_and_gelatin_give_way_to_a_starch_measured_for_the_cream() -> None:
    # Given a vegan flan for six
    recipe = build_template_recipe(_brief(_FLAN, "Flan Napolitano", language="es"))

    # Then the eggs are not "5 tofus firmes": cornstarch sets it, half a spoonful a serving
    starch = [line for line in recipe.ingredients if line.name == "fécula de maíz"]
    assert [(line.quantity, line.unit) for line in starch] == [(3, "cda")]
    assert not [line for line in recipe.ingredients if "tofu" in line.name]


def test_gelatin_is_outside_a_vegetarian_diet() -> None:
    # Given the vegetarian and pescatarian diets: gelatin is made from animals' bones and skin
    for diet in ("vegetarian", "pescatarian", "vegan"):
        rules = Restrictions.for_diets([diet])

        # Then the template may not add it, and it is swapped for agar, which sets as it did
        # (a starch only thickens: a panna cotta made with it never unmoulds)
        assert not rules.allows_addition(by_slug("gelatin"))
        assert rules.alternative(by_slug("gelatin")) == by_slug("agar")


def test_a_savoury_pie_asked_is_no_dessert() -> None:
    # Given a chicken pie: "pie" is a dessert's word, but chicken and onion are no dessert's
    brief = RecipeBrief(
        language="en", ingredients=["chicken", "onion", "peas"], notes="dish: chicken pie"
    )

    # Then it is not made as a dessert
    assert "dessert" not in build_template_recipe(brief).tags
