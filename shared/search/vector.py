"""The semantic retriever: nearest recipe embeddings through the HNSW index, gated.

Runs as `service_role` (`recipe_embeddings` is service-role only); it reads no user data, the
gates arrive as parameters. Two pgvector pitfalls shape it (seed 000 §6.5):

- A filtered HNSW scan returns at most `hnsw.ef_search` tuples and filters them afterwards,
  so a selective gate silently leaves fewer rows than asked for. pgvector 0.8's iterative
  scan (`hnsw.iterative_scan = relaxed_order`) keeps scanning until the LIMIT is met or
  `hnsw.max_scan_tuples` is spent; all three settings are SET LOCAL to the transaction, with
  its BEGIN (`scan_settings`, passed to `Database.service`), so they cost no round trip.
- The index only serves ``ORDER BY embedding <=> query LIMIT k`` with the bare distance: the
  inner query orders exactly so, and the similarity is derived outside it. Relaxed order may
  return rows slightly out of order, so the materialized CTE is sorted again (distance, id).
  Even so, a filtered query can be planned as "sort every eligible row by distance"; sorting
  is switched off for the transaction so the index path wins (see `_RAREST_DIET`).
- The iterative scan finds a rare recipe only by walking past every other one: for a diet
  few recipes carry (keto: 44 of 10,000) it reads the whole index. When the query requires
  such a diet (at most `exact_scan_max_recipes` recipes, counted by one more statement, run
  only for a query that requires a diet), `EXACT_SQL` compares those recipes one by one
  instead: the same neighbours when they are fewer than the candidate limit (the scan would
  have found them all), the exact nearest otherwise.
- An HNSW graph is built with random levels, so two builds over the same embeddings (a reindex,
  a backfill that rewrote them) miss different neighbours of a query whose vector is near no
  cluster (a misspelt word under the hashing model): the same search then ranked differently
  from one build to the next. A catalogue with at most `exact_scan_max_recipes` embeddings of
  the query's model (counted in the statement, stopping one past the limit) is compared recipe
  by recipe instead, in the same statement: at that size as fast as the index, and its
  neighbours depend only on the query and the catalogue. Each branch runs under a one-time
  filter, so the other is never executed.

Only embeddings whose `embedding_model` is the query's are compared: vectors of different
models live in different spaces. The same round trip reports whether that model has any
embedding at all (in `NEAREST_SQL`, the count that chooses the branch), which tells "not
backfilled yet" from "everything was gated".
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Final

from pgvector import HalfVector
from psycopg import sql
from pydantic import BaseModel, ConfigDict

from shared.db.compiled import CompiledQuery
from shared.search.gates import BLOCKED_CTE, ELIGIBLE, STRICTER_DIETS

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from psycopg.rows import DictRow

    from shared.db import Database, Read
    from shared.search.settings import SearchSettings

__all__ = [
    "EXACT_SQL",
    "NEAREST_SQL",
    "Nearest",
    "exact_scan_diet",
    "nearest_in_one_trip",
    "nearest_params",
    "nearest_recipes",
    "scan_settings",
    "similarities",
    "vector_param",
]

# `enable_sort = off`: the planner prices a distance at one operator cost and cannot see that
# each one detoasts a 6 KB vector, so with a join filter (a cuisine, a diet) it sorts every
# eligible row instead (measured at 10,000 recipes: 110 ms for a broad cuisine against 5 ms
# through the index). This transaction runs only the vector query, whose one real sort is over
# the <= 50 rows of the CTE; the iterative scan bounds the index path by `max_scan_tuples`.
# The settings are constant, so they are set with the transaction's BEGIN (`scan_settings`);
# only a query that requires a diet looks up the diet fewest recipes carry, and how many do.
_RAREST_DIET: Final = sql.SQL("""
select rarest.slug as rarest_diet, rarest.recipes as rarest_diet_recipes
from (select 1) as one
left join lateral (
  select w.slug, (
           select count(distinct rd.recipe_id) from public.recipe_diets rd
           join public.diet_types d on d.id = rd.diet_type_id
           where d.slug = w.slug or (w.slug, d.slug) in ({stricter})) as recipes
  from unnest(%(diets)s::text[]) as w (slug)
  order by 2, 1
  limit 1
) rarest on true
""").format(stricter=STRICTER_DIETS)

# The embedded recipes with what the gates read of them (`ELIGIBLE`: the recipe, its cuisine).
_EMBEDDED: Final = sql.SQL("""public.recipe_embeddings e
  join public.recipes r on r.id = e.recipe_id
  left join public.cuisines c on c.id = r.cuisine_id""")

NEAREST_SQL: Final = sql.SQL(
    """
