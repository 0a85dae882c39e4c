"""`UsageMeter`: in-process counts of model calls, errors and tokens per usage type.

Metrics code reads a snapshot (e.g. at the end of a Lambda invocation) and may reset it. The
meter never stores content, only numbers.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Literal

from shared.ai.token_tally import record_in_tally

if TYPE_CHECKING:
    from shared.ai.types import Usage, UsageType

__all__ = ["MeteredOperation", "UsageCounts", "UsageMeter"]

MeteredOperation = Literal[
    "text", "recipe_generation", "recipe_modification", "parsing", "embedding", "realtime"
]
"""A usage type, or `realtime` for minted voice-session secrets."""


@dataclass(frozen=True, kw_only=True, slots=True)
class UsageCounts:
    """Totals for one usage type since the meter was created or last reset."""

    calls: int = 0
    errors: int = 0
    input_tokens: int = 0
    output_tokens: int = 0


class UsageMeter:
    """Thread-safe counters keyed by usage type."""

    def __init__(self) -> None:
        # A lock, because a Lambda extension or a metrics thread may read while a call records.
        self._lock = threading.Lock()
        self._counts: dict[MeteredOperation, UsageCounts] = {}

    def record(
        self,
        operation: UsageType | MeteredOperation,
        *,
        usage: Usage | None = None,
        error: bool = False,
    ) -> None:
        """Count one call.

        Args:
            operation: the usage type the call was made for.
            usage: the tokens it billed, if any.
            error: whether it failed.
        """
        # The request's own tally too (per-user budgets), outside the meter's lock.
        record_in_tally(usage)
        with self._lock:
            current = self._counts.get(operation, UsageCounts())
            self._counts[operation] = replace(
                current,
                calls=current.calls + 1,
                errors=current.errors + (1 if error else 0),
                input_tokens=current.input_tokens + (usage.input_tokens if usage else 0),
                output_tokens=current.output_tokens + (usage.output_tokens if usage else 0),
            )

    def snapshot(self) -> dict[MeteredOperation, UsageCounts]:
        """The current totals.

        Returns:
            A copy: later calls do not change it.
        """
        with self._lock:
            return dict(self._counts)

    def reset(self) -> dict[MeteredOperation, UsageCounts]:
        """Read and zero the totals in one step (so no call is counted twice or lost).

        Returns:
            The totals before the reset.
        """
        with self._lock:
            counts, self._counts = self._counts, {}
            return counts
