"""A backfill batch that keeps failing: three retries with growing backoff, then reported.

The provider is the fake OpenAI wire server behind the real SDK (SDK retries off, so every
attempt is one request) and fails on cue; the waits go to a recorder instead of the clock. The
module has its own freshly seeded database.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.embeddings.backfill import run_backfill
from shared.embeddings.options import BackfillOptions
from tests.fakes import SleepRecorder

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable

    import psycopg

    from shared.db import Database
    from shared.embeddings.report import BatchProgress

pytestmark = pytest.mark.integration

BASE_URL = "http://fake-openai.test/v1"
PUBLISHED = 162


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def make_gateway(fake: FakeOpenAI) -> AsyncIterator[Callable[[], AiGateway]]:
    config = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL=BASE_URL,
        AI_MAX_RETRIES=0,
    )
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as http:

        def make() -> AiGateway:
            client = create_openai_client(config, http_client=http)
            return build_gateway(config, openai_client=client)

        yield make


def stored_ids(conn: psycopg.Connection[tuple[Any, ...]]) -> set[str]:
    return {row[0] for row in conn.execute("select recipe_id::text from recipe_embeddings")}


def published_ids(conn: psycopg.Connection[tuple[Any, ...]]) -> list[str]:
    return [row[0] for row in conn.execute("select id::text from recipes where is_published")]


def embedded_texts(fake: FakeOpenAI) -> list[str]:
    return [text for body in fake.embedding_requests for text in body["input"]]


async def test_a_failing_batch_is_retried_three_times_then_reported_while_the_rest_completes(
    own_catalogue_db: Database,
    backfill_sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[[], AiGateway],
) -> None:
    # Given a provider failing the first batch's first attempt and all three retries
    fake.fail_next(500, times=4)
    sleeper = SleepRecorder()
    progress: list[BatchProgress] = []

    # When
    report = await run_backfill(
        database=own_catalogue_db,
        gateway=make_gateway(),
        options=BackfillOptions(batch_size=50),
        on_progress=progress.append,
        sleep=sleeper,
    )

    # Then batch 1 made 4 requests and waited 3 growing backoffs; batches 2-4 went through
    assert len(fake.embedding_requests) == 4 + 3
    assert len(sleeper.calls) == 3
    assert sleeper.calls == sorted(sleeper.calls)
    assert report.failed_batches == (1,)
    assert (report.batches, report.embedded, report.failed) == (4, PUBLISHED - 50, 50)
    first_batch_ids = sorted(published_ids(backfill_sql))[:50]
    assert list(report.failed_recipe_ids) == first_batch_ids
    assert not set(first_batch_ids) & stored_ids(backfill_sql)
    assert report.covered == PUBLISHED - 50
    assert report.coverage == round((PUBLISHED - 50) / PUBLISHED, 4)
    assert not report.succeeded
    # And progress was reported after every batch, counts cumulative
    assert [(p.batch, p.processed, p.embedded, p.failed) for p in progress] == [
        (1, 50, 0, 50),
        (2, 100, 50, 50),
        (3, 150, 100, 50),
        (4, 162, 112, 50),
    ]

    # When the backfill runs again with a healthy provider
    fake.reset()
    rerun = await run_backfill(
        database=own_catalogue_db, gateway=make_gateway(), options=BackfillOptions(batch_size=50)
    )

    # Then exactly the failed recipes are embedded
    assert len(embedded_texts(fake)) == 50
    assert (rerun.embedded, rerun.skipped, rerun.failed, rerun.coverage) == (
        50,
        PUBLISHED - 50,
        0,
        1.0,
    )
