"""One batch of a backfill: embed its texts, store the vectors, retrying each step on its own.

The embedding call and the write are retried separately, so a database hiccup never pays for
the embeddings twice. A batch that still fails is reported, not raised: the run goes on with
the next one. Only a misconfiguration every batch would hit (vectors of the wrong size) aborts.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import psycopg

from shared.ai.retry import run_with_retries
from shared.embeddings.content import embedding_text
from shared.embeddings.store import EMBEDDING_DIMENSIONS, StoredEmbedding, upsert_embeddings
from shared.errors import ConfigError, DatabaseError, ProviderError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.ai.gateway import AiGateway
    from shared.ai.retry import RetryPolicy
    from shared.db import Database
    from shared.embeddings.planning import PendingRecipe

__all__ = ["BatchOutcome", "embed_batch"]


@dataclass(frozen=True, kw_only=True, slots=True)
class BatchOutcome:
    """What happened to one batch.

    Attributes:
        number: the batch's number in its run, from 1.
        recipe_ids: the recipes it carried.
        written: embeddings stored (fewer than the recipes when some were unpublished meanwhile).
        failed: the batch failed after every retry; none of its recipes was stored.
        attempts: embedding calls made (1 plus retries).
        error: the failure's code (e.g. "provider_unavailable", "database_error").
    """

    number: int
    recipe_ids: tuple[str, ...]
    written: int
    failed: bool
    attempts: int
    error: str | None = None


def _failure(
    number: int, recipe_ids: tuple[str, ...], *, attempts: int, error: str
) -> BatchOutcome:
    return BatchOutcome(
        number=number, recipe_ids=recipe_ids, written=0, failed=True, attempts=attempts, error=error
    )


def _provider_failure(exc: Exception) -> bool:
    # Every provider failure is worth another try in a batch job, timeouts included: unlike a
    # chat turn, nobody is waiting on this call, and the next attempt gets a fresh budget.
    return isinstance(exc, ProviderError)


def _transient_database_failure(exc: Exception) -> bool:
    # Lost connections and pool timeouts pass; constraint or data errors would fail again.
    return isinstance(exc, psycopg.OperationalError)


async def embed_batch(
    batch: Sequence[PendingRecipe],
    *,
    number: int,
    database: Database,
    gateway: AiGateway,
    retry: RetryPolicy,
) -> BatchOutcome:
    """Embed and store one batch, retrying the embedding and the write separately.

    Args:
        batch: the recipes, at most `MAX_BATCH_SIZE`.
        number: the batch's number, for logs and the report.
        database: the access layer (each write is its own short transaction).
        gateway: embeds the texts; `gateway.embedding_model` is stored with each vector.
        retry: retries and backoff for each step.

    Returns:
        The outcome; `failed` when a step failed after every retry.

    Raises:
        ConfigError: the provider returns vectors that `recipe_embeddings` cannot hold.
    """
    recipe_ids = tuple(item.recipe_id for item in batch)
    texts = [embedding_text(item.content) for item in batch]
    attempts = 0

    async def embed() -> list[list[float]]:
        nonlocal attempts
        attempts += 1
        vectors = await gateway.embed(texts)
        if len(vectors) != len(texts):
            raise ProviderError(code="provider_bad_response")
        return vectors

    try:
        vectors = await run_with_retries(
            embed,
            policy=retry,
            is_retryable=_provider_failure,
            description=f"embedding batch {number}",
        )
    except ProviderError as exc:
        return _failure(number, recipe_ids, attempts=attempts, error=exc.code)
    if any(len(vector) != EMBEDDING_DIMENSIONS for vector in vectors):
        raise ConfigError(
            f"Embeddings must have {EMBEDDING_DIMENSIONS} dimensions to be stored"
            " (check AI_EMBEDDING_DIMENSIONS)."
        )
    rows = [
        StoredEmbedding(recipe_id=item.recipe_id, vector=vector, content_hash=item.content_hash)
        for item, vector in zip(batch, vectors, strict=True)
    ]

    async def write() -> int:
        async with database.service() as conn:
            return await upsert_embeddings(conn, rows, model=gateway.embedding_model)

    try:
        written = await run_with_retries(
            write,
            policy=retry,
            is_retryable=_transient_database_failure,
            description=f"storing batch {number}",
        )
    except (psycopg.Error, DatabaseError):
        return _failure(number, recipe_ids, attempts=attempts, error=DatabaseError.code)
    return BatchOutcome(
        number=number, recipe_ids=recipe_ids, written=written, failed=False, attempts=attempts
    )
