"""What a backfill run is asked to do, and how hard it tries before giving a batch up.

Seed 000 §5.6: batches of at most 200 recipes, three retries per batch with exponential backoff,
a dry-run mode that writes nothing, and a forced mode that re-embeds current recipes too.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.ai.retry import RetryPolicy

if TYPE_CHECKING:
    from shared.ai.retry import Sleep

__all__ = [
    "BATCH_RETRIES",
    "DEFAULT_BATCH_SIZE",
    "MAX_BATCH_SIZE",
    "BackfillOptions",
    "batch_retry_policy",
]

#: One batch is at most two provider calls (the gateway sends at most 100 texts per call) and
#: one multi-row upsert of ~1.2 MB of half floats: small enough to retry whole.
MAX_BATCH_SIZE: Final = 200
DEFAULT_BATCH_SIZE: Final = MAX_BATCH_SIZE
#: Retries after the first attempt, per batch (seed 000 §5.6).
BATCH_RETRIES: Final = 3
# 1 s, 2 s, 4 s before jitter: long enough to outlast a rate-limit window, short enough that a
# failing batch costs seconds, not the Lambda's whole budget.
_BASE_DELAY_SECONDS: Final = 1.0
_MAX_DELAY_SECONDS: Final = 8.0


@dataclass(frozen=True, kw_only=True, slots=True)
class BackfillOptions:
    """How one backfill run behaves.

    Attributes:
        batch_size: recipes per batch (1..200); also the recipes per SQS message.
        dry_run: compute and report what would be embedded, write nothing, call no model.
        force_regenerate: re-embed every published recipe, current or not.
    """

    batch_size: int = DEFAULT_BATCH_SIZE
    dry_run: bool = False
    force_regenerate: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.batch_size <= MAX_BATCH_SIZE:
            raise ValueError(f"batch_size must be between 1 and {MAX_BATCH_SIZE}")


def batch_retry_policy(sleep: Sleep | None = None, *, retries: int = BATCH_RETRIES) -> RetryPolicy:
    """The backoff between attempts at one batch (1 s, 2 s, 4 s ceilings, with jitter).

    Args:
        sleep: the wait (tests pass a recorder); `asyncio.sleep` by default.
        retries: retries after the first attempt.

    Returns:
        The policy `embed_batch` retries with.
    """
    return RetryPolicy(
        max_retries=retries,
        base_delay_seconds=_BASE_DELAY_SECONDS,
        max_delay_seconds=_MAX_DELAY_SECONDS,
        sleep=sleep if sleep is not None else asyncio.sleep,
    )
