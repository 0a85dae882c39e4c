"""Building the benchmark's synthetic corpus in its own database (never the seed database).

The database `<main>_bench_<size>` on the same server holds the seed catalogue (the reference
tables the recipes point at, and its recipes) plus generated variants up to `size` published
recipes. Rows go in with COPY; search vectors are refreshed with `refresh_recipe_search`;
embeddings come from the chosen provider through the embedding backfill, with the HNSW index
dropped during the bulk load and built once afterwards (one build is far faster than ten
thousand incremental inserts); then everything is ANALYZEd. A corpus already at the wanted size
is reused, so reruns measure instead of rebuilding.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict, make_conninfo

from cli.bench.synthetic import SYNTHETIC_SLUG_PREFIX, SyntheticRecipe, generate_variants
from cli.database.search_prep import embedding_coverage, ensure_catalogue, ensure_embeddings
from cli.database.seed import load_catalogue, stable_id
from cli.paths import SEED_DIR
from shared.db import DatabaseSettings, create_database

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from shared.ai.gateway import AiGateway

__all__ = ["SyntheticCorpus", "build_synthetic_corpus", "synthetic_database_url"]

_INDEX = "recipe_embeddings_embedding_hnsw_idx"
_CREATE_INDEX = (
    f"create index if not exists {_INDEX} on public.recipe_embeddings"
    " using hnsw (embedding extensions.halfvec_cosine_ops)"
)
_LIKE_SYNTHETIC = SYNTHETIC_SLUG_PREFIX.replace("_", r"\_") + "%"

Conn = psycopg.Connection[tuple[object, ...]]


@dataclass(frozen=True, kw_only=True)
class SyntheticCorpus:
    """The benchmark database at one size."""

    database_url: str
    database_name: str
    published: int
    synthetic: int
    generated_now: bool
    embedding_model: str
    embedded_now: int
    index_built_now: bool
    build_s: float


def synthetic_database_url(main_url: str, size: int) -> str:
    """Create (if missing) the benchmark database for `size` beside the main one.

    Args:
        main_url: the seed database's URL.
        size: the corpus size.

    Returns:
        The benchmark database's connection string.

    Raises:
        ValueError: the name would be the main database's own.
    """
    main_name = conninfo_to_dict(main_url).get("dbname") or "postgres"
    name = f"{main_name}_bench_{size}"
    if name == main_name:  # pragma: no cover - the suffix makes this impossible; kept as a guard
        raise ValueError("the synthetic corpus must not go into the seed database")
    with psycopg.connect(make_conninfo(main_url, dbname="postgres"), autocommit=True) as conn:
        exists = conn.execute("select 1 from pg_database where datname = %s", (name,)).fetchone()
        if exists is None:
            conn.execute(sql.SQL("create database {}").format(sql.Identifier(name)))
    return make_conninfo(main_url, dbname=name)


async def build_synthetic_corpus(
    *,
    main_url: str,
    size: int,
    gateway: AiGateway,
    rebuild: bool = False,
    log: Callable[[str], None],
) -> SyntheticCorpus:
    """Make the benchmark database hold `size` published recipes embedded by `gateway`.

    Args:
        main_url: the seed database's URL (the benchmark database goes beside it).
        size: published recipes wanted, seed catalogue included.
        gateway: the embedder.
        rebuild: regenerate the variants even when the corpus is already there.
        log: progress lines.

    Returns:
        What the database holds and what was done now.

    Raises:
        ValueError: `size` is smaller than the seed catalogue.
    """
    started = time.perf_counter()
    url = synthetic_database_url(main_url, size)
    ensure_catalogue(url, log=log)
    catalogue = load_catalogue(SEED_DIR)
    seed_count = sum(1 for recipe in catalogue.recipes if recipe.is_published)
    if size < seed_count:
        raise ValueError(f"size must be at least the seed catalogue ({seed_count} recipes)")
    wanted = size - seed_count
    with psycopg.connect(url, autocommit=True, prepare_threshold=None) as conn:
        have = _count(
            conn, "select count(*) from public.recipes where slug like %s", _LIKE_SYNTHETIC
        )
        generate = rebuild or have != wanted
        if generate:
            log(f"generating {wanted} synthetic recipes into {conninfo_to_dict(url)['dbname']}")
            _replace_variants(conn, generate_variants(catalogue, wanted))
    database = await create_database(DatabaseSettings(DATABASE_URL=url))
    try:
        covered, published = await embedding_coverage(database, gateway.embedding_model)
        rebuild_index = covered < published
        if rebuild_index:
            with psycopg.connect(url, autocommit=True) as conn:
                conn.execute(
                    sql.SQL("drop index if exists public.{}").format(sql.Identifier(_INDEX))
                )
        coverage = await ensure_embeddings(database, gateway, log=log)
    finally:
        await database.close()
    with psycopg.connect(url, autocommit=True) as conn:
        if rebuild_index or not _has_index(conn):
            log("building the HNSW index")
            conn.execute("set maintenance_work_mem = '512MB'")
            conn.execute(_CREATE_INDEX.encode())
        conn.execute("analyze")
        published = _count(conn, "select count(*) from public.recipes where is_published")
    return SyntheticCorpus(
        database_url=url,
        database_name=str(conninfo_to_dict(url).get("dbname")),
        published=published,
        synthetic=wanted,
        generated_now=generate,
        embedding_model=coverage.embedding_model,
        embedded_now=coverage.embedded_now,
        index_built_now=rebuild_index,
        build_s=time.perf_counter() - started,
    )


def _count(conn: Conn, query: str, *params: object) -> int:
    row = conn.execute(query.encode(), params or None).fetchone()
    return int(row[0]) if row else 0  # type: ignore[call-overload]


def _has_index(conn: Conn) -> bool:
    row = conn.execute("select to_regclass(%s) is not null", (f"public.{_INDEX}",)).fetchone()
    return bool(row and row[0])


def _replace_variants(conn: Conn, variants: Sequence[SyntheticRecipe]) -> None:
    with conn.transaction():
        conn.execute("delete from public.recipes where slug like %s", (_LIKE_SYNTHETIC,))
        conn.execute("create temp table synthetic_base (id uuid, base_id uuid) on commit drop")
        with conn.cursor() as cur:
            with cur.copy(
                "copy public.recipes (id, slug, name_en, name_es, description_en,"
                " description_es, cuisine_id, meal_types, difficulty, prep_time_minutes,"
                " total_time_minutes, portions, is_published) from stdin"
            ) as copy:
                for r in variants:
                    copy.write_row(
                        (r.id, r.slug, r.name_en, r.name_es, r.description_en, r.description_es,
                         stable_id("cuisine", r.cuisine), list(r.meal_types), r.difficulty,
                         r.prep_time_minutes, r.total_time_minutes, r.portions, True)
                    )  # fmt: skip
            with cur.copy("copy synthetic_base (id, base_id) from stdin") as copy:
                for r in variants:
                    copy.write_row((r.id, stable_id("recipe", r.base_slug)))
            with cur.copy(
                "copy public.recipe_ingredients (recipe_id, ingredient_id, position, quantity,"
                " unit, notes_en, notes_es, optional) from stdin"
            ) as copy:
                for r in variants:
                    for position, item in enumerate(r.ingredients, start=1):
                        copy.write_row(
                            (r.id, stable_id("ingredient", item.ingredient), position,
                             item.quantity, item.unit, item.notes_en, item.notes_es,
                             item.optional)
                        )  # fmt: skip
            with cur.copy("copy public.recipe_tags (recipe_id, tag_id) from stdin") as copy:
                for r in variants:
                    for tag in r.tags:
                        copy.write_row((r.id, stable_id("tag", tag.slug)))
            with cur.copy("copy public.recipe_diets (recipe_id, diet_type_id) from stdin") as copy:
                for r in variants:
                    for diet in r.diets:
                        copy.write_row((r.id, stable_id("diet", diet)))
        # Steps are the base recipe's, copied inside the server.
        conn.execute(
            "insert into public.recipe_steps (recipe_id, step_order, instruction_en,"
            " instruction_es, timer_seconds, thermomix_time_seconds, thermomix_temperature,"
            " thermomix_speed, thermomix_reverse)"
            " select b.id, s.step_order, s.instruction_en, s.instruction_es, s.timer_seconds,"
            " s.thermomix_time_seconds, s.thermomix_temperature, s.thermomix_speed,"
            " s.thermomix_reverse"
            " from synthetic_base b join public.recipe_steps s on s.recipe_id = b.base_id"
        )
        conn.execute("select public.refresh_recipe_search(null)")
