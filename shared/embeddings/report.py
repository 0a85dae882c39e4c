"""What a backfill tells its caller: per-batch progress while it runs, one report at the end.

Both carry ids and counts only, never recipe text, so they can be logged and returned as-is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Final, Literal, TypeAlias

from pydantic.alias_generators import to_camel

__all__ = [
    "PENDING_IDS_CAP",
    "BackfillMode",
    "BackfillReport",
    "BatchProgress",
    "ProgressCallback",
    "coverage_ratio",
]

BackfillMode = Literal["inline", "fan_out"]
#: A dry run lists the ids it would embed, up to this many (the counts are always complete), so
#: a dry run over a large corpus still fits in a Lambda response.
PENDING_IDS_CAP: Final = 1000


@dataclass(frozen=True, kw_only=True, slots=True)
class BatchProgress:
    """Where an inline run stands after one batch (cumulative counts).

    Attributes:
        batch: the batch just finished, from 1.
        batches: how many batches the run has.
        pending: recipes the run set out to embed.
        processed: recipes sent for embedding so far (embedded + failed).
        embedded: recipes embedded and stored so far.
        skipped: published recipes left alone because their embedding is current.
        failed: recipes in batches that failed after every retry.
    """

    batch: int
    batches: int
    pending: int
    processed: int
    embedded: int
    skipped: int
    failed: int


ProgressCallback: TypeAlias = Callable[[BatchProgress], None]


@dataclass(frozen=True, kw_only=True, slots=True)
class BackfillReport:
    """The outcome of one backfill request.

    Attributes:
        mode: "inline" (embedded here) or "fan_out" (one SQS message per batch).
        dry_run: nothing was written and no model was called.
        force_regenerate: current recipes were embedded again too.
        embedding_model: the identity stored with every vector.
        batch_size: recipes per batch.
        published: published recipes.
        pending: recipes to embed (stale, missing, or all when forced).
        embedded: recipes embedded and stored by this run (0 when fanned out or dry).
        skipped: published recipes left alone because their embedding is current.
        failed: recipes whose batch failed after every retry (or could not be enqueued).
        failed_recipe_ids: their ids.
        batches: batches planned.
        failed_batches: the numbers (from 1) of the batches that failed.
        enqueued_batches: SQS messages sent (fan-out only).
        pruned: embeddings of unpublished recipes deleted (a dry run counts them).
        pending_recipe_ids: what a dry run would embed, at most `PENDING_IDS_CAP` ids.
        duration_ms: wall time of the run.
        covered: published recipes with a current embedding (the coverage's numerator).
        coverage: published recipes with a current embedding / published recipes, after the
            run (before it, for a dry run or a fan-out whose batches are still queued); 1.0
            when nothing is published.
    """

    mode: BackfillMode
    dry_run: bool
    force_regenerate: bool
    embedding_model: str
    batch_size: int
    published: int
    pending: int
    embedded: int
    skipped: int
    failed: int
    failed_recipe_ids: tuple[str, ...]
    batches: int
    failed_batches: tuple[int, ...]
    enqueued_batches: int
    pruned: int
    pending_recipe_ids: tuple[str, ...]
    duration_ms: int
    covered: int
    coverage: float

    @property
    def succeeded(self) -> bool:
        """True when no batch failed."""
        return not self.failed_batches

    def to_wire(self) -> dict[str, object]:
        """The report as camelCase JSON-ready data (the HTTP and direct-invoke response)."""
        return {
            to_camel(key): list(value) if isinstance(value, tuple) else value
            for key, value in asdict(self).items()
        }

    def log_fields(self) -> dict[str, object]:
        """The report for a structured log line: counts and failed ids, never recipe text."""
        return {k: v for k, v in asdict(self).items() if k != "pending_recipe_ids"}


def coverage_ratio(covered: int, published: int) -> float:
    """The share of published recipes with a current embedding, to four decimals.

    Args:
        covered: published recipes with a current embedding.
        published: published recipes.

    Returns:
        The ratio; 1.0 when nothing is published (nothing is missing).
    """
    if published <= 0:
        return 1.0
    return round(covered / published, 4)
