"""`irmixy bench chat` end to end on the session database, with a handful of requests.

Only the shape of the summary is checked: timings depend on the machine.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from typer.testing import CliRunner

from cli.main import app

if TYPE_CHECKING:
    from cli.database.seed_load import SeedReport

pytestmark = pytest.mark.integration

STATS_KEYS = {"samples", "mean_ms", "p50_ms", "p95_ms", "max_ms"}


def test_bench_chat_prints_the_summary_as_json(database_url: str, seeded: SeedReport) -> None:
    # When
    result = CliRunner().invoke(
        app, ["bench", "chat", "--requests", "5", "--json"], env={"DATABASE_URL": database_url}
    )

    # Then
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(summary) >= {
        "requests",
        "overhead",
        "first_byte",
        "model_double",
        "cold_import",
        "targets_met",
    }
    assert summary["requests"] == 5
    assert summary["published_recipes"] == seeded.recipes
    overhead = summary["overhead"]
    assert set(overhead["non_streamed"]) == STATS_KEYS
    assert set(overhead["streamed"]) == STATS_KEYS
    assert overhead["non_streamed"]["samples"] == 5
    assert set(overhead["search_turns"]) == STATS_KEYS
    assert set(overhead["plain_turns"]) == STATS_KEYS
    assert overhead["search_turns"]["samples"] + overhead["plain_turns"]["samples"] == 10
    assert overhead["target_p95_ms"] == 60.0
    assert isinstance(overhead["meets_target"], bool)
    first_byte = summary["first_byte"]
    assert set(first_byte) == STATS_KEYS | {"target_p95_ms", "meets_target"}
    assert first_byte["samples"] == 5
    assert first_byte["target_p95_ms"] == 20.0
    double = summary["model_double"]
    assert set(double["chat"]) == STATS_KEYS
    assert set(double["chat_stream"]) == STATS_KEYS
    # A search turn asks the model twice (tool call, then text), a plain one once.
    assert 1 < double["calls_per_request"] < 2
    assert summary["cold_import"]["module"] == "chat.app"
    assert summary["cold_import"]["error"] is None
    assert isinstance(summary["targets_met"], bool)
