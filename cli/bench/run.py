"""Timing the search tool path: `HybridSearcher.search` with the query embedding cached.

One warm-up pass over the fixed queries fills the query-embedding cache, opens pooled
connections and warms Postgres' buffers; it is discarded. Then the queries run `repeat` times,
each call timed end to end with a monotonic clock (the model's time is excluded because every
embedding is already cached; a measured call that still missed the cache is counted). The
lexical-only path is timed the same way for comparison.

Each call's processor time in this process (parsing, ranking, the driver's work) is measured
too, as a mean per search: on a shared machine wall time swings two or three times with the
load beside it, the processor time a search spends here much less, so a change to the Python
side shows in it when the percentiles drown it.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cli.evaluate.metrics import mean, percentile
from shared.search import HybridSearcher, QueryEmbedder, SearchQuery, SearchSettings, SearchUser

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cli.bench.queries import BenchQuery
    from shared.ai.gateway import AiGateway
    from shared.db import Database

__all__ = ["LatencyStats", "SearchTimings", "latency_stats", "rounded", "time_search"]

_ANONYMOUS = SearchUser()


@dataclass(frozen=True, kw_only=True)
class LatencyStats:
    """Latency of a series of calls, in milliseconds."""

    samples: int
    mean_ms: float
    p50_ms: float
    p95_ms: float
    max_ms: float


@dataclass(frozen=True, kw_only=True)
class SearchTimings:
    """Hybrid and lexical-only latency over the same queries.

    `hybrid_cpu_ms` and `lexical_cpu_ms` are the mean processor time per search spent in this
    process (not the database server's), in milliseconds.
    """

    combine: str
    hybrid: LatencyStats
    lexical: LatencyStats
    cache_misses: int
    fallbacks: int
    hybrid_cpu_ms: float
    lexical_cpu_ms: float


def latency_stats(samples_ms: Sequence[float]) -> LatencyStats:
    """Summarise a series of latencies.

    Args:
        samples_ms: the latencies (at least one).

    Returns:
        Count, mean, median, p95 and maximum.

    Raises:
        ValueError: no samples.
    """
    average = mean(samples_ms)
    p50 = percentile(samples_ms, 0.5)
    p95 = percentile(samples_ms, 0.95)
    if average is None or p50 is None or p95 is None:
        raise ValueError("no latency samples")
    return LatencyStats(
        samples=len(samples_ms), mean_ms=average, p50_ms=p50, p95_ms=p95, max_ms=max(samples_ms)
    )


def _query(item: BenchQuery) -> SearchQuery:
    return SearchQuery(
        text=item.text,
        language=item.language,
        max_time=item.max_time,
        cuisine=item.cuisine,
        diet=item.diet,
        meal_type=item.meal_type,
        limit=5,
    )


async def time_search(
    *,
    database: Database,
    gateway: AiGateway,
    queries: Sequence[BenchQuery],
    repeat: int,
    combine: str | None = None,
) -> SearchTimings:
    """Time the search over `queries`, `repeat` times after one discarded warm-up pass.

    Args:
        database: the access layer over the corpus.
        gateway: the embedder (the same identity as the corpus vectors).
        queries: the fixed queries.
        repeat: measured passes.
        combine: the combine mode (the settings' default when None).

    Returns:
        Hybrid and lexical latency, cache misses and fallbacks seen while measuring.
    """
    settings = SearchSettings()
    if combine is not None:
        settings = settings.model_copy(update={"combine": combine})
    searcher = HybridSearcher(
        db=database, embedder=QueryEmbedder(gateway=gateway, db=database), settings=settings
    )
    prepared = [_query(item) for item in queries]
    # Load the model before the first query, which would otherwise hit the embedding timeout.
    await gateway.embed(["warm-up"])
    for query in prepared:
        await searcher.search(query, _ANONYMOUS, principal=None)
        await searcher.search(query, _ANONYMOUS, principal=None, lexical_only=True)

    hybrid: list[float] = []
    lexical: list[float] = []
    hybrid_cpu: list[float] = []
    lexical_cpu: list[float] = []
    cache_misses = 0
    fallbacks = 0
    for _ in range(repeat):
        for query in prepared:
            started, used = time.perf_counter(), time.process_time()
            outcome = await searcher.search(query, _ANONYMOUS, principal=None)
            hybrid.append((time.perf_counter() - started) * 1000)
            hybrid_cpu.append((time.process_time() - used) * 1000)
            cache_misses += outcome.embedding_cached is False
            fallbacks += outcome.decision == "fallback"
        for query in prepared:
            started, used = time.perf_counter(), time.process_time()
            await searcher.search(query, _ANONYMOUS, principal=None, lexical_only=True)
            lexical.append((time.perf_counter() - started) * 1000)
            lexical_cpu.append((time.process_time() - used) * 1000)
    return SearchTimings(
        combine=settings.combine,
        hybrid=latency_stats(hybrid),
        lexical=latency_stats(lexical),
        cache_misses=cache_misses,
        fallbacks=fallbacks,
        hybrid_cpu_ms=sum(hybrid_cpu) / len(hybrid_cpu),
        lexical_cpu_ms=sum(lexical_cpu) / len(lexical_cpu),
    )


def rounded(value: Any) -> Any:
    """A bench summary with every float rounded to three decimals (microseconds, in ms).

    Args:
        value: a JSON-ready value: floats, dicts and lists are rounded through.
    """
    if isinstance(value, float):
        return round(value, 3)
    if isinstance(value, dict):
        return {key: rounded(item) for key, item in value.items()}
    if isinstance(value, list):
        return [rounded(item) for item in value]
    return value
