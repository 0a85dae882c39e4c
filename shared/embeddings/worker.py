"""The fan-out worker: embed the batch an SQS message names, report the messages that failed.

Each message is handled on its own. Its recipes are read again (one query) and checked against
their stored hash and model, so a redelivered or duplicated message embeds nothing twice and a
recipe edited since the planner ran is embedded with its new content. A message that fails
after the batch retries is named in `batchItemFailures`, so SQS retries exactly that message
(and, after the queue's receive limit, parks it on the dead-letter queue) while the others are
deleted as done.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import psycopg
from pydantic import ValidationError

from shared.embeddings.batch import BatchOutcome, embed_batch
from shared.embeddings.fan_out import BackfillMessage
from shared.embeddings.planning import classify
from shared.embeddings.source import load_embedding_states
from shared.errors import DatabaseError, RequestValidationError
from shared.observability import logger

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.ai.gateway import AiGateway
    from shared.ai.retry import RetryPolicy
    from shared.db import Database

__all__ = ["process_batch_message", "process_sqs_event"]


async def process_batch_message(
    body: str, *, database: Database, gateway: AiGateway, retry: RetryPolicy
) -> BatchOutcome:
    """Embed the stale recipes of one backfill message.

    Args:
        body: the SQS message body (a `BackfillMessage`).
        database: the access layer.
        gateway: the embedder.
        retry: retries and backoff for the batch.

    Returns:
        The batch's outcome; an empty, successful one when every recipe is already current
        (or no longer published).

    Raises:
        RequestValidationError: the body is not a backfill message (retrying cannot help).
        psycopg.Error, DatabaseError: the recipes could not be read.
        ConfigError: the provider's vectors do not fit `recipe_embeddings`.
    """
    try:
        message = BackfillMessage.model_validate_json(body)
    except ValidationError as exc:
        raise RequestValidationError("Not a backfill message.", code="invalid_message") from exc
    async with database.service() as conn:
        states = await load_embedding_states(conn, message.recipe_ids)
    _, pending = classify(
        states,
        embedding_model=gateway.embedding_model,
        force_regenerate=message.force_regenerate,
    )
    if not pending:
        outcome = BatchOutcome(
            number=message.batch, recipe_ids=(), written=0, failed=False, attempts=0
        )
    else:
        outcome = await embed_batch(
            pending, number=message.batch, database=database, gateway=gateway, retry=retry
        )
    logger.info(
        "backfill message processed",
        extra={
            "run_id": message.run_id,
            "batch": message.batch,
            "batches": message.batches,
            "recipes": len(message.recipe_ids),
            "pending": len(pending),
            "written": outcome.written,
            "failed": outcome.failed,
            "attempts": outcome.attempts,
            "error_code": outcome.error,
        },
    )
    return outcome


async def process_sqs_event(
    event: Mapping[str, Any], *, database: Database, gateway: AiGateway, retry: RetryPolicy
) -> dict[str, list[dict[str, str]]]:
    """Process an SQS event's records one by one and name the ones that failed.

    Args:
        event: the Lambda SQS event (`Records`, each with `messageId` and `body`).
        database: the access layer.
        gateway: the embedder.
        retry: retries and backoff per batch.

    Returns:
        The partial batch response: `{"batchItemFailures": [{"itemIdentifier": id}, ...]}`
        (the event source mapping needs `ReportBatchItemFailures`).
    """
    failures: list[dict[str, str]] = []
    for record in event.get("Records", []):
        message_id = str(record.get("messageId", ""))
        try:
            outcome = await process_batch_message(
                str(record.get("body", "")), database=database, gateway=gateway, retry=retry
            )
        except RequestValidationError:
            # Still reported: after the receive limit it lands on the DLQ for a human to read.
            logger.error("backfill message is malformed", extra={"message_id": message_id})
            failures.append({"itemIdentifier": message_id})
            continue
        except (psycopg.Error, DatabaseError) as exc:
            logger.error(
                "backfill message could not read its recipes",
                extra={"message_id": message_id, "error": type(exc).__name__},
            )
            failures.append({"itemIdentifier": message_id})
            continue
        if outcome.failed:
            failures.append({"itemIdentifier": message_id})
    return {"batchItemFailures": failures}
