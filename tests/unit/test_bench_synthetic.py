"""Synthetic benchmark recipes: realistic, valid against the catalogue, reproducible."""

from __future__ import annotations

import re

import pytest

from cli.bench.synthetic import SYNTHETIC_SLUG_PREFIX, generate_variants
from cli.database.seed import SeedCatalogue, load_catalogue
from cli.paths import SEED_DIR


@pytest.fixture(scope="module")
def catalogue() -> SeedCatalogue:
    return load_catalogue(SEED_DIR)


def test_same_seed_same_recipes(catalogue: SeedCatalogue) -> None:
    assert generate_variants(catalogue, 50) == generate_variants(catalogue, 50)
    assert generate_variants(catalogue, 50) != generate_variants(catalogue, 50, seed=7)


def test_variants_are_valid_recombinations(catalogue: SeedCatalogue) -> None:
    # Given
    recipes = {recipe.slug: recipe for recipe in catalogue.recipes}
    ingredients = {row.slug for row in catalogue.ingredients}
    diets = {row.slug for row in catalogue.reference.diet_types}

    # When
    variants = generate_variants(catalogue, 400)

    # Then
    assert len({variant.slug for variant in variants}) == 400
    assert len({variant.id for variant in variants}) == 400
    for variant in variants:
        base = recipes[variant.base_slug]
        assert re.fullmatch(r"[a-z0-9][a-z0-9_]*", variant.slug)
        assert variant.slug.startswith(SYNTHETIC_SLUG_PREFIX)
        assert variant.cuisine == base.cuisine
        assert variant.name_en != base.name_en
        assert variant.name_es != base.name_es
        assert 1 <= len(variant.name_en) <= 200
        assert 1 <= len(variant.name_es) <= 200
        assert variant.prep_time_minutes <= variant.total_time_minutes
        assert 5 <= variant.total_time_minutes <= 240
        assert {item.ingredient for item in variant.ingredients} <= ingredients
        assert len({item.ingredient for item in variant.ingredients}) == len(variant.ingredients)
        # A variant never claims a diet its base does not have.
        assert set(variant.diets) <= set(base.diets) & diets
        assert 1 <= len(variant.tags) <= 6


def test_variants_differ_from_their_base(catalogue: SeedCatalogue) -> None:
    recipes = {recipe.slug: recipe for recipe in catalogue.recipes}
    variants = generate_variants(catalogue, 300)

    changed = sum(
        1
        for variant in variants
        if {item.ingredient for item in variant.ingredients}
        != {item.ingredient for item in recipes[variant.base_slug].ingredients}
    )
    # Almost every variant borrows a donor ingredient (only a donor with nothing new cannot).
    assert changed >= 0.9 * len(variants)


def test_bad_counts(catalogue: SeedCatalogue) -> None:
    assert generate_variants(catalogue, 0) == []
    with pytest.raises(ValueError, match="negative"):
        generate_variants(catalogue, -1)
