"""The fake OpenAI server over a real socket: uvicorn on a free 127.0.0.1 port, the real SDK."""

from __future__ import annotations

import json
import time
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.fake_openai import DEFAULT_REPLY, BackgroundServer, FakeOpenAI, create_fake_openai
from shared.ai import AiGateway, AiSettings, ChatMessage, StreamEnd, TextDelta, build_gateway
from shared.ai.openai_provider import create_openai_client
from shared.errors import ProviderError

if TYPE_CHECKING:
    from collections.abc import Iterator

USER = ChatMessage(role="user", content="¿Qué ceno hoy?")


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[FakeOpenAI, BackgroundServer]]:
    fake = create_fake_openai()
    with BackgroundServer(fake) as server:
        yield fake, server


@pytest.fixture
def fake(served: tuple[FakeOpenAI, BackgroundServer]) -> FakeOpenAI:
    served[0].reset()
    return served[0]


@pytest.fixture
def base_url(served: tuple[FakeOpenAI, BackgroundServer]) -> str:
    return served[1].base_url


def gateway_for(base_url: str, **overrides: Any) -> AiGateway:
    config = AiSettings(
        **{"AI_PROVIDER": "openai", "OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": base_url}
        | overrides
    )
    # No injected transport: the SDK's own HTTP client opens a real TCP connection.
    return build_gateway(config, openai_client=create_openai_client(config))


async def test_the_sdk_talks_to_the_fake_over_tcp(fake: FakeOpenAI, base_url: str) -> None:
    # Given
    gateway = gateway_for(base_url)

    # When
    plain = await gateway.chat(usage_type="text", messages=[USER])
    fake.script_tool_call("search_recipes", {"query": "cena ligera", "mealType": "dinner"})
    items = [item async for item in gateway.chat_stream(usage_type="text", messages=[USER])]
    vectors = await gateway.embed(["sopa de fideo"])
    await gateway.aclose()

    # Then
    assert base_url.startswith("http://127.0.0.1:")
    assert not base_url.endswith(":0/v1")
    assert plain.content == DEFAULT_REPLY
    end = items[-1]
    assert isinstance(end, StreamEnd)
    (call,) = end.result.tool_calls
    assert json.loads(call.arguments) == {"query": "cena ligera", "mealType": "dinner"}
    assert len(vectors[0]) == 3072
    assert [request.path for request in fake.requests] == [
        "/v1/chat/completions",
        "/v1/chat/completions",
        "/v1/embeddings",
    ]
    assert fake.requests[0].headers["authorization"] == "Bearer sk-test"


async def test_a_slow_stream_arrives_progressively(fake: FakeOpenAI, base_url: str) -> None:
    # Given
    gateway = gateway_for(base_url, AI_TIMEOUT_SECONDS=2)
    fake.slow_stream(0.05)
    fake.script_text("uno dos tres cuatro cinco seis")

    # When
    arrivals: list[float] = []
    async for item in gateway.chat_stream(usage_type="text", messages=[USER]):
        if isinstance(item, TextDelta):
            arrivals.append(time.monotonic())
    await gateway.aclose()

    # Then
    assert len(arrivals) == 6
    assert arrivals[-1] - arrivals[0] >= 0.2


async def test_a_stream_that_stalls_mid_way_times_out(fake: FakeOpenAI, base_url: str) -> None:
    # Given
    gateway = gateway_for(base_url, AI_TIMEOUT_SECONDS=0.25)
    fake.slow_stream(1.0)
    fake.script_text("esto tarda demasiado")
    started = time.monotonic()

    # When
    with pytest.raises(ProviderError) as raised:
        async for _ in gateway.chat_stream(usage_type="text", messages=[USER]):
            pass
    await gateway.aclose()

    # Then
    assert raised.value.code == "provider_timeout"
    assert time.monotonic() - started < 1.0


async def test_errors_have_openais_shape(fake: FakeOpenAI, base_url: str) -> None:
    # Given
    fake.fail_next(429, retry_after=2)

    # When
    async with httpx.AsyncClient(base_url=base_url) as client:
        limited = await client.post(
            "/chat/completions", json={}, headers={"authorization": "Bearer sk-test"}
        )
        unauthenticated = await client.post("/embeddings", json={"input": "x"})
        missing = await client.get("/models")

    # Then
    assert limited.status_code == 429
    assert limited.headers["retry-after"] == "2"
    assert limited.json()["error"]["code"] == "rate_limit_exceeded"
    assert unauthenticated.status_code == 401
    assert missing.status_code == 404
    assert set(missing.json()["error"]) == {"message", "type", "param", "code"}
