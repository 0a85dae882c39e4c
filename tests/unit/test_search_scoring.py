"""Combining signals and deciding results vs fallback (seed 000 §6.5, §6.9): pure functions."""

from __future__ import annotations

import uuid

import pytest
from pydantic import ValidationError

from shared.search.scoring import Candidate, Scored, combine, decide, normalise_similarity
from shared.search.settings import SearchSettings

WEIGHTED = SearchSettings(combine="weighted")
RRF = SearchSettings(combine="rrf")
RANGE = (0.2, 0.6)


def rid(n: int) -> uuid.UUID:
    return uuid.UUID(int=n)


def cand(
    n: int,
    *,
    similarity: float | None = None,
    lexical: float = 0.0,
    metadata: float = 0.5,
    personalization: float = 0.5,
) -> Candidate:
    return Candidate(
        recipe_id=rid(n),
        similarity=similarity,
        lexical=lexical,
        metadata=metadata,
        personalization=personalization,
    )


def scored(*scores: float, lexical: float = 1.0, semantic: float = 0.0) -> list[Scored]:
    return [
        Scored(
            recipe_id=rid(i),
            score=s,
            semantic=semantic,
            lexical=lexical,
            metadata=0.0,
            personalization=0.0,
        )
        for i, s in enumerate(scores)
    ]


@pytest.mark.parametrize(
    ("similarity", "expected"),
    [(None, 0.0), (0.1, 0.0), (0.2, 0.0), (0.4, 0.5), (0.6, 1.0), (0.9, 1.0)],
)
def test_similarity_is_rescaled_between_the_models_floor_and_ceiling(
    similarity: float | None, expected: float
) -> None:
    assert normalise_similarity(similarity, RANGE) == pytest.approx(expected)


def test_the_default_weighted_sum_is_half_semantic_a_quarter_lexical() -> None:
    # Given signals 0.5 semantic (cosine 0.4), 0.6 lexical, 0.5 metadata, 1.0 personalization
    candidate = cand(1, similarity=0.4, lexical=0.6, metadata=0.5, personalization=1.0)

    # When combined with the defaults
    [result] = combine(
        [candidate], WEIGHTED, semantic_range=RANGE, has_semantic=True, has_lexical=True
    )

    # Then 0.50 * 0.5 + 0.25 * 0.6 + 0.10 * 0.5 + 0.15 * 1.0
    assert result.score == pytest.approx(0.25 + 0.15 + 0.05 + 0.15)
    assert (result.semantic, result.lexical) == (0.5, 0.6)


def test_without_a_query_embedding_the_other_weights_share_its_half() -> None:
    candidate = cand(1, lexical=1.0, metadata=0.5, personalization=0.5)

    [result] = combine(
        [candidate], WEIGHTED, semantic_range=RANGE, has_semantic=False, has_lexical=True
    )

    # (0.25 * 1 + 0.10 * 0.5 + 0.15 * 0.5) / 0.50
    assert result.score == pytest.approx(0.75)
    assert result.semantic == 0.0


def test_browsing_scores_on_metadata_and_personalization_alone() -> None:
    candidate = cand(1, metadata=1.0, personalization=0.5)

    [result] = combine(
        [candidate], WEIGHTED, semantic_range=RANGE, has_semantic=False, has_lexical=False
    )

    assert result.score == pytest.approx((0.10 * 1.0 + 0.15 * 0.5) / 0.25)


def test_equal_scores_are_ordered_by_recipe_id() -> None:
    # Given three candidates with identical signals, in reverse id order
    candidates = [cand(n, similarity=0.5, lexical=0.5) for n in (3, 1, 2)]

    ranked = combine(
        candidates, WEIGHTED, semantic_range=RANGE, has_semantic=True, has_lexical=True
    )

    assert [s.recipe_id for s in ranked] == [rid(1), rid(2), rid(3)]
    assert len({s.score for s in ranked}) == 1


def test_scores_below_a_millionth_apart_tie() -> None:
    # Float noise in the seventh decimal must not decide an order: it is rounded away
    candidates = [cand(2, lexical=0.6000001), cand(1, lexical=0.6)]

    ranked = combine(
        candidates, WEIGHTED, semantic_range=RANGE, has_semantic=False, has_lexical=True
    )

    assert [s.recipe_id for s in ranked] == [rid(1), rid(2)]


def test_rrf_first_in_both_rankings_scores_one_before_context() -> None:
    # Given a candidate first in both rankings and another second in both
    candidates = [
        cand(1, similarity=0.6, lexical=0.9, metadata=1.0, personalization=1.0),
        cand(2, similarity=0.5, lexical=0.8, metadata=1.0, personalization=1.0),
    ]

    first, second = combine(
        candidates, RRF, semantic_range=RANGE, has_semantic=True, has_lexical=True
    )

    # Then the fused part is 1 for the first; the second (k = 10) has
    # (0.3 / 12 + 1 / 12) / (0.3 / 11 + 1 / 11) = 11 / 12
    assert first.score == pytest.approx(1.0)
    assert second.score == pytest.approx(0.75 * (11 / 12) + 0.25)


