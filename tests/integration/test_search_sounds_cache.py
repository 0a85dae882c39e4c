"""The sounds-like matches a process keeps (`shared.search.vocabulary`) follow the catalogue.

A search sends the names a misspelt word sounds like with the catalogue version they hold for;
a write to a catalogue table bumps the version (migration 0038), so the next search looks the
word up again and sees the change. On a database of its own (the seed): the tests write to it.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Any

import pytest

from shared.search import HybridSearcher, SearchQuery, SearchSettings, SearchUser
from shared.search.gates import gate_params
from shared.search.lexical import fetch_catalogue
from shared.search.vocabulary import KnownWords, SoundsHint
from tests.integration.conftest import catalogue_version
from tests.integration.test_search_support import found, run

if TYPE_CHECKING:
    import psycopg

    from shared.db import Database

pytestmark = pytest.mark.integration


def _id(own_catalogue_admin: psycopg.Connection[tuple[Any, ...]], slug: str) -> uuid.UUID:
    row = own_catalogue_admin.execute(
        "select id from public.recipes where slug = %s", [slug]
    ).fetchone()
    assert row is not None
    return uuid.UUID(str(row[0]))


def _searcher(own_catalogue_db: Database, vocabulary: KnownWords) -> HybridSearcher:
    return HybridSearcher(db=own_catalogue_db, embedder=None, vocabulary=vocabulary)


async def test_a_renamed_recipe_is_found_by_a_misspelt_word_in_the_next_search(
    own_catalogue_db: Database, own_catalogue_admin: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given a process that searched twice for jambalaya and a misspelt word no name sounds like
    # (a search that finds nothing keeps nothing), and kept that it sounds like none
    vocabulary = KnownWords()
    searcher = _searcher(own_catalogue_db, vocabulary)
    assert "classic_meatloaf" not in found(
        await run(searcher, "zanzibaritta jambalaya", lexical_only=True)
    )
    assert "classic_meatloaf" not in found(
        await run(searcher, "zanzibaritta jambalaya", lexical_only=True)
    )
    kept = vocabulary.sounds_hint("en", ["zanzibaritta", "jambalaya"])
    assert kept.words == ("zanzibaritta",)
    assert kept.recipe_ids == ()

    # When a recipe is renamed with the word it misspells and its search fields rebuilt
    own_catalogue_admin.execute(
        "update public.recipes set name_en = 'Zanzibarita Meatloaf' where slug = 'classic_meatloaf'"
    )
    own_catalogue_admin.execute(
        "select public.refresh_recipe_search(array_agg(id)) from public.recipes"
        " where slug = 'classic_meatloaf'"
    )

    # Then the next search of the same process finds it by sound, and keeps that instead
    assert "classic_meatloaf" in found(
        await run(searcher, "zanzibaritta jambalaya", lexical_only=True)
    )
    kept = vocabulary.sounds_hint("en", ["zanzibaritta"])
    assert kept.version == catalogue_version(own_catalogue_admin)
    assert kept.recipe_ids == (_id(own_catalogue_admin, "classic_meatloaf"),)


async def test_a_new_alias_is_found_by_the_next_search_of_a_word_kept_as_sounding_like_none(
    own_catalogue_db: Database, own_catalogue_admin: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given a process that kept that a word no recipe contains sounds like no name
    vocabulary = KnownWords()
    searcher = _searcher(own_catalogue_db, vocabulary)
    assert found(await run(searcher, "quetzalroote chicken", lexical_only=True))
    assert vocabulary.sounds_hint("en", ["quetzalroote"]).words == ("quetzalroote",)

    # When garlic gets it as an English alias and the search fields are rebuilt
    own_catalogue_admin.execute(
        "insert into public.ingredient_aliases (ingredient_id, alias, language)"
        " select id, 'quetzalroote', 'en' from public.ingredients where slug = 'garlic'"
    )
    own_catalogue_admin.execute("select public.refresh_recipe_search(null)")

    # Then the next search counts it as garlic, leading with a recipe that has it, and what
    # was kept for the old version is gone (a word some recipe contains is not looked up by
    # sound)
    hits = found(await run(searcher, "quetzalroote chicken", lexical_only=True))
    with_garlic = {
        row[0]
        for row in own_catalogue_admin.execute(
            "select r.slug from public.recipes r"
            " join public.recipe_ingredients ri on ri.recipe_id = r.id"
            " join public.ingredients i on i.id = ri.ingredient_id where i.slug = 'garlic'"
        )
    }
    assert hits[0] in with_garlic
    assert "quetzalroote" in vocabulary.hint("en", ["quetzalroote"]).known
    assert vocabulary.sounds_hint("en", ["quetzalroote"]) == SoundsHint()


async def _lexical_ids(
    own_catalogue_db: Database, vocabulary: KnownWords, text: str
) -> set[uuid.UUID]:
    query = SearchQuery(text=text, language="es")
    read = own_catalogue_db.reads_as(None)
    rows = await fetch_catalogue(
        read,
        text=text,
        language="es",
        gates=gate_params(query, SearchUser()),
        vector_ids=[],
        settings=SearchSettings(),
        vocabulary=vocabulary,
    )
    return {row.id for row in rows if row.lexical_side}


async def test_matches_sent_for_the_current_version_are_used_and_stale_ones_are_not(
    own_catalogue_db: Database, own_catalogue_admin: psycopg.Connection[tuple[Any, ...]]
) -> None:
    # Given caches claiming "paeya" sounds like the meatloaf's name only: one as of the
    # catalogue's version, one as of an earlier version
    current = catalogue_version(own_catalogue_admin)
    meatloaf, paella = (
        _id(own_catalogue_admin, "classic_meatloaf"),
        _id(own_catalogue_admin, "paella_valenciana"),
    )
    fresh, stale = KnownWords(), KnownWords()
    for vocabulary, version in ((fresh, current), (stale, current - 1)):
        vocabulary.learn_sounds(
            version=version,
            language="es",
            words=["paeya"],
            recipe_ids=[meatloaf],
            match_words=["paeya"],
        )

    # When the catalogue statement runs with each
    from_fresh = await _lexical_ids(own_catalogue_db, fresh, "paeya")
    from_stale = await _lexical_ids(own_catalogue_db, stale, "paeya")

    # Then the current claim is taken as it is (no lookup), the stale one is looked up again
    # and the cache learns the catalogue's answer
    assert meatloaf in from_fresh
    assert meatloaf not in from_stale
    assert paella in from_stale
    relearnt = stale.sounds_hint("es", ["paeya"])
    assert relearnt.version == current
    assert paella in relearnt.recipe_ids
    assert meatloaf not in relearnt.recipe_ids
