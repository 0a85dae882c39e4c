"""Dependencies built on first use and kept for the life of a Lambda container.

Mangum runs without lifespan, so nothing is built at import: the first invocation parses the
settings and opens the pool; later invocations reuse them. Concurrent first requests (under
uvicorn) build once.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

__all__ = ["BuildOnce", "close_all_built"]

T = TypeVar("T")


class BuildOnce(Generic[T]):
    """An awaitable provider: `await provider()` builds the value once, then returns it."""

    def __init__(
        self, build: Callable[[], Awaitable[T]], close: Callable[[T], Awaitable[None]]
    ) -> None:
        """Set up the provider; nothing is built until it is first awaited.

        Args:
            build: Builds the value (settings, pool, clients).
            close: Releases it (tests; a Lambda container just ends).
        """
        self._build = build
        self._close = close
        self._value: T | None = None
        self._lock = asyncio.Lock()

    async def __call__(self) -> T:
        """The value, built on the first call."""
        if self._value is None:
            async with self._lock:
                if self._value is None:
                    self._value = await self._build()
                    _BUILT.add(self)
        return self._value

    async def aclose(self) -> None:
        """Release the value if it was built; the next call builds it again."""
        if self._value is not None:
            value, self._value = self._value, None
            await self._close(value)


# Every provider holding a built value, so a process that ends (not a frozen Lambda container:
# `irmixy invoke`) can release pools it never held a reference to.
_BUILT: weakref.WeakSet[BuildOnce[Any]] = weakref.WeakSet()


async def close_all_built() -> None:
    """Release every value built by any `BuildOnce` in this process (pools, clients)."""
    for provider in list(_BUILT):
        await provider.aclose()
        _BUILT.discard(provider)
