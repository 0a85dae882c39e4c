"""One benchmark target: a corpus size, its database readied, the search timed over it.

`seed` is the seed database itself (the one `irmixy db` manages, or DATABASE_URL); a number is
a synthetic corpus of that many published recipes in its own database beside it. Targets: p95 at
most 25 ms on the seed corpus and 80 ms on a synthetic one (the 10,000-recipe case), with the
query embedding cached.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cli.bench.queries import BENCH_QUERIES
from cli.bench.run import time_search
from cli.bench.synthetic_load import build_synthetic_corpus
from cli.database.search_prep import analyze_database, ensure_catalogue, ensure_embeddings
from shared.db import DatabaseSettings, create_database

if TYPE_CHECKING:
    from collections.abc import Callable

    from cli.bench.run import SearchTimings
    from shared.ai.gateway import AiGateway

__all__ = [
    "SEED",
    "SEED_TARGET_P95_MS",
    "SYNTHETIC_TARGET_P95_MS",
    "SizeBench",
    "SizeChoice",
    "bench_size",
    "parse_sizes",
]

SEED = "seed"
SEED_TARGET_P95_MS = 25.0
SYNTHETIC_TARGET_P95_MS = 80.0
FULL_SIZE = 10_000
SizeChoice = str | int


@dataclass(frozen=True, kw_only=True)
class SizeBench:
    """The figures of one corpus size."""

    size: str
    queries: int
    database: str
    published: int
    embedding_model: str
    timings: SearchTimings
    target_p95_ms: float
    corpus_build_s: float | None
    corpus_generated_now: bool

    @property
    def meets_target(self) -> bool:
        """True when the hybrid p95 is within the target."""
        return self.timings.hybrid.p95_ms <= self.target_p95_ms


def parse_sizes(option: str) -> list[SizeChoice]:
    """Turn `--size` into targets: `seed`, `10000`, `both`, or a comma list of those/numbers.

    Args:
        option: the option's value.

    Returns:
        The sizes, in order, without repeats.

    Raises:
        ValueError: something else than those, or a number below 1.
    """
    sizes: list[SizeChoice] = []
    for part in (p.strip() for p in option.split(",")):
        if part == "both":
            sizes.extend((SEED, FULL_SIZE))
        elif part == SEED:
            sizes.append(SEED)
        elif part.isdigit() and int(part) > 0:
            sizes.append(int(part))
        else:
            raise ValueError(f"--size takes seed, 10000 or both (got {part!r})")
    return list(dict.fromkeys(sizes))


async def bench_size(
    size: SizeChoice,
    *,
    main_url: str,
    gateway: AiGateway,
    repeat: int,
    combine: str | None,
    rebuild: bool,
    log: Callable[[str], None],
    query_limit: int | None = None,
) -> SizeBench:
    """Ready the corpus of `size` and time the search over it.

    Args:
        size: `seed` or a synthetic corpus size.
        main_url: the seed database's URL.
        gateway: the embedder of corpus and queries.
        repeat: measured passes over the fixed queries.
        combine: the combine mode (the search default when None).
        rebuild: regenerate a synthetic corpus even if present.
        log: progress lines.
        query_limit: time only the first N fixed queries (tests); all by default.

    Returns:
        The size's figures.
    """
    build_s: float | None = None
    generated = False
    if size == SEED:
        ensure_catalogue(main_url, log=log)
        url = main_url
        target = SEED_TARGET_P95_MS
        name = "seed"
    else:
        corpus = await build_synthetic_corpus(
            main_url=main_url, size=int(size), gateway=gateway, rebuild=rebuild, log=log
        )
        url = corpus.database_url
        target = SYNTHETIC_TARGET_P95_MS
        name = corpus.database_name
        build_s = corpus.build_s
        generated = corpus.generated_now
    queries = BENCH_QUERIES[:query_limit] if query_limit else BENCH_QUERIES
    database = await create_database(DatabaseSettings(DATABASE_URL=url))
    try:
        coverage = await ensure_embeddings(database, gateway, log=log)
        if size == SEED:
            analyze_database(url)
        log(f"timing {len(queries)} queries x {repeat} on {coverage.published} recipes")
        timings = await time_search(
            database=database,
            gateway=gateway,
            queries=queries,
            repeat=repeat,
            combine=combine,
        )
    finally:
        await database.close()
    return SizeBench(
        size=str(size),
        queries=len(queries),
        database=name,
        published=coverage.published,
        embedding_model=coverage.embedding_model,
        timings=timings,
        target_p95_ms=target,
        corpus_build_s=build_s,
        corpus_generated_now=generated,
    )
