"""Shared set-up of the search tests (no tests here): the seed catalogue, embedded once.

The search tests run on their own database in the session's cluster, holding the real seed
catalogue (162 recipes) and an offline embedding of every published recipe, made through
`AiGateway.embed(embedding_text(content))` over the backfill's own reading of the recipes
(`load_embedding_states`), as the backfill makes them. A dedicated database keeps these
embeddings and cache rows away from tests that expect none (and theirs away from these).
`catalogue_url` builds it on first use and returns the same URL for the session.
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Final

import psycopg
from pgvector import HalfVector
from pgvector.psycopg import register_vector_async
from psycopg.rows import dict_row

from cli.database import embedded as embedded_db
from cli.database.migrate import apply_migrations
from cli.database.seed import load_catalogue
from cli.database.seed_load import seed_database
from cli.paths import MIGRATIONS_DIR, SEED_DIR
from shared.ai import AiGateway, AiSettings, build_gateway
from shared.embeddings import content_hash, embedding_text
from shared.embeddings.source import load_embedding_states
from shared.search import HybridSearcher, QueryEmbedder, SearchQuery, SearchSettings, SearchUser

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.db import Database
    from shared.search import SearchOutcome

__all__ = [
    "CATALOGUE_DATABASE",
    "catalogue_url",
    "found",
    "make_searcher",
    "offline_gateway",
    "recipe_ids_by_slug",
    "run",
    "write_embeddings",
]

CATALOGUE_DATABASE: Final = "irmixy_search_test"

_UPSERT: Final = """
insert into public.recipe_embeddings (recipe_id, embedding, embedding_model, content_hash)
values (%s, %s, %s, %s)
on conflict (recipe_id) do update
  set embedding = excluded.embedding, embedding_model = excluded.embedding_model,
      content_hash = excluded.content_hash, updated_at = now()
"""

_ready: dict[str, str] = {}


def offline_gateway() -> AiGateway:
    """The deterministic offline gateway (hashing embeddings, model `offline-hash-3072`)."""
    return build_gateway(AiSettings(AI_PROVIDER="offline"))


async def write_embeddings(url: str, gateway: AiGateway, ids: Sequence[str] | None = None) -> int:
    """Embed published recipes with `gateway` and store them, as the backfill would.

    Args:
        url: The database.
        gateway: The embedder; its `embedding_model` is stored with each vector.
        ids: Only these recipes; every published recipe when None.

    Returns:
        How many recipes were embedded.
    """
    async with await psycopg.AsyncConnection.connect(
        url, autocommit=True, row_factory=dict_row
    ) as conn:
        await register_vector_async(conn)
        recipe_ids = [uuid.UUID(i) for i in ids] if ids is not None else None
        contents = [state.content() for state in await load_embedding_states(conn, recipe_ids)]
        vectors = await gateway.embed([embedding_text(content) for content in contents])
        async with conn.transaction(), conn.cursor() as writer:
            await writer.executemany(
                _UPSERT,
                [
                    (c.recipe_id, HalfVector(v), gateway.embedding_model, content_hash(c))
                    for c, v in zip(contents, vectors, strict=True)
                ],
            )
    return len(contents)


async def catalogue_url(pg_admin_url: str) -> str:
    """The search tests' database: migrated, seeded, every published recipe embedded.

    Built on the first call of the session, then returned as is.

    Args:
        pg_admin_url: The session cluster's admin URL.

    Returns:
        The database URL.
    """
    if pg_admin_url not in _ready:
        url = embedded_db.ensure_database(pg_admin_url, CATALOGUE_DATABASE)
        apply_migrations(url, MIGRATIONS_DIR)
        with psycopg.connect(url, autocommit=True) as conn:
            seed_database(conn, load_catalogue(SEED_DIR))
        await write_embeddings(url, offline_gateway())
        _ready[pg_admin_url] = url
    return _ready[pg_admin_url]


async def recipe_ids_by_slug(db: Database) -> dict[str, str]:
    """Every published recipe's id, by slug."""
    async with db.anon() as conn:
        cursor = await conn.execute("select slug, id::text as id from public.recipes")
        return {row["slug"]: row["id"] for row in await cursor.fetchall()}


def make_searcher(db: Database, **settings: object) -> HybridSearcher:
    """A hybrid searcher over `db` with the offline gateway and the given settings."""
    embedder = QueryEmbedder(gateway=offline_gateway(), db=db)
    return HybridSearcher(db=db, embedder=embedder, settings=SearchSettings(**settings))


async def run(
    searcher: HybridSearcher,
    text: str,
    language: str = "en",
    *,
    user: SearchUser | None = None,
    lexical_only: bool = False,
    **filters: object,
) -> SearchOutcome:
    """Search as an anonymous caller."""
    query = SearchQuery(text=text, language=language, **filters)  # type: ignore[arg-type]
    return await searcher.search(
        query, user or SearchUser(), principal=None, lexical_only=lexical_only
    )


def found(outcome: SearchOutcome) -> list[str | None]:
    """The hits' slugs, best first."""
    return [hit.slug for hit in outcome.hits]
