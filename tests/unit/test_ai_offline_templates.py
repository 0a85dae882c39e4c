"""Offline template recipes: restrictions, food safety, Thermomix, units, time, modifications."""

from __future__ import annotations

import re
from typing import Any

import pytest

from shared.ai.offline import build_template_recipe
from shared.ai.offline.ingredients import identify
from shared.ai.offline.normalize import fold
from shared.schemas.brief import RecipeBrief
from shared.schemas.recipe import GeneratedRecipe

ALLERGEN_ITEMS = {
    "dairy": "cheese",
    "egg": "eggs",
    "peanut": "peanuts",
    "tree_nut": "almonds",
    "soy": "tofu",
    "gluten": "pasta",
    "fish": "salmon",
    "shellfish": "shrimp",
    "sesame": "sesame seeds",
    "mustard": "mustard",
    "celery": "celery",
    "sulfite": "white wine",
}
# Words that must not appear in an ingredient line, checked independently of the table (coconut
# is not among the tree nuts: FDA's 2025 allergen guidance no longer lists it as one).
FORBIDDEN_WORDS = {
    "dairy": r"butter|cheese|parmesan|milk|cream|yogurt|mantequilla|queso|leche|crema",
    "egg": r"eggs?|huevos?|mayonnaise|mayonesa",
    "peanut": r"peanuts?|cacahuates?|mani",
    "tree_nut": r"almonds?|walnuts?|cashews?|nuez|nueces|almendras?",
    "soy": r"soy|soya|tofu|tamari|edamame",
    "gluten": r"flour|bread|pasta|soy sauce|harina|pan|oats?|avena",
    "fish": r"salmon|fish|tuna|pescado|atun",
    "shellfish": r"shrimp|prawns?|camarone?s?",
    "sesame": r"sesame|ajonjoli|tahini",
    "mustard": r"mustard|mostaza",
    "celery": r"celery|apio|broth|caldo",
    "sulfite": r"vinegar|wine|vinagre|vino",
}
# Briefs that make the templates reach for many pantry items (soy sauce, sesame oil, parmesan,
# butter, a broth, a mustard and vinegar dressing).
SETUPS: dict[str, dict[str, Any]] = {
    "asian skillet": {"cuisine": "asian", "ingredients": ["chicken", "broccoli"]},
    "italian skillet": {"cuisine": "italian", "ingredients": ["zucchini", "tomato"]},
    "french bake": {"cuisine": "french", "ingredients": ["pork", "potato"], "notes": "bake"},
    "salad": {"ingredients": ["lettuce", "cucumber"], "notes": "salad"},
    "soup": {"ingredients": ["carrot", "potato"], "notes": "soup"},
}
ANIMAL_WORDS = re.compile(
    r"\b(?:chicken|pollo|eggs?|huevos?|cheese|queso|butter|mantequilla|milk|leche|cream|crema|"
    r"beef|res|pork|cerdo|fish|pescado|shrimp|camarone?s?|honey|miel|parmesan|yogurt)\b"
)
SPEEDS = {"spoon", "0.5"} | {f"{n}" for n in range(1, 11)} | {f"{n}.5" for n in range(1, 10)}


def brief(**fields: Any) -> RecipeBrief:
    return RecipeBrief(**{"language": "en", **fields})


def recipe_text(recipe: GeneratedRecipe) -> str:
    parts = [recipe.suggested_name, *(s.instruction for s in recipe.steps)]
    parts += [i.name for i in recipe.ingredients]
    return fold(" ".join(parts))


def thermomix_settings(recipe: GeneratedRecipe) -> list[tuple[Any, ...]]:
    return [
        (s.thermomix_time, s.thermomix_temp, s.thermomix_speed, s.thermomix_reverse)
        for s in recipe.steps
        if s.thermomix_speed is not None
    ]


# --------------------------------------------------------------------------- restrictions