def test_rrf_is_rank_only_and_ignores_recipes_without_evidence() -> None:
    # Given a lexical-only field: one strong, one weak, one without any match
    candidates = [
        cand(1, lexical=0.9, metadata=0.0, personalization=0.0),
        cand(2, lexical=0.1, metadata=0.0, personalization=0.0),
        cand(3, lexical=0.0, metadata=0.0, personalization=0.0),
    ]

    ranked = combine(candidates, RRF, semantic_range=RANGE, has_semantic=False, has_lexical=True)
    by_id = {s.recipe_id: s.score for s in ranked}

    # Then ranks 1 and 2 of the one ranking (k = 10), and nothing for the unmatched
    assert by_id[rid(1)] == pytest.approx(0.75)
    assert by_id[rid(2)] == pytest.approx(0.75 * 11 / 12)
    assert by_id[rid(3)] == 0.0


def test_rrf_top_of_the_semantic_ranking_only_counts_its_weight() -> None:
    candidates = [
        cand(1, similarity=0.6, lexical=0.0, metadata=0.0, personalization=0.0),
        cand(2, similarity=None, lexical=0.5, metadata=0.0, personalization=0.0),
    ]

    ranked = combine(candidates, RRF, semantic_range=RANGE, has_semantic=True, has_lexical=True)
    by_id = {s.recipe_id: s.score for s in ranked}

    # The semantic ranking weighs 0.3 against the lexical one's 1.0: 0.3 / 1.3 of the scale
    assert by_id[rid(1)] == pytest.approx(0.75 * 0.3 / 1.3)


def test_rrf_with_no_word_matched_ranks_by_the_model_alone() -> None:
    # Given a query no recipe shares a word with ("lonche para llevar a la chamba")
    candidates = [
        cand(1, similarity=0.6, lexical=0.0, metadata=0.0, personalization=0.0),
        cand(2, similarity=0.3, lexical=0.0, metadata=0.0, personalization=0.0),
    ]

    ranked = combine(candidates, RRF, semantic_range=RANGE, has_semantic=True, has_lexical=True)

    # Then the model's first recipe tops the scale, as a first in every ranking would
    assert ranked[0].recipe_id == rid(1)
    assert ranked[0].score == pytest.approx(0.75)
    assert ranked[1].score == pytest.approx(0.75 * 11 / 12)


@pytest.mark.parametrize(("semantic", "decision"), [(0.24, "fallback"), (0.25, "results")])
def test_rrf_with_no_word_matched_answers_only_when_the_model_is_clearly_similar(
    semantic: float, decision: str
) -> None:
    candidates = scored(0.9, 0.85, lexical=0.0, semantic=semantic)

    verdict = decide(candidates, RRF, ranked=True)

    assert verdict.decision == decision
    # A fallback offers none of them
    assert len(verdict.included) == (2 if decision == "results" else 0)


def test_rrf_the_lexical_ranking_leads_and_the_semantic_one_refines() -> None:
    # Given one recipe first lexically and last semantically, one the other way round, and a
    # third second in both
    candidates = [
        cand(1, similarity=0.30, lexical=0.9),
        cand(2, similarity=0.60, lexical=0.1),
        cand(3, similarity=0.50, lexical=0.5),
    ]

    ranked = combine(candidates, RRF, semantic_range=RANGE, has_semantic=True, has_lexical=True)

    # Then (k = 10, context neutral): 1: (1/11 + 0.3/13) / (1.3/11), 3: (1/12 + 0.3/12) / ...,
    # 2: (1/13 + 0.3/11) / ...
    best = 1.3 / 11
    expected = {
        rid(1): 0.75 * (1 / 11 + 0.3 / 13) / best + 0.125,
        rid(3): 0.75 * (1.3 / 12) / best + 0.125,
        rid(2): 0.75 * (1 / 13 + 0.3 / 11) / best + 0.125,
    }
    assert [s.recipe_id for s in ranked] == [rid(1), rid(3), rid(2)]
    assert {s.recipe_id: s.score for s in ranked} == pytest.approx(expected, abs=1e-6)


def test_rrf_with_equal_weights_is_symmetric() -> None:
    equal = SearchSettings(combine="rrf", rrf_semantic_weight=1.0, rrf_lexical_weight=1.0)
    candidates = [cand(1, similarity=0.30, lexical=0.9), cand(2, similarity=0.60, lexical=0.1)]

    ranked = combine(candidates, equal, semantic_range=RANGE, has_semantic=True, has_lexical=True)

    assert ranked[0].score == ranked[1].score


