"""Migrations against a real embedded Postgres: apply, re-apply, fail cleanly."""

from __future__ import annotations

import shutil
from typing import TYPE_CHECKING

import psycopg
import pytest
from typer.testing import CliRunner

from cli.database.migrate import apply_migrations, discover_migrations
from cli.main import app
from cli.paths import MIGRATIONS_DIR
from shared.errors import MigrationError

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

pytestmark = pytest.mark.integration


def _ledger(url: str) -> list[str]:
    with psycopg.connect(url) as conn:
        rows = conn.execute("select name from irmixy.schema_migrations order by name").fetchall()
    return [str(row[0]) for row in rows]


def _copy_migrations(tmp_path: Path) -> Path:
    target = tmp_path / "migrations"
    target.mkdir()
    for path in MIGRATIONS_DIR.glob("*.sql"):
        shutil.copy(path, target / path.name)
    return target


def test_migrations_apply_to_an_empty_database_then_rerun_as_a_no_op(
    fresh_database: Callable[[str], str],
) -> None:
    # Given an empty database
    url = fresh_database("migrate")
    expected = [m.name for m in discover_migrations(MIGRATIONS_DIR)]

    # When migrating twice
    first = apply_migrations(url, MIGRATIONS_DIR)
    second = apply_migrations(url, MIGRATIONS_DIR)

    # Then every file ran once, in order, and the second run changed nothing
    assert list(first.applied) == expected
    assert second.applied == ()
    assert list(second.already_applied) == expected
    assert _ledger(url) == expected


def test_schema_has_every_table_and_function_the_design_names(database_url: str) -> None:
    # Given the session database, migrated
    tables = {
        "recipes", "recipe_steps", "recipe_ingredients", "recipe_tags", "recipe_diets", "tags",
        "ingredients", "ingredient_aliases", "ingredient_allergens", "food_allergies",
        "diet_types", "cuisines", "food_safety_rules", "user_profiles", "user_recipes",
        "cooking_sessions", "user_chat_sessions", "user_chat_messages", "ai_voice_sessions",
        "ai_voice_usage", "recipe_embeddings",
    }  # fmt: skip
    functions = {
        "batch_find_ingredients", "find_closest_ingredient", "match_recipe_embeddings",
        "mark_stale_cooking_sessions", "save_custom_recipe", "upsert_cooking_progress",
        "refresh_recipe_search",
    }  # fmt: skip

    # When reading the catalog
    with psycopg.connect(database_url) as conn:
        rls = dict(
            conn.execute(
                "select relname, relrowsecurity from pg_class c"
                " join pg_namespace n on n.oid = c.relnamespace"
                " where n.nspname = 'public' and c.relkind = 'r'"
            ).fetchall()
        )
        present = {
            str(row[0])
            for row in conn.execute(
                "select proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace"
                " where n.nspname = 'public'"
            ).fetchall()
        }
        definers = conn.execute(
            "select p.proname, p.proconfig from pg_proc p"
            " join pg_namespace n on n.oid = p.pronamespace"
            " where n.nspname = 'public' and p.prosecdef"
        ).fetchall()

    # Then every table exists with RLS on, every function exists,
    # and every security definer function pins its search_path
    assert tables <= set(rls), tables - set(rls)
    assert all(rls[table] for table in tables), [t for t in tables if not rls[t]]
    assert functions <= present, functions - present
    assert definers, "mark_stale_cooking_sessions is security definer"
    for name, config in definers:
        assert config, name
        assert any(str(c).startswith("search_path=") for c in config), name


def test_embeddings_are_halfvec_3072_with_an_hnsw_cosine_index(database_url: str) -> None:
    with psycopg.connect(database_url) as conn:
        column_type = conn.execute(
            "select format_type(atttypid, atttypmod) from pg_attribute"
            " where attrelid = 'public.recipe_embeddings'::regclass and attname = 'embedding'"
        ).fetchone()
        index = conn.execute(
            "select indexdef from pg_indexes where tablename = 'recipe_embeddings'"
            " and indexdef ilike '%hnsw%'"
        ).fetchone()

    assert column_type is not None
    assert column_type[0].endswith("halfvec(3072)")
    assert index is not None
    assert "halfvec_cosine_ops" in index[0]


