"""Writing recipe embeddings: the batch upsert and the pruning of unpublished recipes' rows.

Only recipes that are still published get a row: a recipe unpublished (or deleted) while its
batch was being embedded is skipped rather than failing the batch on the foreign key.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from pgvector import HalfVector

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.db import Conn

__all__ = [
    "EMBEDDING_DIMENSIONS",
    "StoredEmbedding",
    "count_unpublished_embeddings",
    "prune_unpublished_embeddings",
    "upsert_embeddings",
]

#: The size of `recipe_embeddings.embedding` (halfvec(3072)); any other size cannot be stored.
EMBEDDING_DIMENSIONS: Final = 3072

# One statement per batch: the arrays are unnested in step, joined to the published recipes,
# and upserted. `updated_at` is set explicitly because an upsert is not an UPDATE trigger case.
_UPSERT: Final = """
insert into public.recipe_embeddings as e
  (recipe_id, embedding, embedding_model, content_hash, updated_at)
select batch.recipe_id, batch.embedding, %(model)s, batch.content_hash, now()
from unnest(%(ids)s::uuid[], %(embeddings)s::extensions.halfvec[], %(hashes)s::text[])
  as batch (recipe_id, embedding, content_hash)
join public.recipes r on r.id = batch.recipe_id and r.is_published
on conflict (recipe_id) do update
  set embedding = excluded.embedding,
      embedding_model = excluded.embedding_model,
      content_hash = excluded.content_hash,
      updated_at = excluded.updated_at
returning e.recipe_id
"""

_COUNT_UNPUBLISHED: Final = """
select count(*) as n
from public.recipe_embeddings e
where not exists (
  select 1 from public.recipes r where r.id = e.recipe_id and r.is_published)
"""
_DELETE_UNPUBLISHED: Final = """
delete from public.recipe_embeddings e
where not exists (
  select 1 from public.recipes r where r.id = e.recipe_id and r.is_published)
"""


@dataclass(frozen=True, kw_only=True, slots=True)
class StoredEmbedding:
    """One row to write: the vector, the model that made it, and the hash of its content."""

    recipe_id: str
    vector: Sequence[float]
    content_hash: str


async def upsert_embeddings(conn: Conn, rows: Sequence[StoredEmbedding], *, model: str) -> int:
    """Insert or replace the embeddings of `rows`, all made by `model`.

    Args:
        conn: a `service_role` connection.
        rows: the embeddings, each `EMBEDDING_DIMENSIONS` long.
        model: the gateway's `embedding_model` identity.

    Returns:
        How many rows were written (recipes no longer published are skipped).
    """
    if not rows:
        return 0
    cursor = await conn.execute(
        _UPSERT,
        {
            "model": model,
            "ids": [row.recipe_id for row in rows],
            # Half floats in binary: 6 KB per recipe on the wire instead of ~60 KB of text.
            "embeddings": [HalfVector(list(row.vector)) for row in rows],
            "hashes": [row.content_hash for row in rows],
        },
    )
    return len(await cursor.fetchall())


async def count_unpublished_embeddings(conn: Conn) -> int:
    """How many stored embeddings belong to recipes that are not published (what a prune removes).

    Args:
        conn: a `service_role` connection.

    Returns:
        The count.
    """
    cursor = await conn.execute(_COUNT_UNPUBLISHED)
    row = await cursor.fetchone()
    return int(row["n"]) if row is not None else 0


async def prune_unpublished_embeddings(conn: Conn) -> int:
    """Delete the embeddings of recipes that are no longer published.

    Search already ignores them (`match_recipe_embeddings` joins published recipes), but they
    would still occupy HNSW candidates ahead of that join and go stale unseen; a recipe that is
    published again is re-embedded by the next backfill.

    Args:
        conn: a `service_role` connection.

    Returns:
        How many rows were deleted.
    """
    cursor = await conn.execute(_DELETE_UNPUBLISHED)
    return cursor.rowcount
