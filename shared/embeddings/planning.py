"""Deciding what a backfill embeds: stale or missing recipes, cut into batches.

A recipe's stored embedding is current when its content hash (seed 000 §5.5) and its model
identity both match what the gateway would produce now. Vectors of different models are not
comparable, so a new `gateway.embedding_model` makes every stored embedding stale.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from shared.embeddings.content import content_hash
from shared.embeddings.source import load_embedding_states
from shared.embeddings.store import count_unpublished_embeddings, prune_unpublished_embeddings

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.db import Database
    from shared.embeddings.content import RecipeContent
    from shared.embeddings.options import BackfillOptions
    from shared.embeddings.source import RecipeEmbeddingState

__all__ = ["BackfillPlan", "PendingRecipe", "classify", "load_plan", "plan_batches"]

T = TypeVar("T")


@dataclass(frozen=True, kw_only=True, slots=True)
class PendingRecipe:
    """A recipe to embed: its content and the hash to store with the new vector."""

    content: RecipeContent
    content_hash: str

    @property
    def recipe_id(self) -> str:
        """The recipe's id, as text."""
        return self.content.recipe_id


@dataclass(frozen=True, kw_only=True, slots=True)
class BackfillPlan:
    """What one run found: the published catalogue split into current and pending recipes.

    Attributes:
        embedding_model: the identity the run embeds with.
        published: how many recipes are published.
        current_ids: published recipes whose stored embedding is current (hash and model).
        pending: the recipes to embed, ordered by id (all published ones when forced).
        pruned: embeddings of unpublished recipes deleted (or, in a dry run, that would be).
    """

    embedding_model: str
    published: int
    current_ids: frozenset[str]
    pending: tuple[PendingRecipe, ...]
    pruned: int

    @property
    def skipped(self) -> int:
        """Published recipes the run leaves alone."""
        return self.published - len(self.pending)


def classify(
    states: Iterable[RecipeEmbeddingState], *, embedding_model: str, force_regenerate: bool
) -> tuple[frozenset[str], tuple[PendingRecipe, ...]]:
    """Split recipe states into the ids already current and the recipes to embed.

    Args:
        states: published recipes with their stored hash and model.
        embedding_model: the identity the gateway embeds with now.
        force_regenerate: embed every recipe, current or not.

    Returns:
        (ids whose embedding is current, recipes to embed in input order). A forced run still
        reports which ids were current, so coverage survives a failed forced batch.
    """
    current: set[str] = set()
    pending: list[PendingRecipe] = []
    for state in states:
        content = state.content()
        digest = content_hash(content)
        is_current = state.stored_hash == digest and state.stored_model == embedding_model
        if is_current:
            current.add(content.recipe_id)
        if force_regenerate or not is_current:
            pending.append(PendingRecipe(content=content, content_hash=digest))
    return frozenset(current), tuple(pending)


def plan_batches(items: Sequence[T], batch_size: int) -> list[tuple[T, ...]]:
    """Cut `items` into consecutive batches of at most `batch_size`, in order.

    Args:
        items: anything ordered (pending recipes, recipe ids).
        batch_size: the largest batch, at least 1.

    Returns:
        The batches; none when there are no items.

    Raises:
        ValueError: `batch_size` is below 1.
    """
    if batch_size < 1:
        raise ValueError("batch_size must be at least 1")
    return [tuple(items[i : i + batch_size]) for i in range(0, len(items), batch_size)]


async def load_plan(
    database: Database, *, embedding_model: str, options: BackfillOptions
) -> BackfillPlan:
    """Read the catalogue once and decide what to embed; prune unpublished recipes' embeddings.

    The prune and the read share one short `service_role` transaction; a dry run only counts
    what it would prune.

    Args:
        database: the access layer.
        embedding_model: the gateway's embedding identity.
        options: the run's options (dry run, forced).

    Returns:
        The plan.
    """
    async with database.service() as conn:
        if options.dry_run:
            pruned = await count_unpublished_embeddings(conn)
        else:
            pruned = await prune_unpublished_embeddings(conn)
        states = await load_embedding_states(conn)
    current, pending = classify(
        states, embedding_model=embedding_model, force_regenerate=options.force_regenerate
    )
    return BackfillPlan(
        embedding_model=embedding_model,
        published=len(states),
        current_ids=current,
        pending=pending,
        pruned=pruned,
    )