@pytest.mark.parametrize(
    ("scores", "decision", "included", "high"),
    [
        ((0.90, 0.80, 0.20), "results", 2, True),
        ((0.90,), "fallback", 1, True),  # one result is too few (seed 000 §6.9)
        ((0.90, 0.34), "fallback", 1, True),  # the second is below the include threshold
        ((0.41, 0.40, 0.39), "fallback", 3, False),  # enough, but the best is under 0.42
        ((0.42, 0.35), "results", 2, False),  # both thresholds are inclusive
        ((0.50, 0.36), "results", 2, True),  # high confidence from 0.50
        ((0.4999, 0.45), "results", 2, False),
        ((0.30, 0.20), "fallback", 0, False),
        ((), "fallback", 0, False),
    ],
)
def test_weighted_decision_table(
    scores: tuple[float, ...], decision: str, included: int, high: bool
) -> None:
    verdict = decide(scored(*scores), WEIGHTED, ranked=True)

    assert verdict.decision == decision
    assert len(verdict.included) == included
    assert verdict.high_confidence is high
    assert verdict.top_score == (scores[0] if scores else None)


@pytest.mark.parametrize(
    ("scores", "decision", "included", "high"),
    [
        ((0.87, 0.80), "results", 2, True),
        ((0.75, 0.74), "fallback", 2, False),  # the best is under 0.76
        ((0.84,), "results", 1, False),  # one result is an answer with RRF
        ((0.76, 0.54), "results", 1, False),  # the second is below the include threshold
        ((0.85, 0.20), "results", 1, True),  # high confidence from 0.85
        ((0.50, 0.40), "fallback", 0, False),
    ],
)
def test_rrf_decision_table_uses_its_own_thresholds(
    scores: tuple[float, ...], decision: str, included: int, high: bool
) -> None:
    verdict = decide(scored(*scores), RRF, ranked=True)

    assert verdict.decision == decision
    assert len(verdict.included) == included
    assert verdict.high_confidence is high


def test_browsing_uses_the_weighted_thresholds_even_with_rrf() -> None:
    # No ranking took part: the scores are the weighted context score
    assert decide(scored(0.5, 0.5), RRF, ranked=False).decision == "results"
    assert decide(scored(0.5, 0.5), RRF, ranked=True).decision == "fallback"


def test_thresholds_come_from_the_settings() -> None:
    strict = SearchSettings(
        combine="weighted", include_threshold=0.6, fallback_top=0.7, min_results=3
    )
    strict_rrf = SearchSettings(rrf_include_threshold=0.6, rrf_fallback_top=0.7, rrf_min_results=3)

    for settings in (strict, strict_rrf):
        assert decide(scored(0.9, 0.8, 0.7), settings, ranked=True).decision == "results"
        assert decide(scored(0.9, 0.8, 0.5), settings, ranked=True).decision == "fallback"


def test_weights_must_sum_to_one() -> None:
    with pytest.raises(ValidationError, match="sum to 1"):
        SearchSettings(weight_semantic=0.9)


def test_a_semantic_range_must_be_ordered() -> None:
    with pytest.raises(ValidationError, match="floor < ceiling"):
        SearchSettings(semantic_range=(0.7, 0.2))


def test_settings_read_the_search_prefix(monkeypatch: pytest.MonkeyPatch) -> None:
    # Given an eval switching the combination and a model's range through the environment
    monkeypatch.setenv("SEARCH_COMBINE", "rrf")
    monkeypatch.setenv("SEARCH_RRF_K", "30")
    monkeypatch.setenv("SEARCH_SEMANTIC_RANGES", '{"text-embedding-3-large": [0.25, 0.7]}')

    settings = SearchSettings()

    assert settings.combine == "rrf"
    assert settings.rrf_k == 30
    assert settings.semantic_range_for("text-embedding-3-large") == (0.25, 0.7)
    assert settings.semantic_range_for("unknown-model") == settings.semantic_range


def test_rrf_gives_equal_evidence_an_equal_rank() -> None:
    # Given two candidates with identical evidence and a weaker third
    twins = [
        cand(1, similarity=0.5, lexical=0.8, metadata=0.5, personalization=0.5),
        cand(2, similarity=0.5, lexical=0.8, metadata=0.5, personalization=0.5),
    ]
    weaker = cand(3, similarity=0.3, lexical=0.2, metadata=0.5, personalization=0.5)

    # When fused
    results = combine(
        [*twins, weaker], RRF, semantic_range=RANGE, has_semantic=True, has_lexical=True
    )

    # Then the twins share the top score (the id only breaks the tie in the order)
    assert results[0].score == results[1].score > results[2].score
    assert [r.recipe_id for r in results[:2]] == sorted(c.recipe_id for c in twins)


def test_rrf_a_model_finding_nothing_similar_leaves_the_words_ranking_whole() -> None:
    # Given a query whose words match recipes while the model finds none above its floor
    candidates = [
        cand(1, similarity=0.1, lexical=0.9),
        cand(2, similarity=0.2, lexical=0.1),
    ]

    ranked = combine(candidates, RRF, semantic_range=RANGE, has_semantic=True, has_lexical=True)

    # Then the words' first recipe tops the scale, as in a lexical-only search (a neutral
    # context adds a quarter of 0.5)
    assert ranked[0].recipe_id == rid(1)
    assert ranked[0].score == pytest.approx(0.75 + 0.125)
    assert ranked[1].score == pytest.approx(0.75 * 11 / 12 + 0.125)
    # And it clears the fallback bar
    assert decide(ranked, RRF, ranked=True).decision == "results"
