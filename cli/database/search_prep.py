"""Getting a database ready for the search eval and benchmark.

Migrations and the seed catalogue are applied only when something is missing, so a ready
database costs two queries. Embeddings are checked per identity (`gateway.embedding_model`):
when some published recipe has no vector of that identity, the embedding backfill runs for the
chosen provider (a table holds one vector per recipe, so switching providers re-embeds).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import psycopg

from cli.database.migrate import applied_migrations, apply_migrations, discover_migrations
from cli.database.seed import load_catalogue
from cli.database.seed_load import seed_database
from cli.paths import MIGRATIONS_DIR, SEED_DIR
from shared.embeddings.backfill import run_backfill
from shared.embeddings.options import BackfillOptions
from shared.embeddings.planning import load_plan
from shared.errors import ProviderError

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.ai.gateway import AiGateway
    from shared.db import Database

__all__ = [
    "CatalogueState",
    "EmbeddingCoverage",
    "analyze_database",
    "embedding_coverage",
    "ensure_catalogue",
    "ensure_embeddings",
    "published_slugs",
]


@dataclass(frozen=True, kw_only=True)
class CatalogueState:
    """What `ensure_catalogue` had to do."""

    migrations_applied: int
    seeded: bool


@dataclass(frozen=True, kw_only=True)
class EmbeddingCoverage:
    """Published recipes with a vector of `embedding_model`, and how many were embedded now."""

    embedding_model: str
    published: int
    covered: int
    embedded_now: int


def _quiet(_: str) -> None:
    return None


def ensure_catalogue(database_url: str, *, log: Callable[[str], None] = _quiet) -> CatalogueState:
    """Apply pending migrations, and load the seed catalogue when a seeded recipe is missing.

    Args:
        database_url: the database (embedded or DATABASE_URL).
        log: progress lines.

    Returns:
        What was done.

    Raises:
        MigrationError: a migration failed.
        SeedError: the seed files are invalid.
    """
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        applied = applied_migrations(conn)
    pending = [m for m in discover_migrations(MIGRATIONS_DIR) if m.name not in applied]
    if pending:
        log(f"applying {len(pending)} migration(s)")
        apply_migrations(database_url, MIGRATIONS_DIR)
    catalogue = load_catalogue(SEED_DIR)
    wanted = [recipe.slug for recipe in catalogue.recipes if recipe.is_published]
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        row = conn.execute(
            "select count(*) from public.recipes where is_published and slug = any(%s)",
            (wanted,),
        ).fetchone()
        present = int(row[0]) if row else 0
        seeded = present < len(wanted)
        if seeded:
            log("loading the seed catalogue")
            seed_database(conn, catalogue)
    return CatalogueState(migrations_applied=len(pending), seeded=seeded)


def analyze_database(database_url: str) -> None:
    """Refresh the planner's statistics (a freshly loaded database has none, and its plans
    are then far from production's: the benchmark would measure the wrong thing).

    Args:
        database_url: the database.
    """
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        conn.execute("analyze")


def published_slugs(database_url: str) -> set[str]:
    """The slugs of every published recipe (to check a query set's judgements against).

    Args:
        database_url: the database.

    Returns:
        The slugs.
    """
    with psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn:
        rows = conn.execute(
            "select slug from public.recipes where is_published and slug is not null"
        ).fetchall()
    return {str(row[0]) for row in rows}


async def embedding_coverage(database: Database, embedding_model: str) -> tuple[int, int]:
    """Count published recipes, and those with a vector of `embedding_model`.

    Args:
        database: the access layer.
        embedding_model: the vector identity.

    Returns:
        (covered, published).
    """
    async with database.service() as conn:
        cursor = await conn.execute(
            "select count(e.recipe_id) filter (where e.embedding_model = %s) as covered,"
            " count(*) as published"
            " from public.recipes r left join public.recipe_embeddings e on e.recipe_id = r.id"
            " where r.is_published",
            (embedding_model,),
        )
        row = await cursor.fetchone()
    if row is None:
        return 0, 0
    return int(row["covered"]), int(row["published"])


async def ensure_embeddings(
    database: Database,
    gateway: AiGateway,
    *,
    log: Callable[[str], None] = _quiet,
) -> EmbeddingCoverage:
    """Backfill the gateway's embeddings when some published recipe lacks a current one.

    Current means of this model and of the recipe's content as it stands (its content hash): a
    recipe edited since it was embedded, or a change to what the text holds, would otherwise
    be measured and served on its old vector until the model changed.

    Args:
        database: the access layer.
        gateway: the embedder (its provider and identity are the ones evaluated).
        log: progress lines.

    Returns:
        The coverage after any backfill.

    Raises:
        ProviderError: some batch failed after every retry (the figures would be wrong).
    """
    model = gateway.embedding_model
    # A dry plan reads hashes only: it writes nothing and prunes nothing.
    plan = await load_plan(database, embedding_model=model, options=BackfillOptions(dry_run=True))
    covered, published = await embedding_coverage(database, model)
    embedded_now = 0
    if plan.pending:
        log(f"embedding {len(plan.pending)} recipe(s) with {model}")
        report = await run_backfill(database=database, gateway=gateway, options=BackfillOptions())
        if report.failed:
            raise ProviderError(
                f"the backfill with {model} failed for {report.failed} recipe(s)",
                code="provider_unavailable",
            )
        embedded_now = report.embedded
        covered, published = await embedding_coverage(database, model)
    return EmbeddingCoverage(
        embedding_model=model, published=published, covered=covered, embedded_now=embedded_now
    )
