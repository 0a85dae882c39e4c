"""When the hard filters leave so few recipes that they are the answer (`shared.search.narrow`)."""

from __future__ import annotations

import uuid

import pytest

from shared.search.lexical import CatalogueRow
from shared.search.narrow import is_narrow
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
