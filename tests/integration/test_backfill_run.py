"""The inline backfill over the real 162-recipe catalogue, embedding through the real OpenAI SDK.

The SDK talks to the fake OpenAI wire server over `httpx.ASGITransport`, so every embedding
request is counted exactly. The module has its own freshly seeded database: these tests rename
and unpublish recipes and fill `recipe_embeddings`, which no other test should see.
"""

from __future__ import annotations

import contextlib
import json
import logging
from typing import TYPE_CHECKING, Any

import httpx
import psycopg
import pytest

from cli.database.search_prep import ensure_embeddings
from cli.database.seed import stable_id
from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.db import Database, DatabaseSettings, create_database
from shared.embeddings.backfill import run_backfill
from shared.embeddings.options import BackfillOptions

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Iterator

pytestmark = pytest.mark.integration

BASE_URL = "http://fake-openai.test/v1"
PUBLISHED = 162
MAPO_TOFU = str(stable_id("recipe", "mapo_tofu"))


@pytest.fixture(scope="module")
async def db(own_catalogue_url: str) -> AsyncIterator[Database]:
    database = await create_database(
        DatabaseSettings(DATABASE_URL=own_catalogue_url, DB_POOL_MAX_SIZE=2)
    )
    try:
        yield database
    finally:
        await database.close()


def openai_gateway(http_client: httpx.AsyncClient, **overrides: Any) -> AiGateway:
    # SDK-level retries off: every attempt the backfill makes is exactly one request.
    values: dict[str, Any] = {
        "AI_PROVIDER": "openai",
        "OPENAI_API_KEY": "sk-test-not-a-real-key",
        "OPENAI_BASE_URL": BASE_URL,
        "AI_MAX_RETRIES": 0,
    }
    config = AiSettings(**{**values, **overrides})
    client = create_openai_client(config, http_client=http_client)
    return build_gateway(config, openai_client=client)


@pytest.fixture(scope="module")
async def snapshot(db: Database, own_catalogue_url: str) -> str:
    """The catalogue embedded once, kept aside so tests can start from it without re-embedding."""
    fake = create_fake_openai()
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as client:
        await run_backfill(database=db, gateway=openai_gateway(client))
    with psycopg.connect(own_catalogue_url, autocommit=True) as conn:
        conn.execute("create table embedding_snapshot as select * from recipe_embeddings")
    return "embedding_snapshot"


@pytest.fixture
def sql(own_catalogue_url: str, snapshot: str) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    """A superuser connection to the module's database, starting every test with no embeddings."""
    with psycopg.connect(own_catalogue_url, autocommit=True) as conn:
        conn.execute("delete from recipe_embeddings")
        yield conn


def restore_snapshot(conn: psycopg.Connection[tuple[Any, ...]]) -> None:
    """Given a fully embedded catalogue (the default model, as of the snapshot)."""
    conn.execute("delete from recipe_embeddings")
    conn.execute("insert into recipe_embeddings select * from embedding_snapshot")


RENAMED = "Mapo Tofu, Extra Numbing"


@contextlib.contextmanager
def mapo_tofu_renamed(conn: psycopg.Connection[tuple[Any, ...]]) -> Iterator[str]:
    """One recipe renamed (its content hash no longer matches its embedding), then restored."""
    conn.execute("update recipes set name_en = %s where id = %s", (RENAMED, MAPO_TOFU))
    try:
        yield RENAMED
    finally:
        conn.execute("update recipes set name_en = 'Mapo Tofu' where id = %s", (MAPO_TOFU,))


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def http_client(fake: FakeOpenAI) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as client:
        yield client


@pytest.fixture
def make_gateway(http_client: httpx.AsyncClient) -> Callable[..., AiGateway]:
    def make(**overrides: Any) -> AiGateway:
        return openai_gateway(http_client, **overrides)

    return make


def stored(conn: psycopg.Connection[tuple[Any, ...]]) -> dict[str, tuple[str, str, Any]]:
    rows = conn.execute(
        "select recipe_id::text, embedding_model, content_hash, updated_at from recipe_embeddings"
    ).fetchall()
    return {row[0]: (row[1], row[2], row[3]) for row in rows}


def embedded_texts(fake: FakeOpenAI) -> list[str]:
    return [text for body in fake.embedding_requests for text in body["input"]]


async def test_a_second_run_embeds_nothing(
    db: Database,
    sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[..., AiGateway],
) -> None:
    # Given a first run over an empty table
    gateway = make_gateway()
    first = await run_backfill(database=db, gateway=gateway)
    requests_after_first = len(fake.embedding_requests)

    # When the backfill runs again
    second = await run_backfill(database=db, gateway=gateway)

    # Then the first embedded every published recipe in one batch (two SDK calls of <= 100)
    assert (first.published, first.embedded, first.skipped, first.failed) == (
        PUBLISHED,
        PUBLISHED,
        0,
        0,
    )
    assert (first.batches, requests_after_first) == (1, 2)
    assert first.coverage == 1.0
    rows = stored(sql)
    assert len(rows) == PUBLISHED
    assert {model for model, _, _ in rows.values()} == {"text-embedding-3-large"}
    # And the second made no embedding request and changed no row
    assert len(fake.embedding_requests) == requests_after_first
    assert (second.pending, second.embedded, second.skipped, second.batches) == (0, 0, PUBLISHED, 0)
    assert second.coverage == 1.0
    assert stored(sql) == rows


