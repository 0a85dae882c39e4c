"""A dish named in the other language inside a sentence reaches the candidates, on the seed.

A query is matched against its own language's search vector; a word only the other
language's recipes have ("maiz" in "pan de maiz to go with chili", "grilled" in "grilled
cheese con sopa de tomate") finds, through `public.match_recipe_other_names` (migration 0037),
the recipes whose name in that language holds it, which then get the credit of a name match
for it (`shared.search.misspelt`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from shared.search import SearchQuery, SearchSettings, SearchUser
from shared.search.gates import gate_params
from shared.search.lexical import fetch_catalogue
from tests.integration.test_search_support import found, recipe_ids_by_slug, run

if TYPE_CHECKING:
    from shared.db import Database
    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration

_LOOKUP = "select recipe_id::text as id, words from public.match_recipe_other_names(%s, %s, %s)"


async def _other_names(
    db: Database, language: str, words: list[str], limit: int = 10
) -> list[tuple[str, list[str]]]:
    """The recipes (slugs) a query's words name in the other language, and the words held."""
    by_id = {recipe_id: slug for slug, recipe_id in (await recipe_ids_by_slug(db)).items()}
    async with db.anon() as conn:
        cursor = await conn.execute(_LOOKUP, (language, words, limit))
        return [(by_id[row["id"]], list(row["words"])) for row in await cursor.fetchall()]


@pytest.mark.parametrize(
    ("language", "words", "first", "held"),
    [
        # An English query's words in Spanish names: "maiz" is in no English name (only in a
        # few descriptions), "pan" is ("Sheet Pan Salmon") but "Pan de Maíz" holds it too.
        ("en", ["pan", "maiz", "chili"], "skillet_cornbread", ["maiz", "pan"]),
        ("en", ["pastel", "carne"], "classic_meatloaf", ["carne", "pastel"]),
        # A Spanish query's words in English names.
        ("es", ["grilled", "tomate"], "grilled_cheese_tomato_soup", ["grilled"]),
    ],
)
async def test_names_in_the_other_language_are_found_by_their_words(
    search_db: Database, language: str, words: list[str], first: str, held: list[str]
) -> None:
    # When the names holding the words are looked up
    found_names = await _other_names(search_db, language, words)

    # Then the name holding most of them comes first, with the query words it holds
    assert found_names[0] == (first, held)


@pytest.mark.parametrize(
    ("language", "words"),
    [
        # Words the query's own language has in a name find nothing in the other.
        ("en", ["chili", "tacos"]),
        ("es", ["pollo", "sopa"]),
        # Nor do no words, or words in no name.
        ("en", []),
        ("es", ["zzzqx"]),
    ],
)
async def test_words_of_the_own_languages_names_find_nothing(
    search_db: Database, language: str, words: list[str]
) -> None:
    assert await _other_names(search_db, language, words) == []


async def test_at_most_the_limit_is_found(search_db: Database) -> None:
    # Given "pastel", in no English name and in several Spanish ones
    every = await _other_names(search_db, "en", ["pastel"], limit=50)
    capped = await _other_names(search_db, "en", ["pastel"], limit=1)

    assert len(every) > 1
    assert capped == every[:1]


@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        ("pan de maiz to go with chili", "en", "skillet_cornbread"),
        ("pastel de carne like my abuela used to make", "en", "classic_meatloaf"),
        ("grilled cheese con sopa de tomate", "es", "grilled_cheese_tomato_soup"),
    ],
)
async def test_the_other_languages_name_is_among_the_lexical_candidates(
    search_db: Database, text: str, language: str, dish: str
) -> None:
    # Given a query naming a dish in the other language
    query = SearchQuery(text=text, language=language)  # type: ignore[arg-type]

    # When the catalogue is read with no vector side
    read = search_db.reads_as(None)
    rows = await fetch_catalogue(
        read,
        text=query.text,
        language=query.language,
        gates=gate_params(query, SearchUser()),
        vector_ids=[],
        settings=SearchSettings(),
    )

    # Then the dish is a lexical candidate
    assert dish in {row.slug for row in rows if row.lexical_side}


@pytest.mark.parametrize("lexical_only", [True, False])
@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        ("pan de maiz to go with chili", "en", "skillet_cornbread"),
        ("pastel de carne like my abuela used to make", "en", "classic_meatloaf"),
    ],
)
async def test_a_dish_named_in_the_other_language_is_answered_first(
    searcher: HybridSearcher, text: str, language: str, dish: str, lexical_only: bool
) -> None:
    outcome = await run(searcher, text, language, lexical_only=lexical_only)

    assert outcome.decision == "results"
    assert found(outcome)[0] == dish


@pytest.mark.parametrize("lexical_only", [True, False])
@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        # "Hot Cakes Esponjosos de Buttermilk" is the pancakes' Spanish name: no English
        # recipe is a hot cake, and reading the kinds of dish in English alone, the search
        # said the catalogue lacks it.
        ("hot cakes for the kids", "en", "buttermilk_pancakes"),
    ],
)
async def test_a_dish_asked_for_by_its_other_languages_name_is_in_the_catalogue(
    searcher: HybridSearcher, text: str, language: str, dish: str, lexical_only: bool
) -> None:
    # When a dish is asked for, with what it is for, by the name it has in the other language
    outcome = await run(searcher, text, language, lexical_only=lexical_only)

    # Then it is answered, not offered to be created
    assert outcome.decision == "results"
    assert dish in found(outcome)


@pytest.mark.parametrize("lexical_only", [True, False])
@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        ("tostones to serve with grilled snapper", "en", "tostones"),
        ("naan para acompañar un curry de pollo", "es", "garlic_butter_naan"),
    ],
)
async def test_a_dish_asked_for_beside_another_is_answered_first(
    searcher: HybridSearcher, text: str, language: str, dish: str, lexical_only: bool
) -> None:
    # When a dish is asked for to go with another food
    outcome = await run(searcher, text, language, lexical_only=lexical_only)

    # Then that dish leads, not the dishes made of what it goes with
    assert outcome.decision == "results"
    assert found(outcome)[0] == dish


@pytest.mark.parametrize("lexical_only", [True, False])
@pytest.mark.parametrize(
    ("text", "language", "dish"),
    [
        # The naan's English name in a Spanish frame whose verb no recipe has: a frame of a
        # few words read as a bare dish name, the verb as the dish the catalogue lacks.
        ("enséñame a hacer garlic butter naan", "es", "garlic_butter_naan"),
        ("cocíname un chicken tikka masala", "es", "chicken_tikka_masala"),
    ],
)
async def test_a_whole_name_framed_in_the_other_language_is_in_the_catalogue(
    searcher: HybridSearcher, text: str, language: str, dish: str, lexical_only: bool
) -> None:
    # When a recipe's whole name is asked for in a sentence of the other language
    outcome = await run(searcher, text, language, lexical_only=lexical_only)

    # Then the recipe is answered, not offered to be created
    assert outcome.decision == "results"
    assert dish in found(outcome)
