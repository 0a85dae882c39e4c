"""When the hard filters leave so few recipes that they are the answer (`shared.search.narrow`)."""

from __future__ import annotations

import uuid

import pytest

from shared.search.lexical import CatalogueRow
from shared.search.model import SearchQuery
from shared.search.narrow import filters_chose, is_narrow
from shared.search.settings import SearchSettings

SETTINGS = SearchSettings(narrow_max_recipes=5, candidate_limit=50)


def _row(name: str, other: str | None = None) -> CatalogueRow:
    return CatalogueRow(
        id=uuid.uuid4(),
        slug=name.casefold().replace(" ", "_"),
        name=name,
        image_url=None,
        total_time_minutes=90,
        portions=4,
        difficulty="hard",
        cuisine_slug="french",
        cuisine="French",
        meal_types=["dinner"],
        description=None,
        lexical=0.0,
        lexical_side=False,
        vector_side=True,
        relaxed=False,
        allergens=[],
        other_name=other,
    )


FRENCH = [_row("Coq au Vin", "Pollo al Vino"), _row("Beef Bourguignon", "Res a la Borgoñona")]


def test_two_recipes_left_by_the_filters_answer_a_request_that_names_no_dish() -> None:
    assert is_narrow(2, FRENCH, dish=(), settings=SETTINGS)


def test_a_dish_one_of_them_is_named_for_may_answer_in_either_language() -> None:
    assert is_narrow(2, FRENCH, dish=("coq", "vin"), settings=SETTINGS)
    assert is_narrow(2, FRENCH, dish=("pollo", "vino"), settings=SETTINGS)


@pytest.mark.parametrize(
    ("eligible", "dish"),
    [
        # the catalogue's pozole is not French: the words name a dish none of them is
        (2, ("pozole",)),
        # more recipes than a few: the ranking decides as usual
        (6, ()),
        # the candidate limit reached: the vector side may have left some out
        (50, ()),
        # no vector side: how many recipes the filters leave is unknown
        (None, ()),
    ],
)
def test_not_narrow(eligible: int | None, dish: tuple[str, ...]) -> None:
    assert not is_narrow(eligible, FRENCH, dish=dish, settings=SETTINGS)


@pytest.mark.parametrize(
    "query",
    [
        SearchQuery(text="algo difícil de repostería", language="es", difficulty="hard"),
        SearchQuery(text="dinner", language="en", meal_type="dinner"),
        SearchQuery(text="something french", language="en", cuisine="french"),
        SearchQuery(text="cena", language="es", max_time=20),
        SearchQuery(text="cena", language="es", diet="vegetarian"),
    ],
)
def test_the_request_s_own_filters_choose(query: SearchQuery) -> None:
    assert filters_chose(query, {"diets": [], "own_diets": []})


def test_a_diet_the_words_name_chooses_and_the_profile_s_does_not() -> None:
    query = SearchQuery(text="algo vegano", language="es")
    assert filters_chose(query, {"diets": ["vegan"], "own_diets": ["vegan"]})
    # The cook's profile diet gates every search she makes: it chooses nothing of this one.
    plain = SearchQuery(text="algo rico", language="es")
    assert not filters_chose(plain, {"diets": ["vegetarian"], "own_diets": []})
