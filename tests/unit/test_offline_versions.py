"""A custom version of a catalogue dish on the offline templates: the dish's own ingredients,
what the brief's diet or allergies rule out swapped and named, the dish's name kept."""

from __future__ import annotations

import pytest

from shared.ai.offline.templates import build_template_recipe
from shared.schemas.brief import RecipeBrief

PAD_THAI = ["rice noodles", "shrimp", "egg", "tamarind", "fish sauce", "brown sugar",
            "vegetable oil", "garlic", "shallot", "bean sprouts", "green onion",
            "peanuts"]  # fmt: skip
PAD_THAI_ES = ["fideos de arroz", "camarones", "huevo", "tamarindo", "salsa de pescado",
               "azúcar morena", "aceite vegetal", "ajo", "chalota", "germen de soya",
               "cebollín", "cacahuates"]  # fmt: skip


@pytest.mark.parametrize(
    ("language", "foods", "name", "keeps", "never", "said"),
    [
        ("en", PAD_THAI, "Shrimp Pad Thai", ("rice noodles", "tamarind", "firm tofu"),
         ("shrimp", "egg", "fish sauce"), "no shrimp (firm tofu instead)"),
        ("es", PAD_THAI_ES, "Pad Thai de Camarones", ("fideos de arroz", "tamarindo", "tofu firme"),
         ("camarones", "huevo", "salsa de pescado"), "sin camarón (tofu firme en su lugar)"),
    ],
)  # fmt: skip
def test_a_vegan_version_swaps_the_animal_foods_and_renames_the_one_in_its_name(
    *,
    language: str,
    foods: list[str],
    name: str,
    keeps: tuple[str, ...],
    never: tuple[str, ...],
    said: str,
) -> None:
    # Given the brief of a vegan version of a catalogue dish, with that dish's ingredients
    brief = RecipeBrief(
        language=language, ingredients=foods, notes=f"version of: {name}", diet_types=["vegan"]
    )

    # When the offline templates make it
    recipe = build_template_recipe(brief)

    # Then the dish keeps its own foods, the ruled-out ones are swapped and the swap is named
    names = [item.name for item in recipe.ingredients]
    assert all(food in names for food in keeps), names
    assert not set(never) & set(names), names
    assert said in recipe.description
    assert "Pad Thai" in recipe.suggested_name
    assert recipe.suggested_name != name


def test_an_allergy_version_keeps_the_dish_and_its_name_without_the_allergen() -> None:
    # Given a version of the pad thai for a cook allergic to peanuts
    brief = RecipeBrief(
        language="en",
        ingredients=PAD_THAI,
        notes="version of: Shrimp Pad Thai; Shrimp Pad Thai without peanuts",
        allergens_to_avoid=["peanut"],
    )

    # When it is made
    recipe = build_template_recipe(brief)

    # Then everything but the peanuts stays, under the dish's own name
    names = [item.name for item in recipe.ingredients]
    assert "peanuts" not in names
    assert {"shrimp", "eggs", "rice noodles", "fish sauce"} <= set(names)
    assert recipe.suggested_name == "Shrimp Pad Thai"


def test_the_cooks_own_list_is_not_a_version_and_keeps_what_she_listed() -> None:
    # Given a vegetarian's own ingredients, chicken among them (no version asked)
    brief = RecipeBrief(language="en", ingredients=["chicken", "rice"], diet_types=["vegetarian"])

    # When it is made, then what she listed on purpose stays (the safety check reports it)
    names = [item.name for item in build_template_recipe(brief).ingredients]
    assert "chicken" in names
