"""`irmixy eval` end to end on the session database, offline provider, tiny query file."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import pytest
from typer.testing import CliRunner

from cli.main import app
from shared.observability import logger

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = pytest.mark.integration

QUERIES: dict[str, Any] = {
    "version": 1,
    "queries": [
        {
            "id": "en-1",
            "language": "en",
            "category": "dish_name",
            "query": "guacamole",
            "relevant": {"guacamole": 3},
        },
        {
            "id": "en-2",
            "language": "en",
            "category": "no_match",
            "query": "beef wellington",
            "relevant": {},
        },
        {
            "id": "es-1",
            "language": "es",
            "category": "dish_name",
            "query": "sopa de tortilla",
            "filters": {"maxTime": 120},
            "relevant": {"tortilla_soup": 3},
        },
        {
            "id": "es-2",
            "language": "es",
            "category": "ingredient",
            "query": "algo con camarones y calabacita",
            "user": {"allergens": ["peanut"], "diets": []},
            "relevant": {"garlic_shrimp_zucchini_noodles": 3},
        },
    ],
}
SUMMARY_KEYS = {
    "queries",
    "graded_queries",
    "precision_at_3",
    "precision_at_3_ceiling",
    "capped_precision_at_3",
    "graded_precision_at_3",
    "ndcg_at_5",
    "recall_at_5",
    "mrr",
    "fallback_rate",
    "no_match_queries",
    "fallback_correct_rate",
    "fallback_reasons",
    "mean_latency_ms",
    "p95_latency_ms",
}


@pytest.fixture
def query_file(tmp_path: Path) -> Path:
    path = tmp_path / "tiny.json"
    path.write_text(json.dumps(QUERIES), encoding="utf-8")
    return path


@pytest.mark.usefixtures("seeded")
def test_eval_json_summary(database_url: str, query_file: Path) -> None:
    # Given the process's log level (the local API may run in the same process next)
    level = logger.log_level

    # When
    result = CliRunner().invoke(
        app,
        [
            *("eval", "--queries", str(query_file), "--provider", "offline", "--json"),
            *("--show-misses", "3"),
        ],
        env={"DATABASE_URL": database_url},
    )

    # Then: the last line of standard output is the whole summary
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["queries"] == 4
    offline = summary["providers"]["offline"]
    assert offline["embedding_model"] == "offline-hash-3072"
    coverage = offline["embedding_coverage"]
    assert coverage["covered"] == coverage["published"] > 0
    assert offline["best_combine"] in ("weighted", "rrf")
    assert set(offline["runs"]) == {"hybrid/weighted", "hybrid/rrf", "lexical", "supabase"}
    for run in offline["runs"].values():
        assert set(run["overall"]) == SUMMARY_KEYS
        assert run["overall"]["queries"] == 4
        assert run["overall"]["graded_queries"] == 3
        assert run["overall"]["no_match_queries"] == 1
        assert set(run["by_language"]) == {"en", "es"}
        assert set(run["by_category"]) == {"dish_name", "ingredient", "no_match"}
        overall = run["overall"]
        assert 0.0 <= overall["precision_at_3"] <= overall["capped_precision_at_3"] <= 1.0
        # Every graded query of the file has exactly one relevant recipe: at best 1/3 each.
        assert overall["precision_at_3_ceiling"] == pytest.approx(0.3333, abs=1e-4)
        assert isinstance(run["en_es_gap_points"], float | int)
        assert isinstance(run["en_es_capped_gap_points"], float | int)
    assert set(offline["misses"]) == set(offline["runs"])
    # And the command's quiet logging ended with it
    assert logger.log_level == level


@pytest.mark.usefixtures("seeded")
def test_eval_table_output(database_url: str, query_file: Path) -> None:
    result = CliRunner().invoke(
        app,
        ["eval", "--queries", str(query_file), "--combine", "rrf"],
        env={"DATABASE_URL": database_url},
    )

    assert result.exit_code == 0, result.output
    assert "hybrid/rrf" in result.stdout
    assert "lexical" in result.stdout
    assert "hybrid/weighted" not in result.stdout


@pytest.mark.usefixtures("seeded")
def test_the_supabase_baseline_answers_whatever_matches(
    database_url: str, query_file: Path
) -> None:
    # When: only the documented hybrid search beside ours
    result = CliRunner().invoke(
        app,
        ["eval", "--queries", str(query_file), "--json", "--combine", "rrf"],
        env={"DATABASE_URL": database_url},
    )

    # Then: it has no "let's create one" threshold, so "beef wellington" gets the beef dishes
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    runs = summary["providers"]["offline"]["runs"]
    assert set(runs) == {"hybrid/rrf", "lexical", "supabase"}
    baseline = runs["supabase"]["overall"]
    assert baseline["fallback_correct_rate"] == 0.0
    assert baseline["graded_queries"] == 3


@pytest.mark.usefixtures("seeded")
def test_no_baseline_on_request(database_url: str, query_file: Path) -> None:
    result = CliRunner().invoke(
        app,
        [
            *("eval", "--queries", str(query_file), "--json"),
            *("--combine", "rrf", "--baseline", "none"),
        ],
        env={"DATABASE_URL": database_url},
    )

    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert set(summary["providers"]["offline"]["runs"]) == {"hybrid/rrf", "lexical"}


@pytest.mark.usefixtures("seeded")
def test_eval_runs_one_half_of_the_set(database_url: str, query_file: Path) -> None:
    result = CliRunner().invoke(
        app,
        [
            *("eval", "--queries", str(query_file), "--json"),
            *("--combine", "rrf", "--split", "even"),
        ],
        env={"DATABASE_URL": database_url},
    )

    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    # The even-numbered queries: en-2 (no match) and es-2 (ingredient).
    assert summary["queries"] == 2
    run = summary["providers"]["offline"]["runs"]["lexical"]
    assert run["overall"]["no_match_queries"] == 1
    assert set(run["by_category"]) == {"ingredient", "no_match"}


@pytest.mark.usefixtures("seeded")
def test_unknown_recipe_in_the_query_file(database_url: str, tmp_path: Path) -> None:
    broken = dict(QUERIES)
    broken["queries"] = [{**QUERIES["queries"][0], "relevant": {"no_such_recipe": 2}}]
    path = tmp_path / "typo.json"
    path.write_text(json.dumps(broken), encoding="utf-8")

    result = CliRunner().invoke(
        app, ["eval", "--queries", str(path)], env={"DATABASE_URL": database_url}
    )

    assert result.exit_code == 1
    assert "typo.json" in result.output
    assert "'en-1'" in result.output
    assert "no_such_recipe" in result.output


def test_bad_options_fail_before_touching_the_database(query_file: Path) -> None:
    runner = CliRunner()
    env = {"DATABASE_URL": "postgresql://nobody@127.0.0.1:1/none"}

    unknown = runner.invoke(app, ["eval", "--queries", str(query_file), "--provider", "x"], env=env)
    combine = runner.invoke(
        app, ["eval", "--queries", str(query_file), "--combine", "max"], env=env
    )

    assert unknown.exit_code == 1
    assert "unknown provider 'x'" in unknown.output
    assert combine.exit_code == 2
