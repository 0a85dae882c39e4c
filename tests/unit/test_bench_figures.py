"""Benchmark plumbing: size choices, latency statistics, the fixed queries, cold imports."""

from __future__ import annotations

import pytest

from cli.bench.imports import time_cold_imports
from cli.bench.queries import BENCH_QUERIES
from cli.bench.run import latency_stats
from cli.bench.sizes import parse_sizes
from cli.evaluate.metrics import percentile


def test_size_choices() -> None:
    assert parse_sizes("seed") == ["seed"]
    assert parse_sizes("10000") == [10_000]
    assert parse_sizes("both") == ["seed", 10_000]
    assert parse_sizes("seed,200,seed") == ["seed", 200]
    for bad in ("huge", "0", "-5", ""):
        with pytest.raises(ValueError, match="--size"):
            parse_sizes(bad)


def test_latency_statistics() -> None:
    stats = latency_stats([4.0, 1.0, 3.0, 2.0, 10.0])

    # Sorted 1 2 3 4 10: median 3, p95 at position 3.8 = 4 + 0.8 * 6 = 8.8, mean 4.
    assert stats.samples == 5
    assert stats.p50_ms == 3.0
    assert stats.p95_ms == pytest.approx(8.8)
    assert stats.max_ms == 10.0
    assert stats.mean_ms == pytest.approx(4.0)
    with pytest.raises(ValueError, match="no latency"):
        latency_stats([])


def test_p95_of_a_hundred_samples() -> None:
    # 1..100: position 0.95 * 99 = 94.05 between 95 and 96: 95.05.
    assert percentile([float(n) for n in range(1, 101)], 0.95) == pytest.approx(95.05)


def test_fixed_queries_cover_both_languages() -> None:
    english = [q for q in BENCH_QUERIES if q.language == "en"]
    spanish = [q for q in BENCH_QUERIES if q.language == "es"]

    assert len(BENCH_QUERIES) >= 50
    assert len(english) >= 25
    assert len(spanish) >= 25
    assert len({(q.text, q.language) for q in BENCH_QUERIES}) == len(BENCH_QUERIES)


def test_cold_import_timing() -> None:
    ok, broken = time_cold_imports(("json", "irmixy_no_such_module_xyz"), runs=2)

    assert ok.module == "json"
    assert ok.runs == 2
    assert ok.error is None
    assert ok.min_ms is not None
    assert ok.median_ms is not None
    assert 0 <= ok.min_ms <= ok.median_ms
    assert broken.runs == 0
    assert broken.median_ms is None
    assert broken.error is not None
    assert "ModuleNotFoundError" in broken.error
