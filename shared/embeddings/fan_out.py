"""Fanning a large backfill out over SQS: one message per batch, embedded by the worker.

An inline run over HTTP must finish inside API Gateway's 30 s integration timeout (a few
batches of 200; `dispatch` holds the threshold). Beyond that the planner sends one message per
batch (the recipe ids and the run's options, never recipe text) and the worker Lambda embeds
them in parallel; a message that fails is retried by SQS alone, then parked on the dead-letter
queue.
"""

from __future__ import annotations

import asyncio
import time
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

from shared.embeddings.options import MAX_BATCH_SIZE
from shared.embeddings.planning import plan_batches
from shared.embeddings.report import BackfillReport, coverage_ratio
from shared.observability import logger

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from shared.embeddings.options import BackfillOptions
    from shared.embeddings.planning import BackfillPlan

__all__ = [
    "BackfillMessage",
    "EnqueueResult",
    "SqsClient",
    "enqueue_backfill",
    "fan_out_plan",
]

#: SendMessageBatch takes at most ten entries; each entry is still one message per batch.
_SQS_BATCH_ENTRIES: Final = 10


class SqsClient(Protocol):
    """The one call the planner makes on a boto3 SQS client."""

    def send_message_batch(self, **kwargs: Any) -> Mapping[str, Any]:
        """boto3's `SendMessageBatch` (QueueUrl=, Entries=[{Id, MessageBody}])."""
        ...


class BackfillMessage(BaseModel):
    """One SQS message: a batch of recipe ids to embed, with the run's options (camelCase)."""

    model_config = ConfigDict(
        alias_generator=to_camel, populate_by_name=True, extra="forbid", frozen=True
    )

    version: Literal[1] = 1
    run_id: str = Field(min_length=1, max_length=64)
    batch: int = Field(ge=1)
    batches: int = Field(ge=1)
    recipe_ids: tuple[uuid.UUID, ...] = Field(min_length=1, max_length=MAX_BATCH_SIZE)
    force_regenerate: bool = False

    def to_body(self) -> str:
        """The message body."""
        return self.model_dump_json(by_alias=True)


@dataclass(frozen=True, kw_only=True, slots=True)
class EnqueueResult:
    """Which messages SQS accepted.

    Attributes:
        run_id: the id every message of the run carries (to follow it through the logs).
        messages: the messages built, in batch order.
        failed_batches: the numbers of the batches SQS did not accept.
    """

    run_id: str
    messages: tuple[BackfillMessage, ...]
    failed_batches: tuple[int, ...]

    @property
    def enqueued(self) -> int:
        """Messages SQS accepted."""
        return len(self.messages) - len(self.failed_batches)


async def enqueue_backfill(
    sqs_client: SqsClient,
    queue_url: str,
    *,
    recipe_ids: Sequence[str],
    batch_size: int,
    force_regenerate: bool = False,
    run_id: str | None = None,
) -> EnqueueResult:
    """Send one message per batch of `recipe_ids` to the backfill queue.

    Args:
        sqs_client: a boto3 SQS client (called in a worker thread: boto3 blocks).
        queue_url: the backfill queue.
        recipe_ids: the recipes to embed, in order.
        batch_size: recipes per message (1..200).
        force_regenerate: whether the worker re-embeds recipes that are current.
        run_id: the run's id; a new one when None.

    Returns:
        The messages and the batches SQS refused (those are not retried here: the report
        names them and a rerun picks their recipes up as still stale).
    """
    rid = run_id or uuid.uuid4().hex
    batches = plan_batches(recipe_ids, batch_size)
    messages = tuple(
        BackfillMessage(
            run_id=rid,
            batch=number,
            batches=len(batches),
            recipe_ids=tuple(uuid.UUID(value) for value in batch),
            force_regenerate=force_regenerate,
        )
        for number, batch in enumerate(batches, start=1)
    )
    failed: list[int] = []
    for chunk in plan_batches(messages, _SQS_BATCH_ENTRIES):
        entries = [{"Id": f"batch-{m.batch}", "MessageBody": m.to_body()} for m in chunk]
        try:
            response = await asyncio.to_thread(
                sqs_client.send_message_batch, QueueUrl=queue_url, Entries=entries
            )
        # boto3 raises botocore's ClientError/BotoCoreError, which shared/ does not import;
        # whatever the cause, it means the same here: these batches were not enqueued.
        except Exception as exc:
            logger.warning("backfill enqueue failed", extra={"error": type(exc).__name__})
            failed.extend(m.batch for m in chunk)
            continue
        refused = response.get("Failed", [])
        failed.extend(int(entry["Id"].removeprefix("batch-")) for entry in refused)
    logger.info(
        "backfill enqueued",
        extra={"run_id": rid, "batches": len(messages), "failed_batches": failed},
    )
    return EnqueueResult(run_id=rid, messages=messages, failed_batches=tuple(sorted(failed)))


async def fan_out_plan(
    plan: BackfillPlan,
    *,
    sqs_client: SqsClient,
    queue_url: str,
    options: BackfillOptions,
    clock: Callable[[], float] = time.monotonic,
    started: float | None = None,
) -> BackfillReport:
    """Enqueue a plan's pending recipes and report what was sent.

    Args:
        plan: what `load_plan` found.
        sqs_client: a boto3 SQS client.
        queue_url: the backfill queue.
        options: the run's options.
        clock: monotonic seconds.
        started: when the run started (now by default).

    Returns:
        A "fan_out" report: nothing is embedded yet, so coverage is the catalogue's before the
        workers run; `failed_recipe_ids` are the recipes of batches SQS refused.
    """
    began = clock() if started is None else started
    result = await enqueue_backfill(
        sqs_client,
        queue_url,
        recipe_ids=[item.recipe_id for item in plan.pending],
        batch_size=options.batch_size,
        force_regenerate=options.force_regenerate,
    )
    refused = set(result.failed_batches)
    failed_ids = tuple(
        str(rid) for m in result.messages if m.batch in refused for rid in m.recipe_ids
    )
    return BackfillReport(
        mode="fan_out",
        dry_run=False,
        force_regenerate=options.force_regenerate,
        embedding_model=plan.embedding_model,
        batch_size=options.batch_size,
        published=plan.published,
        pending=len(plan.pending),
        embedded=0,
        skipped=plan.skipped,
        failed=len(failed_ids),
        failed_recipe_ids=failed_ids,
        batches=len(result.messages),
        failed_batches=result.failed_batches,
        enqueued_batches=result.enqueued,
        pruned=plan.pruned,
        pending_recipe_ids=(),
        duration_ms=max(0, round((clock() - began) * 1000)),
        covered=len(plan.current_ids),
        coverage=coverage_ratio(len(plan.current_ids), plan.published),
    )
