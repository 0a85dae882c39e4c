"""`TtlLru`: a small least-recently-used map whose entries also expire.

The in-process tier of the query embedding cache (seed 000 §6.8: 10 minutes, 1000 entries). A
Lambda instance serves one request at a time, but the search is async, so no lock is needed:
nothing here awaits. The clock is injected so tests can move time instead of sleeping.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable, Hashable

__all__ = ["TtlLru"]

K = TypeVar("K", bound="Hashable")
V = TypeVar("V")


class TtlLru(Generic[K, V]):
    """At most `max_entries` values, each for at most `ttl_s` seconds after it was stored."""

    def __init__(
        self,
        *,
        max_entries: int,
        ttl_s: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Create an empty cache.

        Args:
            max_entries: The capacity; storing one more evicts the least recently used.
            ttl_s: How long an entry lives after it was stored (reads do not extend it).
            clock: Monotonic seconds.

        Raises:
            ValueError: a non-positive capacity or lifetime.
        """
        if max_entries < 1 or ttl_s <= 0:
            raise ValueError("max_entries and ttl_s must be positive")
        self._max_entries = max_entries
        self._ttl_s = ttl_s
        self._clock = clock
        self._entries: OrderedDict[K, tuple[float, V]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def get(self, key: K) -> V | None:
        """The live value of `key` (now the most recently used), or None.

        An expired entry is dropped on the way.
        """
        entry = self._entries.get(key)
        if entry is None:
            return None
        stored_at, value = entry
        if self._clock() - stored_at >= self._ttl_s:
            del self._entries[key]
            return None
        self._entries.move_to_end(key)
        return value

    def put(self, key: K, value: V) -> None:
        """Store `value`, evicting the least recently used entry when full."""
        self._entries[key] = (self._clock(), value)
        self._entries.move_to_end(key)
        while len(self._entries) > self._max_entries:
            self._entries.popitem(last=False)
