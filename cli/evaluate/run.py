"""Running the graded query set through the hybrid search, once per mode and combine setting.

For one provider: the database is readied (catalogue, then the provider's embeddings), one
`QueryEmbedder` is shared by every run (each query is embedded once, so a second combine mode
costs only search time), and each case runs in order as an anonymous caller with the case's
allergens and diets. Runs are `hybrid/<combine>` for each combine mode, and `lexical` (the
degradation path, independent of the combine mode and of the provider).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from cli.database.search_prep import ensure_embeddings
from cli.evaluate.baseline import SUPABASE_RUN, run_supabase_baseline
from cli.evaluate.providers import provider_settings
from cli.evaluate.queries import search_inputs
from cli.evaluate.summary import QueryRun, find_misses, summarise_run
from shared.ai import build_gateway
from shared.db import DatabaseSettings, create_database
from shared.search import HybridSearcher, QueryEmbedder, SearchSettings

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from cli.database.search_prep import EmbeddingCoverage
    from cli.evaluate.providers import EmbeddingProviderChoice
    from cli.evaluate.queries import EvalCase
    from cli.evaluate.summary import Miss, RunSummary
    from shared.search import SearchOutcome

__all__ = ["LEXICAL_RUN", "ProviderEval", "evaluate_provider", "run_cases"]

LEXICAL_RUN = "lexical"


@dataclass(frozen=True, kw_only=True)
class ProviderEval:
    """Everything the eval found for one embedding provider."""

    provider: str
    coverage: EmbeddingCoverage
    runs: dict[str, RunSummary] = field(default_factory=dict)
    misses: dict[str, list[Miss]] = field(default_factory=dict)

    @property
    def best_combine(self) -> str | None:
        """The combine mode with the best hybrid nDCG@5 (then precision@3), if any ran."""
        scored = [
            (run.overall.ndcg_at_5 or 0.0, run.overall.precision_at_3 or 0.0, key)
            for key, run in self.runs.items()
            if key.startswith("hybrid/")
        ]
        if not scored:
            return None
        return max(scored)[2].removeprefix("hybrid/")


async def run_cases(
    searcher: HybridSearcher, cases: Sequence[EvalCase], *, lexical_only: bool
) -> list[QueryRun]:
    """Search every case, one after another (so latencies are not inflated by each other).

    Args:
        searcher: the search.
        cases: the cases.
        lexical_only: search lexically only (the degradation path).

    Returns:
        One run per case, in order.
    """
    runs: list[QueryRun] = []
    for case in cases:
        query, user = search_inputs(case)
        outcome = await searcher.search(query, user, principal=None, lexical_only=lexical_only)
        runs.append(_query_run(case, outcome))
    return runs


def _query_run(case: EvalCase, outcome: SearchOutcome) -> QueryRun:
    return QueryRun(
        case=case,
        ranked=tuple(hit.slug for hit in outcome.hits),
        decision=outcome.decision,
        fallback_reason=outcome.fallback_reason,
        top_score=outcome.top_score,
        latency_ms=outcome.latency_ms,
    )


async def evaluate_provider(
    *,
    database_url: str,
    provider: EmbeddingProviderChoice,
    cases: Sequence[EvalCase],
    combines: Sequence[str],
    show_misses: int,
    log: Callable[[str], None],
    baseline: str = "none",
) -> ProviderEval:
    """Ready the database for `provider` and run the query set in every mode.

    Args:
        database_url: the database (already migrated and seeded).
        provider: the embedding provider.
        cases: the cases.
        combines: combine modes to run the hybrid search with.
        show_misses: how many misses to keep per run (0: none).
        log: progress lines.
        baseline: "supabase" adds a run of Supabase's documented hybrid search
            (`cli.evaluate.baseline`) over the same embeddings; "none" does not.

    Returns:
        The provider's summaries (and misses).

    Raises:
        ProviderError: the backfill failed.
        ConfigError: the provider is misconfigured.
    """
    gateway = build_gateway(provider_settings(provider))
    database = await create_database(DatabaseSettings(DATABASE_URL=database_url))
    try:
        coverage = await ensure_embeddings(database, gateway, log=log)
        # Load the model now: a first query paying for it would hit the search's embedding
        # timeout and be scored as a lexical fallback.
        await gateway.embed(["warm-up"])
        embedder = QueryEmbedder(gateway=gateway, db=database)
        base = SearchSettings()
        plans = [(f"hybrid/{c}", base.model_copy(update={"combine": c}), False) for c in combines]
        plans.append((LEXICAL_RUN, base, True))
        summaries: dict[str, RunSummary] = {}
        misses: dict[str, list[Miss]] = {}
        for key, settings, lexical_only in plans:
            log(f"{provider}: running {len(cases)} queries ({key})")
            searcher = HybridSearcher(db=database, embedder=embedder, settings=settings)
            runs = await run_cases(searcher, cases, lexical_only=lexical_only)
            summaries[key] = summarise_run(runs)
            if show_misses > 0:
                misses[key] = find_misses(runs, show_misses)
        if baseline == "supabase":
            log(f"{provider}: running {len(cases)} queries ({SUPABASE_RUN})")
            runs = await run_supabase_baseline(database, embedder, cases)
            summaries[SUPABASE_RUN] = summarise_run(runs)
            if show_misses > 0:
                misses[SUPABASE_RUN] = find_misses(runs, show_misses)
        return ProviderEval(provider=provider, coverage=coverage, runs=summaries, misses=misses)
    finally:
        await database.close()
        await gateway.aclose()