@pytest.mark.parametrize("setup", list(SETUPS))
@pytest.mark.parametrize("allergen", list(ALLERGEN_ITEMS))
def test_every_avoided_allergen_is_kept_out(allergen: str, setup: str) -> None:
    # Given
    fields = dict(SETUPS[setup])
    fields["ingredients"] = [*fields["ingredients"], ALLERGEN_ITEMS[allergen]]

    # When
    recipe = build_template_recipe(brief(allergens_to_avoid=[allergen], **fields))

    # Then
    for line in recipe.ingredients:
        info = identify(line.name)
        assert info is None or allergen not in info.allergens, line.name
        assert not re.search(rf"\b(?:{FORBIDDEN_WORDS[allergen]})\b", fold(line.name)), line.name
    assert "Because of your allergies: no " in (recipe.description or "")


def test_free_text_allergies_and_dislikes_are_respected() -> None:
    # When
    recipe = build_template_recipe(
        brief(
            language="es",
            cuisine="mexican",
            ingredients=["camarones", "arroz"],
            custom_allergies=["mariscos"],
            dislikes=["cilantro", "cebolla"],
        )
    )

    # Then
    names = {fold(line.name) for line in recipe.ingredients}
    assert "camarones" not in names
    assert "cilantro" not in names
    assert "cebolla" not in names
    assert "Por tus alergias: sin camarones" in (recipe.description or "")


def test_diets_keep_the_template_from_adding_animal_products() -> None:
    # When
    recipe = build_template_recipe(
        brief(cuisine="french", ingredients=["mushrooms", "potato"], diet_types=["vegan"])
    )

    # Then
    assert not any((info := identify(line.name)) and info.animal for line in recipe.ingredients)


# --------------------------------------------------------------------------- food safety


@pytest.mark.parametrize("thermomix", [False, True])
@pytest.mark.parametrize("notes", [None, "soup", "salad", "bake in the oven"])
def test_poultry_is_cooked_to_165f_74c(notes: str | None, thermomix: bool) -> None:
    # When
    recipe = build_template_recipe(
        brief(ingredients=["chicken breast", "carrot", "lettuce"], notes=notes, thermomix=thermomix)
    )

    # Then
    safe = [s for s in recipe.steps if "165°F" in s.instruction and "74°C" in s.instruction]
    assert safe
    assert all(s.safety_note for s in safe)


def test_spanish_poultry_step_states_both_temperatures() -> None:
    # When
    recipe = build_template_recipe(brief(language="es", ingredients=["pollo", "calabacita"]))

    # Then
    assert any("74°C (165°F)" in s.instruction and "pollo" in s.instruction for s in recipe.steps)


@pytest.mark.parametrize(
    ("protein", "temperature"),
    [
        ("ground beef", "160°F (71°C)"),
        ("pork chops", "reach 145°F (63°C) in the thickest part, then let them rest 3 minutes"),
        ("steak", "reaches 145°F (63°C) in the thickest part, then let it rest 3 minutes"),
        ("salmon", "145°F (63°C)"),
        ("eggs", "160°F/71°C"),
    ],
)
def test_other_proteins_reach_their_safe_temperature(protein: str, temperature: str) -> None:
    # When
    recipe = build_template_recipe(brief(ingredients=[protein, "bell pepper"]))

    # Then
    assert any(temperature in step.instruction for step in recipe.steps)


def test_vegetable_dishes_carry_no_temperature_checks() -> None:
    # When
    recipe = build_template_recipe(brief(ingredients=["zucchini", "corn", "black beans"]))

    # Then
    assert all(step.safety_note is None for step in recipe.steps)
    assert not any("°F" in step.instruction for step in recipe.steps)


# --------------------------------------------------------------------------- thermomix


@pytest.mark.parametrize("notes", [None, "soup", "salad", "bake"])
def test_thermomix_settings_are_on_the_dial(notes: str | None) -> None:
    # When
    recipe = build_template_recipe(
        brief(ingredients=["chicken", "onion", "carrot", "eggs"], notes=notes, thermomix=True)
    )

    # Then
    settings = thermomix_settings(recipe)
    assert recipe.uses_thermomix
    assert settings
    for seconds, temperature, speed, reverse in settings:
        assert seconds is not None
        assert seconds >= 1
        assert temperature is None or temperature == "varoma" or 37 <= int(temperature) <= 120
        assert speed in SPEEDS
        assert reverse is not None
        if speed == "spoon":
            assert reverse  # stirring pieces gently means reverse


