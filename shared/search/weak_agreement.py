"""When the retrievers' weak agreement on one best recipe is no reason to fall back.

`shared.search.scoring.decide` falls back when the best fused score is under the fallback-top
bar: the semantic and lexical rankings do not agree on one recipe as they do on "pozole". That
bar tells a dish name the catalogue has from one it lacks. Two kinds of request have no one
recipe for the rankings to agree on, and are answered by the recipes past the include
threshold however weakly the rankings agree on the best of them:

- a choice the request's own filters made ("algo difícil de repostería" with the difficulty
  filter), or the few recipes the gates leave (`shared.search.narrow`);
- a request in prose: words that frame a request or talk around it ("algo agridulce", "nos
  toca llevar algo a la fiesta"), not a bare dish name. Its words are spread over many
  recipes, each matching a few of them, and the best one is rarely first in both rankings.

A word no recipe has that stands where a dish's name does (`shared.search.dish_phrase`) may
be the dish a request in prose asks for, however few of its words it is ("could you find me a
cassoulet with white beans and sausage"): the weak agreement stands then. The dish checks that
follow (`shared.search.ranking.lacks_subject`) still apply to what is answered.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from shared.search.dish_phrase import candidates_food, dish_subject, is_bare
from shared.search.narrow import says_only_filters
from shared.search.subject import unknown_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas.response import Language
    from shared.search.scoring import Scored, Verdict

__all__ = ["weakly_agreed"]


def weakly_agreed(
    verdict: Verdict,
    scored: Sequence[Scored],
    *,
    narrow: bool,
    chosen: bool,
    text: str,
    unmatched: Sequence[str],
    names: Sequence[str],
    written_in: Language,
    display: Language,
    fused_min: int,
) -> Verdict:
    """The verdict, answered when a fallback came only from the rankings' weak agreement.

    Args:
        verdict: The decision so far (`decide` and the answers a mood or a list gives).
        scored: The candidates, best first.
        narrow: The candidates are the few recipes the gates leave (`is_narrow`).
        chosen: The request's own filters chose what it asks for (`filters_chose`).
        text: The query as the cook wrote it.
        unmatched: Its words no recipe contains nor sounds like.
        names: The candidates' names, in `display`: the kinds of dish they are.
        written_in: The language the query is written in.
        display: The language of `names`.
        fused_min: How many recipes past the include threshold make an answer.

    Returns:
        The verdict; every candidate included when the filters chose them all.
    """
    if scored and (narrow or (chosen and says_only_filters(text))):
        # The filters chose these few recipes, or the words say no more than the filters
        # ("algo keto para la comida"): every recipe they leave is an answer (not only those
        # past the include threshold), in the ranking's order.
        return replace(verdict, decision="results", included=tuple(scored))
    if verdict.decision == "results" or len(verdict.included) < fused_min:
        return verdict
    if chosen:
        # The filters chose: the recipes past the include threshold answer, however weakly
        # the rankings agree on the best of them.
        return replace(verdict, decision="results")
    if is_bare(text):
        return verdict
    food = candidates_food(names, display)
    if dish_subject(text, unknown_words(unmatched), food=food, language=written_in):
        return verdict
    # A request in prose, with no word the catalogue lacks where a dish's name stands.
    return replace(verdict, decision="results")
