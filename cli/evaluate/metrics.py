"""Ranking metrics for the search eval: pure functions over a ranked list and graded judgements.

A ranked list holds the slugs the search returned, best first (`None` for a hit without a slug,
which is never relevant). Judgements map a slug to its grade: 1 (acceptable), 2 (good),
3 (ideal); anything missing is grade 0. Apart from capped precision, the definitions are the
textbook ones, so the figures compare with published ones:

- precision@k: relevant hits in the first k, over k (a short list is not rewarded);
- capped precision@k: relevant hits in the first k, over min(k, number of relevant recipes).
  With few relevant recipes the textbook figure cannot reach 1: a dish name with one matching
  recipe scores at most 1/3 at k = 3 however good the ranking. Capping the denominator (the
  R-capped precision used when relevant sets are small) makes a perfect ranking score 1 on
  every query, so a target such as "precision@3 ≥ 0.80" is reachable; the textbook figure is
  still reported, with its ceiling (`precision_ceiling`), the best any ranking can score;
- recall@k: relevant hits in the first k, over all relevant recipes;
- nDCG@k: DCG with gain 2^g - 1 and discount log2(rank + 1), over the ideal DCG;
- reciprocal rank: 1 / the rank of the first relevant hit, 0 when there is none.

Capped precision, recall and nDCG are undefined for a query without relevant recipes (the
"no match" queries); those raise, and the caller scores such queries by whether the search fell
back instead.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

__all__ = [
    "capped_precision_at_k",
    "mean",
    "ndcg_at_k",
    "percentile",
    "precision_at_k",
    "precision_ceiling",
    "recall_at_k",
    "reciprocal_rank",
]


def _grade(grades: Mapping[str, int], slug: str | None) -> int:
    return grades.get(slug, 0) if slug is not None else 0


def _check_k(k: int) -> None:
    if k < 1:
        raise ValueError("k must be positive")


def precision_at_k(
    ranked: Sequence[str | None], grades: Mapping[str, int], k: int, *, min_grade: int = 1
) -> float:
    """Share of the first k positions holding a recipe graded at least `min_grade`.

    Args:
        ranked: returned slugs, best first (may be shorter than k).
        grades: slug → grade (1..3); missing slugs are grade 0.
        k: the cut-off.
        min_grade: the grade a hit needs to count (1 = relevant, 2 = good or better).

    Returns:
        A value in [0, 1]; empty positions count as misses.

    Raises:
        ValueError: `k` is not positive.
    """
    _check_k(k)
    hits = sum(1 for slug in ranked[:k] if _grade(grades, slug) >= min_grade)
    return hits / k


def _relevant_count(grades: Mapping[str, int], min_grade: int) -> int:
    return sum(1 for grade in grades.values() if grade >= min_grade)


def capped_precision_at_k(
    ranked: Sequence[str | None], grades: Mapping[str, int], k: int, *, min_grade: int = 1
) -> float:
    """Hits graded at least `min_grade` in the first k, over min(k, how many such recipes exist).

    Args:
        ranked: returned slugs, best first (may be shorter than k).
        grades: slug → grade (1..3); missing slugs are grade 0.
        k: the cut-off.
        min_grade: the grade a hit needs to count.

    Returns:
        A value in [0, 1]; 1 whenever the first k hold every qualifying recipe they can.

    Raises:
        ValueError: `k` is not positive, or no recipe reaches `min_grade`.
    """
    _check_k(k)
    relevant = _relevant_count(grades, min_grade)
    if relevant == 0:
        raise ValueError("capped precision is undefined without relevant recipes")
    hits = sum(1 for slug in ranked[:k] if _grade(grades, slug) >= min_grade)
    return hits / min(k, relevant)


def precision_ceiling(grades: Mapping[str, int], k: int, *, min_grade: int = 1) -> float:
    """The best textbook precision@k any ranking can reach: min(k, relevant recipes) / k.

    Args:
        grades: slug → grade.
        k: the cut-off.
        min_grade: the grade a hit needs to count.

    Returns:
        A value in [0, 1] (0 without relevant recipes).

    Raises:
        ValueError: `k` is not positive.
    """
    _check_k(k)
    return min(k, _relevant_count(grades, min_grade)) / k


def recall_at_k(ranked: Sequence[str | None], grades: Mapping[str, int], k: int) -> float:
    """Share of the relevant recipes (grade ≥ 1) found in the first k positions.

    Args:
        ranked: returned slugs, best first.
        grades: slug → grade.
        k: the cut-off.

    Returns:
        A value in [0, 1].

    Raises:
        ValueError: `k` is not positive, or no recipe is relevant.
    """
    _check_k(k)
    relevant = {slug for slug, grade in grades.items() if grade >= 1}
    if not relevant:
        raise ValueError("recall is undefined without relevant recipes")
    found = {slug for slug in ranked[:k] if slug in relevant}
    return len(found) / len(relevant)


def ndcg_at_k(ranked: Sequence[str | None], grades: Mapping[str, int], k: int) -> float:
    """Normalised discounted cumulative gain over the first k positions (gain 2^g - 1).

    Args:
        ranked: returned slugs, best first.
        grades: slug → grade.
        k: the cut-off.

    Returns:
        A value in [0, 1]; 1 when the first k are in the ideal order.

    Raises:
        ValueError: `k` is not positive, or no recipe is relevant.
    """
    _check_k(k)
    ideal_grades = sorted((grade for grade in grades.values() if grade >= 1), reverse=True)
    if not ideal_grades:
        raise ValueError("nDCG is undefined without relevant recipes")
    ideal = _dcg(ideal_grades[:k])
    actual = _dcg([_grade(grades, slug) for slug in ranked[:k]])
    return actual / ideal


def _dcg(grades: Iterable[int]) -> float:
    # Rank r (1-based) is discounted by log2(r + 1): index i (0-based) by log2(i + 2).
    return sum(((1 << grade) - 1) / math.log2(index + 2) for index, grade in enumerate(grades))


def reciprocal_rank(
    ranked: Sequence[str | None], grades: Mapping[str, int], *, min_grade: int = 1
) -> float:
    """1 / the rank of the first hit graded at least `min_grade`; 0 when there is none.

    Args:
        ranked: returned slugs, best first (the whole list counts).
        grades: slug → grade.
        min_grade: the grade a hit needs to count.

    Returns:
        A value in [0, 1].
    """
    for rank, slug in enumerate(ranked, start=1):
        if _grade(grades, slug) >= min_grade:
            return 1.0 / rank
    return 0.0


def mean(values: Iterable[float]) -> float | None:
    """The arithmetic mean, or None for no values (an empty group has no score, not 0).

    Args:
        values: the values.

    Returns:
        The mean, or None.
    """
    items = list(values)
    return sum(items) / len(items) if items else None


def percentile(values: Iterable[float], fraction: float) -> float | None:
    """The `fraction` percentile by linear interpolation between closest ranks.

    Args:
        values: the sample.
        fraction: 0.5 for the median, 0.95 for p95; in [0, 1].

    Returns:
        The percentile, or None for an empty sample.

    Raises:
        ValueError: `fraction` is outside [0, 1].
    """
    if not 0.0 <= fraction <= 1.0:
        raise ValueError("fraction must be between 0 and 1")
    ordered = sorted(values)
    if not ordered:
        return None
    position = fraction * (len(ordered) - 1)
    lower = math.floor(position)
    upper = min(lower + 1, len(ordered) - 1)
    weight = position - lower
    return ordered[lower] + (ordered[upper] - ordered[lower]) * weight
