"""The shared tier of the query embedding cache: `public.query_embedding_cache` (migration 0011).

Seed 000 §6.8: Lambda instances come and go, so an embedding one instance paid for is kept in
Postgres for all of them. The key is the SHA-256 of the normalised text and the model, so the
table never holds the user's words, and "Sopa de  Pollo" and "sopa de pollo" share an entry.
Reads refresh `last_used_at` at most hourly (one write per hot key per hour, not per search),
which is what `prune_query_embedding_cache` expires by.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from typing import TYPE_CHECKING, Final

from pgvector import HalfVector
from pydantic import BaseModel, ConfigDict

if TYPE_CHECKING:
    from collections.abc import Sequence
    from datetime import timedelta

    from shared.db import Conn

__all__ = ["cache_key", "load_cached", "normalise_query", "prune_cached", "store_cached"]

_SPACES = re.compile(r"\s+")

_LOAD: Final = """
with hit as (
  select embedding
  from public.query_embedding_cache
  where cache_key = %(key)s and embedding_model = %(model)s
),
touched as (
  update public.query_embedding_cache
  set last_used_at = now()
  where cache_key = %(key)s and last_used_at < now() - interval '1 hour'
)
select embedding from hit
"""

_STORE: Final = """
insert into public.query_embedding_cache (cache_key, embedding_model, embedding)
values (%(key)s, %(model)s, %(embedding)s)
on conflict (cache_key) do update set last_used_at = now()
"""

_PRUNE: Final = "select public.prune_query_embedding_cache(%(max_age)s) as pruned"


class _CachedRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True, arbitrary_types_allowed=True)

    embedding: HalfVector


def normalise_query(text: str) -> str:
    """Lower-cased, accent-folded, whitespace-collapsed text: what the cache keys on."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return _SPACES.sub(" ", bare).strip()


def cache_key(text: str, model: str) -> str:
    """SHA-256 (hex) of the normalised text and the model identity."""
    material = f"{normalise_query(text)}\x1f{model}"
    return hashlib.sha256(material.encode("utf-8")).hexdigest()


async def load_cached(conn: Conn, *, key: str, model: str) -> list[float] | None:
    """The stored embedding for `key`, or None.

    Args:
        conn: A `service_role` transaction.
        key: `cache_key(text, model)`.
        model: The model identity (checked again, in case of a key collision).

    Returns:
        The vector, or None on a miss.
    """
    cursor = await conn.execute(_LOAD, {"key": key, "model": model})
    raw = await cursor.fetchone()
    if raw is None:
        return None
    values: list[float] = _CachedRow.model_validate(raw).embedding.to_list()
    return values


async def store_cached(conn: Conn, *, key: str, model: str, vector: Sequence[float]) -> None:
    """Store an embedding (an existing entry is only marked as used).

    Args:
        conn: A `service_role` transaction.
        key: `cache_key(text, model)`.
        model: The model identity.
        vector: The embedding (half floats are what the column keeps).
    """
    await conn.execute(_STORE, {"key": key, "model": model, "embedding": HalfVector(list(vector))})


class _PrunedRow(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)

    pruned: int


async def prune_cached(conn: Conn, *, max_age: timedelta) -> int:
    """Delete the entries nobody used for `max_age` (the scheduled prune's one statement).

    Args:
        conn: A `service_role` transaction.
        max_age: How long an unused entry is kept (the function keeps at least a minute).

    Returns:
        How many entries were deleted.
    """
    cursor = await conn.execute(_PRUNE, {"max_age": max_age})
    raw = await cursor.fetchone()
    return _PrunedRow.model_validate(raw).pruned if raw is not None else 0
