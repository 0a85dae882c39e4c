"""`irmixy backfill` through typer's CliRunner, against a freshly seeded test database.

DATABASE_URL points the command at the test database and AI_PROVIDER=offline keeps it off the
network. A batch is made to fail for real by a trigger that refuses one recipe's row.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import psycopg
import pytest
from typer.testing import CliRunner

from cli.database.migrate import apply_migrations
from cli.database.seed import load_catalogue
from cli.database.seed_load import seed_database
from cli.main import app
from cli.paths import MIGRATIONS_DIR, SEED_DIR

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

pytestmark = pytest.mark.integration

PUBLISHED = 162

_REFUSE_ONE = """
create function refuse_one_embedding() returns trigger language plpgsql as $$
begin
  if new.recipe_id = (select min(id::text)::uuid from recipes where is_published) then
    raise exception 'refused for the test';
  end if;
  return new;
end;
$$;
create trigger refuse_one_embedding before insert or update on recipe_embeddings
  for each row execute function refuse_one_embedding();
"""


@pytest.fixture(scope="module")
def backfill_url(fresh_database: Callable[[str], str]) -> str:
    url = fresh_database("backfill_cli")
    apply_migrations(url, MIGRATIONS_DIR)
    with psycopg.connect(url, autocommit=True) as conn:
        seed_database(conn, load_catalogue(SEED_DIR))
    return url


@pytest.fixture
def sql(
    backfill_url: str, monkeypatch: pytest.MonkeyPatch
) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    """The CLI's environment, and a superuser connection; every test starts with no embeddings."""
    monkeypatch.setenv("DATABASE_URL", backfill_url)
    monkeypatch.setenv("AI_PROVIDER", "offline")
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with psycopg.connect(backfill_url, autocommit=True) as conn:
        conn.execute("delete from recipe_embeddings")
        yield conn


def count(conn: psycopg.Connection[tuple[Any, ...]]) -> int:
    row = conn.execute("select count(*) from recipe_embeddings").fetchone()
    assert row is not None
    return int(row[0])


def test_a_dry_run_prints_the_plan_and_writes_nothing(
    sql: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # When
    result = CliRunner().invoke(app, ["backfill", "--dry-run", "--batch-size", "100"])

    # Then
    assert result.exit_code == 0, result.output
    assert "dry run" in result.output
    assert "Coverage: 0.0% (0/162" in result.output
    assert count(sql) == 0


def test_a_failed_batch_exits_1_and_a_rerun_completes_the_coverage(
    sql: psycopg.Connection[tuple[Any, ...]],
) -> None:
    # Given the database refusing one recipe's embedding
    sql.execute(_REFUSE_ONE)
    try:
        # When
        failed = CliRunner().invoke(app, ["backfill", "--batch-size", "50"])
    finally:
        sql.execute("drop trigger refuse_one_embedding on recipe_embeddings")
        sql.execute("drop function refuse_one_embedding()")

    # Then the other batches were stored, and the command says which batch failed
    assert failed.exit_code == 1, failed.output
    assert "Failed batches: 1" in failed.output
    assert count(sql) == PUBLISHED - 50
    assert f"({PUBLISHED - 50}/{PUBLISHED} published" in failed.output

    # When the backfill runs again
    rerun = CliRunner().invoke(app, ["backfill", "--batch-size", "50"])

    # Then it embeds the failed batch only and reaches full coverage
    assert rerun.exit_code == 0, rerun.output
    assert "Coverage: 100.0% (162/162" in rerun.output
    assert count(sql) == PUBLISHED


def test_a_batch_size_over_200_is_a_usage_error(sql: psycopg.Connection[tuple[Any, ...]]) -> None:
    # When
    result = CliRunner().invoke(app, ["backfill", "--batch-size", "500"])

    # Then
    assert result.exit_code == 2
    assert count(sql) == 0
