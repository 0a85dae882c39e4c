"""`irmixy db …`: start, stop, migrate, seed and reset the database."""

from __future__ import annotations

from pathlib import Path  # noqa: TC003 - typer reads annotations at run time
from typing import Annotated

import psycopg
import typer
from rich.console import Console
from rich.table import Table

from cli.database import embedded as embedded_db
from cli.database.location import is_embedded, reset_database, resolve_database_url
from cli.database.migrate import Migration, apply_migrations
from cli.database.seed import SeedError, load_catalogue
from cli.database.seed_load import SeedReport, seed_database
from cli.paths import MIGRATIONS_DIR, SEED_DIR, embedded_data_dir
from shared.errors import MigrationError

__all__ = ["db_app", "migrate_and_seed", "run_migrations"]

db_app = typer.Typer(help="The database: embedded by default, DATABASE_URL when set.")
console = Console(stderr=True)
_EXIT_FAILURE = 1


def _redacted(url: str) -> str:
    # Show where, never the password.
    head, sep, tail = url.partition("@")
    if not sep:
        return url
    scheme, _, credentials = head.partition("://")
    user = credentials.split(":", 1)[0]
    return f"{scheme}://{user}:***@{tail}"


@db_app.command("up")
def up() -> None:
    """Start the embedded Postgres (no-op when DATABASE_URL is set) and print its URL."""
    if not is_embedded():
        console.print("DATABASE_URL is set; nothing to start.")
        return
    url = resolve_database_url()
    console.print(f"[green]Embedded Postgres is up[/] (data in {embedded_data_dir()})")
    typer.echo(url)


@db_app.command("down")
def down() -> None:
    """Stop the embedded Postgres."""
    if embedded_db.stop(embedded_data_dir()):
        console.print("Embedded Postgres stopped.")
    else:
        console.print("Embedded Postgres was not running.")


@db_app.command("status")
def status() -> None:
    """Show which database is in use and which migrations it has."""
    if is_embedded():
        state = embedded_db.status(embedded_data_dir())
        running = "running" if state.running else "stopped"
        console.print(f"Embedded Postgres: {running} (data in {state.data_dir})")
        if not state.running:
            return
    url = resolve_database_url()
    console.print(f"Database: {_redacted(url)}")
    from cli.database.migrate import applied_migrations, discover_migrations

    with psycopg.connect(url, autocommit=True) as conn:
        applied = applied_migrations(conn)
    table = Table("migration", "state")
    for migration in discover_migrations(MIGRATIONS_DIR):
        table.add_row(migration.name, "applied" if migration.name in applied else "pending")
    console.print(table)


@db_app.command("url")
def url() -> None:
    """Print the database URL (starting the embedded server when needed)."""
    typer.echo(resolve_database_url())


@db_app.command("migrate")
def migrate(
    directory: Annotated[
        Path, typer.Option("--dir", help="Migrations folder.", exists=True, file_okay=False)
    ] = MIGRATIONS_DIR,
) -> None:
    """Apply pending migrations; each file runs once, in its own transaction."""
    run_migrations(resolve_database_url(), directory)


@db_app.command("seed")
def seed() -> None:
    """Load the bilingual catalogue (idempotent: loading twice changes nothing)."""
    _print_seed_report(_seed(resolve_database_url()))


@db_app.command("reset")
def reset(
    yes: Annotated[
        bool, typer.Option("--yes", help="Required when DATABASE_URL points at a real project.")
    ] = False,
    no_seed: Annotated[bool, typer.Option("--no-seed", help="Migrate only.")] = False,
) -> None:
    """Drop everything, migrate from zero and seed again."""
    database_url = resolve_database_url()
    if not is_embedded() and not yes:
        console.print(
            f"[red]Refusing to reset {_redacted(database_url)} without --yes[/] "
            "(it drops the public schema)."
        )
        raise typer.Exit(_EXIT_FAILURE)
    reset_database(database_url)
    run_migrations(database_url)
    if not no_seed:
        _print_seed_report(_seed(database_url))


def migrate_and_seed(database_url: str) -> SeedReport:
    """Bring a database fully up: pending migrations, then the catalogue."""
    run_migrations(database_url)
    return _seed(database_url)


def run_migrations(database_url: str, directory: Path = MIGRATIONS_DIR) -> None:
    """Apply pending migrations with progress output; exit 1 naming the file on failure."""

    def show(migration: Migration) -> None:
        console.print(f"  applying {migration.name}")

    try:
        report = apply_migrations(database_url, directory, on_apply=show)
    except MigrationError as exc:
        console.print(f"[red]Migration failed[/]: {exc.message}")
        raise typer.Exit(_EXIT_FAILURE) from exc
    console.print(
        f"Migrations: {len(report.applied)} applied, {len(report.already_applied)} already applied."
    )


def _seed(database_url: str) -> SeedReport:
    try:
        catalogue = load_catalogue(SEED_DIR)
    except SeedError as exc:
        console.print(f"[red]Seed data is invalid[/]: {exc}")
        raise typer.Exit(_EXIT_FAILURE) from exc
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        return seed_database(conn, catalogue)


def _print_seed_report(report: SeedReport) -> None:
    console.print(
        f"Seeded {report.recipes} recipes, {report.ingredients} ingredients "
        f"({report.aliases} aliases), {report.tags} tags."
    )
    table = Table("cuisine", "recipes")
    for cuisine, count in report.recipes_per_cuisine.items():
        table.add_row(cuisine, str(count))
    console.print(table)
