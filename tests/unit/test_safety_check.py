"""`check_generated_recipe`: all checks together, the flags they produce, and when to block."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from shared.safety.allergens import AllergenMap
from shared.safety.catalogue import (
    AliasRow,
    AllergenGroupRow,
    CatalogueSnapshot,
    IngredientRow,
)
from shared.safety.check import check_generated_recipe, ingredient_texts, prose_texts
from shared.safety.loading import SafetyCatalogue
from shared.schemas import GeneratedRecipe, GeneratedStep, IrmixyResponse

if TYPE_CHECKING:
    from shared.schemas import Language

SNAPSHOT = CatalogueSnapshot(
    allergens=(
        AllergenGroupRow(slug="peanut", name_en="Peanuts", name_es="Cacahuates"),
        AllergenGroupRow(slug="sesame", name_en="Sesame", name_es="Ajonjolí"),
    ),
    ingredients=(
        IngredientRow(
            slug="peanut",
            name_en="peanut",
            name_es="cacahuate",
            category="nut_seed",
            allergens=("peanut",),
            aliases=(AliasRow(alias="peanuts", language="en"),),
        ),
        IngredientRow(
            slug="chicken_thigh",
            name_en="chicken thigh",
            name_es="muslo de pollo",
            category="poultry",
            safety_category="poultry",
            aliases=(AliasRow(alias="muslos de pollo", language="es"),),
        ),
        IngredientRow(slug="rice", name_en="rice", name_es="arroz", category="grain"),
    ),
)
CATALOGUE = SafetyCatalogue.from_snapshot(SNAPSHOT)


def _recipe(
    language: Language, ingredients: list[dict[str, Any]], steps: list[Any]
) -> GeneratedRecipe:
    return GeneratedRecipe.model_validate(
        {
            "suggested_name": "Bowl",
            "language": language,
            "total_time": 30,
            "difficulty": "easy",
            "portions": 2,
            "ingredients": ingredients,
            "steps": steps,
        }
    )


def _check(
    recipe: GeneratedRecipe,
    *,
    catalogue: SafetyCatalogue = CATALOGUE,
    allergens: tuple[str, ...] = (),
    custom: tuple[str, ...] = (),
    diets: tuple[str, ...] = (),
    language: Language = "en",
    requested: tuple[str, ...] = (),
) -> Any:
    return check_generated_recipe(
        recipe,
        allergen_map=catalogue.allergen_map,
        diet_map=catalogue.diet_map,
        safety_rules=catalogue.safety_rules,
        user_allergens=allergens,
        custom_allergies=custom,
        diet_types=diets,
        language=language,
        requested=requested,
    )


@pytest.mark.parametrize(
    ("language", "ingredient", "warning"),
    [
        ("en", "1/2 cup peanuts", "Contains peanuts, which you're allergic to."),
        ("es", "1/2 taza de cacahuates", "Contiene cacahuates, a los que eres alérgico."),
    ],
)
def test_a_users_allergen_blocks_the_recipe(
    language: Language, ingredient: str, warning: str
) -> None:
    # Given a recipe with peanuts for a user allergic to them
    recipe = _recipe(language, [{"name": ingredient}], [{"order": 1, "instruction": "Mix."}])

    # When checked
    report = _check(recipe, allergens=("peanut",), language=language)

    # Then it is blocked and the flags carry the warning and the slug
    assert report.blocked is True
    assert report.flags.allergen_warning == warning
    assert report.flags.allergens == ["peanut"]


@pytest.mark.parametrize(
    ("language", "asked", "warning"),
    [
        ("en", "peanuts", "I left out peanuts because of your allergy."),
        ("es", "cacahuates", "No incluí cacahuates por tu alergia."),
    ],
)
def test_a_requested_allergen_the_recipe_left_out_is_flagged_not_blocked(
    language: Language, asked: str, warning: str
) -> None:
    # Given a rice recipe made for a peanut-allergic user who asked for rice and peanuts
    recipe = _recipe(language, [{"name": "rice"}], [{"order": 1, "instruction": "Cook."}])

    # When checked with what was asked for
    report = _check(recipe, allergens=("peanut",), language=language, requested=("rice", asked))

    # Then the recipe is served, and the flags say why the peanuts are missing
    assert report.blocked is False
    assert report.flags.allergen_warning == warning
    assert report.flags.allergens == ["peanut"]


def test_a_safe_recipe_is_not_blocked_and_has_empty_flags() -> None:
    # Given a rice recipe
    recipe = _recipe("en", [{"name": "rice"}], [{"order": 1, "instruction": "Rinse the rice."}])

    # When checked for a peanut-allergic vegan
    report = _check(recipe, allergens=("peanut",), diets=("vegan",))

    # Then nothing is flagged and the recipe is unchanged
    assert report.blocked is False
    assert report.flags.to_wire() == {}
    assert report.recipe == recipe


def test_an_unverified_allergen_map_blocks_with_a_please_check_warning() -> None:
    # Given the catalogue could not be read
    recipe = _recipe("es", [{"name": "arroz"}], [{"order": 1, "instruction": "Lava el arroz."}])

    # When checked
    report = _check(recipe, catalogue=SafetyCatalogue.unavailable(), language="es")

    # Then it fails closed
    assert report.blocked is True
    assert report.flags.allergen_warning is not None
    assert report.flags.allergen_warning.startswith("No pudimos revisar")


def test_enrichment_allergen_tags_and_custom_allergies_count() -> None:
    # Given a dressing tagged sesame by enrichment, and mango
    recipe = _recipe(
        "en",
        [{"name": "house dressing", "allergens": ["sesame"]}, {"name": "mango"}],
        [{"order": 1, "instruction": "Toss."}],
    )

    # When checked for a sesame- and mango-allergic user
    report = _check(recipe, allergens=("sesame",), custom=("mango",))

    # Then both are in the warning
    assert report.blocked is True
    assert report.flags.allergens == ["sesame"]
    assert report.flags.allergen_warning == "Contains sesame and mango, which you're allergic to."


def test_everything_at_once_diet_food_safety_and_thermomix() -> None:
    # Given a Spanish chicken recipe with an unsafe temperature and a sloppy Thermomix step
    sloppy = GeneratedStep.model_construct(
        order=2,
        instruction="Cocina el pollo hasta que alcance 60 °C.",
        thermomix_time=900,
        thermomix_temp="varoma",
        thermomix_speed="10.5",
    )
    recipe = _recipe(
        "es",
        [{"name": "4 muslos de pollo"}, {"name": "arroz"}],
        [GeneratedStep(order=1, instruction="Lava el arroz."), sloppy],
    )

    # When a vegetarian asks in English
    report = _check(recipe, diets=("vegetarian",), language="en")

    # Then: not blocked (diet is soft), the diet conflict and the correction are flagged in
    # English, the step is fixed in Spanish, and the impossible speed is gone
    assert report.blocked is False
    assert report.flags.dietary_conflict == "Contains chicken thigh (you're vegetarian)"
    notes = report.flags.food_safety_notes or []
    assert notes[0] == (
        "Step 2: the internal temperature was raised to the safe minimum, 165°F (74°C)."
    )
    fixed = report.recipe.steps[1]
    assert fixed.instruction == "Cocina el pollo hasta que alcance 74 °C."
    assert fixed.safety_note is not None
    assert fixed.thermomix_speed is None
    assert fixed.thermomix_temp == "varoma"
    assert [issue.field for issue in report.thermomix_issues] == ["speed"]
    # And the result still fits the response contract
    IrmixyResponse(
        message="ok", language="en", custom_recipe=report.recipe, safety_flags=report.flags
    )


def test_ingredient_lines_and_running_text_are_scanned_separately() -> None:
    # Given a recipe with notes, a canonical name, a description and tags
    recipe = _recipe(
        "en",
        [{"name": "sauce", "notes": "contains peanuts", "canonical_name": "satay sauce"}],
        [{"order": 1, "instruction": "Serve."}],
    ).model_copy(update={"description": "A bowl.", "tags": ["quick"]})

    # Then ingredient lines and running text are told apart
    assert ingredient_texts(recipe) == ["sauce", "satay sauce", "contains peanuts"]
    assert prose_texts(recipe) == ["Bowl", "A bowl.", "quick", "Serve."]


def test_a_cooking_word_in_the_steps_is_not_a_food() -> None:
    # Given Spanish steps saying "dorado" (golden brown), also a fish's name in the catalogue
    snapshot = SNAPSHOT.model_copy(
        update={
            "allergens": (
                *SNAPSHOT.allergens,
                AllergenGroupRow(slug="fish", name_en="Fish", name_es="Pescado"),
            ),
            "ingredients": (
                *SNAPSHOT.ingredients,
                IngredientRow(
                    slug="mahi_mahi",
                    name_en="mahi-mahi",
                    name_es="dorado",
                    category="seafood",
                    allergens=("fish",),
                ),
            ),
        }
    )
    catalogue = SafetyCatalogue.from_snapshot(snapshot)
    golden = _recipe(
        "es", [{"name": "arroz"}], [{"order": 1, "instruction": "Fríe hasta que esté dorado."}]
    )
    fish = _recipe("es", [{"name": "200 g de dorado"}], [{"order": 1, "instruction": "Ásalo."}])

    # When checked for a fish-allergic user
    golden_report = _check(golden, catalogue=catalogue, allergens=("fish",), language="es")
    fish_report = _check(fish, catalogue=catalogue, allergens=("fish",), language="es")

    # Then only the ingredient line counts as fish
    assert golden_report.blocked is False
    assert fish_report.blocked is True


def test_the_catalogue_is_verified_only_with_a_real_allergen_map() -> None:
    # Given a loaded and an unavailable catalogue / Then only the loaded one is verified
    assert CATALOGUE.verified is True
    assert SafetyCatalogue.unavailable().verified is False
    assert isinstance(CATALOGUE.allergen_map, AllergenMap)
