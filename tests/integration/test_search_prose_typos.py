"""Typos past the phonetic lookup, mixed languages and talk around a food, on the seed catalogue.

A misspelt name word the phonetic lookup misses (letters swapped, one wrong letter, a long
request) still finds its dish first (`shared.search.misspelt`), and so does a dish named in
the other language inside a sentence ("grilled cheese con sopita de tomate"); the words of a
request that stand beside a food (verbs, people, places, allergies) do not make it a dish the
catalogue lacks (`shared.search.talk_words`); and a dish it lacks still gets the create-one
fallback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import SearchQuery, SearchSettings, SearchUser
from shared.search.gates import gate_params
from shared.search.lexical import fetch_catalogue
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.mark.parametrize("lexical_only", [True, False])
@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        # The typo against a correctly spelt generic word ("chips" names the cookies).
        ("guacamloe and chips", "en", "guacamole"),
        # A request too long for the phonetic lookup.
        ("chilli con carnie for a crowd", "en", "chili_con_carne"),
        # One wrong letter in a short word.
        ("flam napolitano", "es", "flan_napolitano"),
        # An English dish name in a Spanish sentence, with a diminutive.
        ("grilled cheese con sopita de tomate", "es", "grilled_cheese_tomato_soup"),
        ("cookies de chocolate", "es", "chocolate_chip_cookies"),
    ],
)
async def test_a_misspelt_dish_in_a_request_finds_its_dish_first(
    searcher: HybridSearcher, text: str, language: str, dish: str, lexical_only: bool
) -> None:
    # When
    outcome = await run(searcher, text, language, lexical_only=lexical_only)

    # Then
    assert outcome.decision == "results"
    assert found(outcome)[0] == dish


async def test_each_candidate_carries_its_name_in_the_other_language(
    search_db: Database,
) -> None:
    # Given a Spanish query with an English dish name
    query = SearchQuery(text="grilled cheese con sopa de tomate", language="es")

    # When the catalogue is read in Spanish
    read = search_db.reads_as(None)
    rows = await fetch_catalogue(
        read,
        text=query.text,
        language="es",
        gates=gate_params(query, SearchUser()),
        vector_ids=[],
        settings=SearchSettings(),
    )
    # Then the words only English recipes have are named, and each name in English is there
    assert rows
    assert rows[0].foreign_words == ["grilled"]
    by_slug = {row.slug: row for row in rows}
    assert by_slug["grilled_cheese_tomato_soup"].other_name == (
        "Grilled Cheese with Creamy Tomato Soup"
    )


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("i have 3 bananas going brown on the counter", "en"),
        ("low carb dinner my husband will actually like, he's a meat guy", "en"),
        ("compré plátanos machos verdes", "es"),
        ("algo tailandés para cenar, soy alérgica al cacahuate", "es"),
        # A place beside a dish says how it is made (`shared.search.manner`).
        ("fish tacos estilo ensenada", "es"),
        ("ensenada style fish tacos", "en"),
    ],
)
async def test_talk_beside_a_food_is_no_missing_dish(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.fallback_reason != "not_in_catalogue"
    assert outcome.decision == "results"


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("beef stroganoff", "en"),
        ("eggs benedict", "en"),
        ("birria de res", "es"),
        ("gorditas de chicharrón", "es"),
        ("menudo rojo", "es"),
        # A food after "a la" names the dish, no place: orange chicken is not in the catalogue.
        ("pollo a la naranja", "es"),
    ],
)
async def test_a_dish_the_catalogue_lacks_still_falls_back(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "fallback"
