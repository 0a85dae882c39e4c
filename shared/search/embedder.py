"""`QueryEmbedder`: the query's embedding, from memory, from Postgres, or from the model.

Seed 000 §6.8: an in-process LRU (10 minutes, 1000 entries) in front of the shared
`query_embedding_cache` table, in front of `AiGateway.embed`. Vectors are rounded to half
floats as soon as they are made, which is what the table (and `recipe_embeddings`) keeps: a
query then searches with the very same numbers whichever tier answered, so a cache hit can
never reorder results. A failing cache is only a slower search (logged, never raised); a
failing model is an outcome with `failure` set, which the search answers lexically (§6.10).
Hits per tier are counted for metrics (`stats`).
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal, Protocol, runtime_checkable

import psycopg
from pgvector import HalfVector

from shared.errors import ProviderError
from shared.search.glossary import GlossaryCache
from shared.search.lru import TtlLru
from shared.search.query_cache import cache_key, load_cached, store_cached

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from shared.ai.protocol import InputType
    from shared.db import Database
    from shared.search.glossary import Glossary

__all__ = [
    "EMBEDDING_DIMENSIONS",
    "EmbedderStats",
    "EmbeddingGateway",
    "EmbeddingOutcome",
    "QueryEmbedder",
]

logger = logging.getLogger(__name__)

# `recipe_embeddings.embedding` and `query_embedding_cache.embedding` are halfvec(3072).
EMBEDDING_DIMENSIONS: Final = 3072


@runtime_checkable
class EmbeddingGateway(Protocol):
    """The slice of `AiGateway` the embedder uses."""

    @property
    def embedding_model(self) -> str:
        """The identity of the vectors `embed` returns."""
        ...

    async def embed(
        self, texts: Sequence[str], *, input_type: InputType = "passage"
    ) -> list[list[float]]:
        """One vector per text, in order (raises `ProviderError`)."""
        ...


@dataclass(frozen=True, kw_only=True)
class EmbeddingOutcome:
    """A query embedding, or why there is none.

    Attributes:
        vector: The embedding (half-float precision), or None when it could not be made.
        model: The model identity the vector belongs to.
        cached: Which cache tier answered, or None when the model was called (or failed).
        failure: A `ProviderError` code (``provider_timeout``...) or ``embedding_dimensions``
            when there is no vector.
        half: The same vector in half floats, as statements take it (`vector_param`).
    """

    vector: list[float] | None
    model: str
    cached: Literal["memory", "db"] | None
    failure: str | None
    half: HalfVector | None = None


@dataclass(frozen=True, kw_only=True)
class EmbedderStats:
    """How queries were answered since the embedder was created."""

    memory_hits: int = 0
    db_hits: int = 0
    embedded: int = 0
    failures: int = 0


class QueryEmbedder:
    """Query embeddings through a two-tier cache. One per process (per gateway and database)."""

    def __init__(
        self,
        *,
        gateway: EmbeddingGateway,
        db: Database,
        clock: Callable[[], float] = time.monotonic,
        ttl_s: float = 600,
        max_entries: int = 1000,
    ) -> None:
        """Create an embedder with an empty in-process cache.

        Args:
            gateway: Makes embeddings on a miss; its `embedding_model` keys every tier.
            db: The shared cache table lives here (read and written as `service_role`).
            clock: Monotonic seconds for the in-process TTL.
            ttl_s: How long an in-process entry lives.
            max_entries: The in-process capacity.
        """
        self._gateway = gateway
        self._db = db
        # Half floats (6 KB a vector) rather than Python floats (~100 KB): 1000 entries fit
        # a Lambda's memory.
        self._memory: TtlLru[str, HalfVector] = TtlLru(
            max_entries=max_entries, ttl_s=ttl_s, clock=clock
        )
        self._stats = EmbedderStats()
        # Lives as long as the embedder (a process), like the vector cache.
        self._glossary = GlossaryCache(db=db, clock=clock)

    @property
    def model(self) -> str:
        """The embedding model identity of every vector this embedder returns."""
        return self._gateway.embedding_model

    @property
    def stats(self) -> EmbedderStats:
        """Hits per tier, model calls and failures so far."""
        return self._stats

    async def glossary(self) -> Glossary:
        """The catalogue's ES→EN vocabulary, for a model that only knows English."""
        return await self._glossary.get()

    def _count(self, **increments: int) -> None:
        current = self._stats
        self._stats = EmbedderStats(
            memory_hits=current.memory_hits + increments.get("memory_hits", 0),
            db_hits=current.db_hits + increments.get("db_hits", 0),
            embedded=current.embedded + increments.get("embedded", 0),
            failures=current.failures + increments.get("failures", 0),
        )

    async def embed(self, text: str) -> EmbeddingOutcome:
        """The embedding of a query text.

        Args:
            text: The query (the cache keys on its normalised form).

        Returns:
            The vector and where it came from, or the failure code.
        """
        model = self.model
        key = cache_key(text, model)
        remembered = self._memory.get(key)
        if remembered is not None:
            self._count(memory_hits=1)
            return EmbeddingOutcome(
                vector=remembered.to_list(),
                model=model,
                cached="memory",
                failure=None,
                half=remembered,
            )
        shared = await self._load(key, model)
        if shared is not None:
            self._count(db_hits=1)
            self._memory.put(key, shared)
            return EmbeddingOutcome(
                vector=shared.to_list(), model=model, cached="db", failure=None, half=shared
            )
        try:
            vectors = await self._gateway.embed([text], input_type="query")
        except ProviderError as exc:
            self._count(failures=1)
            return EmbeddingOutcome(vector=None, model=model, cached=None, failure=exc.code)
        if len(vectors) != 1 or len(vectors[0]) != EMBEDDING_DIMENSIONS:
            # A model of another size cannot be compared with the stored recipes.
            self._count(failures=1)
            return EmbeddingOutcome(
                vector=None, model=model, cached=None, failure="embedding_dimensions"
            )
        half = HalfVector(vectors[0])
        self._count(embedded=1)
        self._memory.put(key, half)
        await self._store(key, model, half)
        return EmbeddingOutcome(
            vector=half.to_list(), model=model, cached=None, failure=None, half=half
        )

    async def _load(self, key: str, model: str) -> HalfVector | None:
        try:
            async with self._db.service() as conn:
                values = await load_cached(conn, key=key, model=model)
        except psycopg.Error as exc:
            logger.warning("query embedding cache read failed", extra={"error": type(exc).__name__})
            return None
        return HalfVector(values) if values is not None else None

    async def _store(self, key: str, model: str, vector: HalfVector) -> None:
        try:
            async with self._db.service() as conn:
                await store_cached(conn, key=key, model=model, vector=vector.to_list())
        except psycopg.Error as exc:
            logger.warning(
                "query embedding cache write failed", extra={"error": type(exc).__name__}
            )
