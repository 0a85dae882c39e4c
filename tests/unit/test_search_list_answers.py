"""What answers a list of foods, and a request whose filters chose its recipes (`rank`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.search.food_list import read_food_list
from shared.search.model import SearchQuery, SearchUser
from shared.search.moods import MoodReading
from shared.search.ranking import rank
from shared.search.settings import SearchSettings
from tests.unit.catalogue_rows import catalogue_row

if TYPE_CHECKING:
    import uuid

    from shared.search.food_list import FoodList
    from shared.search.lexical import CatalogueRow

_MODEL = "e5-multilingual-e5-small-q4-3072"


def _ranked(
    query: SearchQuery,
    rows: list[CatalogueRow],
    similarity: dict[uuid.UUID, float],
    *,
    foods: FoodList,
    chosen: bool = False,
) -> list[str]:
    outcome = rank(
        query,
        SearchUser(),
        rows,
        similarity,
        model=_MODEL,
        has_lexical=True,
        covered=True,
        unmatched=[],
        terms=2,
        moods=MoodReading(text=query.text),
        written_in=query.language,
        time_budget=None,
        foods=foods,
        settings=SearchSettings(combine="rrf"),
        chosen=chosen,
    )
    assert outcome.decision == "results"
    return [hit.slug or "" for hit in outcome.hits]


def test_a_dish_made_of_the_main_food_answers_a_list_the_words_rank_low() -> None:
    # Given "lentejas y arroz": the rice dishes share the word "arroz", and many others
    # some word, ranking above the dal, which holds the lentils (the main food) as what it
    # is made of
    query = SearchQuery(text="tengo lentejas y arroz", language="es")
    foods = read_food_list(query.text, "es")
    mujadara = catalogue_row("mujadara", lexical=0.67, list_held=2.5)
    rice = [catalogue_row(f"rice dish {n}", lexical=0.5, list_held=1.0) for n in range(6)]
    others = [catalogue_row(f"other {n}", lexical=0.4) for n in range(20)]
    dal = catalogue_row("dal tadka", lexical=0.33, list_held=1.5)
    rows = [mujadara, *rice, *others, dal]
    similarity = {row.id: 0.86 for row in rows} | {dal.id: 0.8}

    # When
    slugs = _ranked(query, rows, similarity, foods=foods)

    # Then: the dal follows the dish holding both, before the rice dishes
    assert slugs[:2] == ["mujadara", "dal tadka"]


def test_the_filters_chosen_recipes_fill_the_answer() -> None:
    # Given "comida keto" with the keto filter: two recipes say "keto", the model finds the
    # other keto recipes the gates let through
    query = SearchQuery(text="comida keto", language="es", diet="keto")
    said = [catalogue_row(f"keto {n}", lexical=0.6) for n in range(2)]
    others = [catalogue_row(f"other {n}", lexical=0.0, lexical_side=False) for n in range(4)]
    rows = [*said, *others]
    similarity = {row.id: 0.84 - 0.002 * index for index, row in enumerate(rows)}

    # When
    slugs = _ranked(query, rows, similarity, foods=read_food_list(query.text, "es"), chosen=True)

    # Then: those that say it first, then the model's nearest, up to the limit
    assert slugs == ["keto 0", "keto 1", "other 0", "other 1", "other 2"]
