"""The seed catalogue is realistic enough to judge search on, and internally consistent."""

from __future__ import annotations

from collections import Counter
from functools import cache
from typing import TYPE_CHECKING

import pytest

from cli.database.seed import SeedCatalogue, SeedError, load_catalogue
from cli.paths import SEED_DIR

if TYPE_CHECKING:
    from pathlib import Path

ANIMAL = {"poultry", "red_meat", "pork", "seafood"}


@cache
def catalogue() -> SeedCatalogue:
    return load_catalogue(SEED_DIR)


def test_corpus_size_and_spread() -> None:
    recipes = [r for r in catalogue().recipes if r.is_published]
    cuisines = Counter(r.cuisine for r in recipes)
    diets = Counter(d for r in recipes for d in r.diets)
    times = [r.total_time_minutes for r in recipes]

    assert len(recipes) >= 150
    assert len(catalogue().ingredients) >= 300
    assert len(cuisines) >= 7
    assert all(count >= 8 for count in cuisines.values()), cuisines
    assert diets["vegetarian"] >= 30
    assert diets["vegan"] >= 15
    assert diets["gluten_free"] >= 30
    assert min(times) <= 15
    assert max(times) >= 90
    assert {"easy", "medium", "hard"} <= {r.difficulty for r in recipes}
    assert {"breakfast", "dinner", "dessert"} <= {m for r in recipes for m in r.meal_types}


def test_every_common_allergen_appears_in_some_recipe() -> None:
    ingredients = {row.slug: row for row in catalogue().ingredients}
    present = {
        allergen
        for recipe in catalogue().recipes
        for item in recipe.ingredients
        for allergen in ingredients[item.ingredient].allergens
    }
    assert {
        "dairy", "egg", "peanut", "tree_nut", "soy", "gluten", "fish", "shellfish", "sesame",
    } <= present  # fmt: skip


def test_every_recipe_is_fully_bilingual() -> None:
    for recipe in catalogue().recipes:
        assert recipe.description_en != recipe.description_es, recipe.slug
        assert len(recipe.steps) >= 2, recipe.slug
        for step in recipe.steps:
            assert step.en.strip(), recipe.slug
            assert step.es.strip(), recipe.slug
            assert step.en != step.es, (recipe.slug, step.en)
        assert len(recipe.tags) >= 2, recipe.slug


def test_declared_diets_hold_for_every_ingredient() -> None:
    ingredients = {row.slug: row for row in catalogue().ingredients}
    problems: list[str] = []
    for recipe in catalogue().recipes:
        rows = [ingredients[item.ingredient] for item in recipe.ingredients]
        categories = {row.category for row in rows}
        allergens = {a for row in rows for a in row.allergens}
        diets = set(recipe.diets)
        if "vegan" in diets and (
            categories & (ANIMAL | {"dairy", "egg"}) or any(r.slug == "honey" for r in rows)
        ):
            problems.append(f"{recipe.slug}: vegan with animal products")
        if "vegetarian" in diets and categories & ANIMAL:
            problems.append(f"{recipe.slug}: vegetarian with meat or fish")
        if "pescatarian" in diets and categories & (ANIMAL - {"seafood"}):
            problems.append(f"{recipe.slug}: pescatarian with meat")
        if "gluten_free" in diets and "gluten" in allergens:
            problems.append(f"{recipe.slug}: gluten_free with gluten")
        if "dairy_free" in diets and "dairy" in allergens:
            problems.append(f"{recipe.slug}: dairy_free with dairy")
    assert problems == []


def test_allergen_links_of_the_classic_traps() -> None:
    ingredients = {row.slug: row for row in catalogue().ingredients}

    assert ingredients["eggplant"].allergens == []
    assert "egg" in ingredients["egg"].allergens
    assert "peanut" in ingredients["peanut_butter"].allergens
    assert {"soy", "gluten"} <= set(ingredients["soy_sauce"].allergens)
    assert "dairy" in ingredients["butter"].allergens
    assert "shellfish" in ingredients["shrimp"].allergens


def test_coconut_is_not_a_tree_nut() -> None:
    # FDA's 2025 allergen labelling guidance (edition 5) no longer lists coconut as a tree nut.
    ingredients = {row.slug: row for row in catalogue().ingredients}

    for slug in ("coconut", "coconut_milk", "coconut_cream", "coconut_oil", "shredded_coconut"):
        assert "tree_nut" not in ingredients[slug].allergens, slug
    assert "tree_nut" in ingredients["almond"].allergens


def test_a_safety_category_names_the_usda_rule_a_recipe_must_meet() -> None:
    # A category is the USDA rule whose temperature a recipe with that food must state. Canned
    # tuna is cooked in the can: no rule. Ham keeps the pork rule, whose note is the one that
    # tells a cook to reheat fully cooked ham to 140°F (60°C); fresh ham (pork_leg) is raw pork.
    ingredients = {row.slug: row for row in catalogue().ingredients}
    pork_note = next(r for r in catalogue().reference.food_safety_rules if r.category == "pork")

    assert ingredients["canned_tuna"].safety_category is None
    assert ingredients["tuna"].safety_category == "seafood"  # fresh tuna steak
    assert ingredients["ham"].safety_category == "pork"
    assert "fully cooked ham" in pork_note.note_en
    assert ingredients["pork_leg"].safety_category == "pork"
    assert ingredients["pork"].safety_category == "pork"
    assert ingredients["beef"].safety_category == "red_meat"


