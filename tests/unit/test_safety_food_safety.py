"""USDA food-safety checks of generated steps: temperatures found, corrected or added, EN and ES."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.safety.catalogue import AliasRow, CatalogueSnapshot, IngredientRow, SafetyRuleRow
from shared.safety.food_safety import check_food_safety, detect_safety_categories
from shared.safety.food_safety_rules import DEFAULT_FOOD_SAFETY_RULES, FoodSafetyRules
from shared.safety.temperatures import find_temperatures, rewrite_temperatures
from shared.schemas import GeneratedRecipe

if TYPE_CHECKING:
    from shared.schemas import Language

RULES = FoodSafetyRules.defaults()
POULTRY_EN = DEFAULT_FOOD_SAFETY_RULES["poultry"].note_en
POULTRY_ES = DEFAULT_FOOD_SAFETY_RULES["poultry"].note_es


def _recipe(
    language: Language,
    ingredients: list[str],
    steps: list[str],
    *,
    safety_note: str | None = None,
) -> GeneratedRecipe:
    return GeneratedRecipe.model_validate(
        {
            "suggested_name": "Test",
            "language": language,
            "total_time": 30,
            "difficulty": "easy",
            "portions": 2,
            "ingredients": [{"name": name} for name in ingredients],
            "steps": [
                {"order": i, "instruction": text, "safety_note": safety_note if i == 1 else None}
                for i, text in enumerate(steps, start=1)
            ],
        }
    )


@pytest.mark.parametrize(
    ("text", "value", "unit", "internal"),
    [
        ("until it reaches 165°F", 165, "F", True),
        ("hasta 74 °C", 74, "C", True),
        ("a 74ºC", 74, "C", True),
        ("a 74˚C", 74, "C", True),
        ("hasta que marque 74 grados", 74, "C", True),
        ("registers 160 degrees Fahrenheit", 160, "F", True),
        ("cook to 140 F", 140, "F", True),
        ("cook to 145F", 145, "F", True),
        ("cook to 62.5°C", 62.5, "C", True),
        ("Bake at 400°F for 25 minutes", 400, "F", False),
        ("Preheat the oven to 200°F", 200, "F", False),
        ("Heat the oil to 350°F", 350, "F", False),
        ("Bring the water to 100°C", 100, "C", False),
        ("Hornea a 180 grados", 180, "C", False),
        ("Refrigerate below 40°F", 40, "F", False),
        ("Keep warm in a 200°F oven", 200, "F", False),
        ("Mantén caliente en el horno a 90 °C", 90, "C", False),
        ("Simmer in water until it reaches 165°F", 165, "F", True),
    ],
)
def test_temperatures_are_parsed_and_classified(
    text: str, value: float, unit: str, internal: bool
) -> None:
    # Given a step text / When parsed / Then one mention with its value, unit and kind
    [mention] = find_temperatures(text)
    assert (mention.value, mention.unit, mention.internal) == (value, unit, internal)


def test_rewrite_keeps_everything_but_the_numbers() -> None:
    # Given a step with a °F and a °C statement
    text = "Cook until it reaches 140°F (60 ºC), about 20 minutes."
    fahrenheit, celsius = find_temperatures(text)

    # When both numbers are replaced
    rewritten = rewrite_temperatures(text, [(fahrenheit, 165), (celsius, 74)])

    # Then only the numbers changed
    assert rewritten == "Cook until it reaches 165°F (74 ºC), about 20 minutes."


@pytest.mark.parametrize(
    ("language", "ingredients", "steps", "note"),
    [
        (
            "en",
            ["2 chicken breasts", "1 onion"],
            ["Dice the onion.", "Sear the chicken 6 minutes per side.", "Serve with rice."],
            POULTRY_EN,
        ),
        (
            "es",
            ["2 pechugas de pollo", "1 cebolla"],
            ["Pica la cebolla.", "Dora el pollo 6 minutos por lado.", "Sirve con arroz."],
            POULTRY_ES,
        ),
    ],
)
def test_poultry_without_a_temperature_gets_a_note_on_the_step_that_cooks_it(
    language: Language, ingredients: list[str], steps: list[str], note: str
) -> None:
    # Given a chicken recipe that never states a temperature or doneness cue
    recipe = _recipe(language, ingredients, steps)

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then the cooking step carries the rule in the recipe language, and so do the flags
    assert [step.safety_note for step in result.recipe.steps] == [None, note, None]
    assert result.notes == (note,)
    assert result.categories == ("poultry",)
    assert recipe.steps[1].safety_note is None  # the input is untouched


def test_flag_notes_follow_the_response_language_and_step_notes_the_recipe() -> None:
    # Given a Spanish chicken recipe with no temperature
    recipe = _recipe("es", ["pollo"], ["Cocina el pollo en la sartén."])

    # When checked for an English response
    result = check_food_safety(recipe, rules=RULES, language="en")

    # Then the step note is Spanish and the flag note English
    assert result.recipe.steps[0].safety_note == POULTRY_ES
    assert result.notes == (POULTRY_EN,)


@pytest.mark.parametrize(
    ("language", "step", "corrected", "message"),
    [
        (
            "en",
            "Bake at 400°F until the chicken reaches 140°F (60°C).",
            "Bake at 400°F until the chicken reaches 165°F (74°C).",
            "Step 1: the internal temperature was raised to the safe minimum, 165°F (74°C).",
        ),
        (
            "es",
            "Hornea a 200 °C hasta que el pollo alcance 60 °C.",
            "Hornea a 200 °C hasta que el pollo alcance 74 °C.",
            "Paso 1: se subió la temperatura interna al mínimo seguro, 74 °C (165 °F).",
        ),
    ],
)
def test_a_stated_temperature_below_the_minimum_is_corrected(
    language: Language, step: str, corrected: str, message: str
) -> None:
    # Given chicken cooked to an unsafe stated temperature
    recipe = _recipe(
        language, ["chicken thighs" if language == "en" else "muslos de pollo"], [step]
    )

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then the number is rewritten in place, the step gets the rule, and the flags say why
    assert result.recipe.steps[0].instruction == corrected
    assert result.recipe.steps[0].safety_note == (POULTRY_EN if language == "en" else POULTRY_ES)
    assert result.notes[0] == message
    assert [(c.before, c.after) for c in result.corrections] == (
        [(140, 165), (60, 74)] if language == "en" else [(60, 74)]
    )


@pytest.mark.parametrize(
    ("language", "ingredients", "steps"),
    [
        ("en", ["chicken"], ["Roast the chicken until it reaches 165°F (74°C)."]),
        ("es", ["pollo"], ["Cuece el pollo hasta que alcance 74 °C."]),
        ("en", ["chicken"], ["Grill the chicken until the juices run clear."]),
        ("es", ["pollo"], ["Dora el pollo hasta que ya no esté rosado por dentro."]),
        ("en", ["4 eggs"], ["Cook the eggs until the whites are set."]),
        ("es", ["4 huevos"], ["Cocina los huevos hasta que cuajen."]),
        ("en", ["salmon fillet"], ["Bake the salmon until opaque and it flakes easily."]),
        ("en", ["1 steak"], ["Sear the steak to 145°F, then rest 3 minutes."]),
        ("es", ["carne molida"], ["Dora la carne hasta que alcance 71 °C."]),
        # No animal product at all
        ("en", ["rice", "black beans", "ground cumin"], ["Simmer the rice.", "Add beans."]),
        ("es", ["arroz", "pimienta molida", "tunas"], ["Cuece el arroz.", "Sirve."]),
        # The foods named in a temperature's sentence share it (bacon fat does not steal it)
        (
            "en",
            ["chicken breast", "bacon"],
            [
                "Cook the bacon until crisp.",
                "Cook the chicken in the bacon fat until it reaches 165°F (74°C).",
            ],
        ),
        # ... and a clause with none takes the nearest earlier sentence's food
        (
            "en",
            ["chicken thighs", "fresh sausage"],
            [
                "Brown the sausage; if it is raw, cook it until it reaches 160°F.",
                "Simmer the chicken until it reaches 165°F.",
            ],
        ),
        # Eggs are safe in a dish cooked to their minimum, or cooked until set
        (
            "en",
            ["ground beef", "1 egg"],
            ["Mix the beef with the egg.", "Bake the meatloaf until the beef reaches 160°F."],
        ),
        (
            "en",
            ["2 eggs", "flour"],
            ["Cook the pancakes until golden and the centre springs back."],
        ),
        (
            "es",
            ["2 huevos", "harina"],
            ["Cocina los hot cakes hasta que el centro rebote sin mezcla cruda."],
        ),
        ("en", ["4 eggs", "flour"], ["Bake the cake 30 minutes, until golden."]),
        # Cooked or shelf-stable products are not raw meat
        ("en", ["chicken broth", "canned tuna"], ["Simmer the broth.", "Add the tuna."]),
    ],
)
def test_safe_recipes_get_no_notes(
    language: Language, ingredients: list[str], steps: list[str]
) -> None:
    # Given a recipe that states its temperatures or cues, or has no raw animal food
    recipe = _recipe(language, ingredients, steps)

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then nothing is added or changed
    assert result.notes == ()
    assert result.recipe == recipe


@pytest.mark.parametrize(
    ("ingredients", "steps", "category"),
    [
        # Colour is not a doneness cue for ground meat, nor doneness words for steak
        (["1 lb ground beef"], ["Brown the beef until no longer pink."], "ground_meat"),
        (["500 g de carne molida"], ["Dora la carne."], "ground_meat"),
        (["ground pork"], ["Brown the pork."], "ground_meat"),
        (["1 steak"], ["Sear the steak to medium-rare."], "red_meat"),
        # An oven temperature is not an internal temperature
        (["chicken thighs"], ["Bake the chicken at 400°F for 25 minutes."], "poultry"),
        (["shrimp"], ["Sauté the shrimp 2 minutes."], "seafood"),
        (["pork chops"], ["Fry the pork chops."], "pork"),
    ],
)
def test_unsafe_recipes_get_the_rule(
    ingredients: list[str], steps: list[str], category: str
) -> None:
    # Given a recipe whose steps do not make the food safe
    recipe = _recipe("en", ingredients, steps)

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then its category's rule is added
    assert result.categories == (category,)
    assert result.notes == (DEFAULT_FOOD_SAFETY_RULES[category].note_en,)


def test_two_foods_in_one_sentence_are_corrected_to_the_strictest_minimum() -> None:
    # Given chicken and pork sharing one stated temperature that only suits pork
    recipe = _recipe(
        "en", ["chicken thighs", "pork loin"], ["Roast the chicken and the pork to 145°F."]
    )

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then the statement errs safe: raised to the poultry minimum
    assert result.recipe.steps[0].instruction == "Roast the chicken and the pork to 165°F."


def test_note_goes_to_the_last_cooking_step_when_none_names_the_food() -> None:
    # Given chicken that no step names
    recipe = _recipe(
        "en",
        ["1 lb chicken thighs", "rice"],
        ["Season everything.", "Cook it all in a covered pot for 30 minutes.", "Serve warm."],
    )

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then the note goes on the last step that cooks
    assert [s.safety_note for s in result.recipe.steps] == [None, POULTRY_EN, None]


def test_an_existing_note_is_kept() -> None:
    # Given a step that already has a note
    recipe = _recipe("en", ["chicken"], ["Grill the chicken."], safety_note="Careful: hot grill.")

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then the rule is appended to it
    assert result.recipe.steps[0].safety_note == f"Careful: hot grill. {POULTRY_EN}"


def test_the_strictest_category_is_corrected_first_for_a_shared_statement() -> None:
    # Given pork and chicken and one unattributed temperature
    recipe = _recipe("en", ["pork loin", "chicken thighs"], ["Cook everything to 150°F."])

    # When checked
    result = check_food_safety(recipe, rules=RULES)

    # Then the statement is raised to the poultry minimum, which also satisfies pork
    assert result.recipe.steps[0].instruction == "Cook everything to 165°F."
    assert result.categories == ("poultry", "pork")
    assert [c.category for c in result.corrections] == ["poultry"]


def test_catalogue_safety_category_and_database_notes_are_used() -> None:
    # Given a catalogue where "milanesa" is poultry and a database note for poultry
    rules = FoodSafetyRules.from_snapshot(
        CatalogueSnapshot(
            ingredients=(
                IngredientRow(
                    slug="chicken_cutlet",
                    name_en="chicken cutlet",
                    name_es="milanesa de pollo",
                    category="poultry",
                    safety_category="poultry",
                    aliases=(AliasRow(alias="milanesa", language="es"),),
                ),
            ),
            rules=(
                SafetyRuleRow(
                    category="poultry",
                    min_internal_temp_c=74,
                    min_internal_temp_f=165,
                    note_en="DB poultry note.",
                    note_es="Nota de aves de la base.",
                ),
            ),
        )
    )

    # When a Spanish recipe uses the alias only
    recipe = _recipe("es", ["2 milanesas"], ["Fríe las milanesas."])
    result = check_food_safety(recipe, rules=rules)

    # Then the catalogue places it, and the database note is used (other rules stay built in)
    assert rules.verified is True
    assert detect_safety_categories(["milanesas"], rules=rules) == ("poultry",)
    assert result.recipe.steps[0].safety_note == "Nota de aves de la base."
    assert rules.rule("pork") == DEFAULT_FOOD_SAFETY_RULES["pork"]
