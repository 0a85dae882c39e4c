"""The offline provider's ingredients and the seed catalogue cannot drift apart.

Every offline ingredient is a catalogue row, its allergens and USDA category are the catalogue's,
and no word it recognises claims fewer allergens than the catalogue gives that word.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

import shared.ingredients
from cli.paths import SEED_DIR
from shared.ai.offline.catalogue_names import catalogue_name_in, food_named_in
from shared.ai.offline.ingredients import INGREDIENTS, identify, key
from shared.ai.offline.restrictions import ALLERGEN_WORDS
from shared.ingredients.catalogue import CATALOGUE_FILE, catalogue_by_slug, read_catalogue

if TYPE_CHECKING:
    from shared.schemas import Language

_ANIMAL_CATEGORIES = {"poultry", "red_meat", "pork", "seafood", "dairy", "egg"}


def _catalogue_words() -> dict[tuple[str, ...], set[str]]:
    slugs_by_word: dict[tuple[str, ...], set[str]] = {}
    for row in read_catalogue():
        for word in (row.name_en, row.name_es, *row.aliases.en, *row.aliases.es):
            slugs_by_word.setdefault(key(word), set()).add(row.slug)
    return slugs_by_word


def test_every_offline_ingredient_is_a_catalogue_row() -> None:
    # Given the catalogue the seed loads
    slugs = {row.slug for row in read_catalogue()}

    # Then every offline slug is one of its rows, once
    offline = [row.slug for row in INGREDIENTS]
    assert sorted(set(offline) - slugs) == []
    assert len(offline) == len(set(offline))


def test_allergens_and_safety_categories_are_the_catalogues() -> None:
    # Given the catalogue file, read as the seed reads it
    rows = {row.slug: row for row in read_catalogue()}

    for ingredient in INGREDIENTS:
        row = rows[ingredient.slug]
        # Then the offline facts are the catalogue's, group for group
        assert ingredient.allergens == frozenset(row.allergens), ingredient.slug
        assert ingredient.safety == row.safety_category, ingredient.slug


def test_the_facts_come_from_the_file_the_layer_ships() -> None:
    # Given two nut words the offline provider recognises
    almonds = identify("almonds")
    peanut_butter = identify("crema de cacahuate")

    # Then their allergens are the catalogue rows' (almond: tree nut; peanut: peanut) ...
    assert almonds is not None
    assert peanut_butter is not None
    assert (almonds.slug, almonds.allergens) == ("almond", {"tree_nut"})
    assert (peanut_butter.slug, peanut_butter.allergens) == ("peanut", {"peanut"})
    # ... and the catalogue sits inside the shared package, which the layer build copies whole
    assert CATALOGUE_FILE.parent == Path(shared.ingredients.__file__).parent


def test_no_recognised_word_carries_fewer_allergens_than_in_the_catalogue() -> None:
    # Given every catalogue row each offline word names ("nueces" is also pecans)
    catalogue = catalogue_by_slug()
    slugs_by_word = _catalogue_words()

    weaker = [
        (ingredient.slug, word, slug)
        for ingredient in INGREDIENTS
        for word in (ingredient.en, ingredient.es, *ingredient.aliases)
        for slug in slugs_by_word.get(key(word), ())
        if not set(catalogue[slug].allergens) <= ingredient.allergens
    ]

    # Then the offline gate is never more lenient than the catalogue for the same word
    assert weaker == []


def test_words_agree_on_the_safety_category_but_for_canned_tuna() -> None:
    # Given the catalogue's USDA category of each word the offline provider recognises
    catalogue = catalogue_by_slug()
    slugs_by_word = _catalogue_words()

    disagreements = {
        (ingredient.slug, word, slug)
        for ingredient in INGREDIENTS
        for word in (ingredient.en, ingredient.es, *ingredient.aliases)
        for slug in slugs_by_word.get(key(word), ())
        if catalogue[slug].safety_category != ingredient.safety
    }

    # Then the only one is the plain "tuna": the templates use canned tuna (ready to eat), the
    # catalogue's "tuna" is a fresh steak; the safety check reads the catalogue, so a recipe
    # line that says only "tuna" still gets the seafood temperature.
    assert disagreements == {("canned_tuna", "tuna", "tuna"), ("canned_tuna", "atún", "tuna")}


def test_catalogue_animal_foods_are_animal_products_offline() -> None:
    # Given the catalogue category of each offline ingredient
    catalogue = catalogue_by_slug()

    # Then meat, fish, dairy and eggs are never offered to a vegan (honey, broths, fish sauce
    # and mayonnaise are flagged in the offline table: their category does not say it)
    assert [
        i.slug
        for i in INGREDIENTS
        if catalogue[i.slug].category in _ANIMAL_CATEGORIES and not i.animal
    ] == []


def test_allergen_words_name_the_catalogues_allergen_groups() -> None:
    # Given the allergen groups of the reference data
    reference = json.loads((SEED_DIR / "reference.json").read_text(encoding="utf-8"))

    # Then a profile's free-text allergy maps onto exactly those groups
    assert set(ALLERGEN_WORDS) == {row["slug"] for row in reference["allergens"]}
    assert {a for row in read_catalogue() for a in row.allergens} <= set(ALLERGEN_WORDS)


@pytest.mark.parametrize(
    ("said", "language", "named"),
    [
        ("chicken breast", "es", "pechuga de pollo"),
        ("pechuga de pollo", "en", "chicken breast"),
        # A name both languages use, or an alias (looser than the food it names), stays
        ("tofu", "es", None),
        ("rice", "es", None),
        ("arroz", "en", None),
    ],
)
def test_a_food_named_in_the_other_language_is_the_catalogues_in_the_recipes(
    said: str, language: Language, named: str | None
) -> None:
    # When / Then
    assert catalogue_name_in(said, language) == named


@pytest.mark.parametrize(
    ("name", "language", "named"),
    [
        # The table's own food, in the other language
        ("garlic", "es", "ajo"),
        ("ajo", "en", "garlic"),
        ("chicken", "es", "pollo"),
        # Cooked words said again in the language asked for
        ("leftover rice", "es", "arroz sobrante"),
        # A catalogue name the table knows only as an alias
        ("chicken breast", "es", "pechuga de pollo"),
        # Already in the language, or a name the table does not know: as it is
        ("ajo", "es", "ajo"),
        ("tofu", "es", "tofu"),
        ("dragon fruit jam", "es", "dragon fruit jam"),
    ],
)
def test_a_food_is_named_in_the_language_asked_for(
    name: str, language: Language, named: str
) -> None:
    assert food_named_in(name, language) == named
