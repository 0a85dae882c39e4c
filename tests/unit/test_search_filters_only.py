"""A request whose words say no more than its filters is answered by what they leave."""

from __future__ import annotations

import pytest

from shared.search.food_list import read_food_list
from shared.search.model import SearchQuery, SearchUser
from shared.search.moods import read_moods
from shared.search.narrow import says_only_filters
from shared.search.ranking import rank
from shared.search.settings import SearchSettings
from tests.unit.catalogue_rows import catalogue_row

E5 = "e5-multilingual-e5-small-q4-3072"


@pytest.mark.parametrize(
    "text",
    ["algo keto para la comida", "algo keto para el almuerzo", "keto lunch", "cena vegetariana"],
)
def test_a_diet_and_a_meal_say_only_filters(text: str) -> None:
    assert says_only_filters(text)


@pytest.mark.parametrize(
    "text",
    [
        # Spanish says a diet with "sin" where English says "-free": the same facet
        "algo sin gluten para la merienda",
        "gluten-free snack",
        "snack without gluten",
        # "sin TACC", the Argentine label of gluten-free food
        "algo sin tacc para la merienda",
    ],
)
def test_a_diet_said_by_what_it_leaves_out_says_only_filters(text: str) -> None:
    assert says_only_filters(text)


@pytest.mark.parametrize(
    "text",
    [
        # a food, a dish or a word of the cook's own beside the diet
        "cena keto con pollo",
        "keto cheesecake",
        "algo vegano pa llevar a la oficina",
        # nothing asked at all: no filter said it either
        "algo",
        "",
    ],
)
def test_a_dish_or_food_word_says_more_than_the_filters(text: str) -> None:
    assert not says_only_filters(text)


def test_the_recipes_a_named_diet_leaves_answer_however_weakly_the_retrievers_agree() -> None:
    # Given "algo keto para la comida": the keto gate left five lunches, which the words do not
    # tell apart (nothing but the facets matched) and the query model sees about alike
    text = "algo keto para la comida"
    rows = [
        catalogue_row(name, lexical=0.0, lexical_side=False, meal_types=["lunch"])
        for name in ("caprese", "cobb", "larb", "salmon", "frittata")
    ]
    cosines = (0.84, 0.83, 0.82, 0.81, 0.8)
    similarity = {row.id: cosine for row, cosine in zip(rows, cosines, strict=True)}
    query = SearchQuery(text=text, language="es")

    # When the search ranks them, its own words having named the diet
    outcome = rank(
        query,
        SearchUser(),
        rows,
        similarity,
        model=E5,
        has_lexical=True,
        covered=True,
        unmatched=[],
        terms=1,
        moods=read_moods(text, "es"),
        written_in="es",
        time_budget=None,
        foods=read_food_list(text, "es", asked=text),
        settings=SearchSettings(),
        chosen=True,
    )

    # Then every one is offered, in the ranking's order
    assert outcome.decision == "results"
    assert [hit.slug for hit in outcome.hits] == ["caprese", "cobb", "larb", "salmon", "frittata"]
