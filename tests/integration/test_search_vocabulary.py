"""The known words a process keeps (`shared.search.vocabulary`) follow the catalogue.

A search sends the words it learnt with the catalogue version they hold for; a write to a
catalogue table bumps the version in its own transaction (migration 0038), so the next search
looks its words up again and sees the change. On a database of its own (the seed), since the
tests write to the catalogue.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from shared.search import HybridSearcher, SearchQuery, SearchSettings, SearchUser
from shared.search.dish_fields import fetch_field_hits
from shared.search.gates import gate_params
from shared.search.lexical import fetch_catalogue
from shared.search.vocabulary import KnownWords
from tests.integration.conftest import catalogue_version
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    import psycopg

    from shared.db import Database

pytestmark = pytest.mark.integration


def _searcher(own_catalogue_db: Database, vocabulary: KnownWords) -> HybridSearcher:
    return HybridSearcher(db=own_catalogue_db, embedder=None, vocabulary=vocabulary)


async def test_a_renamed_recipe_is_found_by_the_next_search_of_the_same_process(
    own_catalogue_db: Database, own_catalogue_admin: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given a process that searched a word no recipe has, and kept that answer
    vocabulary = KnownWords()
    searcher = _searcher(own_catalogue_db, vocabulary)
    before = await run(searcher, "zanzibarita", lexical_only=True)
    assert found(before) == []
    assert vocabulary.hint("en", ["zanzibarita"]).known == ()

    # When a recipe is renamed with it and its search vectors rebuilt
    own_catalogue_admin.execute(
        "update public.recipes set name_en = 'Zanzibarita Meatloaf' where slug = 'classic_meatloaf'"
    )
    own_catalogue_admin.execute(
        "select public.refresh_recipe_search(array_agg(id)) from public.recipes"
        " where slug = 'classic_meatloaf'"
    )

    # Then the next search finds it, and the process now knows the word
    after = await run(searcher, "zanzibarita", lexical_only=True)
    assert found(after)[:1] == ["classic_meatloaf"]
    hint = vocabulary.hint("en", ["zanzibarita"])
    assert hint.known == ("zanzibarita",)
    assert hint.version == catalogue_version(own_catalogue_admin)


async def test_a_new_alias_is_known_to_the_next_search(
    own_catalogue_db: Database, own_catalogue_admin: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given a process that searched a word no recipe has
    vocabulary = KnownWords()
    searcher = _searcher(own_catalogue_db, vocabulary)
    assert found(await run(searcher, "quetzalroot", lexical_only=True)) == []

    # When garlic gets it as an English alias and the search vectors are rebuilt
    own_catalogue_admin.execute(
        "insert into public.ingredient_aliases (ingredient_id, alias, language)"
        " select id, 'quetzalroot', 'en' from public.ingredients where slug = 'garlic'"
    )
    own_catalogue_admin.execute("select public.refresh_recipe_search(null)")

    # Then the next search finds recipes with garlic, and only those
    hits = found(await run(searcher, "quetzalroot", lexical_only=True))
    with_garlic = {
        row[0]
        for row in own_catalogue_admin.execute(
            "select r.slug from public.recipes r"
            " join public.recipe_ingredients ri on ri.recipe_id = r.id"
            " join public.ingredients i on i.id = ri.ingredient_id where i.slug = 'garlic'"
        )
    }
    assert hits
    assert set(hits) <= with_garlic


async def _foreign(own_catalogue_db: Database, vocabulary: KnownWords, text: str) -> list[str]:
    """The query words the catalogue statement counts as known only by the other language's
    recipes."""
    query = SearchQuery(text=text, language="en")
    read = own_catalogue_db.reads_as(None)
    rows = await fetch_catalogue(
        read,
        text=text,
        language="en",
        gates=gate_params(query, SearchUser()),
        vector_ids=[],
        settings=SearchSettings(),
        vocabulary=vocabulary,
    )
    assert rows
    return rows[0].foreign_words


async def test_an_answer_of_the_current_version_is_used_and_a_stale_one_is_not(
    own_catalogue_db: Database, own_catalogue_admin: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given caches claiming "chicken" is in Spanish recipes only: one as of the catalogue's
    # version, one as of an earlier version
    current = catalogue_version(own_catalogue_admin)
    fresh, stale = KnownWords(), KnownWords()
    for vocabulary, version in ((fresh, current), (stale, current - 1)):
        vocabulary.learn(
            version=version, language="en", words=["chicken"], known=[], other_known=["chicken"]
        )

    # When the catalogue statement runs with each
    # Then the current one's answer is taken as it is (no lookup), the stale one is looked up
    # again, and the cache learns the catalogue's answer
    assert await _foreign(own_catalogue_db, fresh, "chicken") == ["chicken"]
    assert await _foreign(own_catalogue_db, stale, "chicken") == []
    assert stale.hint("en", ["chicken"]).known == ("chicken",)
    assert stale.hint("en", ["chicken"]).version == current


async def test_the_dish_check_takes_the_current_versions_answer_and_not_a_stale_one(
    own_catalogue_db: Database, own_catalogue_admin: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given caches claiming "chicken" is in no English recipe, as of the catalogue's version
    # and as of an earlier one
    current = catalogue_version(own_catalogue_admin)
    fresh, stale = KnownWords(), KnownWords()
    for vocabulary, version in ((fresh, current), (stale, current - 1)):
        vocabulary.learn(
            version=version, language="en", words=["chicken"], known=[], other_known=[]
        )

    # When the dish check reads the words with each
    read = own_catalogue_db.reads_as(None)
    from_fresh = await fetch_field_hits(read, language="en", words=["chicken"], vocabulary=fresh)
    from_stale = await fetch_field_hits(read, language="en", words=["chicken"], vocabulary=stale)

    # Then the current answer is used as it is, the stale one looked up again
    assert from_fresh.known == ()
    assert from_stale.known == ("chicken",)
