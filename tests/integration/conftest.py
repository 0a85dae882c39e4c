"""Fixtures for integration modules that need a seeded database of their own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import psycopg
import pytest

from cli.database.migrate import apply_migrations
from cli.database.seed import load_catalogue
from cli.database.seed_load import seed_database
from cli.paths import MIGRATIONS_DIR, SEED_DIR
from shared.db import Database, DatabaseSettings, create_database
from tests.integration.test_search_support import catalogue_url, make_searcher

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Iterator

    from shared.search import HybridSearcher


@pytest.fixture(scope="module")
def own_catalogue_url(fresh_database: Callable[[str], str], request: pytest.FixtureRequest) -> str:
    """A migrated, seeded database for one module: backfill tests rename, unpublish and embed
    recipes, and the catalogue-version tests rename recipes and add aliases, which no other
    module may see."""
    name = request.module.__name__.rsplit(".", 1)[-1].removeprefix("test_")
    url = fresh_database(name)
    apply_migrations(url, MIGRATIONS_DIR)
    with psycopg.connect(url, autocommit=True) as conn:
        seed_database(conn, load_catalogue(SEED_DIR))
    return url


@pytest.fixture(scope="module")
async def own_catalogue_db(own_catalogue_url: str) -> AsyncIterator[Database]:
    """The access layer over the module's own database."""
    database = await create_database(
        DatabaseSettings(DATABASE_URL=own_catalogue_url, DB_POOL_MAX_SIZE=2)
    )
    try:
        yield database
    finally:
        await database.close()


@pytest.fixture
def own_catalogue_admin(own_catalogue_url: str) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    """A superuser connection to the module's own database."""
    with psycopg.connect(own_catalogue_url, autocommit=True) as conn:
        yield conn


def catalogue_version(conn: psycopg.Connection[tuple[Any, ...]]) -> int:
    """The catalogue's version as the database holds it now."""
    row = conn.execute("select version from public.catalogue_version").fetchone()
    assert row is not None
    return int(row[0])


@pytest.fixture
def backfill_sql(own_catalogue_url: str) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    """A superuser connection to the module's backfill database; every test starts with no
    embeddings."""
    with psycopg.connect(own_catalogue_url, autocommit=True) as conn:
        conn.execute("delete from recipe_embeddings")
        yield conn


@pytest.fixture(scope="module")
async def search_db(pg_admin_url: str) -> AsyncIterator[Database]:
    """The access layer over the search tests' seed catalogue (`catalogue_url`), per module."""
    url = await catalogue_url(pg_admin_url)
    db = await create_database(DatabaseSettings(DATABASE_URL=url, DB_POOL_MAX_SIZE=4))
    try:
        yield db
    finally:
        await db.close()


@pytest.fixture(scope="module")
def searcher(search_db: Database) -> HybridSearcher:
    """A searcher over that catalogue, with the offline embedder and default settings."""
    return make_searcher(search_db)
