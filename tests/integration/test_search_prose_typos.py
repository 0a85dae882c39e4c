"""Typos past the phonetic lookup, and the talk around a food, on the seeded catalogue.

A misspelt name word the phonetic lookup misses (letters swapped, one wrong letter, a long
request) still finds its dish first (`shared.search.misspelt`); the words of a request that
stand beside a food (verbs, people, places, allergies) do not make it a dish the catalogue
lacks (`shared.search.talk_words`); and a dish it lacks still gets the create-one fallback.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.db import Database, DatabaseSettings, create_database
from tests.integration.test_search_support import catalogue_url, found, make_searcher, run

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration


@pytest.fixture(scope="module")
async def search_db(pg_admin_url: str) -> AsyncIterator[Database]:
    url = await catalogue_url(pg_admin_url)
    db = await create_database(DatabaseSettings(DATABASE_URL=url, DB_POOL_MAX_SIZE=2))
    try:
        yield db
    finally:
        await db.close()


@pytest.fixture(scope="module")
def searcher(search_db: Database) -> HybridSearcher:
    return make_searcher(search_db)


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


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("i have 3 bananas going brown on the counter", "en"),
        ("low carb dinner my husband will actually like, he's a meat guy", "en"),
        ("compré plátanos machos verdes", "es"),
        ("algo tailandés para cenar, soy alérgica al cacahuate", "es"),
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
    ],
)
async def test_a_dish_the_catalogue_lacks_still_falls_back(
    searcher: HybridSearcher, text: str, language: str
) -> None:
    outcome = await run(searcher, text, language)

    assert outcome.decision == "fallback"
