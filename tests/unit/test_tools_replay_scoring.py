"""Replay scoring and the single / multiple / not_found decision (seed 000 §6.6)."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime, timedelta

import pytest

from shared.tools.replay_scoring import (
    CONFIDENCE_THRESHOLD,
    MAX_OPTIONS,
    SINGLE_RATIO,
    Candidate,
    ReplayMultiple,
    ReplayNotFound,
    ReplaySignals,
    ReplaySingle,
    ScoredCandidate,
    decide,
    normalise_terms,
    score_candidate,
)
from shared.tools.timeframe import DateRange

NOW = datetime(2026, 3, 18, 12, 0, tzinfo=UTC)


def candidate(
    name: str = "Recipe",
    *,
    days_ago: float = 1,
    ingredients: tuple[str, ...] = (),
    similarity: float = 0.0,
) -> Candidate:
    return Candidate(
        user_recipe_id=uuid.uuid4(),
        name=name,
        source="ai_generated",
        created_at=NOW - timedelta(days=days_ago),
        ingredient_names=ingredients,
        name_similarity=similarity,
    )


def scored(score: float, *, days_ago: float = 1) -> ScoredCandidate:
    return ScoredCandidate(candidate=candidate(days_ago=days_ago), score=score)


def signals(
    query: str = "", ingredients: tuple[str, ...] = (), date_range: DateRange | None = None
) -> ReplaySignals:
    return ReplaySignals(
        name_terms=normalise_terms([query], drop_stopwords=True),
        ingredient_terms=normalise_terms(ingredients, drop_stopwords=False),
        date_range=date_range,
    )


# --------------------------------------------------------------------------- decide


def test_nothing_above_the_threshold_is_not_found() -> None:
    assert isinstance(decide([scored(0.34), scored(0.2)]), ReplayNotFound)
    assert isinstance(decide([]), ReplayNotFound)


def test_a_lone_candidate_above_the_threshold_is_single() -> None:
    # Given one candidate just at the threshold and one below it
    best = scored(CONFIDENCE_THRESHOLD)

    # When deciding / Then the one above it is the answer (the other is no contender)
    decision = decide([best, scored(0.3)])
    assert isinstance(decision, ReplaySingle)
    assert decision.match is best


@pytest.mark.parametrize(
    ("top", "second", "expected"),
    [
        (0.7, 0.5, ReplaySingle),  # exactly 1.4x
        (0.98, 0.7, ReplaySingle),  # exactly 1.4x
        (0.9, 0.5, ReplaySingle),
        (0.69, 0.5, ReplayMultiple),  # 1.38x
        (0.6, 0.59, ReplayMultiple),
        (0.5, 0.5, ReplayMultiple),
    ],
)
def test_the_top_must_be_at_least_1_4_times_the_second_to_be_single(
    top: float, second: float, expected: type
) -> None:
    assert SINGLE_RATIO == 1.4
    assert isinstance(decide([scored(second), scored(top)]), expected)


def test_multiple_offers_at_most_three_options_best_first() -> None:
    # Given five close candidates
    options = [scored(0.5 + i / 100) for i in range(5)]

    # When deciding
    decision = decide(options)

    # Then the three best are offered, best first
    assert isinstance(decision, ReplayMultiple)
    assert len(decision.options) == MAX_OPTIONS
    assert [o.score for o in decision.options] == [0.54, 0.53, 0.52]


def test_equal_scores_put_the_newest_first() -> None:
    older, newer = scored(0.6, days_ago=10), scored(0.6, days_ago=2)
    decision = decide([older, newer])
    assert isinstance(decision, ReplayMultiple)
    assert decision.options == (newer, older)


# --------------------------------------------------------------------------- score


def test_a_name_match_outscores_no_match() -> None:
    wanted = signals("that chicken recipe")
    match = score_candidate(candidate("Spicy Chicken Stir-Fry"), wanted, now=NOW)
    other = score_candidate(candidate("Lentil Salad"), wanted, now=NOW)
    assert match >= CONFIDENCE_THRESHOLD > other


def test_a_typo_still_matches_but_a_merely_similar_word_does_not() -> None:
    # Given the trigram similarities Postgres reports for these pairs
    typo = candidate("Spicy Chicken Stir-Fry", similarity=0.5)
    lookalike = candidate("Chickpea Curry", similarity=0.625)

    # When scored for a misspelt "chicken"
    wanted = signals("chiken")

    # Then the typo finds the chicken dish and the chickpea one stays below the threshold
    assert score_candidate(typo, wanted, now=NOW) >= CONFIDENCE_THRESHOLD
    assert score_candidate(lookalike, signals("chicken"), now=NOW) < CONFIDENCE_THRESHOLD


def test_accents_and_case_do_not_matter_for_names() -> None:
    wanted = signals("JALAPENO")
    assert score_candidate(candidate("Salsa de jalapeño"), wanted, now=NOW) > 0.5


def test_plurals_match_but_egg_never_matches_eggplant() -> None:
    # Given ingredient signals / Then "tacos" finds "taco" but "egg" does not find "eggplant"
    assert score_candidate(
        candidate(ingredients=("taco shell",)), signals(ingredients=("tacos",)), now=NOW
    ) > score_candidate(candidate(ingredients=("rice",)), signals(ingredients=("tacos",)), now=NOW)
    with_egg = score_candidate(
        candidate(ingredients=("egg",)), signals(ingredients=("egg",)), now=NOW
    )
    with_eggplant = score_candidate(
        candidate(ingredients=("eggplant",)), signals(ingredients=("egg",)), now=NOW
    )
    assert with_egg > CONFIDENCE_THRESHOLD > with_eggplant


def test_ingredient_overlap_is_the_share_of_remembered_ingredients_found() -> None:
    wanted = signals(ingredients=("chicken breast", "bell pepper"))
    both = candidate(ingredients=("chicken breast", "bell pepper", "onion"))
    one = candidate(ingredients=("chicken breast",))
    assert score_candidate(both, wanted, now=NOW) > score_candidate(one, wanted, now=NOW)


def test_inside_the_timeframe_scores_higher_than_at_its_margin() -> None:
    # Given "last week" (9 to 16 March)
    week = DateRange(start=datetime(2026, 3, 9, tzinfo=UTC), end=datetime(2026, 3, 16, tzinfo=UTC))
    wanted = signals(date_range=week)

    # Then a recipe from 12 March beats one from 17 March (in the margin), which beats none
    inside = score_candidate(candidate(days_ago=6), wanted, now=NOW)
    margin = score_candidate(candidate(days_ago=1), wanted, now=NOW)
    assert inside > margin
    assert inside >= CONFIDENCE_THRESHOLD


def test_with_no_signals_recency_decides() -> None:
    wanted = signals()
    assert score_candidate(candidate(days_ago=1), wanted, now=NOW) > score_candidate(
        candidate(days_ago=90), wanted, now=NOW
    )


def test_scores_stay_between_zero_and_one() -> None:
    wanted = signals("chicken", ("chicken",))
    best = candidate("Chicken", ingredients=("chicken",), similarity=1.0, days_ago=0)
    future = candidate("Chicken", days_ago=-5, similarity=1.0)
    for item in (best, future, candidate()):
        assert 0.0 <= score_candidate(item, wanted, now=NOW) <= 1.0


def test_request_words_are_not_name_terms() -> None:
    assert normalise_terms(["that chicken recipe from my mom"], drop_stopwords=True) == (
        "chicken",
        "mom",
    )
    assert normalise_terms(["la receta de pollo que hice"], drop_stopwords=True) == ("pollo",)
    assert normalise_terms(["Chicken  Breast", "JALAPEÑO"], drop_stopwords=False) == (
        "chicken breast",
        "jalapeno",
    )
