"""A query word that misspells a candidate's name word counts as found in that name."""

from __future__ import annotations

import uuid

import pytest

from shared.search.lexical import CatalogueRow
from shared.search.misspelt import credit_misspellings, misspelling_closeness
from shared.search.settings import SearchSettings

SETTINGS = SearchSettings()


def _row(name: str, lexical: float, *, terms: int, unmatched: list[str]) -> CatalogueRow:
    return CatalogueRow(
        id=uuid.uuid4(),
        slug=name.casefold().replace(" ", "_"),
        name=name,
        image_url=None,
        total_time_minutes=20,
        portions=4,
        difficulty="easy",
        cuisine_slug=None,
        cuisine=None,
        meal_types=[],
        description=None,
        lexical=lexical,
        lexical_side=True,
        vector_side=True,
        relaxed=False,
        allergens=[],
        query_terms=terms,
        unmatched=unmatched,
    )


@pytest.mark.parametrize(
    ("word", "candidate"),
    [
        ("guacamloe", "guacamole"),  # two letters swapped
        ("bahn", "banh"),  # in a short word
        ("flam", "flan"),  # one letter wrong in a short word
        ("carnie", "carne"),  # one letter too many
        ("sandwhich", "sandwich"),
    ],
)
def test_typos_read_as_the_name_word(word: str, candidate: str) -> None:
    assert misspelling_closeness(word, candidate) >= 0.75


@pytest.mark.parametrize(
    ("word", "candidate"),
    [
        ("tinga", "tikka"),  # two dishes
        ("rice", "rice"),  # the same word is no misspelling
        ("plan", "flan"),  # the first letter changed
        ("pay", "pan"),  # too short to tell
    ],
)
def test_other_words_are_no_misspelling(word: str, candidate: str) -> None:
    assert misspelling_closeness(word, candidate) == 0.0


def test_the_misspelt_dish_outranks_a_generic_word_match() -> None:
    # Given "guacamloe and chips": "chips" known (the cookies' name has it), the typo unmatched
    unmatched = ["guacamloe"]
    cookies = _row("Chocolate Chip Cookies", 1.0, terms=2, unmatched=unmatched)
    guacamole = _row("Guacamole", 0.7, terms=2, unmatched=unmatched)
    # When
    credited = credit_misspellings([cookies, guacamole], unmatched, settings=SETTINGS)
    # Then the typo counts as half the query, found in the guacamole's name only
    by_name = {row.name: row.lexical for row in credited}
    assert by_name["Guacamole"] > by_name["Chocolate Chip Cookies"]
    assert by_name["Chocolate Chip Cookies"] == pytest.approx(0.5)


def test_a_lone_misspelt_word_gives_its_dish_lexical_evidence() -> None:
    rows = [
        _row("Ratatouille", 0.0, terms=1, unmatched=["ratatoullie"]),
        _row("Pisto Manchego", 0.0, terms=1, unmatched=["ratatoullie"]),
    ]
    credited = credit_misspellings(rows, ["ratatoullie"], settings=SETTINGS)
    assert credited[0].lexical > 0.8
    assert credited[1].lexical == 0.0


@pytest.mark.parametrize("unmatched", [[], ["tonight"], ["wellington"]])
def test_no_misspelling_leaves_the_scores_alone(unmatched: list[str]) -> None:
    rows = [_row("Beef Bulgogi", 0.6, terms=2, unmatched=unmatched)]
    assert credit_misspellings(rows, unmatched, settings=SETTINGS) == rows
