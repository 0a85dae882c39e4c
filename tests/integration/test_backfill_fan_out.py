"""Fanning the backfill out over SQS (moto) and embedding it with the worker.

The planner sends one message per batch; the worker embeds each message's recipes through the
real OpenAI SDK against the fake wire server, and names exactly the messages that failed so SQS
retries only those. The module has its own freshly seeded database.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

import boto3
import httpx
import pytest
from backfill.app import ROUTE, build_app
from backfill.deps import BackfillDeps
from backfill.settings import BackfillSettings
from moto import mock_aws

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.auth import LOCAL_JWT_SECRET, AuthSettings, TokenVerifier, issue_dev_token
from shared.db import Database, DatabaseSettings
from shared.embeddings.dispatch import FanOutQueue, start_backfill
from shared.embeddings.fan_out import BackfillMessage, enqueue_backfill
from shared.embeddings.options import BackfillOptions, batch_retry_policy
from shared.embeddings.worker import process_sqs_event
from tests.fakes import SleepRecorder

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator

    import psycopg

pytestmark = pytest.mark.integration

PUBLISHED = 162
BASE_URL = "http://fake-openai.test/v1"


@pytest.fixture
def queue(monkeypatch: pytest.MonkeyPatch) -> Iterator[FanOutQueue]:
    """An empty backfill queue in moto's in-memory SQS."""
    # Fake credentials, so boto3 never looks for real ones (e.g. on the instance metadata IP).
    monkeypatch.setenv("AWS_ACCESS_KEY_ID", "testing")
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "testing")
    monkeypatch.setenv("AWS_DEFAULT_REGION", "us-east-1")
    with mock_aws():
        client = boto3.client("sqs", region_name="us-east-1")
        url = client.create_queue(QueueName="irmixy-embedding-backfill")["QueueUrl"]
        yield FanOutQueue(sqs_client=client, queue_url=url)


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def gateway(fake: FakeOpenAI) -> AsyncIterator[AiGateway]:
    config = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL=BASE_URL,
        AI_MAX_RETRIES=0,
    )
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as http:
        client = create_openai_client(config, http_client=http)
        yield build_gateway(config, openai_client=client)


def drain(queue: FanOutQueue) -> list[dict[str, Any]]:
    """Every message on the queue, as SQS event records (what Lambda hands the worker)."""
    records: list[dict[str, Any]] = []
    while True:
        received = queue.sqs_client.receive_message(
            QueueUrl=queue.queue_url, MaxNumberOfMessages=10, VisibilityTimeout=600
        )
        messages = received.get("Messages", [])
        if not messages:
            return records
        records.extend(
            {"messageId": m["MessageId"], "body": m["Body"], "eventSource": "aws:sqs"}
            for m in messages
        )


def stored_ids(conn: psycopg.Connection[tuple[Any, ...]]) -> set[str]:
    return {row[0] for row in conn.execute("select recipe_id::text from recipe_embeddings")}


async def test_an_admin_request_with_fan_out_sends_one_message_per_batch(
    own_catalogue_db: Database,
    own_catalogue_url: str,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    queue: FanOutQueue,
) -> None:
    # Given the app with a queue configured
    auth = AuthSettings(supabase_jwt_secret=LOCAL_JWT_SECRET)
    ai = AiSettings(AI_PROVIDER="offline")
    deps = BackfillDeps(
        settings=BackfillSettings(
            database=DatabaseSettings(DATABASE_URL=own_catalogue_url), auth=auth, ai=ai
        ),
        database=own_catalogue_db,
        gateway=build_gateway(ai),
        verifier=TokenVerifier(auth),
        queue=queue,
    )

    async def provide() -> BackfillDeps:
        return deps

    admin = issue_dev_token(user_id=uuid.uuid4(), secret=LOCAL_JWT_SECRET, admin=True)

    # When
    transport = httpx.ASGITransport(app=build_app(provide))
    async with httpx.AsyncClient(transport=transport, base_url="http://backfill.test") as http:
        response = await http.post(
            ROUTE,
            json={"batchSize": 50, "fanOut": True},
            headers={"authorization": f"Bearer {admin}"},
        )

    # Then the report says what was sent; nothing is embedded yet
    assert response.status_code == 200
    report = response.json()
    assert (report["mode"], report["batches"], report["enqueuedBatches"]) == ("fan_out", 4, 4)
    assert (report["pending"], report["embedded"], report["coverage"]) == (PUBLISHED, 0, 0.0)
    assert stored_ids(backfill_sql) == set()
    # And the queue holds four messages covering every published recipe once
    messages = [BackfillMessage.model_validate_json(r["body"]) for r in drain(queue)]
    assert sorted(m.batch for m in messages) == [1, 2, 3, 4]
    assert {m.batches for m in messages} == {4}
    assert len({m.run_id for m in messages}) == 1
    ids = [str(rid) for m in messages for rid in m.recipe_ids]
    assert len(ids) == len(set(ids)) == PUBLISHED
    assert max(len(m.recipe_ids) for m in messages) == 50


