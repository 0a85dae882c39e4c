"""Ranking metrics of the search eval, against values worked out by hand."""

from __future__ import annotations

import math

import pytest

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

# a (3) at rank 1, an unjudged x at 2, b (1) at 3, c (2) at 4, unjudged y at 5; d (2) not found.
RANKED = ("a", "x", "b", "c", "y")
GRADES = {"a": 3, "b": 1, "c": 2, "d": 2}


def test_precision_at_3_counts_any_relevant_grade() -> None:
    # a and b are relevant among a, x, b: 2 / 3.
    assert precision_at_k(RANKED, GRADES, 3) == pytest.approx(2 / 3)


def test_graded_precision_at_3_needs_grade_two() -> None:
    # Only a (3) is graded 2 or more among a, x, b: 1 / 3.
    assert precision_at_k(RANKED, GRADES, 3, min_grade=2) == pytest.approx(1 / 3)


def test_precision_does_not_reward_a_short_list() -> None:
    # One relevant hit and two empty positions: 1 / 3, not 1 / 1.
    assert precision_at_k(("a",), GRADES, 3) == pytest.approx(1 / 3)


def test_a_hit_without_a_slug_is_never_relevant() -> None:
    assert precision_at_k((None, "a", None), GRADES, 3) == pytest.approx(1 / 3)


def test_capped_precision_with_more_relevant_recipes_than_k_is_the_textbook_figure() -> None:
    # Four relevant recipes: the denominator stays 3; a and b among a, x, b: 2 / 3.
    assert capped_precision_at_k(RANKED, GRADES, 3) == pytest.approx(2 / 3)


def test_capped_precision_scores_a_perfect_short_answer_one() -> None:
    # One relevant recipe, found first: 1 / min(3, 1) = 1, where the textbook figure is 1 / 3.
    assert capped_precision_at_k(("a", "x", "y"), {"a": 3}, 3) == 1.0
    assert precision_at_k(("a", "x", "y"), {"a": 3}, 3) == pytest.approx(1 / 3)
    # The single relevant recipe anywhere in the first three counts the same.
    assert capped_precision_at_k(("x", "y", "a"), {"a": 3}, 3) == 1.0
    # ... and outside them, not at all.
    assert capped_precision_at_k(("x", "y", "z", "a"), {"a": 3}, 3) == 0.0


def test_capped_precision_with_two_relevant_recipes() -> None:
    # Two relevant, one of them in the first three: 1 / min(3, 2) = 1 / 2.
    assert capped_precision_at_k(("a", "x", "y", "b"), {"a": 1, "b": 2}, 3) == pytest.approx(0.5)
    # With the grade-2 bar only b counts, and it is outside the first three: 0 / 1.
    assert capped_precision_at_k(("a", "x", "y", "b"), {"a": 1, "b": 2}, 3, min_grade=2) == 0.0
    # A short list is not penalised for its empty places when the relevant ones are there.
    assert capped_precision_at_k(("b", "a"), {"a": 1, "b": 2}, 3) == 1.0


def test_capped_precision_is_undefined_without_relevant_recipes() -> None:
    with pytest.raises(ValueError, match="capped precision"):
        capped_precision_at_k(RANKED, {}, 3)
    with pytest.raises(ValueError, match="capped precision"):
        capped_precision_at_k(RANKED, {"b": 1}, 3, min_grade=2)


def test_precision_ceiling() -> None:
    # 1, 2 and 4 relevant recipes: at best 1/3, 2/3 and 3/3 of the first three.
    assert precision_ceiling({"a": 3}, 3) == pytest.approx(1 / 3)
    assert precision_ceiling({"a": 3, "b": 1}, 3) == pytest.approx(2 / 3)
    assert precision_ceiling(GRADES, 3) == 1.0
    # Only grade 2 and up: a, c and d of GRADES.
    assert precision_ceiling(GRADES, 5, min_grade=2) == pytest.approx(3 / 5)
    assert precision_ceiling({}, 3) == 0.0


def test_recall_at_5() -> None:
    # a, b and c of the four relevant recipes are in the first five: 3 / 4.
    assert recall_at_k(RANKED, GRADES, 5) == pytest.approx(0.75)


def test_ndcg_at_5_with_graded_gains() -> None:
    # DCG  = (2^3-1)/log2 2 + 0 + (2^1-1)/log2 4 + (2^2-1)/log2 5 + 0
    #      = 7 + 0.5 + 3/2.321928 = 8.792030
    # IDCG = 7/log2 2 + 3/log2 3 + 3/log2 4 + 1/log2 5 = 7 + 1.892789 + 1.5 + 0.430677
    #      = 10.823466
    assert ndcg_at_k(RANKED, GRADES, 5) == pytest.approx(0.812312, abs=1e-6)


def test_ndcg_is_one_in_the_ideal_order() -> None:
    assert ndcg_at_k(("a", "c", "d", "b"), GRADES, 5) == pytest.approx(1.0)


def test_ndcg_of_a_short_list() -> None:
    # Only c (2) returned, ideal a (3), c (2): 3 / (7 + 3/log2 3) = 3 / 8.892789.
    assert ndcg_at_k(("c",), {"a": 3, "c": 2}, 5) == pytest.approx(0.337352, abs=1e-6)


def test_reciprocal_rank() -> None:
    assert reciprocal_rank(RANKED, GRADES) == 1.0
    assert reciprocal_rank(("x", "y", "b"), GRADES) == pytest.approx(1 / 3)
    assert reciprocal_rank(("x", "y"), GRADES) == 0.0
    assert reciprocal_rank(("b", "c"), GRADES, min_grade=2) == pytest.approx(0.5)


def test_undefined_without_relevant_recipes() -> None:
    with pytest.raises(ValueError, match="recall"):
        recall_at_k(RANKED, {}, 5)
    with pytest.raises(ValueError, match="nDCG"):
        ndcg_at_k(RANKED, {}, 5)


def test_k_must_be_positive() -> None:
    with pytest.raises(ValueError, match="positive"):
        precision_at_k(RANKED, GRADES, 0)


def test_mean_of_nothing_is_none() -> None:
    assert mean([]) is None
    assert mean([1.0, 2.0, 4.5]) == pytest.approx(2.5)


def test_percentile_interpolates() -> None:
    samples = [10.0, 20.0, 30.0, 40.0, 50.0]
    # p50 is the middle value; p95 sits at position 0.95 * 4 = 3.8: 40 + 0.8 * 10 = 48.
    assert percentile(samples, 0.5) == 30.0
    assert percentile(samples, 0.95) == pytest.approx(48.0)
    assert percentile(samples, 1.0) == 50.0
    assert percentile([], 0.5) is None
    assert math.isclose(percentile([7.0], 0.95) or 0.0, 7.0)
    with pytest.raises(ValueError, match="between 0 and 1"):
        percentile(samples, 1.5)
