"""How the eval reports: one JSON object (for tooling) or rich tables (for people).

Both carry the same figures: per provider, per run (`hybrid/<combine>`, `lexical`), overall, per
language and per category, the EN/ES gap, and the misses when asked for. Rates are fractions in
[0, 1] rounded to four places; the gaps are in points of precision@3 (capped and textbook). The
table shows capped precision@3 ("cP@3"), textbook precision@3 ("P@3") and the textbook figure's
ceiling ("max P@3"), the best any ranking could score on those queries.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from rich.markup import escape
from rich.table import Table

if TYPE_CHECKING:
    from collections.abc import Sequence
    from pathlib import Path

    from rich.console import Console

    from cli.evaluate.run import ProviderEval
    from cli.evaluate.summary import GroupSummary, RunSummary

__all__ = ["eval_json", "render_eval"]

_DIGITS = 4


def _rounded(value: Any) -> Any:
    if isinstance(value, float):
        return round(value, _DIGITS)
    if isinstance(value, dict):
        return {key: _rounded(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_rounded(item) for item in value]
    return value


def eval_json(*, query_file: Path, queries: int, results: Sequence[ProviderEval]) -> dict[str, Any]:
    """The eval's summary as a JSON-ready dict.

    Args:
        query_file: the query set that ran.
        queries: how many queries it holds.
        results: one entry per provider.

    Returns:
        `{"query_file", "queries", "providers": {name: {...}}}`.
    """
    providers: dict[str, Any] = {}
    for result in results:
        entry: dict[str, Any] = {
            "embedding_model": result.coverage.embedding_model,
            "embedding_coverage": asdict(result.coverage),
            "best_combine": result.best_combine,
            "runs": {key: asdict(run) for key, run in result.runs.items()},
        }
        if result.misses:
            entry["misses"] = {key: [asdict(m) for m in ms] for key, ms in result.misses.items()}
        providers[result.provider] = entry
    summary: dict[str, Any] = _rounded(
        {"query_file": str(query_file), "queries": queries, "providers": providers}
    )
    return summary


def _pct(value: float | None) -> str:
    return "—" if value is None else f"{value * 100:.1f}"


def _row(table: Table, run: str, group: str, summary: GroupSummary) -> None:
    table.add_row(
        run,
        group,
        str(summary.queries),
        _pct(summary.capped_precision_at_3),
        _pct(summary.precision_at_3),
        _pct(summary.precision_at_3_ceiling),
        _pct(summary.graded_precision_at_3),
        _pct(summary.ndcg_at_5),
        _pct(summary.recall_at_5),
        _pct(summary.mrr),
        _pct(summary.fallback_rate),
        _pct(summary.fallback_correct_rate),
        "—" if summary.mean_latency_ms is None else f"{summary.mean_latency_ms:.1f}",
    )


def _run_rows(table: Table, key: str, run: RunSummary) -> None:
    _row(table, key, "all", run.overall)
    for language, summary in run.by_language.items():
        _row(table, "", language, summary)
    for category, summary in run.by_category.items():
        _row(table, "", category, summary)
    table.add_row(
        "",
        "EN-ES gap",
        "",
        _points(run.en_es_capped_gap_points),
        _points(run.en_es_gap_points),
        end_section=True,
    )


def _points(value: float | None) -> str:
    return "—" if value is None else f"{value:+.1f} pts"


def render_eval(console: Console, results: Sequence[ProviderEval]) -> None:
    """Print one table per provider (and its misses).

    Args:
        console: where to print.
        results: one entry per provider.
    """
    for result in results:
        coverage = result.coverage
        table = Table(
            title=(
                f"{result.provider} — {coverage.embedding_model} "
                f"({coverage.covered}/{coverage.published} recipes embedded); "
                f"best combine: {result.best_combine or '—'}"
            ),
            caption="percent; cP@3 = hits in the top 3 over min(3, relevant recipes); "
            "max P@3 = the best P@3 any ranking could score; "
            "fallback = share of graded queries answered with a fallback; "
            "fb ok = share of no-match queries that fell back",
        )
        columns = ("run", "group", "n", "cP@3", "P@3", "max P@3", "gP@3")
        for name in (*columns, "nDCG@5", "R@5", "MRR", "fallback"):
            table.add_column(name, justify="left" if name in ("run", "group") else "right")
        table.add_column("fb ok", justify="right")
        table.add_column("ms", justify="right")
        for key, run in result.runs.items():
            _run_rows(table, key, run)
        console.print(table)
        for key, run in result.runs.items():
            reasons = run.overall.fallback_reasons
            if reasons:
                listed = ", ".join(f"{reason} {count}" for reason, count in reasons.items())
                console.print(f"{key}: answerable queries fell back as {listed}")
        for key, misses in result.misses.items():
            if not misses:
                continue
            listing = Table(
                "id", "query", "decision", "returned", "expected", title=f"misses: {key}"
            )
            for miss in misses:
                listing.add_row(
                    escape(miss.id),
                    escape(miss.query),
                    miss.decision,
                    ", ".join(slug or "?" for slug in miss.returned[:3]) or "—",
                    ", ".join(miss.expected[:3]) or "(fallback)",
                )
            console.print(listing)