async def test_a_run_above_the_threshold_fans_out_on_its_own(
    own_catalogue_db: Database,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    queue: FanOutQueue,
    gateway: AiGateway,
) -> None:
    # When 162 recipes are pending and the threshold is 100
    report = await start_backfill(
        database=own_catalogue_db,
        gateway=gateway,
        options=BackfillOptions(batch_size=100),
        queue=queue,
        fan_out_threshold=100,
    )

    # Then
    assert (report.mode, report.batches, report.enqueued_batches) == ("fan_out", 2, 2)
    assert len(drain(queue)) == 2
    assert stored_ids(backfill_sql) == set()


async def test_the_worker_reports_exactly_the_failed_message(
    own_catalogue_db: Database,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    queue: FanOutQueue,
    fake: FakeOpenAI,
    gateway: AiGateway,
) -> None:
    # Given 40 recipes enqueued as four batches of ten
    chosen = [
        row[0]
        for row in backfill_sql.execute(
            "select id::text from recipes where is_published order by id limit 40"
        )
    ]
    sent = await enqueue_backfill(
        queue.sqs_client, queue.queue_url, recipe_ids=chosen, batch_size=10
    )
    assert (sent.enqueued, sent.failed_batches) == (4, ())
    records = sorted(
        drain(queue), key=lambda r: BackfillMessage.model_validate_json(r["body"]).batch
    )
    # And a provider that fails the first message's attempt and all three retries
    fake.fail_next(500, times=4)
    sleeper = SleepRecorder()

    # When the worker gets all four messages
    response = await process_sqs_event(
        {"Records": records},
        database=own_catalogue_db,
        gateway=gateway,
        retry=batch_retry_policy(sleeper),
    )

    # Then only the first message is reported, and only its recipes are missing
    assert response == {"batchItemFailures": [{"itemIdentifier": records[0]["messageId"]}]}
    assert len(sleeper.calls) == 3
    failed = BackfillMessage.model_validate_json(records[0]["body"])
    failed_ids = {str(rid) for rid in failed.recipe_ids}
    assert stored_ids(backfill_sql) == set(chosen) - failed_ids

    # When SQS redelivers the failed message, and a finished one arrives a second time
    fake.reset()
    retry = await process_sqs_event(
        {"Records": [records[0], records[1]]},
        database=own_catalogue_db,
        gateway=gateway,
        retry=batch_retry_policy(sleeper),
    )

    # Then both succeed, and only the failed message's recipes were embedded
    assert retry == {"batchItemFailures": []}
    assert sum(len(body["input"]) for body in fake.embedding_requests) == len(failed_ids)
    assert stored_ids(backfill_sql) == set(chosen)


async def test_a_malformed_message_is_reported_and_the_others_still_run(
    own_catalogue_db: Database,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    gateway: AiGateway,
) -> None:
    # Given one good message and two that are not backfill messages
    recipe_id = backfill_sql.execute(
        "select id from recipes where is_published order by id"
    ).fetchone()
    assert recipe_id is not None
    good = BackfillMessage(run_id="r1", batch=1, batches=1, recipe_ids=(recipe_id[0],))
    records = [
        {"messageId": "m-good", "body": good.to_body()},
        {"messageId": "m-json", "body": "{not json"},
        {"messageId": "m-shape", "body": '{"recipeIds": []}'},
    ]

    # When
    response = await process_sqs_event(
        {"Records": records}, database=own_catalogue_db, gateway=gateway, retry=batch_retry_policy()
    )

    # Then
    assert response == {
        "batchItemFailures": [{"itemIdentifier": "m-json"}, {"itemIdentifier": "m-shape"}]
    }
    assert stored_ids(backfill_sql) == {str(recipe_id[0])}


async def test_batches_sqs_refuses_are_reported_as_failed(
    own_catalogue_db: Database,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    queue: FanOutQueue,
    gateway: AiGateway,
) -> None:
    # Given a queue URL that does not exist
    missing = FanOutQueue(sqs_client=queue.sqs_client, queue_url=queue.queue_url + "-missing")

    # When
    report = await start_backfill(
        database=own_catalogue_db,
        gateway=gateway,
        options=BackfillOptions(batch_size=100),
        fan_out=True,
        queue=missing,
    )

    # Then
    assert (report.mode, report.batches, report.enqueued_batches) == ("fan_out", 2, 0)
    assert report.failed_batches == (1, 2)
    assert report.failed == len(report.failed_recipe_ids) == PUBLISHED
    assert stored_ids(backfill_sql) == set()
