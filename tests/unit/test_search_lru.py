"""The in-process LRU with TTL and the cache key of the shared tier (seed 000 §6.8)."""

from __future__ import annotations

import pytest

from shared.search.lru import TtlLru
from shared.search.query_cache import cache_key, normalise_query


class FakeClock:
    """Monotonic seconds that only move when told to."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_stored_value_is_returned_until_its_ttl() -> None:
    # Given a cache with a 600-second TTL on a controlled clock
    clock = FakeClock()
    cache: TtlLru[str, int] = TtlLru(max_entries=10, ttl_s=600, clock=clock)
    cache.put("a", 1)

    # When time passes to just before, then to, the TTL
    clock.now = 599.9
    before = cache.get("a")
    clock.now = 600
    after = cache.get("a")

    # Then the value lives until the TTL and is dropped at it
    assert before == 1
    assert after is None
    assert len(cache) == 0


def test_reading_does_not_extend_the_ttl() -> None:
    clock = FakeClock()
    cache: TtlLru[str, int] = TtlLru(max_entries=10, ttl_s=10, clock=clock)
    cache.put("a", 1)

    clock.now = 9
    assert cache.get("a") == 1
    clock.now = 10
    assert cache.get("a") is None


def test_the_least_recently_used_entry_is_evicted_at_capacity() -> None:
    # Given a full cache of two, "a" read after "b" was stored
    cache: TtlLru[str, int] = TtlLru(max_entries=2, ttl_s=60, clock=FakeClock())
    cache.put("a", 1)
    cache.put("b", 2)
    cache.get("a")

    # When a third value arrives
    cache.put("c", 3)

    # Then "b" made room
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (1, None, 3)
    assert len(cache) == 2


def test_storing_again_refreshes_value_and_age() -> None:
    clock = FakeClock()
    cache: TtlLru[str, int] = TtlLru(max_entries=2, ttl_s=10, clock=clock)
    cache.put("a", 1)
    clock.now = 8
    cache.put("a", 2)
    clock.now = 15

    assert cache.get("a") == 2


@pytest.mark.parametrize(("max_entries", "ttl_s"), [(0, 10), (10, 0)])
def test_capacity_and_ttl_must_be_positive(max_entries: int, ttl_s: float) -> None:
    with pytest.raises(ValueError, match="positive"):
        TtlLru(max_entries=max_entries, ttl_s=ttl_s)


def test_the_key_is_the_same_for_case_accents_and_spacing() -> None:
    model = "text-embedding-3-large"

    assert normalise_query("  Sopa  de\tPollo\n") == "sopa de pollo"
    assert cache_key("Jalapeño   POPPERS", model) == cache_key("jalapeno poppers", model)


def test_the_key_differs_by_model_and_is_a_sha256() -> None:
    key = cache_key("sopa de pollo", "text-embedding-3-large")

    assert key != cache_key("sopa de pollo", "offline-hash-3072")
    assert len(key) == 64
    assert set(key) <= set("0123456789abcdef")
