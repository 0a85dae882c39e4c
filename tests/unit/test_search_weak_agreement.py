"""A request in prose is answered however weakly the rankings agree on its best recipe.

`shared.search.weak_agreement`: the fallback-top bar tells a dish name the catalogue has from
one it lacks; a request in prose has no one recipe for the rankings to agree on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search.food_list import read_food_list
from shared.search.model import SearchQuery, SearchUser
from shared.search.moods import read_moods
from shared.search.ranking import rank
from shared.search.settings import SearchSettings
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    from shared.schemas.response import Language
    from shared.search.model import SearchOutcome

E5 = "e5-multilingual-e5-small-q4-3072"


def _rank(
    text: str, language: Language, *, unmatched: tuple[str, ...] = (), terms: int = 3
) -> SearchOutcome:
    # The words' three best are no recipe the model finds near (cosines under its floor), and
    # the model's best is the words' fourth: no recipe stands first in both rankings.
    rows = [
        catalogue_row("words first", lexical=0.9),
        catalogue_row("words second", lexical=0.7),
        catalogue_row("words third", lexical=0.6),
        catalogue_row("model first", lexical=0.3),
    ]
    cosines = (0.79, 0.79, 0.79, 0.86)
    similarity = {row.id: cosine for row, cosine in zip(rows, cosines, strict=True)}
    return rank(
        SearchQuery(text=text, language=language),
        SearchUser(),
        rows,
        similarity,
        model=E5,
        has_lexical=True,
        covered=True,
        unmatched=list(unmatched),
        terms=terms,
        moods=read_moods(text, language),
        written_in=language,
        time_budget=None,
        foods=read_food_list(text, language, asked=text),
        settings=SearchSettings(),
    )


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("what will the grandkids actually eat", "en"),
        ("algo agridulce", "es"),
        ("nos toca llevar algo a la fiesta de la oficina", "es"),
    ],
)
def test_a_request_in_prose_is_answered_by_the_recipes_past_the_include_bar(
    text: str, language: Language
) -> None:
    # Given a request in prose whose recipes no ranking agrees on
    # When ranked
    outcome = _rank(text, language)

    # Then the recipes past the include threshold answer it
    assert outcome.decision == "results"
    assert outcome.hits


@pytest.mark.parametrize(
    ("text", "language"),
    [("pulpo a la gallega", "es"), ("traditional scottish haggis", "en")],
)
def test_a_bare_dish_name_the_rankings_do_not_agree_on_still_falls_back(
    text: str, language: Language
) -> None:
    # Given the same candidates for a bare dish name
    # When ranked
    outcome = _rank(text, language)

    # Then the weak agreement says the catalogue may lack it: "let's create one"
    assert outcome.decision == "fallback"
    assert outcome.fallback_reason == "low_confidence"


def test_a_request_in_prose_with_a_word_no_recipe_has_still_falls_back() -> None:
    # Given a request in prose whose one word no recipe has is one of its five content words,
    # too few for the dish checks (`subject_min_share`), and stands where a dish's name does,
    # beside its foods: it may be the dish asked for
    text = "um can you give me poutine with cheese curds and gravy"

    # When ranked over the same candidates
    outcome = _rank(text, "en", unmatched=("poutine",), terms=5)

    # Then the rankings' weak agreement stands: "let's create one"
    assert outcome.decision == "fallback"


def test_words_no_recipe_has_that_stand_beside_no_food_leave_a_request_in_prose_answered() -> None:
    # Given a request in prose whose words no recipe has talk about who eats, beside no food
    text = "the grandkids are staying all weekend and they are fussy eaters, what will they eat"

    # When ranked over the same candidates
    outcome = _rank(text, "en", unmatched=("grandkids", "fussy", "eaters"), terms=12)

    # Then the recipes past the include threshold answer it
    assert outcome.decision == "results"
