"""Streamed model calls hand their connection back to the pool (the draining transport).

Against the fake OpenAI server on a real loopback socket (HTTP/1.1, chunked SSE, uvicorn), with
the real SDK and the client `create_openai_client` builds for production; the server records
the client end of each request's connection.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import httpx
import pytest

from cli.fake_openai import BackgroundServer, FakeOpenAI, create_fake_openai
from shared.ai import AiSettings
from shared.ai.draining_transport import DrainingTransport
from shared.ai.openai_provider import create_openai_client

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[FakeOpenAI, BackgroundServer]]:
    fake = create_fake_openai()
    with BackgroundServer(fake) as server:
        yield fake, server


async def test_streamed_calls_reuse_one_connection(
    served: tuple[FakeOpenAI, BackgroundServer],
) -> None:
    # Given the production client against a server that streams each answer
    fake, server = served
    fake.reset()
    client = create_openai_client(
        AiSettings(AI_PROVIDER="openai", OPENAI_API_KEY="sk-test", OPENAI_BASE_URL=server.base_url)
    )
    calls = 8
    for _ in range(calls):
        fake.script_text("Hola, ¿qué cocinamos hoy?")

    # When eight streamed completions are read to their end, one after the other
    texts = []
    async with client:
        for _ in range(calls):
            stream = await client.chat.completions.create(
                model="gpt-4.1-mini",
                messages=[{"role": "user", "content": "hola"}],
                stream=True,
            )
            parts = [
                chunk.choices[0].delta.content or "" async for chunk in stream if chunk.choices
            ]
            texts.append("".join(parts))

    # Then every answer arrived whole, over a single connection
    assert texts == ["Hola, ¿qué cocinamos hoy?"] * calls
    assert len(fake.requests) == calls
    assert len(fake.peers) == 1


class _EndlessBody(httpx.AsyncByteStream):
    """A body that never ends (a server that keeps a stream open), recording its close."""

    def __init__(self) -> None:
        self.closed = False
        self.sent = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        while True:
            self.sent += 1
            yield b": keep-alive\n\n"
            await asyncio.sleep(0.001)

    async def aclose(self) -> None:
        self.closed = True


class _EndlessTransport(httpx.AsyncBaseTransport):
    def __init__(self) -> None:
        self.body = _EndlessBody()

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, stream=self.body)


async def test_a_body_that_never_ends_is_closed_once_the_budget_is_spent() -> None:
    # Given a transport whose response body never ends, and a tiny drain budget
    inner = _EndlessTransport()
    transport = DrainingTransport(inner, seconds=0.02, max_bytes=1 << 30)

    # When the caller reads one chunk and closes the response
    async with (
        httpx.AsyncClient(transport=transport) as http,
        http.stream("GET", "http://model.test/stream") as response,
    ):
        async for _ in response.aiter_raw():
            break

    # Then the close returned, having drained a little and then closed the body
    assert inner.body.closed
    assert inner.body.sent > 1


async def test_the_byte_budget_also_bounds_the_drain() -> None:
    # Given a drain allowed to read only a few bytes
    inner = _EndlessTransport()
    transport = DrainingTransport(inner, seconds=60.0, max_bytes=40)

    # When the caller stops after the first chunk
    async with (
        httpx.AsyncClient(transport=transport) as http,
        http.stream("GET", "http://model.test/stream") as response,
    ):
        async for _ in response.aiter_raw():
            break

    # Then it read the chunks that reach past 40 bytes (14 bytes each: 3) and closed
    assert inner.body.closed
    assert inner.body.sent == 1 + 3
