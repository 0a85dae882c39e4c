"""The vector side of a small catalogue: the exact nearest recipes, whatever the HNSW graph.

An HNSW graph is built with random levels, so two builds over the same embeddings (a reindex,
a backfill that rewrote them for another provider and back) can miss different neighbours:
the same query then got a different candidate list, and a different ranking, from one run to
the next. A catalogue of at most `exact_scan_max_recipes` embeddings of the query's model is
compared recipe by recipe instead (at that size as fast as the index), so its neighbours
depend only on the query and the catalogue. Here a throwaway database holds 300 recipes with
random embeddings (seeded) and an index built as badly as pgvector allows (m = 2,
ef_construction = 4), which misses true neighbours of most queries.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.db import Database, DatabaseSettings, create_database
from shared.search import SearchQuery, SearchSettings, SearchUser
from shared.search.gates import gate_params
from shared.search.vector import nearest_in_one_trip
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

ROWS = 300

_SETUP = [
    "select setseed(0.17)",
    f"""insert into recipes (slug, name_en, name_es, difficulty, total_time_minutes,
                             is_published)
        select 'small_' || g, 'Small ' || g, 'Pequeña ' || g, 'easy', 30, true
        from generate_series(1, {ROWS}) g""",
    f"drop index {INDEX}",
    random_embeddings(),
    hnsw_index(m=2, ef_construction=4),
    "analyze",
]


@pytest.fixture(scope="module")
async def small_db(fresh_database: Callable[[str], str]) -> AsyncIterator[Database]:
    url = synthetic_database(fresh_database, "search_small", _SETUP)
    db = await create_database(DatabaseSettings(DATABASE_URL=url, DB_POOL_MAX_SIZE=2))
    try:
        yield db
    finally:
        await db.close()


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
async def test_a_small_catalogue_gives_the_true_nearest_recipes(
    small_db: Database, seed: int
) -> None:
    # Given 300 embedded recipes (under `exact_scan_max_recipes`) and the true 50 nearest of a
    # query, by a full sort with no index at all
    vector = query_vector(seed)
    settings = SearchSettings()
    async with small_db.service() as conn:
        await conn.execute("select set_config('enable_indexscan', 'off', true)")
        cursor = await conn.execute(
            "select e.recipe_id from recipe_embeddings e"
            " order by e.embedding <=> %(query)s::extensions.halfvec(3072), e.recipe_id"
            " limit %(limit)s",
            {"query": str(vector), "limit": settings.candidate_limit},
        )
        truth = [row["recipe_id"] for row in await cursor.fetchall()]

    # When the search's vector side looks for the query's neighbours
    gates = gate_params(SearchQuery(text="", language="en"), SearchUser())
    nearest = await nearest_in_one_trip(
        small_db, vector, model=MODEL, gates=gates, settings=settings
    )

    # Then they are exactly those, nearest first, not what the graph happens to reach
    assert settings.exact_scan_max_recipes >= ROWS
    assert len(truth) == settings.candidate_limit
    assert list(nearest.similarity) == truth
