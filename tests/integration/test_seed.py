"""Loading the real seed catalogue into the real schema."""

from __future__ import annotations

from typing import TYPE_CHECKING

import psycopg
import pytest

from cli.database.seed import load_catalogue
from cli.database.seed_load import seed_database
from cli.paths import SEED_DIR

if TYPE_CHECKING:
    from cli.database.seed_load import SeedReport

pytestmark = pytest.mark.integration

_TABLES = (
    "recipes", "recipe_steps", "recipe_ingredients", "recipe_tags", "recipe_diets", "tags",
    "ingredients", "ingredient_aliases", "ingredient_allergens", "food_allergies", "diet_types",
    "cuisines", "food_safety_rules", "ingredient_substitutes",
)  # fmt: skip


def _counts(conn: psycopg.Connection[tuple[object, ...]]) -> dict[str, int]:
    counts = {}
    for table in _TABLES:
        row = conn.execute(f"select count(*) from public.{table}").fetchone()
        assert row is not None
        counts[table] = int(row[0])  # type: ignore[call-overload]
    return counts


def test_seed_loads_twice_without_duplicates(database_url: str, seeded: SeedReport) -> None:
    # Given the session database, seeded once
    with psycopg.connect(database_url, autocommit=True) as conn:
        before = _counts(conn)
        ids_before = conn.execute("select id from public.recipes order by id").fetchall()

        # When the seed is loaded again
        report = seed_database(conn, load_catalogue(SEED_DIR))

        # Then every table holds exactly the same rows
        assert _counts(conn) == before
        assert conn.execute("select id from public.recipes order by id").fetchall() == ids_before
    catalogue = load_catalogue(SEED_DIR)
    assert report.recipes == seeded.recipes == sum(r.is_published for r in catalogue.recipes)
    assert report.ingredients == seeded.ingredients == len(catalogue.ingredients)


def test_every_published_recipe_has_search_vectors_in_both_languages(
    database_url: str, seeded: SeedReport
) -> None:
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "select count(*) filter (where search_en is null or search_es is null)"
            " from public.recipes where is_published"
        ).fetchone()
    assert row == (0,)


@pytest.mark.parametrize(
    ("config", "query"),
    [
        ("irmixy_es", "sopa de pollo"),
        ("irmixy_es", "jalapeno"),  # no accent in the query, accent in the data
        ("irmixy_en", "chicken rice"),
        ("irmixy_en", "chickpeas"),  # plural stems to the singular
    ],
)
def test_full_text_search_finds_recipes_in_each_language(
    database_url: str, seeded: SeedReport, config: str, query: str
) -> None:
    column = "search_es" if config == "irmixy_es" else "search_en"
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            f"select count(*) from public.recipes where {column} @@"
            " websearch_to_tsquery(%s::regconfig, %s)",
            (f"public.{config}", query),
        ).fetchone()
    assert row is not None
    assert row[0] > 0


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        ("huevos", "egg"),
        ("eggs", "egg"),
        ("egg", "egg"),
        ("eggplant", "eggplant"),
        ("berenjena", "eggplant"),
        ("chicken breasts", "chicken_breast"),
        ("jalapeno", "jalapeno_pepper"),
        ("chiles jalapeños", "jalapeno_pepper"),
    ],
)
def test_batch_find_ingredients_resolves_aliases_and_typos(
    database_url: str, seeded: SeedReport, text: str, slug: str
) -> None:
    with psycopg.connect(database_url) as conn:
        row = conn.execute(
            "select slug from public.batch_find_ingredients(array[%s])", (text,)
        ).fetchone()
    assert row == (slug,)


def test_unknown_text_resolves_to_nothing(database_url: str, seeded: SeedReport) -> None:
    with psycopg.connect(database_url) as conn:
        rows = conn.execute(
            "select query, ingredient_id from public.batch_find_ingredients(array['xqzzv', 'rice'])"
        ).fetchall()
    assert rows[0] == ("xqzzv", None)
    assert rows[1][1] is not None
