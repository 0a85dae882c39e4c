"""AI settings: provider choice, model routing by usage type, overrides, and the gateway factory."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.ai import AiSettings, ChatMessage, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.ai.routing import chat_route, embedding_route
from shared.errors import ConfigError

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

USER = ChatMessage(role="user", content="hola")


def settings(**overrides: Any) -> AiSettings:
    values: dict[str, Any] = {
        "AI_PROVIDER": "openai",
        "OPENAI_API_KEY": "sk-test-not-a-real-key",
        "OPENAI_BASE_URL": "http://fake-openai.test/v1",
    }
    return AiSettings(**{**values, **overrides})


@pytest.fixture
def fake() -> FakeOpenAI:
    return create_fake_openai()


@pytest.fixture
async def http_client(fake: FakeOpenAI) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=fake.app)) as client:
        yield client


def test_spec_defaults() -> None:
    # Given: the declared defaults (read without the environment)
    fields = AiSettings.model_fields

    # Then
    defaults = {name: fields[name].default for name in fields}
    assert defaults["ai_provider"] == "auto"
    assert defaults["text_model"] == "gpt-4.1-mini"
    assert defaults["recipe_generation_model"] == "gpt-5-mini"
    assert defaults["recipe_generation_reasoning_effort"] == "low"
    assert defaults["recipe_modification_model"] == "gpt-4.1-mini"
    assert defaults["parsing_model"] == "gpt-4.1-nano"
    assert defaults["embedding_model"] == "text-embedding-3-large"
    assert defaults["embedding_dimensions"] == 3072
    assert defaults["timeout_seconds"] == 30
    assert defaults["embedding_timeout_seconds"] == 10
    assert defaults["max_retries"] == 2
    assert defaults["realtime_model"] == "gpt-realtime"


@pytest.mark.parametrize(
    ("provider", "key", "expected"),
    [
        ("auto", "sk-test", "openai"),
        ("auto", None, "offline"),
        ("auto", "   ", "offline"),
        ("offline", "sk-test", "offline"),
        ("openai", None, "openai"),
    ],
)
def test_ai_provider_resolves(provider: str, key: str | None, expected: str) -> None:
    # When
    resolved = AiSettings(AI_PROVIDER=provider, OPENAI_API_KEY=key).provider

    # Then
    assert resolved == expected


def test_without_a_key_the_gateway_is_offline() -> None:
    # When
    gateway = build_gateway(AiSettings(AI_PROVIDER="auto", OPENAI_API_KEY=None))

    # Then
    assert gateway.provider_name == "offline"


def test_openai_without_a_key_is_a_configuration_error() -> None:
    # When / Then
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        build_gateway(AiSettings(AI_PROVIDER="openai", OPENAI_API_KEY=None))


def test_an_explicit_offline_provider_wins_over_an_injected_client(
    http_client: httpx.AsyncClient,
) -> None:
    # Given
    config = settings(AI_PROVIDER="offline")
    client = create_openai_client(settings(), http_client=http_client)

    # When
    gateway = build_gateway(config, openai_client=client)

    # Then
    assert gateway.provider_name == "offline"


def test_the_sdk_client_never_retries_on_its_own() -> None:
    # When
    client = create_openai_client(settings(AI_TIMEOUT_SECONDS=12))

    # Then
    assert client.max_retries == 0
    assert client.timeout == 12
    assert str(client.base_url).startswith("http://fake-openai.test/v1")


@pytest.mark.parametrize(
    ("usage_type", "model", "effort"),
    [
        ("text", "gpt-4.1-mini", None),
        ("recipe_generation", "gpt-5-mini", "low"),
        ("recipe_modification", "gpt-4.1-mini", None),
        ("parsing", "gpt-4.1-nano", None),
    ],
)
async def test_each_usage_type_is_routed_to_its_model(
    http_client: httpx.AsyncClient,
    fake: FakeOpenAI,
    usage_type: Any,
    model: str,
    effort: str | None,
) -> None:
    # Given
    config = settings()
    gateway = build_gateway(
        config, openai_client=create_openai_client(config, http_client=http_client)
    )

    # When
    await gateway.chat(usage_type=usage_type, messages=[USER])

    # Then
    (body,) = fake.chat_requests
    assert body["model"] == model
    assert body.get("reasoning_effort") == effort


async def test_models_are_overridden_by_settings(
    http_client: httpx.AsyncClient, fake: FakeOpenAI
) -> None:
    # Given
    config = settings(
        AI_TEXT_MODEL="my-text-model",
        AI_RECIPE_GENERATION_MODEL="gpt-4.1",
        AI_PARSING_MODEL="my-parser",
        AI_EMBEDDING_MODEL="my-embedder",
    )
    gateway = build_gateway(
        config, openai_client=create_openai_client(config, http_client=http_client)
    )

    # When
    await gateway.chat(usage_type="text", messages=[USER])
    await gateway.chat(usage_type="recipe_generation", messages=[USER])
    await gateway.chat(usage_type="parsing", messages=[USER])
    await gateway.embed(["sopa de lentejas"])

    # Then
    text, generation, parsing = fake.chat_requests
    assert text["model"] == "my-text-model"
    assert generation["model"] == "gpt-4.1"
    # gpt-4.1 is not a reasoning model: sending reasoning_effort would be a 400.
    assert "reasoning_effort" not in generation
    assert parsing["model"] == "my-parser"
    assert fake.embedding_requests[0]["model"] == "my-embedder"


def test_routes_carry_their_timeouts() -> None:
    # Given
    config = settings(AI_TIMEOUT_SECONDS=12, AI_EMBEDDING_TIMEOUT_SECONDS=4)

    # When
    chat = chat_route(config, "parsing")
    embedding = embedding_route(config)

    # Then
    assert chat.timeout_seconds == 12
    assert (embedding.timeout_seconds, embedding.dimensions) == (4, 3072)


def test_a_blank_reasoning_effort_turns_it_off() -> None:
    # When
    route = chat_route(settings(AI_RECIPE_GENERATION_REASONING_EFFORT=""), "recipe_generation")

    # Then
    assert route.model == "gpt-5-mini"
    assert route.reasoning_effort is None
