"""The scheduled prune (`backfill.prune.handler`): expire cached query embeddings.

Searches cache every query embedding in `query_embedding_cache` (migration 0011) and refresh an
entry's `last_used_at` at most hourly; nothing else ever deletes, so without this schedule the
table grows with every distinct query. One statement, as `service_role`; safe to run twice or
alongside searches (a search that re-caches a pruned query just inserts it again).
"""

from __future__ import annotations

from datetime import timedelta
from typing import TYPE_CHECKING, Any

from backfill.deps import LazyDeps
from shared.http.runtime import run_in_container_loop
from shared.observability import logger, observed_handler
from shared.search.query_cache import prune_cached

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from backfill.deps import DepsProvider
    from shared.db import Database

__all__ = ["build_pruner", "handler", "prune_query_cache"]


async def prune_query_cache(database: Database, *, max_age_days: int) -> int:
    """Delete cached query embeddings unused for `max_age_days`.

    Args:
        database: The access layer (the cache is `service_role` only).
        max_age_days: The age past which an unused entry goes.

    Returns:
        How many entries were deleted.
    """
    async with database.service() as conn:
        pruned = await prune_cached(conn, max_age=timedelta(days=max_age_days))
    logger.info("query embedding cache pruned", extra={"pruned": pruned})
    return pruned


def build_pruner(deps: DepsProvider) -> Callable[[Mapping[str, Any], Any], dict[str, int]]:
    """The prune's Lambda handler over `deps`.

    Args:
        deps: Provides the database and the settings (`QUERY_CACHE_MAX_AGE_DAYS`).

    Returns:
        `handler(event, context)` returning `{"pruned": n}` (the scheduled event is ignored).
    """

    async def prune() -> int:
        resolved = await deps()
        return await prune_query_cache(
            resolved.database, max_age_days=resolved.settings.query_cache_max_age_days
        )

    @observed_handler
    def handle(event: Mapping[str, Any], context: Any) -> dict[str, int]:
        return {"pruned": run_in_container_loop(prune())}

    return handle


#: `Handler: backfill.prune.handler`, on a daily EventBridge schedule.
handler = build_pruner(LazyDeps())
