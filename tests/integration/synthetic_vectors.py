"""Synthetic catalogues for the vector side's tests: random embeddings and query vectors.

A throwaway database is migrated, filled by the test's own statements (recipes, then
`random_embeddings`), and its HNSW index rebuilt with the test's build parameters.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import psycopg

from cli.database.migrate import apply_migrations
from cli.paths import MIGRATIONS_DIR

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

INDEX = "recipe_embeddings_embedding_hnsw_idx"
MODEL = "synthetic-3072"


def random_embeddings(model: str = MODEL) -> str:
    """One random 3072-dimension vector per recipe (the correlated subquery runs per row)."""
    return f"""insert into recipe_embeddings (recipe_id, embedding, embedding_model, content_hash)
        select r.id,
               array(select random() - 0.5 from generate_series(1, 3072)
                     where r.id is not null)::real[]::extensions.halfvec(3072),
               '{model}', repeat('0', 64)
        from recipes r"""


def hnsw_index(*, m: int, ef_construction: int) -> str:
    """The search's index, rebuilt with these build parameters (same name, same operator class)."""
    return f"""create index {INDEX} on public.recipe_embeddings
        using hnsw (embedding extensions.halfvec_cosine_ops)
        with (m = {m}, ef_construction = {ef_construction})"""


def synthetic_database(
    fresh_database: Callable[[str], str], name: str, setup: Sequence[str]
) -> str:
    """A migrated database `name` after `setup`'s statements (autocommit); its URL."""
    url = fresh_database(name)
    apply_migrations(url, MIGRATIONS_DIR)
    with psycopg.connect(url, autocommit=True) as conn:
        for statement in setup:
            conn.execute(statement)
    return url


def query_vector(seed: int) -> list[float]:
    """A random 3072-dimension query vector, the same for the same seed."""
    rng = random.Random(seed)
    return [rng.random() - 0.5 for _ in range(3072)]