with
{blocked},
embedded as materialized (
  select count(*) as recipes
  from (
    select 1 from public.recipe_embeddings x where x.embedding_model = %(model)s
    limit %(exact_max)s + 1
  ) counted
),
compared as materialized (
  select e.recipe_id, e.embedding operator(extensions.<=>) %(query)s as distance
  from {embedded}
  where (select m.recipes from embedded m) <= %(exact_max)s
    and e.embedding_model = %(model)s and {eligible}
),
nearest as materialized (
  (select e.recipe_id, e.embedding operator(extensions.<=>) %(query)s as distance
   from {embedded}
   where (select m.recipes from embedded m) > %(exact_max)s
     and e.embedding_model = %(model)s and {eligible}
   order by e.embedding operator(extensions.<=>) %(query)s
   limit %(limit)s)
  union all
  (select k.recipe_id, k.distance from compared k order by k.distance, k.recipe_id
   limit %(limit)s)
)
select m.recipes > 0 as has_model, n.recipe_id, n.distance
from embedded m
left join nearest n on true
order by n.distance, n.recipe_id
"""
).format(blocked=BLOCKED_CTE, eligible=ELIGIBLE, embedded=_EMBEDDED)

# The recipes that meet one diet, compared one by one (no ORDER BY on the distance inside the
# CTE, so the index cannot serve it): for a diet few recipes carry.
EXACT_SQL: Final = sql.SQL(
    """
