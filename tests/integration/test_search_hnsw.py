"""The vector query at 10,000 recipes: it uses the HNSW index, and filters do not starve it.

Seed 000 §6.5 pitfalls (1) and (2). A throwaway database gets 10,000 synthetic published
recipes with random embeddings (seeded), generated in SQL; 1% of them are in a "rare"
cuisine, 60 follow a rare diet and half of them a common one. The index is rebuilt after the
bulk insert with small build parameters (m = 4, ef_construction = 16): same name, same
operator class, a build of seconds instead of half a minute. These tests prove plan shape and
scan behaviour, not recall (except where a rare diet is compared exactly).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pytest
from psycopg import sql

from shared.db import Database, DatabaseSettings, create_database
from shared.search import SearchQuery, SearchSettings, SearchUser
from shared.search.gates import gate_params
from shared.search.vector import (
    NEAREST_SQL,
    exact_scan_diet,
    nearest_params,
    nearest_recipes,
    scan_settings,
)
from tests.integration.synthetic_vectors import (
    INDEX,
    MODEL,
    hnsw_index,
    query_vector,
    random_embeddings,
    synthetic_database,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

pytestmark = pytest.mark.integration

ROWS = 10_000

_SETUP = [
    "select setseed(0.42)",
    "insert into cuisines (slug, name_en, name_es)"
    " values ('common', 'Common', 'Común'), ('rare', 'Rare', 'Rara')",
    f"""insert into recipes (slug, name_en, name_es, cuisine_id, difficulty,
                             total_time_minutes, is_published)
        select 'syn_' || g, 'Synthetic ' || g, 'Sintética ' || g,
               (select id from cuisines
                where slug = case when g % 100 = 0 then 'rare' else 'common' end),
               'easy', 30, true
        from generate_series(1, {ROWS}) g""",
    "insert into diet_types (slug, name_en, name_es)"
    " values ('rare_diet', 'Rare diet', 'Dieta rara'), ('common_diet', 'Common', 'Común')",
    """insert into recipe_diets (recipe_id, diet_type_id)
       select r.id, d.id from recipes r join diet_types d on d.slug = 'rare_diet'
       where substr(r.slug, 5)::int % 166 = 0""",
    """insert into recipe_diets (recipe_id, diet_type_id)
       select r.id, d.id from recipes r join diet_types d on d.slug = 'common_diet'
       where substr(r.slug, 5)::int % 2 = 0""",
    f"drop index {INDEX}",
    random_embeddings(),
    "set maintenance_work_mem = '256MB'",
    hnsw_index(m=4, ef_construction=16),
    "analyze",
]


@pytest.fixture(scope="module")
def big_url(fresh_database: Callable[[str], str]) -> str:
    return synthetic_database(fresh_database, "search_hnsw", _SETUP)


@pytest.fixture(scope="module")
async def big_db(big_url: str) -> AsyncIterator[Database]:
    db = await create_database(DatabaseSettings(DATABASE_URL=big_url, DB_POOL_MAX_SIZE=2))
    try:
        yield db
    finally:
        await db.close()


def gates(**filters: Any) -> dict[str, object]:
    return gate_params(SearchQuery(text="", language="en", **filters), SearchUser())


def index_names(plan: Any) -> set[str]:
    """Every index a JSON plan scans."""
    names: set[str] = set()
    if isinstance(plan, dict):
        if "Index Name" in plan:
            names.add(plan["Index Name"])
        for value in plan.values():
            names |= index_names(value)
    elif isinstance(plan, list):
        for item in plan:
            names |= index_names(item)
    return names


@pytest.mark.parametrize("filters", [{}, {"cuisine": "rare"}, {"max_time": 45}])
async def test_the_vector_query_scans_the_hnsw_index(
    big_db: Database, filters: dict[str, Any]
) -> None:
    # Given 10,000 embedded recipes, analysed
    settings = SearchSettings()
    params = nearest_params(
        query_vector(1),
        model=MODEL,
        gates=gates(**filters),
        limit=settings.candidate_limit,
        exact_max=settings.exact_scan_max_recipes,
    )

    # When the planner plans the search's vector query, with or without a filter
    async with big_db.service(settings=scan_settings(settings)) as conn:
        cursor = await conn.execute(sql.SQL("explain (format json) ") + NEAREST_SQL, params)
        row = await cursor.fetchone()

    # Then the nearest neighbours come from the HNSW index, not a sort over every row
    assert row is not None
    assert INDEX in index_names(row["QUERY PLAN"])


async def test_a_selective_filter_still_fills_the_candidate_list(big_db: Database) -> None:
    # Given a filter that excludes 99% of the recipes (100 of 10,000 remain)
    settings = SearchSettings()

    # When the gated vector query asks for 50 neighbours (iterative scan on)
    read = partial(big_db.read_as_service, settings=scan_settings(settings))
    nearest = await nearest_recipes(
        read, query_vector(2), model=MODEL, gates=gates(cuisine="rare"), settings=settings
    )
    async with big_db.anon() as conn:
        cursor = await conn.execute(
            "select r.id from recipes r join cuisines c on c.id = r.cuisine_id"
            " where c.slug = 'rare'"
        )
        rare = {row["id"] for row in await cursor.fetchall()}

    # Then it returns the full 50, all of them rare, nearest first
    assert nearest.has_model
    assert len(nearest.similarity) == settings.candidate_limit == 50
    assert set(nearest.similarity) <= rare
    distances = [1 - s for s in nearest.similarity.values()]
    assert distances == sorted(distances)


async def test_without_the_iterative_scan_the_same_filter_starves(big_db: Database) -> None:
    # Given the same query with pgvector's pre-0.8 behaviour (iterative scan off)
    settings = SearchSettings()
    params = nearest_params(
        query_vector(2),
        model=MODEL,
        gates=gates(cuisine="rare"),
        limit=settings.candidate_limit,
        exact_max=settings.exact_scan_max_recipes,
    )
    async with big_db.service(settings=scan_settings(settings)) as conn:
        await conn.execute("select set_config('hnsw.iterative_scan', 'off', true)")
        cursor = await conn.execute(NEAREST_SQL, params)
        rows = [r for r in await cursor.fetchall() if r["recipe_id"] is not None]

    # Then the scan stops at ef_search candidates and the filter leaves far fewer than 50:
    # the silent shortfall the iterative scan exists to prevent
    assert len(rows) < 10


async def test_only_embeddings_of_the_query_model_are_compared(big_db: Database) -> None:
    settings = SearchSettings()
    read = partial(big_db.read_as_service, settings=scan_settings(settings))
    nearest = await nearest_recipes(
        read, query_vector(3), model="another-model", gates=gates(), settings=settings
    )

    assert not nearest.has_model
    assert nearest.similarity == {}


@pytest.mark.parametrize(("diet", "exact"), [("rare_diet", True), ("common_diet", False)])
async def test_a_diet_few_recipes_carry_is_compared_exactly(
    big_db: Database, diet: str, *, exact: bool
) -> None:
    # Given 60 recipes of a rare diet and 5,000 of a common one
    settings = SearchSettings()

    # When the vector side looks at a query requiring the diet
    read = partial(big_db.read_as_service, settings=scan_settings(settings))
    chosen = await exact_scan_diet(read, settings, diets=[diet, "common_diet"])

    # Then only the rare diet (under `exact_scan_max_recipes`) is compared recipe by recipe
    assert (chosen == diet) is exact
    assert chosen in (diet, None)


async def test_the_exact_comparison_finds_the_true_nearest_of_a_rare_diet(
    big_db: Database,
) -> None:
    # Given a rare diet (60 recipes) and the true 50 nearest of them, by a full sort with no
    # index at all
    vector = query_vector(4)
    async with big_db.service() as conn:
        await conn.execute("select set_config('enable_indexscan', 'off', true)")
        cursor = await conn.execute(
            "select e.recipe_id from recipe_embeddings e"
            " join recipe_diets rd on rd.recipe_id = e.recipe_id"
            " join diet_types d on d.id = rd.diet_type_id and d.slug = 'rare_diet'"
            " order by e.embedding <=> %(query)s, e.recipe_id limit 50",
            nearest_params(vector, model=MODEL, gates={}, limit=50, exact_max=0),
        )
        truth = [row["recipe_id"] for row in await cursor.fetchall()]

    # When the search's vector side runs with that diet required
    settings = SearchSettings()
    read = partial(big_db.read_as_service, settings=scan_settings(settings))
    nearest = await nearest_recipes(
        read, vector, model=MODEL, gates=gates(diet="rare_diet"), settings=settings
    )

    # Then it returns exactly those, nearest first
    assert len(truth) == 50
    assert list(nearest.similarity) == truth