def test_without_a_thermomix_no_step_has_settings() -> None:
    # When
    recipe = build_template_recipe(brief(ingredients=["chicken", "onion"], thermomix=False))

    # Then
    assert thermomix_settings(recipe) == []
    assert not recipe.uses_thermomix


# --------------------------------------------------------------------------- units, time, shape


@pytest.mark.parametrize(
    ("system", "allowed", "forbidden"),
    [
        ("metric", {"g", "ml"}, {"cup", "cups", "oz"}),
        ("imperial", {"cup", "cups", "oz"}, {"g", "ml"}),
    ],
)
def test_measurement_systems(system: Any, allowed: set[str], forbidden: set[str]) -> None:
    # When
    recipe = build_template_recipe(
        brief(ingredients=["chicken", "rice", "spinach", "broccoli"], measurement_system=system)
    )

    # Then
    units = {line.unit for line in recipe.ingredients}
    assert units & allowed
    assert not units & forbidden


def test_time_limit_and_servings_are_honoured() -> None:
    # When
    recipe = build_template_recipe(
        brief(ingredients=["chicken", "potato"], notes="bake", max_time_minutes=20, servings=6)
    )

    # Then
    assert recipe.total_time <= 20
    assert not any("oven" in step.instruction for step in recipe.steps)
    assert recipe.portions == 6
    chicken = next(line for line in recipe.ingredients if line.name == "chicken")
    assert (chicken.quantity, chicken.unit) == (900, "g")


@pytest.mark.parametrize("language", ["en", "es"])
def test_templates_are_marked_and_valid(language: Any) -> None:
    # When
    recipe = build_template_recipe(brief(language=language, ingredients=[]))

    # Then
    assert recipe.is_template
    assert "template" in recipe.tags
    marker = "Template recipe" if language == "en" else "Receta de plantilla"
    assert (recipe.description or "").startswith(marker)
    assert recipe.language == language
    assert GeneratedRecipe.model_validate(recipe.model_dump()) == recipe


# --------------------------------------------------------------------------- modifications


def base_recipe(language: str = "en", *, thermomix: bool = True) -> GeneratedRecipe:
    ingredients = (
        ["chicken", "garlic", "onion", "eggs", "cheese", "broccoli", "butter"]
        if language == "en"
        else ["pollo", "ajo", "cebolla", "huevos", "queso", "calabacita", "mantequilla"]
    )
    return build_template_recipe(
        brief(language=language, ingredients=ingredients, thermomix=thermomix, cuisine="french")
    )


def modify(base: GeneratedRecipe, modification: str) -> GeneratedRecipe:
    return build_template_recipe(
        brief(language=base.language, base_recipe=base, modification=modification)
    )


@pytest.mark.parametrize(
    ("language", "modification"),
    [("en", "no garlic"), ("es", "sin ajo"), ("en", "sin ajo"), ("es", "without garlic")],
)
def test_removing_garlic_removes_it_everywhere(language: str, modification: str) -> None:
    # Given
    base = base_recipe(language)
    assert re.search(r"\b(?:garlic|ajo)\b", recipe_text(base))

    # When
    changed = modify(base, modification)

    # Then
    assert not re.search(r"\b(?:garlic|ajo)\b", recipe_text(changed))
    assert changed.is_template
    assert thermomix_settings(changed) == thermomix_settings(base)


@pytest.mark.parametrize(
    ("language", "modification"), [("en", "make it vegan"), ("es", "hazlo vegano")]
)
def test_making_it_vegan_leaves_no_animal_product(language: str, modification: str) -> None:
    # Given
    base = base_recipe(language)

    # When
    changed = modify(base, modification)

    # Then
    assert not any((info := identify(i.name)) and info.animal for i in changed.ingredients)
    assert not ANIMAL_WORDS.search(recipe_text(changed))
    assert all(step.safety_note is None for step in changed.steps)
    assert not any("°F" in step.instruction for step in changed.steps)
    assert "vegan" in fold(changed.suggested_name)


