"""The metrics of one model call: latency, calls and errors, tokens and estimated cost.

Kept beside the gateway (which calls it once per provider call) so the gateway reads as routing
and metering, and so every caller of every usage type is measured the same way.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from shared.ai.prices import estimated_cost_usd
from shared.observability import MetricName, count, record_latency, record_value

if TYPE_CHECKING:
    from shared.ai.types import Usage

__all__ = ["observe_model_call", "started_now"]


def started_now() -> float:
    """The start of a call, for `observe_model_call`."""
    return time.perf_counter()


def observe_model_call(
    *, embedding: bool, started: float, model: str, usage: Usage | None, failed: bool = False
) -> None:
    """Add the call's metrics to the request's set.

    Args:
        embedding: An embedding call (its own latency metric) rather than a chat completion.
        started: `started_now()` before the call.
        model: The model the call was routed to.
        usage: The tokens it billed; None when it failed or was abandoned.
        failed: The provider failed.
    """
    latency = MetricName.EMBEDDING_LATENCY if embedding else MetricName.MODEL_LATENCY
    record_latency(latency, started)
    count(MetricName.MODEL_CALLS)
    if failed:
        count(MetricName.MODEL_ERRORS)
    if usage is None:
        return
    count(MetricName.INPUT_TOKENS, usage.input_tokens)
    count(MetricName.OUTPUT_TOKENS, usage.output_tokens)
    cost = estimated_cost_usd(model, usage)
    if cost is not None:
        record_value(MetricName.MODEL_COST_USD, cost)
