"""Degradation (seed 000 §6.10): without a usable query embedding the search answers lexically.

The gateway is the real OpenAI provider and SDK talking to the fake OpenAI wire server, which
fails on command; retries do not sleep (an injected recorder). The catalogue is embedded with
the offline model, so a working OpenAI gateway finds no embeddings of its own model.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import AiGateway, AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.auth.principal import Principal
from shared.context import UserContext
from shared.search import HybridSearcher, QueryEmbedder, SearchQuery, SearchSettings, SearchUser
from shared.tools import ToolContext, ToolExecutor, build_registry

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from shared.db import Database

pytestmark = pytest.mark.integration

BASE_URL = "http://fake-openai.test/v1"


class _NoSleep:
    async def __call__(self, seconds: float) -> None:
        return None


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def gateway(fake: FakeOpenAI) -> AsyncIterator[AiGateway]:
    config = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL=BASE_URL,
        AI_MAX_RETRIES=2,
    )
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as http:
        client = create_openai_client(config, http_client=http)
        yield build_gateway(config, openai_client=client, sleep=_NoSleep())


def searcher(db: Database, gateway: AiGateway, **settings: Any) -> HybridSearcher:
    embedder = QueryEmbedder(gateway=gateway, db=db)
    return HybridSearcher(db=db, embedder=embedder, settings=SearchSettings(**settings))


@pytest.mark.parametrize("status", [500, 503, 429])
async def test_a_failing_embedding_provider_degrades_to_lexical_results(
    search_db: Database, gateway: AiGateway, fake: FakeOpenAI, status: int
) -> None:
    # Given a provider failing every attempt (the first try and two retries)
    fake.fail_next(status, times=3)

    # When searching (a query nobody else embeds, so no cache can answer), with a budget no
    # loaded machine spends before the three attempts (the budget has a test of its own below)
    outcome = await searcher(search_db, gateway, embedding_timeout_s=30).search(
        SearchQuery(text=f"chicken soup {status}", language="en"), SearchUser(), principal=None
    )

    # Then the lexical search still answers, and says why it was lexical
    assert len(fake.embedding_requests) == 3
    assert outcome.mode == "lexical"
    assert outcome.fallback_reason == "embedding_failure"
    assert outcome.embedding_cached is None
    assert outcome.decision == "results"
    assert outcome.hits[0].slug == "mexican_chicken_soup"
    assert all(hit.semantic == 0 for hit in outcome.hits)


async def test_a_slow_embedding_provider_degrades_within_the_budget(
    search_db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given a provider slower than the search's embedding budget
    fake.delay_next(2.0)

    # When searching with a 0.2 s budget
    outcome = await searcher(search_db, gateway, embedding_timeout_s=0.2).search(
        SearchQuery(text="sopa de tortilla lenta", language="es"), SearchUser(), principal=None
    )

    # Then the answer is lexical, on time
    assert outcome.mode == "lexical"
    assert outcome.fallback_reason == "embedding_failure"
    assert outcome.latency_ms < 1500
    assert outcome.hits


async def test_no_embeddings_for_the_query_model_degrade_to_lexical(
    search_db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given recipes embedded with the offline model and a gateway embedding with another
    assert gateway.embedding_model == "text-embedding-3-large"

    # When searching
    outcome = await searcher(search_db, gateway).search(
        SearchQuery(text="butter chicken", language="en"), SearchUser(), principal=None
    )

    # Then the two models' vectors are never compared: lexical, "no_embeddings"
    assert len(fake.embedding_requests) == 1
    assert outcome.mode == "lexical"
    assert outcome.fallback_reason == "no_embeddings"
    assert outcome.hits[0].slug == "butter_chicken"


async def test_a_degraded_search_that_finds_nothing_keeps_its_degradation_reason(
    search_db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    fake.fail_next(500, times=3)

    outcome = await searcher(search_db, gateway).search(
        SearchQuery(text="xyzzy plugh", language="en"), SearchUser(), principal=None
    )

    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "embedding_failure"


async def test_through_the_tool_the_trace_says_lexical_and_why(
    search_db: Database, gateway: AiGateway, fake: FakeOpenAI
) -> None:
    # Given the default registry and a provider that is down
    fake.fail_next(500, times=3)
    principal = Principal.from_claims(
        {"sub": "7f1d3c52-3f7a-4a59-9d7e-0c3a5e1b2a40", "role": "authenticated"}
    )
    ctx = ToolContext(
        principal=principal,
        language="es",
        user_context=UserContext(language="es"),
        db=search_db,
        gateway=gateway,
        now=datetime(2026, 3, 18, 15, 0, tzinfo=UTC),
    )

    # When the model calls search_recipes
    outcome = await ToolExecutor(build_registry()).execute(
        "search_recipes", {"query": "caldo de pollo con verduras"}, ctx
    )

    # Then the user still gets Spanish cards, and the trace records the degradation
    assert outcome.ok
    assert outcome.output is not None
    assert outcome.output.search_mode == "lexical"
    assert outcome.output.fallback_reason == "embedding_failure"
    assert outcome.output.recipes
    assert outcome.output.recipes[0].name == "Caldo de Pollo con Verduras"
    assert outcome.output.spoken.startswith("Encontré")