with
{blocked},
compared as materialized (
  select e.recipe_id, e.embedding operator(extensions.<=>) %(query)s as distance
  from {embedded}
  where e.recipe_id in (
      select rd.recipe_id from public.recipe_diets rd
      join public.diet_types d on d.id = rd.diet_type_id
      where d.slug = %(exact_diet)s or (%(exact_diet)s::text, d.slug) in ({stricter}))
    and e.embedding_model = %(model)s and {eligible}
)
select m.has_model, n.recipe_id, n.distance
from (
  select exists (
    select 1 from public.recipe_embeddings x where x.embedding_model = %(model)s
  ) as has_model
) m
left join (
  select k.recipe_id, k.distance from compared k order by k.distance, k.recipe_id
  limit %(limit)s
) n on true
order by n.distance, n.recipe_id
"""
).format(blocked=BLOCKED_CTE, eligible=ELIGIBLE, stricter=STRICTER_DIETS, embedded=_EMBEDDED)

# Both statements are over psycopg's 4 KB cache limit: each search paid the rewrite of their
# placeholders again (~0.3 ms of CPU); compiled once here (`shared.db.compiled`).
_NEAREST_QUERY: Final = CompiledQuery(NEAREST_SQL)
_EXACT_QUERY: Final = CompiledQuery(EXACT_SQL)

_SIMILARITIES: Final = """
select e.recipe_id, e.embedding operator(extensions.<=>) %(query)s as distance
from public.recipe_embeddings e
where e.embedding_model = %(model)s and e.recipe_id = any (%(ids)s::uuid[])
"""


class _NearestRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    has_model: bool
    recipe_id: uuid.UUID | None
    distance: float | None


class _ScanRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    rarest_diet: str | None
    rarest_diet_recipes: int | None


class _DistanceRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    recipe_id: uuid.UUID
    distance: float


@dataclass(frozen=True, kw_only=True)
class Nearest:
    """The vector side's candidates.

    Attributes:
        has_model: Whether any recipe is embedded with the query's model.
        similarity: Cosine similarity per candidate, nearest first.
    """

    has_model: bool
    similarity: dict[uuid.UUID, float]


def scan_settings(settings: SearchSettings) -> dict[str, str]:
    """The transaction settings the vector query needs, for `Database.service(settings=...)`.

    Args:
        settings: `ef_search` and `max_scan_tuples`.

    Returns:
        The HNSW iterative scan settings, and `enable_sort` off (see `_RAREST_DIET`'s comment).
    """
    return {
        "hnsw.iterative_scan": "relaxed_order",
        "hnsw.ef_search": str(settings.ef_search),
        "hnsw.max_scan_tuples": str(settings.max_scan_tuples),
        "enable_sort": "off",
    }


async def exact_scan_diet(
    read: Read, settings: SearchSettings, *, diets: Sequence[str] = ()
) -> str | None:
    """The required diet to compare exactly (`EXACT_SQL`) rather than scan the index for.

    Args:
        read: Reads as `service_role`.
        settings: `exact_scan_max_recipes`.
        diets: The diets the query requires (none: no lookup, no round trip).

    Returns:
        The one fewest recipes carry, when at most `exact_scan_max_recipes` do; else None.
    """
    if not diets:
        return None
    row = _ScanRow.model_validate((await read(_RAREST_DIET, {"diets": list(diets)}))[0])
    if row.rarest_diet_recipes is None or row.rarest_diet_recipes > settings.exact_scan_max_recipes:
        return None
    return row.rarest_diet


def vector_param(vector: Sequence[float] | HalfVector) -> HalfVector:
    """The query vector as a statement's value, binary half floats.

    The embedder holds query vectors as half floats already (`EmbeddingOutcome.half`): those
    go as they are, where unpacking them into floats and packing them again cost ~0.3 ms of
    CPU per statement.
    """
    return vector if isinstance(vector, HalfVector) else HalfVector(list(vector))


def nearest_params(
    vector: Sequence[float] | HalfVector,
    *,
    model: str,
    gates: Mapping[str, object],
    limit: int,
    exact_max: int,
) -> dict[str, object]:
    """The parameters of `NEAREST_SQL` (the query vector goes as binary half floats)."""
    return {
        **gates,
        "query": vector_param(vector),
        "model": model,
        "limit": limit,
        "exact_max": exact_max,
    }


async def nearest_recipes(
    read: Read,
    vector: Sequence[float] | HalfVector,
    *,
    model: str,
    gates: Mapping[str, object],
    settings: SearchSettings,
) -> Nearest:
    """The `candidate_limit` eligible recipes nearest the query vector.

    Args:
        read: Reads as `service_role` with `scan_settings(settings)`.
        vector: The query embedding.
        model: Its model identity; only embeddings of this model are compared.
        gates: `shared.search.gates.gate_params` for this query and user.
        settings: The candidate limit and the exact-scan threshold.

    Returns:
        The candidates and whether the model has embeddings at all.
    """
    diets = gates.get("diets")
    exact_diet = await exact_scan_diet(
        read, settings, diets=[str(d) for d in diets] if isinstance(diets, list) else ()
    )
    params = nearest_params(
        vector,
        model=model,
        gates=gates,
        limit=settings.candidate_limit,
        exact_max=settings.exact_scan_max_recipes,
    )
    if exact_diet is None:
        return _nearest(await read(_NEAREST_QUERY, params))
    return _nearest(await read(_EXACT_QUERY, {**params, "exact_diet": exact_diet}))


async def nearest_in_one_trip(
    db: Database,
    vector: Sequence[float] | HalfVector,
    *,
    model: str,
    gates: Mapping[str, object],
    settings: SearchSettings,
) -> Nearest:
    """`nearest_recipes` in one round trip, as `service_role` (`Database.read_as_service`).

    A query that requires a diet first asks which diet to compare exactly, in a read of its
    own: two round trips, with no COMMIT to wait for after the second.

    Args:
        db: The database.
        vector: The query embedding.
        model: Its model identity.
        gates: `shared.search.gates.gate_params` for this query and user.
        settings: The candidate limit, the scan settings and the exact-scan threshold.

    Returns:
        The candidates and whether the model has embeddings at all.
    """
    read = partial(db.read_as_service, settings=scan_settings(settings))
    return await nearest_recipes(read, vector, model=model, gates=gates, settings=settings)


def _nearest(raw_rows: Sequence[DictRow]) -> Nearest:
    rows = [_NearestRow.model_validate(raw) for raw in raw_rows]
    return Nearest(
        has_model=bool(rows) and rows[0].has_model,
        similarity={
            row.recipe_id: 1.0 - row.distance
            for row in rows
            if row.recipe_id is not None and row.distance is not None
        },
    )


async def similarities(
    db: Database, vector: Sequence[float] | HalfVector, *, model: str, ids: Sequence[uuid.UUID]
) -> dict[uuid.UUID, float]:
    """Exact cosine similarity of the query to given recipes (lexical-only candidates).

    Args:
        db: The database (read as `service_role`, in one round trip).
        vector: The query embedding.
        model: Its model identity.
        ids: The recipes; those without an embedding of `model` are left out.

    Returns:
        Similarity per recipe id.
    """
    if not ids:
        return {}
    params = {"query": vector_param(vector), "model": model, "ids": list(ids)}
    raw_rows = await db.read_as_service(_SIMILARITIES, params)
    rows = [_DistanceRow.model_validate(raw) for raw in raw_rows]
    return {row.recipe_id: 1.0 - row.distance for row in rows}
