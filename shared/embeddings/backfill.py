"""The embedding backfill, run inline: embed every stale published recipe, batch by batch.

Seed 000 §5.6. One query reads the catalogue; recipes whose stored hash and model are current
are skipped (all are embedded again when forced); the rest are embedded in batches of at most
200, each retried three times with backoff and, if it still fails, reported while the run goes
on. Embeddings of recipes that are no longer published are deleted first, so the table holds
exactly the searchable catalogue. Reruns are idempotent: a second run embeds nothing.
"""

from __future__ import annotations

import time
from dataclasses import asdict
from typing import TYPE_CHECKING

from shared.embeddings.batch import embed_batch
from shared.embeddings.options import BackfillOptions, batch_retry_policy
from shared.embeddings.planning import load_plan, plan_batches
from shared.embeddings.report import (
    PENDING_IDS_CAP,
    BackfillReport,
    BatchProgress,
    coverage_ratio,
)
from shared.observability import logger

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from shared.ai.gateway import AiGateway
    from shared.ai.retry import RetryPolicy, Sleep
    from shared.db import Database
    from shared.embeddings.batch import BatchOutcome
    from shared.embeddings.planning import BackfillPlan
    from shared.embeddings.report import BackfillMode, ProgressCallback

__all__ = ["dry_run_report", "run_backfill", "run_plan"]


async def run_backfill(
    *,
    database: Database,
    gateway: AiGateway,
    options: BackfillOptions | None = None,
    on_progress: ProgressCallback | None = None,
    sleep: Sleep | None = None,
    clock: Callable[[], float] = time.monotonic,
) -> BackfillReport:
    """Bring every published recipe's embedding up to date, here and now.

    Args:
        database: the access layer (reads and writes as `service_role`).
        gateway: the embedder; its `embedding_model` is the identity stored and compared.
        options: batch size, dry run, forced regeneration (defaults: 200, off, off).
        on_progress: called after every batch with cumulative counts.
        sleep: the wait between retries (tests pass a recorder).
        clock: monotonic seconds, for the duration.

    Returns:
        The report; `failed_batches` lists batches that failed after every retry.

    Raises:
        ConfigError: the provider's vectors do not fit `recipe_embeddings`.
    """
    chosen = options if options is not None else BackfillOptions()
    started = clock()
    plan = await load_plan(database, embedding_model=gateway.embedding_model, options=chosen)
    if chosen.dry_run:
        return dry_run_report(plan, chosen, mode="inline", duration_ms=_elapsed_ms(clock, started))
    return await run_plan(
        plan,
        database=database,
        gateway=gateway,
        options=chosen,
        on_progress=on_progress,
        retry=batch_retry_policy(sleep),
        clock=clock,
        started=started,
    )


async def run_plan(
    plan: BackfillPlan,
    *,
    database: Database,
    gateway: AiGateway,
    options: BackfillOptions,
    retry: RetryPolicy,
    on_progress: ProgressCallback | None = None,
    clock: Callable[[], float] = time.monotonic,
    started: float | None = None,
) -> BackfillReport:
    """Embed a plan's pending recipes inline, batch after batch (one at a time, so the provider's
    rate limit sees one caller and a failure never loses more than one batch of work).

    Args:
        plan: what `load_plan` found.
        database: the access layer.
        gateway: the embedder.
        options: the run's options.
        retry: retries and backoff per batch.
        on_progress: called after every batch.
        clock: monotonic seconds.
        started: when the run started (now by default).

    Returns:
        The report.
    """
    began = clock() if started is None else started
    batches = plan_batches(plan.pending, options.batch_size)
    outcomes: list[BatchOutcome] = []
    embedded = failed = 0
    for number, batch in enumerate(batches, start=1):
        outcome = await embed_batch(
            batch, number=number, database=database, gateway=gateway, retry=retry
        )
        outcomes.append(outcome)
        if outcome.failed:
            failed += len(outcome.recipe_ids)
            logger.warning(
                "embedding backfill batch failed",
                extra={
                    "batch": number,
                    "recipe_ids": list(outcome.recipe_ids),
                    "attempts": outcome.attempts,
                    "error_code": outcome.error,
                },
            )
        else:
            embedded += outcome.written
        progress = BatchProgress(
            batch=number,
            batches=len(batches),
            pending=len(plan.pending),
            processed=embedded + failed,
            embedded=embedded,
            skipped=plan.skipped,
            failed=failed,
        )
        logger.info("embedding backfill progress", extra=asdict(progress))
        if on_progress is not None:
            on_progress(progress)
    report = _inline_report(plan, outcomes, options, duration_ms=_elapsed_ms(clock, began))
    logger.info("embedding backfill finished", extra=report.log_fields())
    return report


def dry_run_report(
    plan: BackfillPlan, options: BackfillOptions, *, mode: BackfillMode, duration_ms: int
) -> BackfillReport:
    """What a run would do: the counts and (up to `PENDING_IDS_CAP`) ids it would embed.

    Args:
        plan: what `load_plan` found (it pruned nothing: the run was dry).
        options: the run's options.
        mode: how the run would have proceeded.
        duration_ms: the time spent planning.

    Returns:
        The report; coverage is the catalogue's as it stands.
    """
    return BackfillReport(
        mode=mode,
        dry_run=True,
        force_regenerate=options.force_regenerate,
        embedding_model=plan.embedding_model,
        batch_size=options.batch_size,
        published=plan.published,
        pending=len(plan.pending),
        embedded=0,
        skipped=plan.skipped,
        failed=0,
        failed_recipe_ids=(),
        batches=len(plan_batches(plan.pending, options.batch_size)),
        failed_batches=(),
        enqueued_batches=0,
        pruned=plan.pruned,
        pending_recipe_ids=tuple(item.recipe_id for item in plan.pending[:PENDING_IDS_CAP]),
        duration_ms=duration_ms,
        covered=len(plan.current_ids),
        coverage=coverage_ratio(len(plan.current_ids), plan.published),
    )


def _inline_report(
    plan: BackfillPlan,
    outcomes: Sequence[BatchOutcome],
    options: BackfillOptions,
    *,
    duration_ms: int,
) -> BackfillReport:
    failed_ids = tuple(rid for outcome in outcomes if outcome.failed for rid in outcome.recipe_ids)
    stored = {rid for outcome in outcomes if not outcome.failed for rid in outcome.recipe_ids}
    # A recipe is covered when it was current before the run or stored by it; a forced batch
    # that fails leaves the (still current) previous embedding in place.
    covered = min(plan.published, len(plan.current_ids | stored))
    return BackfillReport(
        mode="inline",
        dry_run=False,
        force_regenerate=options.force_regenerate,
        embedding_model=plan.embedding_model,
        batch_size=options.batch_size,
        published=plan.published,
        pending=len(plan.pending),
        embedded=sum(outcome.written for outcome in outcomes if not outcome.failed),
        skipped=plan.skipped,
        failed=len(failed_ids),
        failed_recipe_ids=failed_ids,
        batches=len(outcomes),
        failed_batches=tuple(outcome.number for outcome in outcomes if outcome.failed),
        enqueued_batches=0,
        pruned=plan.pruned,
        pending_recipe_ids=(),
        duration_ms=duration_ms,
        covered=covered,
        coverage=coverage_ratio(covered, plan.published),
    )


def _elapsed_ms(clock: Callable[[], float], started: float) -> int:
    return max(0, round((clock() - started) * 1000))
