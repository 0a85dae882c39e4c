"""The query embedding cache (seed 000 §6.8): memory, then Postgres, then the model.

The model is the real SDK against the fake OpenAI server, so every model call is counted in
`fake.embedding_requests`. Each test embeds its own words, so earlier tests' cache rows
never answer for it.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import httpx
import psycopg
import pytest

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.offline.embeddings import hash_embedding
from shared.ai.openai_provider import create_openai_client
from shared.db import Database, DatabaseSettings, create_database
from shared.search import EmbedderStats, QueryEmbedder
from shared.search.query_cache import cache_key
from tests.integration.test_search_support import catalogue_url

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

pytestmark = pytest.mark.integration


class FakeClock:
    """Monotonic seconds that only move when told to."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class _NoSleep:
    async def __call__(self, seconds: float) -> None:
        return None


@pytest.fixture(scope="module")
async def cache_url(pg_admin_url: str) -> str:
    return await catalogue_url(pg_admin_url)


@pytest.fixture(scope="module")
async def db(cache_url: str) -> AsyncIterator[Database]:
    database = await create_database(DatabaseSettings(DATABASE_URL=cache_url, DB_POOL_MAX_SIZE=4))
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def gateway(fake: FakeOpenAI) -> AsyncIterator[AiGateway]:
    config = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL="http://fake-openai.test/v1",
        AI_MAX_RETRIES=0,
    )
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as http:
        client = create_openai_client(config, http_client=http)
        yield build_gateway(config, openai_client=client, sleep=_NoSleep())


def words() -> str:
    # Unique text per test: the shared table outlives each test.
    return f"tacos de pescado {uuid.uuid4().hex[:8]}"


async def test_a_repeated_query_is_answered_from_memory(
    db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given an embedder / When the same query is embedded twice
    embedder = QueryEmbedder(gateway=gateway, db=db)
    text = words()
    first = await embedder.embed(text)
    second = await embedder.embed(text)

    # Then the model was called once; the second answer came from memory, identical
    assert len(fake.embedding_requests) == 1
    assert first.cached is None
    assert second.cached == "memory"
    assert second.vector == first.vector
    assert first.model == second.model == "text-embedding-3-large"
    assert embedder.stats == EmbedderStats(memory_hits=1, embedded=1)
    # And both hold it in the half floats a statement takes, the same values
    assert first.half is not None
    assert second.half is not None
    assert second.half.to_list() == second.vector


async def test_another_instance_reads_the_shared_table(
    db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given one Lambda instance that embedded a query
    text = words()
    made = await QueryEmbedder(gateway=gateway, db=db).embed(text)

    # When a second instance gets the same query, spelled differently
    other = QueryEmbedder(gateway=gateway, db=db)
    shared = await other.embed("  " + text.upper().replace("TACOS", "Tácos") + " ")

    # Then it is a database hit with the very same (half-float) vector, and no model call
    assert len(fake.embedding_requests) == 1
    assert shared.cached == "db"
    assert shared.vector == made.vector
    assert other.stats == EmbedderStats(db_hits=1)


async def test_vectors_are_half_floats_whichever_tier_answers(
    db: Database, gateway: AiGateway
) -> None:
    text = words()
    made = await QueryEmbedder(gateway=gateway, db=db).embed(text)

    exact = hash_embedding(text)
    assert made.vector is not None
    assert made.vector != exact  # rounded
    assert made.vector == pytest.approx(exact, abs=1e-3)


async def test_an_entry_expires_from_memory_after_its_ttl(
    db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given an embedder on a clock we control, with a 10-minute memory
    clock = FakeClock()
    embedder = QueryEmbedder(gateway=gateway, db=db, clock=clock, ttl_s=600)
    text = words()
    await embedder.embed(text)

    # When just under, then exactly at, the TTL
    clock.now += 599
    before = await embedder.embed(text)
    clock.now += 1
    after = await embedder.embed(text)

    # Then memory answers until the TTL, the shared table after it
    assert before.cached == "memory"
    assert after.cached == "db"
    assert len(fake.embedding_requests) == 1


async def test_the_least_recently_used_entry_is_evicted_at_capacity(
    db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given a memory of two entries holding a and b, a used last
    embedder = QueryEmbedder(gateway=gateway, db=db, max_entries=2)
    a, b, c = words(), words(), words()
    await embedder.embed(a)
    await embedder.embed(b)
    await embedder.embed(a)

    # When c arrives
    await embedder.embed(c)

    # Then b (least recently used) left memory, a did not
    assert (await embedder.embed(a)).cached == "memory"
    assert (await embedder.embed(b)).cached == "db"
    assert len(fake.embedding_requests) == 3


async def test_a_failure_is_reported_and_never_cached(
    db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    embedder = QueryEmbedder(gateway=gateway, db=db)
    text = words()
    fake.fail_next(503)

    failed = await embedder.embed(text)
    recovered = await embedder.embed(text)

    assert failed.vector is None
    assert failed.failure == "provider_unavailable"
    assert recovered.cached is None
    assert recovered.vector is not None
    assert embedder.stats == EmbedderStats(embedded=1, failures=1)


async def test_the_table_keys_on_a_hash_and_holds_no_query_text(
    db: Database, gateway: AiGateway, cache_url: str
) -> None:
    # Given an embedded query
    text = words()
    await QueryEmbedder(gateway=gateway, db=db).embed(text)

    # Then its row is keyed by sha256(normalised text, model), and the words are nowhere
    key = cache_key(text, gateway.embedding_model)
    with psycopg.connect(cache_url) as conn:
        row = conn.execute(
            "select to_jsonb(c) - 'embedding' from query_embedding_cache c where cache_key = %s",
            (key,),
        ).fetchone()
    assert row is not None
    assert row[0]["embedding_model"] == "text-embedding-3-large"
    assert text.split()[-1] not in str(row[0])


async def test_only_the_service_role_reads_the_cache(db: Database) -> None:
    async with db.anon() as conn:
        with pytest.raises(psycopg.errors.InsufficientPrivilege):
            await conn.execute("select count(*) from query_embedding_cache")


async def test_old_entries_are_pruned(db: Database, cache_url: str) -> None:
    # Given an entry last used 40 days ago
    key = "f" * 64
    with psycopg.connect(cache_url, autocommit=True) as conn:
        conn.execute(
            "insert into query_embedding_cache (cache_key, embedding_model, embedding,"
            " last_used_at) values (%s, 'm', array_fill(0.1, array[3072])::real[]"
            "::extensions.halfvec, now() - interval '40 days')",
            (key,),
        )

    # When the service prunes entries unused for 30 days
    async with db.service() as conn:
        cursor = await conn.execute("select prune_query_embedding_cache(interval '30 days') as n")
        pruned = await cursor.fetchone()

    # Then it is gone
    assert pruned is not None
    assert pruned["n"] >= 1
    with psycopg.connect(cache_url) as conn:
        assert (
            conn.execute(
                "select 1 from query_embedding_cache where cache_key = %s", (key,)
            ).fetchone()
            is None
        )
