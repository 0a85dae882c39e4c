"""An HTTP transport that lets streamed model calls reuse their connection.

The SDK stops reading a stream at `data: [DONE]` and closes the response. With HTTP/1.1 the
chunked body's terminator usually arrives just after, unread, so the connection is not at a
clean end and httpcore destroys it: every streamed call then pays a new TCP and TLS handshake
(about two per chat turn with a tool). This transport, when a response is closed before its
body ended, first reads what is left within a small time and byte budget, so a response that
really was over goes back to the pool; one that was not (a server still sending) is closed as
before once the budget runs out. Nothing the caller reads changes.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Final

import httpx

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

__all__ = ["DrainingTransport"]

DEFAULT_DRAIN_SECONDS: Final = 0.05
DEFAULT_DRAIN_BYTES: Final = 64 * 1024


class _DrainOnClose(httpx.AsyncByteStream):
    """A response body that, closed early, reads the rest (within budget) before closing."""

    def __init__(self, inner: httpx.AsyncByteStream, *, seconds: float, max_bytes: int) -> None:
        self._inner = inner
        self._seconds = seconds
        self._max_bytes = max_bytes
        self._chunks: AsyncIterator[bytes] | None = None

    async def __aiter__(self) -> AsyncIterator[bytes]:
        self._chunks = aiter(self._inner)
        async for chunk in self._chunks:
            yield chunk

    async def aclose(self) -> None:
        chunks, self._chunks = self._chunks, None
        if chunks is not None:
            try:
                async with asyncio.timeout(self._seconds):
                    drained = 0
                    async for chunk in chunks:
                        drained += len(chunk)
                        if drained > self._max_bytes:
                            break
            except (TimeoutError, httpx.HTTPError):
                # Over budget or a broken peer: close as the SDK would have.
                pass
        await self._inner.aclose()


class DrainingTransport(httpx.AsyncBaseTransport):
    """Wraps a transport so responses closed early are drained briefly and stay reusable."""

    def __init__(
        self,
        inner: httpx.AsyncBaseTransport,
        *,
        seconds: float = DEFAULT_DRAIN_SECONDS,
        max_bytes: int = DEFAULT_DRAIN_BYTES,
    ) -> None:
        """Wrap `inner`.

        Args:
            inner: The transport that talks to the network (e.g. `httpx.AsyncHTTPTransport`).
            seconds: How long a close may wait for the rest of a body.
            max_bytes: How much of the rest it reads at most.
        """
        self._inner = inner
        self._seconds = seconds
        self._max_bytes = max_bytes

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """Send the request through the inner transport; wrap the response body."""
        response = await self._inner.handle_async_request(request)
        if isinstance(response.stream, httpx.AsyncByteStream):
            response.stream = _DrainOnClose(
                response.stream, seconds=self._seconds, max_bytes=self._max_bytes
            )
        return response

    async def aclose(self) -> None:
        """Close the inner transport (its pool)."""
        await self._inner.aclose()