async def test_a_dry_run_writes_nothing_and_lists_what_it_would_embed(
    db: Database,
    sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[..., AiGateway],
) -> None:
    # Given three recipes embedded
    restore_snapshot(sql)
    sql.execute(
        "delete from recipe_embeddings where recipe_id in"
        " (select recipe_id from recipe_embeddings order by recipe_id offset 3)"
    )
    before = stored(sql)

    # When
    report = await run_backfill(
        database=db, gateway=make_gateway(), options=BackfillOptions(batch_size=50, dry_run=True)
    )

    # Then
    assert stored(sql) == before
    assert fake.embedding_requests == []
    assert report.dry_run
    assert (report.pending, report.skipped, report.embedded, report.batches) == (159, 3, 0, 4)
    assert len(report.pending_recipe_ids) == 159
    assert not set(report.pending_recipe_ids) & set(before)
    assert (report.covered, report.coverage) == (3, round(3 / PUBLISHED, 4))


async def test_a_forced_dry_run_would_re_embed_every_recipe(
    db: Database,
    sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[..., AiGateway],
) -> None:
    # Given a fully embedded catalogue
    restore_snapshot(sql)

    # When
    options = BackfillOptions(dry_run=True, force_regenerate=True)
    report = await run_backfill(database=db, gateway=make_gateway(), options=options)

    # Then
    assert (report.pending, report.skipped, report.coverage) == (PUBLISHED, 0, 1.0)
    assert fake.embedding_requests == []


async def test_a_content_change_re_embeds_exactly_that_recipe_and_logs_no_text(
    db: Database,
    sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[..., AiGateway],
    caplog: pytest.LogCaptureFixture,
) -> None:
    # Given a fully embedded catalogue, then one recipe renamed
    restore_snapshot(sql)
    before = stored(sql)
    # When
    with mapo_tofu_renamed(sql) as renamed, caplog.at_level(logging.INFO):
        report = await run_backfill(database=db, gateway=make_gateway())

    # Then exactly that recipe was sent and rewritten
    assert (report.pending, report.embedded, report.skipped) == (1, 1, PUBLISHED - 1)
    texts = embedded_texts(fake)
    assert len(texts) == 1
    assert texts[0].startswith(f"# {renamed} / Tofu Mapo")
    after = stored(sql)
    assert {rid for rid in after if after[rid] != before[rid]} == {MAPO_TOFU}
    # And the progress log has the counts, but neither the recipe's name nor its text
    progress = [r for r in caplog.records if r.getMessage() == "embedding backfill progress"]
    assert [(r.batch, r.processed, r.embedded, r.skipped) for r in progress] == [  # type: ignore[attr-defined]
        (1, 1, 1, PUBLISHED - 1)
    ]
    logged = json.dumps([record.__dict__ for record in caplog.records], default=str)
    assert renamed not in logged
    assert "Ingredients:" not in logged


async def test_a_new_embedding_model_re_embeds_every_recipe(
    db: Database,
    sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[..., AiGateway],
) -> None:
    # Given a catalogue embedded with the default model
    restore_snapshot(sql)

    # When the gateway moves to another model
    report = await run_backfill(
        database=db, gateway=make_gateway(AI_EMBEDDING_MODEL="text-embedding-4-preview")
    )

    # Then every recipe is embedded again and stored under the new identity
    assert (report.pending, report.embedded, report.skipped) == (PUBLISHED, PUBLISHED, 0)
    assert {body["model"] for body in fake.embedding_requests} == {"text-embedding-4-preview"}
    assert {model for model, _, _ in stored(sql).values()} == {"text-embedding-4-preview"}


async def test_unpublished_recipes_lose_their_embedding_and_leave_coverage(
    db: Database,
    sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[..., AiGateway],
) -> None:
    # Given a fully embedded catalogue, then one recipe unpublished
    restore_snapshot(sql)
    gateway = make_gateway()
    sql.execute("update recipes set is_published = false where id = %s", (MAPO_TOFU,))
    try:
        # When a dry run and then a real run look at it
        dry = await run_backfill(
            database=db, gateway=gateway, options=BackfillOptions(dry_run=True)
        )
        dry_rows = stored(sql)
        real = await run_backfill(database=db, gateway=gateway)
    finally:
        sql.execute("update recipes set is_published = true where id = %s", (MAPO_TOFU,))

    # Then the dry run only counted it; the real run deleted its row and embedded nothing
    assert (dry.pruned, MAPO_TOFU in dry_rows) == (1, True)
    assert (real.pruned, real.published, real.embedded, real.coverage) == (
        1,
        PUBLISHED - 1,
        0,
        1.0,
    )
    assert MAPO_TOFU not in stored(sql)
    assert fake.embedding_requests == []


async def test_the_search_tools_re_embed_a_recipe_edited_since_its_embedding(
    db: Database,
    sql: psycopg.Connection[tuple[Any, ...]],
    fake: FakeOpenAI,
    make_gateway: Callable[..., AiGateway],
) -> None:
    # Given a fully embedded catalogue (every recipe has a vector of this model), then one
    # recipe renamed: coverage alone would call it current
    restore_snapshot(sql)
    with mapo_tofu_renamed(sql) as renamed:
        # When eval, bench and serve make sure of their embeddings, twice
        first = await ensure_embeddings(db, make_gateway())
        sent_by_first = embedded_texts(fake)
        second = await ensure_embeddings(db, make_gateway())

    # Then the first embeds exactly the edited recipe, from its new text, and the second nothing
    assert first.embedded_now == 1
    assert len(sent_by_first) == 1
    assert sent_by_first[0].startswith(f"# {renamed} / Tofu Mapo")
    assert (first.covered, first.published) == (PUBLISHED, PUBLISHED)
    assert second.embedded_now == 0
    assert len(embedded_texts(fake)) == 1
