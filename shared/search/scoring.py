"""Combining the four signals into one score, and deciding results vs fallback (pure).

Weighted (seed 000 §6.5, the default): ``0.50 semantic + 0.25 lexical + 0.10 metadata + 0.15
personalization``, every signal in [0, 1]. A signal the query cannot have (no semantic signal
without a query embedding, no lexical one without query text) gives its weight to the others
in proportion, so a lexical-only score is still on the [0, 1] scale the thresholds assume.

Reciprocal rank fusion (``combine="rrf"``, the default): ``sum w_i / (k + rank_i)`` over the
semantic ranking and the lexical ranking, each with its own weight (`rrf_semantic_weight`,
`rrf_lexical_weight`; k = `rrf_k`). A recipe enters a ranking only on evidence (a cosine above
the model's floor, a lexical score above 0), so a query nothing matches still has nothing to
fuse and falls back. The fused value is divided by its maximum, ``sum w_i / (k + 1)`` over the
query's rankings that hold some recipe (first in every ranking = 1), so a recipe only the
semantic side found stays low when the query had words to match and none matched, and a
recipe the words match first is the best there is when the model finds no recipe similar.
Metadata plus personalization are added as a small term with their own combined weight:
``(1 - w) * fused + w * context`` where ``w = weight_metadata + weight_personalization``
(0.25). A rank-only score says nothing about how good the best match is, which is why RRF has
its own thresholds in the settings.

Scores are rounded to 6 decimals and ties are broken by recipe id, so equal input always
gives the same order (seed 000 §6.5 deterministic ranking).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    import uuid
    from collections.abc import Callable, Sequence

    from shared.search.model import Decision
    from shared.search.settings import SearchSettings, SemanticRange

__all__ = [
    "Candidate",
    "Scored",
    "Verdict",
    "combine",
    "decide",
    "normalise_similarity",
    "rank_order",
]

_DECIMALS: Final = 6


@dataclass(frozen=True, kw_only=True)
class Candidate:
    """One recipe's signals before combination.

    Attributes:
        recipe_id: The recipe.
        similarity: Raw cosine similarity to the query, or None (no query embedding, or no
            embedding of the recipe for the query's model).
        lexical: Lexical evidence in [0, 1] (`shared.search.lexical`).
        metadata: Metadata fit in [0, 1] (`shared.search.fit`).
        personalization: Personalization fit in [0, 1].
    """

    recipe_id: uuid.UUID
    similarity: float | None
    lexical: float
    metadata: float
    personalization: float


@dataclass(frozen=True, kw_only=True)
class Scored:
    """A candidate's final score and its four normalised signals."""

    recipe_id: uuid.UUID
    score: float
    semantic: float
    lexical: float
    metadata: float
    personalization: float


@dataclass(frozen=True, kw_only=True)
class Verdict:
    """The decision over a scored candidate list."""

    decision: Decision
    included: tuple[Scored, ...]
    top_score: float | None
    high_confidence: bool


def normalise_similarity(similarity: float | None, semantic_range: SemanticRange) -> float:
    """Map a raw cosine to [0, 1] linearly between the model's floor and ceiling."""
    if similarity is None:
        return 0.0
    floor, ceiling = semantic_range
    return min(1.0, max(0.0, (similarity - floor) / (ceiling - floor)))


def rank_order(score: float, recipe_id: uuid.UUID) -> tuple[float, uuid.UUID]:
    """The sort key of the final ranking: higher score first, then the lower id."""
    return (-score, recipe_id)


def _clamp(value: float) -> float:
    return round(min(1.0, max(0.0, value)), _DECIMALS)


def _ranks(
    candidates: Sequence[Candidate], value: Callable[[Candidate], float]
) -> dict[uuid.UUID, int]:
    ranked = sorted((c for c in candidates if value(c) > 0), key=lambda c: (-value(c), c.recipe_id))
    # Competition ranking ("1224"): equal evidence shares a rank, so identical recipes fuse to
    # identical scores and only the final id tie-break orders them.
    ranks: dict[uuid.UUID, int] = {}
    previous: float | None = None
    rank = 0
    for position, candidate in enumerate(ranked, start=1):
        current = value(candidate)
        if current != previous:
            rank, previous = position, current
        ranks[candidate.recipe_id] = rank
    return ranks


def combine(
    candidates: Sequence[Candidate],
    settings: SearchSettings,
    *,
    semantic_range: SemanticRange,
    has_semantic: bool,
    has_lexical: bool,
) -> list[Scored]:
    """Score every candidate and order them best first (ties by recipe id).

    Args:
        candidates: The union of the vector and lexical candidates, gated already.
        settings: Weights, the combination method and RRF's k.
        semantic_range: The query model's cosine floor and ceiling.
        has_semantic: Whether the query was embedded (the semantic signal exists).
        has_lexical: Whether the query has text (the lexical signal exists).

    Returns:
        The scored candidates, best first.
    """
    semantic = {c.recipe_id: normalise_similarity(c.similarity, semantic_range) for c in candidates}
    w_sem = settings.weight_semantic if has_semantic else 0.0
    w_lex = settings.weight_lexical if has_lexical else 0.0
    w_meta, w_pers = settings.weight_metadata, settings.weight_personalization
    w_context = w_meta + w_pers

    def context(c: Candidate) -> float:
        if w_context == 0:
            return 0.0
        return (w_meta * c.metadata + w_pers * c.personalization) / w_context

    if settings.combine == "rrf":
        rankings: list[tuple[float, dict[uuid.UUID, int]]] = []
        if has_semantic:
            ranks = _ranks(candidates, lambda c: semantic[c.recipe_id])
            rankings.append((settings.rrf_semantic_weight, ranks))
        lexical_ranks = _ranks(candidates, lambda c: c.lexical) if has_lexical else {}
        if lexical_ranks:
            # No word matched anything: the fused score is the model's ranking alone, and
            # `decide` asks its best similarity to clear `rrf_semantic_only_min` instead.
            rankings.append((settings.rrf_lexical_weight, lexical_ranks))
            # Nor does a model that finds no recipe above its floor take part: a long spoken
            # request sinks every cosine of multilingual-e5-small under it, and its empty
            # ranking kept the words' best match at 0.70 of the scale, under the fallback bar.
            rankings = [(weight, ranks) for weight, ranks in rankings if ranks]
        best = sum(weight for weight, _ in rankings) / (settings.rrf_k + 1)

        def score(c: Candidate) -> float:
            if best == 0:
                return context(c)
            raw = sum(
                weight / (settings.rrf_k + ranks[c.recipe_id])
                for weight, ranks in rankings
                if c.recipe_id in ranks
            )
            return (1.0 - w_context) * raw / best + w_context * context(c)

    else:
        total = w_sem + w_lex + w_context

        def score(c: Candidate) -> float:
            weighted = (
                w_sem * semantic[c.recipe_id]
                + w_lex * c.lexical
                + w_meta * c.metadata
                + w_pers * c.personalization
            )
            return weighted / total if total else 0.0

    scored = [
        Scored(
            recipe_id=c.recipe_id,
            score=_clamp(score(c)),
            semantic=_clamp(semantic[c.recipe_id]),
            lexical=_clamp(c.lexical),
            metadata=_clamp(c.metadata),
            personalization=_clamp(c.personalization),
        )
        for c in candidates
    ]
    return sorted(scored, key=lambda s: rank_order(s.score, s.recipe_id))


def decide(scored: Sequence[Scored], settings: SearchSettings, *, ranked: bool) -> Verdict:
    """Results or fallback (seed 000 §6.5 thresholds, §6.9 fallback).

    Fallback when fewer than `min_results` (RRF: `rrf_min_results`) candidates reach the
    include threshold, or the best score is under the fallback-top threshold.

    Args:
        scored: The candidates, best first.
        settings: The thresholds (RRF's own with ``combine="rrf"``).
        ranked: Whether any ranking took part (query text or a query embedding); without
            one (browsing by filters) RRF scores are the weighted context score.

    Returns:
        The decision, the included candidates (best first) and the top score.
    """
    fused = settings.combine == "rrf" and ranked
    include, high, fallback_top = settings.thresholds(fused=fused)
    min_results = settings.rrf_min_results if fused else settings.min_results
    included = tuple(s for s in scored if s.score >= include)
    if fused and scored and not any(s.lexical > 0 for s in scored):
        # Ranked by the model alone ("lonche para la chamba" shares no word with any recipe):
        # only recipes it finds clearly similar count.
        floor = settings.rrf_semantic_only_min
        included = tuple(s for s in included if s.semantic >= floor)
    top = scored[0].score if scored else None
    enough = len(included) >= min_results and top is not None and top >= fallback_top
    return Verdict(
        decision="results" if enough else "fallback",
        included=included,
        top_score=top,
        high_confidence=top is not None and top >= high,
    )
