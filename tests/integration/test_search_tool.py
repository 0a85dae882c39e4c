"""`search_recipes` through the default registry and the executor: hybrid by default."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.fake_openai import create_fake_openai
from shared.ai import AiSettings, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.auth.principal import Principal
from shared.context import UserContext
from shared.search.query_cache import cache_key
from shared.tools import ToolContext, ToolExecutor, ToolOutcome, build_registry
from tests.integration.test_search_support import offline_gateway

if TYPE_CHECKING:
    from shared.db import Database

pytestmark = pytest.mark.integration

NOW = datetime(2026, 3, 18, 15, 0, tzinfo=UTC)


def context(db: Database, gateway: Any, language: str = "en", **profile: Any) -> ToolContext:
    principal = Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"})
    return ToolContext(
        principal=principal,
        language=language,  # type: ignore[arg-type]
        user_context=UserContext(language=language, **profile),  # type: ignore[arg-type]
        db=db,
        gateway=gateway,
        now=NOW,
    )


async def call(ctx: ToolContext, executor: ToolExecutor | None = None, **args: Any) -> ToolOutcome:
    return await (executor or ToolExecutor(build_registry())).execute("search_recipes", args, ctx)


async def test_the_default_search_tool_is_hybrid(search_db: Database) -> None:
    # Given the default registry and the offline gateway (the catalogue is embedded with it)
    ctx = context(search_db, offline_gateway(), "es")

    # When the model searches in Spanish
    outcome = await call(ctx, query="sopa de pollo")

    # Then the answer is hybrid, in Spanish, scored, with the results copy and chips
    assert outcome.ok
    output = outcome.output
    assert output is not None
    assert output.search_mode == "hybrid"
    assert output.fallback_reason is None
    assert output.recipes
    assert output.recipes[0].name == "Caldo de Pollo con Verduras"
    assert all(card.score is not None for card in output.recipes)
    assert output.spoken.startswith(f"Encontré {len(output.recipes)} recetas")
    assert [chip.label for chip in output.suggestions] == ["Opciones más rápidas", "Crear la mía"]
    assert "hybrid search" in output.summary


async def test_a_low_confidence_search_answers_with_the_fixed_fallback(
    search_db: Database,
) -> None:
    outcome = await call(context(search_db, offline_gateway(), "en"), query="xyzzy plugh")

    assert outcome.output is not None
    assert outcome.output.spoken == (
        "I couldn't find recipes matching that, but I can create something custom!"
    )
    assert [chip.label for chip in outcome.output.suggestions] == [
        "Create from ingredients",
        "Surprise me",
    ]
    assert outcome.output.search_mode == "hybrid"
    assert outcome.output.fallback_reason == "low_confidence"


async def test_the_profile_allergens_gate_the_tool(search_db: Database) -> None:
    ctx = context(search_db, offline_gateway(), "es", dietary_restrictions=("peanut",))

    outcome = await call(ctx, query="fideos con cacahuate", limit=10)

    assert outcome.output is not None
    assert all("peanut" not in (card.allergens or []) for card in outcome.output.recipes or ())


async def test_the_tool_keeps_one_embedder_per_gateway_and_database(search_db: Database) -> None:
    # Given one registry (one per process) and a model server that counts embedding calls
    fake = create_fake_openai()
    config = AiSettings(
        AI_PROVIDER="openai",
        OPENAI_API_KEY="sk-test-not-a-real-key",
        OPENAI_BASE_URL="http://fake-openai.test/v1",
    )
    executor = ToolExecutor(build_registry())
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as http:
        gateway = build_gateway(
            config, openai_client=create_openai_client(config, http_client=http)
        )

        # When two requests (two contexts) search the same words, the shared cache row
        # removed in between (so only the in-process tier can answer the second)
        text = f"pozole rojo {uuid.uuid4().hex[:6]}"
        await call(context(search_db, gateway), executor, query=text)
        async with search_db.service() as conn:
            await conn.execute(
                "delete from query_embedding_cache where cache_key = %s",
                (cache_key(text, gateway.embedding_model),),
            )
        await call(context(search_db, gateway), executor, query=text)

    # Then the model embedded the query once: the second answer came from the kept embedder
    assert len(fake.embedding_requests) == 1
