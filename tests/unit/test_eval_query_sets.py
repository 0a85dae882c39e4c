"""Every query set under evals/ loads and agrees with the seed catalogue it judges.

A judgement naming a recipe that breaks the query's own filters or the asking user's profile
can never be retrieved, so it would lower every ranking's score for a reason no ranking can fix;
a misspelt slug would do the same silently. Both are caught here, for each set by name.
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING

import pytest

from cli.database.seed import SeedCatalogue, load_catalogue
from cli.evaluate.queries import DEFAULT_QUERIES, check_known_slugs, load_query_set
from cli.paths import SEED_DIR
from shared.safety.dietary import diets_meeting

if TYPE_CHECKING:
    from pathlib import Path

    from cli.database.seed import Recipe
    from cli.evaluate.queries import EvalCase

QUERY_SETS = sorted(DEFAULT_QUERIES.parent.glob("*.json"))


@cache
def catalogue() -> SeedCatalogue:
    return load_catalogue(SEED_DIR)


@cache
def ingredient_allergens() -> dict[str, tuple[str, ...]]:
    return {row.slug: tuple(row.allergens) for row in catalogue().ingredients}


def allergens_of(recipe: Recipe) -> set[str]:
    return {a for item in recipe.ingredients for a in ingredient_allergens()[item.ingredient]}


def conflicts(case: EvalCase, recipe: Recipe) -> list[str]:
    """Why the recipe cannot answer the case: each broken filter or profile restriction."""
    found: list[str] = []
    if case.max_time is not None and recipe.total_time_minutes > case.max_time:
        found.append(f"takes {recipe.total_time_minutes} min")
    if case.cuisine is not None and recipe.cuisine != case.cuisine:
        found.append(f"cuisine {recipe.cuisine}")
    if case.diet is not None and not diets_meeting(case.diet) & set(recipe.diets):
        found.append(f"not {case.diet}")
    if case.difficulty is not None and recipe.difficulty != case.difficulty:
        found.append(f"difficulty {recipe.difficulty}")
    if case.meal_type is not None and case.meal_type not in recipe.meal_types:
        found.append(f"not {case.meal_type}")
    found.extend(f"contains {a}" for a in sorted(set(case.allergens) & allergens_of(recipe)))
    found.extend(
        f"profile diet {d}" for d in case.diets if not diets_meeting(d) & set(recipe.diets)
    )
    return found


def test_the_held_out_sets_are_found() -> None:
    names = {path.name for path in QUERY_SETS}

    assert {
        "discovery_queries.json",
        "holdout3_queries.json",
        "holdout4_queries.json",
        "holdout5_queries.json",
        "holdout6_queries.json",
        "holdout7_queries.json",
        "holdout8_queries.json",
        "holdout9_queries.json",
        "holdout10_queries.json",
        "holdout11_queries.json",
        "holdout12_queries.json",
        "holdout13_queries.json",
        "holdout14_queries.json",
        "holdout15_queries.json",
        "holdout16_queries.json",
        "holdout17_queries.json",
        "holdout18_queries.json",
        "holdout19_queries.json",
        "holdout20_queries.json",
    } <= names


@pytest.mark.parametrize("path", QUERY_SETS, ids=lambda path: path.name)
def test_every_judged_recipe_is_published_and_meets_the_query(path: Path) -> None:
    # Given: a shipped query set and the published recipes
    cases = load_query_set(path)
    recipes = {r.slug: r for r in catalogue().recipes if r.is_published}

    # When: every judgement is checked against its query's filters and user
    check_known_slugs(path, cases, recipes)
    problems = [
        f"{case.id} {slug}: {', '.join(found)}"
        for case in cases
        for slug in case.grades
        if (found := conflicts(case, recipes[slug]))
    ]

    # Then
    assert problems == []


def test_a_judgement_breaking_its_query_is_named(tmp_path: Path) -> None:
    # Given: a slow recipe judged for a 30-minute query, and a peanut dish for a peanut allergy
    path = tmp_path / "queries.json"
    queries = [
        {"id": "en-001", "language": "en", "category": "constraint", "query": "quick pasta",
         "filters": {"maxTime": 30}, "relevant": {"lasagna_bolognese": 2, "penne_arrabbiata": 3}},
        {"id": "en-002", "language": "en", "category": "dish_name", "query": "pad thai",
         "user": {"allergens": ["peanut"]}, "relevant": {"shrimp_pad_thai": 3}},
    ]  # fmt: skip
    path.write_text(json.dumps({"version": 1, "queries": queries}), encoding="utf-8")
    recipes = {r.slug: r for r in catalogue().recipes}

    # When
    found = {
        (case.id, slug): conflicts(case, recipes[slug])
        for case in load_query_set(path)
        for slug in case.grades
    }

    # Then: only the two broken judgements, each with its reason
    assert found == {
        ("en-001", "lasagna_bolognese"): ["takes 170 min"],
        ("en-001", "penne_arrabbiata"): [],
        ("en-002", "shrimp_pad_thai"): ["contains peanut"],
    }