def test_a_vegan_soup_swaps_the_broth_too() -> None:
    # Given
    base = build_template_recipe(brief(ingredients=["chicken", "carrot"], notes="soup"))
    assert any(line.name == "chicken broth" for line in base.ingredients)

    # When
    changed = modify(base, "make it vegan")

    # Then
    assert {line.name for line in changed.ingredients} >= {"vegetable broth", "firm tofu"}
    assert not ANIMAL_WORDS.search(recipe_text(changed))


@pytest.mark.parametrize(
    ("language", "modification"), [("en", "make it spicier"), ("es", "más picante")]
)
def test_spicier_adds_a_chili_and_keeps_thermomix_settings(
    language: str, modification: str
) -> None:
    # Given
    base = base_recipe(language)

    # When
    changed = modify(base, modification)

    # Then
    chilies = [
        i for i in changed.ingredients if (info := identify(i.name)) and info.kind == "chili"
    ]
    assert chilies
    assert any(fold(chilies[0].name) in fold(s.instruction) for s in changed.steps)
    assert thermomix_settings(changed) == thermomix_settings(base)


def test_several_changes_at_once() -> None:
    # Given
    base = base_recipe("en", thermomix=False)

    # When
    changed = modify(base, "no onion, extra cheese and make it for 2 people")

    # Then
    names = [line.name for line in changed.ingredients]
    assert "onion" not in names
    assert not re.search(r"\bonion\b", recipe_text(changed))
    base_cheese = next(i.quantity for i in base.ingredients if i.name == "cheese")
    cheese = next(i.quantity for i in changed.ingredients if i.name == "cheese")
    assert base_cheese is not None
    assert cheese is not None
    assert cheese == pytest.approx(base_cheese * 1.5 * 2 / 4)
    assert changed.portions == 2
    assert "Changes:" in (changed.description or "")


def test_swapping_an_ingredient_by_name() -> None:
    # Given
    base = base_recipe("es", thermomix=False)

    # When
    changed = modify(base, "cambia el pollo por camarones")

    # Then
    assert "pollo" not in recipe_text(changed).split()
    assert any(line.name == "camarón" for line in changed.ingredients)


def test_an_unknown_change_is_reported_not_invented() -> None:
    # Given
    base = base_recipe("en", thermomix=False)

    # When
    changed = modify(base, "make it taste like grandma's")

    # Then
    assert "couldn't apply" in (changed.description or "")
    assert changed.ingredients == base.ingredients
    assert changed.steps == base.steps


@pytest.mark.parametrize(
    ("language", "ingredients"),
    [("en", ["chicken", "rice"]), ("es", ["pollo", "arroz"])],
)
def test_a_skillet_without_vegetables_says_nothing_turns_tender(
    language: str, ingredients: list[str]
) -> None:
    # Given a skillet of protein and rice only
    recipe = build_template_recipe(RecipeBrief(language=language, ingredients=ingredients))
    # Then no step promises vegetables that are not there
    text = " ".join(step.instruction for step in recipe.steps).lower()
    assert "tender-crisp" not in text
    assert "tiernos" not in text


@pytest.mark.parametrize(
    ("language", "ingredients", "written", "kept"),
    [
        ("es", ["rice sobrante", "huevos"], "arroz sobrante", "huevos"),
        ("es", ["chicken", "chicken breast"], "pollo", None),
        ("en", ["arroz", "chicken"], "rice", "chicken"),
        ("es", ["rice", "chicken breast"], "arroz", "pechuga de pollo"),
        ("en", ["pechuga de pollo", "arroz"], "rice", "chicken breast"),
    ],
)
def test_a_food_named_in_the_other_language_is_written_in_the_recipes(
    language: str, ingredients: list[str], written: str, kept: str | None
) -> None:
    # Given a cook's list that names a food in the other language
    # When a template recipe is made of it
    recipe = build_template_recipe(brief(language=language, ingredients=ingredients))

    # Then the food is written in the recipe's language; a name that is more than the food's
    # own ("chicken breast") is the catalogue's food of that name, in the recipe's language
    names = [line.name for line in recipe.ingredients]
    assert written in names, names
    if kept is not None:
        assert kept in names, names