def test_no_alias_points_at_two_ingredients() -> None:
    owners: dict[tuple[str, str], set[str]] = {}
    for row in catalogue().ingredients:
        for language, aliases in (("en", row.aliases.en), ("es", row.aliases.es)):
            for alias in [*aliases, row.name_en if language == "en" else row.name_es]:
                owners.setdefault((language, alias.lower()), set()).add(row.slug)
    shared = {key: slugs for key, slugs in owners.items() if len(slugs) > 1}
    assert shared == {}


def test_usda_rules_are_the_published_minimums() -> None:
    rules = {r.category: r for r in catalogue().reference.food_safety_rules}

    expected = {
        "poultry": (74, 165),
        "ground_meat": (71, 160),
        "red_meat": (63, 145),
        "seafood": (63, 145),
        "eggs": (71, 160),
    }
    for category, (celsius, fahrenheit) in expected.items():
        assert (
            int(rules[category].min_internal_temp_c),
            int(rules[category].min_internal_temp_f),
        ) == (
            celsius,
            fahrenheit,
        ), category


def test_a_recipe_naming_an_unknown_ingredient_is_rejected(tmp_path: Path) -> None:
    # Given a copy of the reference data with one recipe pointing at a missing ingredient
    (tmp_path / "recipes").mkdir()
    (tmp_path / "reference.json").write_text((SEED_DIR / "reference.json").read_text())
    (tmp_path / "ingredients.json").write_text(
        '[{"slug": "salt", "name_en": "salt", "name_es": "sal", "category": "herb_spice"}]'
    )
    (tmp_path / "recipes" / "bad.json").write_text(
        '[{"slug": "x", "name_en": "X", "name_es": "X", "description_en": "d",'
        ' "description_es": "d", "cuisine": "mexican", "meal_types": ["lunch"],'
        ' "difficulty": "easy", "prep_time_minutes": 5, "total_time_minutes": 10,'
        ' "portions": 2, "ingredients": [{"ingredient": "unobtainium", "quantity": 1,'
        ' "unit": "g"}], "steps": [{"en": "Mix.", "es": "Mezcla."}]}]'
    )

    # When loading, then the error names the recipe and the missing slug
    with pytest.raises(SeedError, match="recipe 'x': unknown ingredient 'unobtainium'"):
        load_catalogue(tmp_path, ingredients_file=tmp_path / "ingredients.json")


def test_a_malformed_seed_file_names_the_file_and_field(tmp_path: Path) -> None:
    (tmp_path / "recipes").mkdir()
    (tmp_path / "reference.json").write_text((SEED_DIR / "reference.json").read_text())
    (tmp_path / "ingredients.json").write_text('[{"slug": "salt", "name_en": "salt"}]')

    with pytest.raises(SeedError, match=r"ingredients\.json: 0\.name_es"):
        load_catalogue(tmp_path, ingredients_file=tmp_path / "ingredients.json")


def test_substitutes_cover_the_common_swaps_and_each_allergen_has_a_way_out() -> None:
    # Given the curated swaps and the ingredients they point at
    ingredients = {row.slug: row for row in catalogue().ingredients}
    swaps = {
        row.ingredient: [o.ingredient for o in row.substitutes] for row in catalogue().substitutes
    }

    # Then there are at least 40 of them, the classic ones among them
    assert len(swaps) >= 40
    assert {"butter", "milk", "egg", "peanut", "all_purpose_flour", "soy_sauce"} <= set(swaps)
    # And an ingredient carrying an allergen always has a swap free of that allergen
    for slug, options in swaps.items():
        for allergen in ingredients[slug].allergens:
            free = [o for o in options if allergen not in ingredients[o].allergens]
            assert free, (slug, allergen)


@pytest.mark.parametrize(
    ("substitutes", "problem"),
    [
        ('[{"ingredient": "salt", "substitutes": [{"ingredient": "salt",'
         ' "note_en": "n", "note_es": "n"}]}]', "substitutes of 'salt': itself"),
        ('[{"ingredient": "salt", "substitutes": [{"ingredient": "unobtainium",'
         ' "note_en": "n", "note_es": "n"}]}]', "unknown ingredient 'unobtainium'"),
        ('[{"ingredient": "unobtainium", "substitutes": [{"ingredient": "salt",'
         ' "note_en": "n", "note_es": "n"}]}]', "substitutes: unknown ingredient 'unobtainium'"),
    ],
)  # fmt: skip
def test_a_substitute_that_does_not_resolve_is_rejected(
    tmp_path: Path, substitutes: str, problem: str
) -> None:
    # Given a catalogue of one ingredient and a swap naming something else
    (tmp_path / "recipes").mkdir()
    (tmp_path / "reference.json").write_text((SEED_DIR / "reference.json").read_text())
    (tmp_path / "ingredients.json").write_text(
        '[{"slug": "salt", "name_en": "salt", "name_es": "sal", "category": "herb_spice"}]'
    )
    (tmp_path / "substitutes.json").write_text(substitutes)

    # When loading, then the error names the swap
    with pytest.raises(SeedError, match=problem):
        load_catalogue(tmp_path, ingredients_file=tmp_path / "ingredients.json")
