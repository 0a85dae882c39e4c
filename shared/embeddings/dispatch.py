"""Starting a backfill from a request: plan once, then run inline or fan out over SQS.

Fan-out is chosen by the request (`fanOut: true` / `false`) or, when the request leaves it
out, automatically: when a queue is configured and more recipes are pending than the
threshold (`BACKFILL_FAN_OUT_THRESHOLD`, 600 by default: three full batches, which fit an
inline run inside API Gateway's 30 s). A dry run never sends or embeds anything; its report
says which mode a real run would take.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.embeddings.backfill import dry_run_report, run_plan
from shared.embeddings.fan_out import fan_out_plan
from shared.embeddings.options import batch_retry_policy
from shared.embeddings.planning import load_plan
from shared.errors import ConfigError

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.ai.gateway import AiGateway
    from shared.ai.retry import Sleep
    from shared.db import Database
    from shared.embeddings.fan_out import SqsClient
    from shared.embeddings.options import BackfillOptions
    from shared.embeddings.report import BackfillMode, BackfillReport

__all__ = ["DEFAULT_FAN_OUT_THRESHOLD", "FanOutQueue", "choose_mode", "start_backfill"]

DEFAULT_FAN_OUT_THRESHOLD: Final = 600


@dataclass(frozen=True, kw_only=True, slots=True)
class FanOutQueue:
    """Where fanned-out batches go: a boto3 SQS client and the backfill queue's URL."""

    sqs_client: SqsClient
    queue_url: str


def choose_mode(
    *, pending: int, requested: bool | None, queue_configured: bool, threshold: int
) -> BackfillMode:
    """Inline or fan-out for a run with `pending` recipes to embed.

    Args:
        pending: recipes the run would embed.
        requested: the request's `fanOut` (None: decide by the threshold).
        queue_configured: whether a backfill queue is configured.
        threshold: the pending count above which a run fans out on its own.

    Returns:
        "fan_out" or "inline".

    Raises:
        ConfigError: fan-out was requested but no queue is configured.
    """
    _require_queue(requested=requested, queue_configured=queue_configured)
    if requested is True:
        return "fan_out"
    if requested is False:
        return "inline"
    return "fan_out" if queue_configured and pending > threshold else "inline"


async def start_backfill(
    *,
    database: Database,
    gateway: AiGateway,
    options: BackfillOptions,
    fan_out: bool | None = None,
    queue: FanOutQueue | None = None,
    fan_out_threshold: int = DEFAULT_FAN_OUT_THRESHOLD,
    sleep: Sleep | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> BackfillReport:
    """Plan a backfill and carry it out the way `choose_mode` says.

    Args:
        database: the access layer.
        gateway: the embedder.
        options: batch size, dry run, forced regeneration.
        fan_out: the request's choice (None: automatic).
        queue: the backfill queue, when one is configured.
        fan_out_threshold: pending recipes above which an automatic run fans out.
        sleep: the wait between batch retries (inline runs).
        clock: monotonic seconds.

    Returns:
        The report (inline: what was embedded; fan-out: what was enqueued; dry: the plan).

    Raises:
        ConfigError: fan-out requested without a queue, or vectors of the wrong size.
    """
    started = clock()
    # Checked before planning, because planning prunes: a refused request must write nothing.
    _require_queue(requested=fan_out, queue_configured=queue is not None)
    plan = await load_plan(database, embedding_model=gateway.embedding_model, options=options)
    mode = choose_mode(
        pending=len(plan.pending),
        requested=fan_out,
        queue_configured=queue is not None,
        threshold=fan_out_threshold,
    )
    if options.dry_run:
        duration_ms = max(0, round((clock() - started) * 1000))
        return dry_run_report(plan, options, mode=mode, duration_ms=duration_ms)
    if mode == "fan_out" and queue is not None:
        return await fan_out_plan(
            plan,
            sqs_client=queue.sqs_client,
            queue_url=queue.queue_url,
            options=options,
            clock=clock,
            started=started,
        )
    return await run_plan(
        plan,
        database=database,
        gateway=gateway,
        options=options,
        retry=batch_retry_policy(sleep),
        clock=clock,
        started=started,
    )


def _require_queue(*, requested: bool | None, queue_configured: bool) -> None:
    if requested is True and not queue_configured:
        raise ConfigError("Fan-out needs BACKFILL_QUEUE_URL to be configured.")
