"""A process-level cache for catalogue-derived maps: one load per TTL per warm Lambda.

The allergen, diet and food-safety maps change only when the catalogue is reseeded, and building
them costs a query plus indexing a few thousand terms; a warm container keeps them for
`ttl_seconds`. Only *usable* values are cached (an unverified, empty map is retried on the next
call), and a value that went stale stays usable for `max_stale_seconds` while reloads fail, so a
database blip does not turn every answer into "allergens unverified".
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from shared.db import Conn, Database

__all__ = ["TtlCache"]

T = TypeVar("T")


class TtlCache(Generic[T]):
    """Cache one value loaded from the database, with a TTL and an injectable clock.

    There is no lock: two concurrent misses both load and the later one wins, which is harmless
    (the loads are read-only and equal) and avoids binding an `asyncio.Lock` to one event loop.
    """

    def __init__(
        self,
        loader: Callable[[Conn], Awaitable[T]],
        *,
        usable: Callable[[T], bool],
        ttl_seconds: float = 300.0,
        max_stale_seconds: float = 3600.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Configure the cache; nothing is loaded until the first `get`.

        Args:
            loader: Loads a fresh value (e.g. `load_allergen_map`). Must not raise for database
                failures; it returns an unusable value instead.
            usable: Whether a loaded value may be cached and served.
            ttl_seconds: How long a loaded value is served before reloading.
            max_stale_seconds: How long past its TTL a value is still served while reloads fail.
            clock: Monotonic seconds, injectable so tests control time.

        Raises:
            ValueError: A duration is not positive (TTL) or negative (stale window).
        """
        if ttl_seconds <= 0 or max_stale_seconds < 0:
            raise ValueError("cache durations must be positive")
        self._loader = loader
        self._usable = usable
        self._ttl = ttl_seconds
        self._max_stale = max_stale_seconds
        self._clock = clock
        self._value: T | None = None
        self._loaded_at: float | None = None

    def fresh(self) -> T | None:
        """The cached value while fresh, without touching the database; None otherwise.

        Lets a caller skip opening a transaction it would only need on a miss.
        """
        if (
            self._value is not None
            and self._loaded_at is not None
            and self._clock() - self._loaded_at < self._ttl
        ):
            return self._value
        return None

    async def get(self, conn: Conn) -> T:
        """The cached value while fresh; otherwise load through `conn`.

        Args:
            conn: The connection to load with on a miss (the caller's scope and transaction).

        Returns:
            A fresh value, a stale-but-recent one when the reload was unusable, or the unusable
            reload itself when nothing better is held (so the caller fails closed).
        """
        cached = self.fresh()
        if cached is not None:
            return cached
        now = self._clock()
        loaded = await self._loader(conn)
        if self._usable(loaded):
            self._value, self._loaded_at = loaded, now
            return loaded
        if (
            self._value is not None
            and self._loaded_at is not None
            and now - self._loaded_at < self._ttl + self._max_stale
        ):
            return self._value
        return loaded

    async def read(self, db: Database) -> T:
        """The value while fresh, with no transaction; otherwise `get` in a service one.

        Args:
            db: The database to load from on a miss (the catalogue is reference data).

        Returns:
            As `get`.
        """
        # A warm container holds the value: no transaction just to read the cache.
        cached = self.fresh()
        if cached is not None:
            return cached
        async with db.service() as conn:
            return await self.get(conn)

    def clear(self) -> None:
        """Forget the cached value (after a reseed, or between tests)."""
        self._value = None
        self._loaded_at = None
