"""Eval summaries: groups by language and category, fallback rates, the EN/ES gap, misses."""

from __future__ import annotations

import pytest

from cli.evaluate.queries import EvalCase
from cli.evaluate.summary import QueryRun, find_misses, summarise, summarise_run


def case(qid: str, language: str, category: str, grades: dict[str, int]) -> EvalCase:
    return EvalCase(
        id=qid,
        language=language,  # type: ignore[arg-type]
        category=category,
        text=f"query {qid}",
        max_time=None,
        cuisine=None,
        diet=None,
        difficulty=None,
        meal_type=None,
        allergens=(),
        diets=(),
        grades=grades,
    )


def run(c: EvalCase, ranked: tuple[str | None, ...], decision: str = "results") -> QueryRun:
    return QueryRun(
        case=c,
        ranked=ranked,
        decision=decision,
        fallback_reason=None if decision == "results" else "low_confidence",
        top_score=0.5,
        latency_ms=10.0,
    )


EN = case("en-1", "en", "dish_name", {"a": 3, "b": 2})
ES = case("es-1", "es", "dish_name", {"a": 3})
NONE_EN = case("en-9", "en", "no_match", {})
NONE_ES = case("es-9", "es", "no_match", {})

RUNS = [
    run(EN, ("a", "b", "x")),  # P@3 2/3, gP@3 2/3, recall 1, RR 1
    run(ES, ("x", "a"), decision="fallback"),  # P@3 1/3, gP@3 1/3, recall 1, RR 1/2
    run(NONE_EN, (), decision="fallback"),  # correct fallback
    run(NONE_ES, ("x",)),  # should have fallen back
]


def test_overall_figures() -> None:
    summary = summarise(RUNS)

    assert summary.queries == 4
    assert summary.graded_queries == 2
    assert summary.precision_at_3 == pytest.approx((2 / 3 + 1 / 3) / 2)
    # EN has two relevant recipes (both in the top 3: 2/2), ES one (in the top 3: 1/1).
    assert summary.capped_precision_at_3 == pytest.approx(1.0)
    # At best 2/3 for EN and 1/3 for ES.
    assert summary.precision_at_3_ceiling == pytest.approx((2 / 3 + 1 / 3) / 2)
    assert summary.graded_precision_at_3 == pytest.approx((2 / 3 + 1 / 3) / 2)
    assert summary.recall_at_5 == pytest.approx(1.0)
    assert summary.mrr == pytest.approx(0.75)
    # One of the two graded queries fell back; one of the two no-match queries did.
    assert summary.fallback_rate == pytest.approx(0.5)
    assert summary.no_match_queries == 2
    assert summary.fallback_correct_rate == pytest.approx(0.5)
    assert summary.mean_latency_ms == pytest.approx(10.0)
    # Only the graded query's fallback is a failure to explain; the no-match one's is right.
    assert summary.fallback_reasons == {"low_confidence": 1}


def test_groups_and_gap() -> None:
    result = summarise_run(RUNS)

    assert sorted(result.by_language) == ["en", "es"]
    assert sorted(result.by_category) == ["dish_name", "no_match"]
    # EN precision@3 2/3, ES 1/3: EN ahead by 33.3 points.
    assert result.en_es_gap_points == pytest.approx(100 / 3)
    # Both languages score 1 on capped precision: no gap.
    assert result.en_es_capped_gap_points == pytest.approx(0.0)
    no_match = result.by_category["no_match"]
    assert no_match.precision_at_3 is None
    assert no_match.capped_precision_at_3 is None
    assert no_match.fallback_correct_rate == pytest.approx(0.5)


def test_misses_worst_first() -> None:
    misses = find_misses(RUNS, 10)

    # The no-match query that did not fall back first, then ES (RR 1/2); EN (RR 1) is no miss.
    assert [miss.id for miss in misses] == ["es-9", "es-1"]
    assert misses[1].expected == ("a",)
    assert misses[1].reciprocal_rank == pytest.approx(0.5)
    assert find_misses(RUNS, 1)[0].id == "es-9"
    assert find_misses(RUNS, 0) == []
