"""`irmixy bench search` end to end: the seed database and a tiny synthetic corpus beside it.

`--query-limit` (hidden) times 8 of the fixed queries so the test stays quick; the real
benchmark times all of them.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import psycopg
import pytest
from typer.testing import CliRunner

from cli.main import app

if TYPE_CHECKING:
    from cli.database.seed_load import SeedReport

pytestmark = pytest.mark.integration

STATS_KEYS = {"samples", "mean_ms", "p50_ms", "p95_ms", "max_ms"}
QUICK = ["--repeat", "1", "--query-limit", "8", "--no-imports"]


def test_bench_seed_and_tiny_synthetic(database_url: str, seeded: SeedReport) -> None:
    # Given: a table run builds the 200-recipe corpus (or finds it)
    runner = CliRunner()
    env = {"DATABASE_URL": database_url}
    table = runner.invoke(app, ["bench", "search", "--size", "200", *QUICK], env=env)

    # When: both sizes as JSON
    result = runner.invoke(
        app, ["bench", "search", "--size", "seed,200", *QUICK, "--json"], env=env
    )

    # Then
    assert table.exit_code == 0, table.output
    assert "p95" in table.stdout
    assert "hybrid" in table.stdout
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["provider"] == "offline"
    assert summary["queries"] == 8
    assert summary["cold_imports"] == []
    seed, synthetic = summary["sizes"]["seed"], summary["sizes"]["200"]
    assert seed["published"] == seeded.recipes
    assert seed["target_p95_ms"] == 25.0
    assert synthetic["published"] == 200
    assert synthetic["target_p95_ms"] == 80.0
    assert synthetic["database"].endswith("_bench_200")
    # The corpus the table run built is reused.
    assert synthetic["corpus_generated_now"] is False
    for size in (seed, synthetic):
        assert size["embedding_model"] == "offline-hash-3072"
        timings = size["timings"]
        assert set(timings["hybrid"]) == STATS_KEYS
        assert set(timings["lexical"]) == STATS_KEYS
        assert timings["hybrid"]["samples"] == 8
        assert 0 < timings["hybrid"]["p50_ms"] <= timings["hybrid"]["p95_ms"]
        assert timings["hybrid"]["p95_ms"] <= timings["hybrid"]["max_ms"]
        # The processor time a search spends in the one-threaded process is part of its wall
        # time, whatever the load beside it.
        for path in ("hybrid", "lexical"):
            assert 0 < timings[f"{path}_cpu_ms"] <= timings[path]["mean_ms"]
        # Warm-up cached every query embedding: no measured call paid for the model.
        assert timings["cache_misses"] == 0
        assert isinstance(size["meets_target"], bool)

    # The synthetic recipes went into their own database, never the seed one.
    with psycopg.connect(database_url, autocommit=True) as conn:
        row = conn.execute(
            r"select count(*) from public.recipes where slug like 'syn\_%'"
        ).fetchone()
    assert row is not None
    assert row[0] == 0


def test_bench_refuses_bad_sizes(database_url: str) -> None:
    result = CliRunner().invoke(
        app, ["bench", "search", "--size", "huge"], env={"DATABASE_URL": database_url}
    )

    assert result.exit_code == 1
    assert "--size" in result.output
