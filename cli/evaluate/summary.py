"""From per-query search outcomes to the eval's figures: overall, per language, per category.

A graded query (some recipe relevant) is scored on its ranking: precision@3 (grade ≥ 1), with
the best any ranking could score (its ceiling: many queries have fewer than three relevant
recipes), capped precision@3 (over min(3, relevant recipes), 1 for a perfect ranking: the
figure quality targets are judged on, see `cli.evaluate.metrics`), graded precision@3
(grade ≥ 2), nDCG@5, recall@5 and reciprocal rank, and counts as a fallback when the
search gave up on it (a fallback on a graded query is a failure). A no-match query is scored only
on whether the search fell back, which is the right answer there.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cli.evaluate.metrics import (
    capped_precision_at_k,
    mean,
    ndcg_at_k,
    percentile,
    precision_at_k,
    precision_ceiling,
    recall_at_k,
    reciprocal_rank,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from cli.evaluate.queries import EvalCase

__all__ = [
    "GroupSummary",
    "Miss",
    "QueryRun",
    "RunSummary",
    "find_misses",
    "summarise",
    "summarise_run",
]

PRECISION_K = 3
RANKING_K = 5
GOOD_GRADE = 2


@dataclass(frozen=True, kw_only=True)
class QueryRun:
    """What the search returned for one case."""

    case: EvalCase
    ranked: tuple[str | None, ...]
    decision: str
    fallback_reason: str | None
    top_score: float | None
    latency_ms: float

    @property
    def fell_back(self) -> bool:
        """True when the search answered with a fallback instead of results."""
        return self.decision == "fallback"


@dataclass(frozen=True, kw_only=True)
class GroupSummary:
    """The figures of one group of queries (None where the group has nothing to score)."""

    queries: int
    graded_queries: int
    precision_at_3: float | None
    # The best precision@3 any ranking could score on these queries.
    precision_at_3_ceiling: float | None
    capped_precision_at_3: float | None
    graded_precision_at_3: float | None
    ndcg_at_5: float | None
    recall_at_5: float | None
    mrr: float | None
    fallback_rate: float | None
    no_match_queries: int
    fallback_correct_rate: float | None
    mean_latency_ms: float | None
    p95_latency_ms: float | None
    # Why graded queries fell back (`SearchOutcome.fallback_reason`), most frequent first: which
    # mechanism gives up on answerable queries.
    fallback_reasons: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, kw_only=True)
class RunSummary:
    """One run (a mode and combine setting) over the whole query set."""

    overall: GroupSummary
    by_language: dict[str, GroupSummary] = field(default_factory=dict)
    by_category: dict[str, GroupSummary] = field(default_factory=dict)
    # Points of precision@3, EN minus ES (positive: English does better).
    en_es_gap_points: float | None = None
    # The same gap in capped precision@3.
    en_es_capped_gap_points: float | None = None


@dataclass(frozen=True, kw_only=True)
class Miss:
    """A query the search got wrong, for `--show-misses`."""

    id: str
    language: str
    category: str
    query: str
    decision: str
    returned: tuple[str | None, ...]
    expected: tuple[str, ...]
    reciprocal_rank: float | None


def summarise(runs: Sequence[QueryRun]) -> GroupSummary:
    """Score a group of query runs.

    Args:
        runs: the runs (graded and no-match mixed).

    Returns:
        The group's figures; means over the queries that have the figure.
    """
    graded = [run for run in runs if not run.case.expects_no_match]
    no_match = [run for run in runs if run.case.expects_no_match]
    latencies = [run.latency_ms for run in runs]
    return GroupSummary(
        queries=len(runs),
        graded_queries=len(graded),
        precision_at_3=mean(precision_at_k(r.ranked, r.case.grades, PRECISION_K) for r in graded),
        precision_at_3_ceiling=mean(precision_ceiling(r.case.grades, PRECISION_K) for r in graded),
        capped_precision_at_3=mean(
            capped_precision_at_k(r.ranked, r.case.grades, PRECISION_K) for r in graded
        ),
        graded_precision_at_3=mean(
            precision_at_k(r.ranked, r.case.grades, PRECISION_K, min_grade=GOOD_GRADE)
            for r in graded
        ),
        ndcg_at_5=mean(ndcg_at_k(r.ranked, r.case.grades, RANKING_K) for r in graded),
        recall_at_5=mean(recall_at_k(r.ranked, r.case.grades, RANKING_K) for r in graded),
        mrr=mean(reciprocal_rank(r.ranked, r.case.grades) for r in graded),
        fallback_rate=mean(1.0 if r.fell_back else 0.0 for r in graded),
        no_match_queries=len(no_match),
        fallback_correct_rate=mean(1.0 if r.fell_back else 0.0 for r in no_match),
        mean_latency_ms=mean(latencies),
        p95_latency_ms=percentile(latencies, 0.95),
        fallback_reasons=dict(
            Counter(r.fallback_reason or "unknown" for r in graded if r.fell_back).most_common()
        ),
    )


def summarise_run(runs: Sequence[QueryRun]) -> RunSummary:
    """Score a whole run, overall and split by language and by category.

    Args:
        runs: every query's run.

    Returns:
        The summary, groups in sorted order.
    """
    by_language = {
        language: summarise(group) for language, group in _group(runs, lambda r: r.case.language)
    }
    by_category = {
        category: summarise(group) for category, group in _group(runs, lambda r: r.case.category)
    }
    en = by_language.get("en")
    es = by_language.get("es")
    return RunSummary(
        overall=summarise(runs),
        by_language=by_language,
        by_category=by_category,
        en_es_gap_points=_gap_points(en, es, lambda g: g.precision_at_3),
        en_es_capped_gap_points=_gap_points(en, es, lambda g: g.capped_precision_at_3),
    )


def _gap_points(
    en: GroupSummary | None,
    es: GroupSummary | None,
    figure: Callable[[GroupSummary], float | None],
) -> float | None:
    if en is None or es is None:
        return None
    en_value, es_value = figure(en), figure(es)
    if en_value is None or es_value is None:
        return None
    return (en_value - es_value) * 100


def find_misses(runs: Iterable[QueryRun], limit: int) -> list[Miss]:
    """The worst-served queries: graded ones whose first hit is not relevant, worst first, and
    no-match ones that did not fall back.

    Args:
        runs: the runs.
        limit: how many to return at most.

    Returns:
        Up to `limit` misses.
    """
    misses: list[tuple[float, Miss]] = []
    for run in runs:
        case = run.case
        if case.expects_no_match:
            if run.fell_back:
                continue
            rank_score = None
            order = -1.0
        else:
            rank_score = reciprocal_rank(run.ranked, case.grades)
            if rank_score >= 1.0:
                continue
            order = rank_score
        expected = tuple(sorted(case.grades, key=lambda slug: (-case.grades[slug], slug)))
        misses.append(
            (
                order,
                Miss(
                    id=case.id,
                    language=case.language,
                    category=case.category,
                    query=case.text,
                    decision=run.decision,
                    returned=run.ranked,
                    expected=expected,
                    reciprocal_rank=rank_score,
                ),
            )
        )
    misses.sort(key=lambda item: (item[0], item[1].id))
    return [miss for _, miss in misses[: max(limit, 0)]]


def _group(
    runs: Sequence[QueryRun], key: Callable[[QueryRun], str]
) -> list[tuple[str, list[QueryRun]]]:
    groups: dict[str, list[QueryRun]] = {}
    for run in runs:
        groups.setdefault(key(run), []).append(run)
    return sorted(groups.items())
