"""The SQS worker Lambda (`backfill.worker.handler`): one backfill batch per message.

The event source mapping must enable `ReportBatchItemFailures`: the handler answers with the
messages that failed, so SQS deletes the others and retries only those (then the DLQ).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from backfill.deps import LazyDeps
from shared.embeddings.options import batch_retry_policy
from shared.embeddings.worker import process_sqs_event
from shared.http.runtime import run_in_container_loop
from shared.observability import observed_handler

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from backfill.deps import DepsProvider

__all__ = ["build_worker", "handler"]


def build_worker(
    deps: DepsProvider,
) -> Callable[[Mapping[str, Any], Any], dict[str, list[dict[str, str]]]]:
    """The worker's Lambda handler over `deps`.

    Args:
        deps: provides the database and the gateway.

    Returns:
        `handler(event, context)` returning `{"batchItemFailures": [...]}`.
    """

    async def process(event: Mapping[str, Any]) -> dict[str, list[dict[str, str]]]:
        resolved = await deps()
        return await process_sqs_event(
            event,
            database=resolved.database,
            gateway=resolved.gateway,
            retry=batch_retry_policy(resolved.sleep),
        )

    @observed_handler
    def handle(event: Mapping[str, Any], context: Any) -> dict[str, list[dict[str, str]]]:
        return run_in_container_loop(process(event))

    return handle


handler = build_worker(LazyDeps())
