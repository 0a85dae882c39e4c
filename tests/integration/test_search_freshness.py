"""A recipe added or renamed is found by the very next search, whatever the search has cached.

The search keeps per-process caches (word stems and dish kinds of names, the compiled
catalogue query) and per-connection ones (the lookups' plans, migration 0034); none holds
catalogue rows, so a change to the catalogue shows at once. Searches run first on the same
pool, so the plans are cached before the recipe changes.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING

import psycopg
import pytest

from shared.db import Database, DatabaseSettings, create_database
from tests.integration.test_search_support import catalogue_url, found, make_searcher, run

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Iterator

    from shared.search import HybridSearcher

pytestmark = pytest.mark.integration

_SLUG = "zz_wombat_paella"


@pytest.fixture(scope="module")
async def fresh_url(pg_admin_url: str) -> str:
    return await catalogue_url(pg_admin_url)


@pytest.fixture(scope="module")
async def fresh_db(fresh_url: str) -> AsyncIterator[Database]:
    # One connection: every search below reuses the plans the earlier ones cached.
    db = await create_database(DatabaseSettings(DATABASE_URL=fresh_url, DB_POOL_MAX_SIZE=1))
    try:
        yield db
    finally:
        await db.close()


@pytest.fixture
def wombat(fresh_url: str) -> Iterator[str]:
    """Adds (later) a published recipe no seed recipe resembles; removed afterwards."""
    recipe_id = str(uuid.uuid4())
    yield recipe_id
    with psycopg.connect(fresh_url, autocommit=True) as conn:
        conn.execute("delete from recipes where id = %s", (recipe_id,))


def _write(url: str, recipe_id: str, name_en: str, name_es: str) -> None:
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            "insert into recipes (id, slug, name_en, name_es, description_en, difficulty,"
            " total_time_minutes, meal_types, is_published) values (%s, %s, %s, %s,"
            " 'Saffron rice for a crowd.', 'easy', 40, '{dinner}', true)"
            " on conflict (id) do update set name_en = excluded.name_en,"
            " name_es = excluded.name_es",
            (recipe_id, _SLUG, name_en, name_es),
        )
        conn.execute("select refresh_recipe_search(%s::uuid[])", ([recipe_id],))


async def _warm(searcher: HybridSearcher) -> None:
    # More than the five custom plans PL/pgSQL makes before it caches a generic one.
    for text in ("paella", "chicken soup", "sopa de pollo", "rice", "tacos", "paella", "soup"):
        await run(searcher, text)
        await run(searcher, text, "es")


async def test_an_added_recipe_is_found_by_the_next_search(
    fresh_db: Database, fresh_url: str, wombat: str
) -> None:
    # Given a searcher whose caches and plans are warm, and no wombat recipe
    searcher = make_searcher(fresh_db)
    await _warm(searcher)
    assert _SLUG not in found(await run(searcher, "wombat paella", lexical_only=True))

    # When the recipe is published
    _write(fresh_url, wombat, "Wombat Paella", "Paella de Wómbat")

    # Then the next search finds it, by its English and by its Spanish name
    assert found(await run(searcher, "wombat paella", lexical_only=True))[0] == _SLUG
    assert found(await run(searcher, "paella de wombat", "es", lexical_only=True))[0] == _SLUG


async def test_a_renamed_recipe_is_found_by_its_new_name_only(
    fresh_db: Database, fresh_url: str, wombat: str
) -> None:
    # Given the wombat recipe, found by a warm searcher
    searcher = make_searcher(fresh_db)
    _write(fresh_url, wombat, "Wombat Paella", "Paella de Wómbat")
    await _warm(searcher)
    assert found(await run(searcher, "wombat paella", lexical_only=True))[0] == _SLUG

    # When it is renamed
    _write(fresh_url, wombat, "Numbat Paella", "Paella de Numbat")

    # Then its new name finds it, and the old word no longer leads to it
    assert found(await run(searcher, "numbat paella", lexical_only=True))[0] == _SLUG
    assert _SLUG not in found(await run(searcher, "wombat", lexical_only=True))
