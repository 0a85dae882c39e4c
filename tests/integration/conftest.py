"""Fixtures for integration modules that need a seeded database of their own."""

from __future__ import annotations

from typing import TYPE_CHECKING

import psycopg
import pytest

from cli.migrate import apply_migrations
from cli.paths import MIGRATIONS_DIR, SEED_DIR
from cli.seed import load_catalogue, seed_database

if TYPE_CHECKING:
    from collections.abc import Callable


@pytest.fixture(scope="module")
def backfill_url(fresh_database: Callable[[str], str], request: pytest.FixtureRequest) -> str:
    """A migrated, seeded database for one module: backfill tests rename, unpublish and embed
    recipes, which no other module may see."""
    name = request.module.__name__.rsplit(".", 1)[-1].removeprefix("test_")
    url = fresh_database(name)
    apply_migrations(url, MIGRATIONS_DIR)
    with psycopg.connect(url, autocommit=True) as conn:
        seed_database(conn, load_catalogue(SEED_DIR))
    return url