def test_a_broken_migration_is_named_and_rolled_back_whole(
    fresh_database: Callable[[str], str], tmp_path: Path
) -> None:
    # Given the real migrations plus a file that creates a table and then fails
    directory = _copy_migrations(tmp_path)
    (directory / "0999_broken.sql").write_text(
        "create table public.half_done (id int);\nselect public.no_such_function();\n"
    )
    url = fresh_database("broken")

    # When migrating
    with pytest.raises(MigrationError) as caught:
        apply_migrations(url, directory)

    # Then the error names the file, the earlier files stay applied,
    # and nothing of the failed file remains
    assert "0999_broken.sql" in caught.value.message
    assert "0999_broken.sql" not in _ledger(url)
    assert len(_ledger(url)) == len(discover_migrations(MIGRATIONS_DIR))
    with psycopg.connect(url) as conn:
        row = conn.execute("select to_regclass('public.half_done')").fetchone()
    assert row == (None,)


def test_editing_an_applied_migration_is_refused(
    fresh_database: Callable[[str], str], tmp_path: Path
) -> None:
    # Given a database migrated from a copy of the migrations
    directory = _copy_migrations(tmp_path)
    url = fresh_database("edited")
    apply_migrations(url, directory)

    # When an applied file is edited and migrations run again
    target = directory / "0010_voice.sql"
    target.write_text(target.read_text() + "\n-- edited\n")

    # Then the run stops and names the file
    with pytest.raises(MigrationError, match=r"0010_voice\.sql: changed after it was applied"):
        apply_migrations(url, directory)


@pytest.mark.parametrize(
    ("filename", "message"),
    [
        ("1_short.sql", "named NNNN_lower_snake.sql"),
        ("0001_Upper.sql", "named NNNN_lower_snake.sql"),
        ("0000_duplicate_number.sql", "is also used by"),
    ],
)
def test_misnamed_migration_files_are_rejected(tmp_path: Path, filename: str, message: str) -> None:
    directory = _copy_migrations(tmp_path)
    (directory / filename).write_text("select 1;")

    with pytest.raises(MigrationError, match=message):
        discover_migrations(directory)


def test_cli_migrate_exits_non_zero_naming_the_broken_file(
    fresh_database: Callable[[str], str], tmp_path: Path
) -> None:
    # Given a migrations folder with a broken file and DATABASE_URL pointing at a fresh database
    directory = _copy_migrations(tmp_path)
    (directory / "0999_broken.sql").write_text("alter table public.nope add column x int;")
    url = fresh_database("cli")

    # When running `irmixy db migrate --dir …`
    result = CliRunner().invoke(
        app, ["db", "migrate", "--dir", str(directory)], env={"DATABASE_URL": url}
    )

    # Then it fails and says which file
    assert result.exit_code == 1
    assert "0999_broken.sql" in result.output
    assert "0999_broken.sql" not in _ledger(url)


def test_bootstrap_leaves_existing_supabase_objects_alone(
    fresh_database: Callable[[str], str],
) -> None:
    # Given a database that already has Supabase's auth schema and its own auth.uid()
    url = fresh_database("supabase_like")
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute(
            b"create schema auth;"
            b" create table auth.users (id uuid primary key, email text);"
            b" create function auth.uid() returns uuid language sql stable"
            b" as $$ select '00000000-0000-0000-0000-00000000beef'::uuid $$;"
            b" create function auth.role() returns text language sql stable as $$ select 'x' $$;"
            b" create function auth.jwt() returns jsonb language sql stable"
            b" as $$ select '{}'::jsonb $$;"
        )

    # When the migrations run
    apply_migrations(url, MIGRATIONS_DIR)

    # Then the existing helper was not replaced
    with psycopg.connect(url) as conn:
        row = conn.execute("select auth.uid()::text").fetchone()
    assert row == ("00000000-0000-0000-0000-00000000beef",)
