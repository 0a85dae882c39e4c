"""The `supabase` baseline of `irmixy eval`: the hybrid search Supabase documents, as written.

Supabase's guide "Hybrid search" (`hybrid_search(query_text, query_embedding, match_count,
full_text_weight = 1, semantic_weight = 1, rrf_k = 50)`) fuses two rankings by reciprocal rank:
full text (`websearch_to_tsquery`, ranked by `ts_rank_cd`) and the embedding's inner product,
each cut at `least(match_count, 30) * 2`, and returns the top `match_count` recipes, with no
threshold: it answers whenever either side finds anything. Here it reads the same recipes,
the same embeddings and the same text configuration as Irmixy's search, behind the same hard
gates (`shared.search.gates`), so the eval shows what our method adds over what a team would
copy from the documentation: query cleaning, name and typo matching, metadata and
personalization, and the "let's create one" decision.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Final, Literal

from pgvector import HalfVector
from psycopg import sql

from cli.evaluate.queries import search_inputs
from cli.evaluate.summary import QueryRun
from shared.search.gates import BLOCKED_CTE, ELIGIBLE, gate_params

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cli.evaluate.queries import EvalCase
    from shared.db import Database
    from shared.search import QueryEmbedder

__all__ = ["BASELINES", "SUPABASE_RUN", "Baseline", "run_supabase_baseline"]

Baseline = Literal["none", "supabase"]
BASELINES: Final[tuple[Baseline, ...]] = ("none", "supabase")
SUPABASE_RUN: Final = "supabase"
_RRF_K: Final = 50

_TEMPLATE: Final = """
with
{blocked},
full_text as (
  select r.id,
         row_number() over (
           order by ts_rank_cd(r.{doc}, websearch_to_tsquery(%(config)s::regconfig, %(text)s))
           desc) as rank_ix
  from public.recipes r
  left join public.cuisines c on c.id = r.cuisine_id
  where r.{doc} @@ websearch_to_tsquery(%(config)s::regconfig, %(text)s) and {eligible}
  order by rank_ix
  limit least(%(match_count)s, 30) * 2
),
semantic as (
  select r.id,
         row_number() over (
           order by e.embedding operator(extensions.<#>) %(query)s) as rank_ix
  from public.recipe_embeddings e
  join public.recipes r on r.id = e.recipe_id
  left join public.cuisines c on c.id = r.cuisine_id
  where e.embedding_model = %(model)s and {eligible}
  order by rank_ix
  limit least(%(match_count)s, 30) * 2
)
select r.slug,
       coalesce(1.0 / (%(rrf_k)s + f.rank_ix), 0.0) + coalesce(1.0 / (%(rrf_k)s + s.rank_ix), 0.0)
         as score
from full_text f
full outer join semantic s on f.id = s.id
join public.recipes r on r.id = coalesce(f.id, s.id)
order by score desc, r.id
limit least(%(match_count)s, 30)
"""

_SQL: Final = {
    language: sql.SQL(_TEMPLATE).format(
        blocked=BLOCKED_CTE, eligible=ELIGIBLE, doc=sql.Identifier(f"search_{language}")
    )
    for language in ("en", "es")
}


async def run_supabase_baseline(
    database: Database, embedder: QueryEmbedder, cases: Sequence[EvalCase]
) -> list[QueryRun]:
    """Run every case through Supabase's documented hybrid search.

    Args:
        database: the database (read as `service_role`, as the documented RPC would).
        embedder: embeds each query as typed (the same model and caches as the hybrid runs).
        cases: the cases.

    Returns:
        One run per case: results whenever anything matched, a fallback only when nothing did.
    """
    runs: list[QueryRun] = []
    for case in cases:
        query, user = search_inputs(case)
        started = time.perf_counter()
        outcome = await embedder.embed(query.text)
        slugs: list[str | None] = []
        top: float | None = None
        async with database.service() as conn:
            params: dict[str, object] = {
                **gate_params(query, user),
                "config": f"public.irmixy_{query.language}",
                "text": query.text,
                "match_count": query.limit,
                "rrf_k": _RRF_K,
                "model": embedder.model,
                # No vector (the model failed): the semantic side finds nothing, as in the RPC
                # called with a null embedding.
                "query": HalfVector(outcome.vector) if outcome.vector is not None else None,
            }
            cursor = await conn.execute(_SQL[query.language], params)
            for row in await cursor.fetchall():
                slugs.append(row["slug"])
                top = float(row["score"]) if top is None else top
        runs.append(
            QueryRun(
                case=case,
                ranked=tuple(slugs),
                decision="results" if slugs else "fallback",
                fallback_reason=None if slugs else "no_results",
                top_score=top,
                latency_ms=(time.perf_counter() - started) * 1000,
            )
        )
    return runs
