"""Plain-SQL migrations: ordered files, each applied once in its own transaction, recorded in a
ledger. Re-running is a no-op; a failing file is rolled back whole and named in the error.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

import psycopg

from shared.errors import MigrationError

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path

__all__ = [
    "Migration",
    "MigrationReport",
    "applied_migrations",
    "apply_migrations",
    "discover_migrations",
]

_NAME = re.compile(r"^(\d{4})_[a-z0-9_]+\.sql$")
# Any constant works; it only has to be the same for every runner of this project.
_LOCK_KEY = 0x1E_1A_17_5A

_LEDGER_DDL = """
create schema if not exists irmixy;
create table if not exists irmixy.schema_migrations (
  name text primary key,
  checksum text not null,
  applied_at timestamptz not null default now()
);
"""


@dataclass(frozen=True, kw_only=True)
class Migration:
    """One migration file."""

    name: str
    path: Path
    sql: str
    checksum: str


@dataclass(frozen=True, kw_only=True)
class MigrationReport:
    """What a run did."""

    applied: tuple[str, ...]
    already_applied: tuple[str, ...]


def discover_migrations(directory: Path) -> list[Migration]:
    """List `NNNN_name.sql` files in order.

    Raises:
        MigrationError: a `.sql` file is misnamed or two files share a number.
    """
    migrations: list[Migration] = []
    seen: dict[str, str] = {}
    for path in sorted(directory.glob("*.sql")):
        match = _NAME.match(path.name)
        if match is None:
            raise MigrationError(f"{path.name}: migration files are named NNNN_lower_snake.sql")
        number = match.group(1)
        if number in seen:
            raise MigrationError(f"{path.name}: number {number} is also used by {seen[number]}")
        seen[number] = path.name
        text = path.read_text(encoding="utf-8")
        checksum = hashlib.sha256(text.encode("utf-8")).hexdigest()
        migrations.append(Migration(name=path.name, path=path, sql=text, checksum=checksum))
    return migrations


def applied_migrations(conn: psycopg.Connection[tuple[object, ...]]) -> dict[str, str]:
    """Name → checksum of every migration the ledger records (empty before the first run)."""
    exists = conn.execute("select to_regclass('irmixy.schema_migrations') is not null").fetchone()
    if not exists or not exists[0]:
        return {}
    rows = conn.execute("select name, checksum from irmixy.schema_migrations").fetchall()
    return {str(name): str(checksum) for name, checksum in rows}


def apply_migrations(
    database_url: str,
    directory: Path,
    *,
    on_apply: Callable[[Migration], None] | None = None,
) -> MigrationReport:
    """Apply every pending migration in `directory` to the database.

    Args:
        database_url: libpq URL of the target (embedded, local or a Supabase project).
        directory: the folder of `NNNN_name.sql` files.
        on_apply: called before each pending file runs (progress output).

    Returns:
        The names applied now and those the ledger already had.

    Raises:
        MigrationError: a file failed (its transaction is rolled back, earlier files stay), or an
            applied file was edited afterwards (its checksum no longer matches the ledger).
    """
    migrations = discover_migrations(directory)
    # Transaction pooler friendly: no server-side prepared statements.
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        conn.execute('set search_path to "$user", public, extensions')
        conn.execute("select pg_advisory_lock(%s)", (_LOCK_KEY,))
        try:
            conn.execute(_LEDGER_DDL)
            ledger = applied_migrations(conn)
            applied: list[str] = []
            already: list[str] = []
            for migration in migrations:
                recorded = ledger.get(migration.name)
                if recorded is not None:
                    if recorded != migration.checksum:
                        raise MigrationError(
                            f"{migration.name}: changed after it was applied; add a new "
                            "migration instead of editing an applied one"
                        )
                    already.append(migration.name)
                    continue
                if on_apply is not None:
                    on_apply(migration)
                _apply_one(conn, migration)
                applied.append(migration.name)
            return MigrationReport(applied=tuple(applied), already_applied=tuple(already))
        finally:
            conn.execute("select pg_advisory_unlock(%s)", (_LOCK_KEY,))


def _apply_one(conn: psycopg.Connection[tuple[object, ...]], migration: Migration) -> None:
    try:
        with conn.transaction():
            conn.execute(migration.sql.encode("utf-8"))
            conn.execute(
                "insert into irmixy.schema_migrations (name, checksum) values (%s, %s)",
                (migration.name, migration.checksum),
            )
    except psycopg.Error as exc:
        detail = exc.diag.message_primary or str(exc).splitlines()[0]
        position = (
            f" (at character {exc.diag.statement_position})" if exc.diag.statement_position else ""
        )
        raise MigrationError(f"{migration.name}: {detail}{position}") from exc
