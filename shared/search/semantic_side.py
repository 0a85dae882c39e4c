"""The semantic side of one search: the query embedding and its nearest gated recipes.

Steps 1 and 2 of `shared.search.searcher`: the query is embedded (`QueryEmbedder`: memory,
then one cache read, then the model and one cache write), then, as `service_role`, the nearest
recipes that pass the gates are read with the query's model (`shared.search.vector`). Either
step can leave the search without a vector side; `SemanticSide.reason` says why, and the
search answers lexically (seed 000 §6.10).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from shared.search.vector import nearest_in_one_trip

if TYPE_CHECKING:
    import uuid
    from collections.abc import Mapping

    from pgvector import HalfVector

    from shared.db import Database
    from shared.schemas.response import Language
    from shared.search.embedder import EmbeddingOutcome, QueryEmbedder
    from shared.search.settings import SearchSettings

__all__ = ["SemanticSide", "semantic_side"]


@dataclass(frozen=True, kw_only=True)
class SemanticSide:
    """The query vector and its neighbours, or why there are none.

    Attributes:
        vector: The query embedding; None without a vector side.
        half: The same embedding in half floats when the embedder held it so, as the
            statements take it (`shared.search.vector.vector_param`).
        model: The embedding model; None without a vector side.
        cached: Whether the embedding came from a cache; None when no embedding was obtained.
        similarity: Cosine similarity per gated neighbour, nearest first.
        reason: ``embedding_failure`` or ``no_embeddings`` when the side is missing for a
            reason the outcome reports; None otherwise (including a search that skipped it).
    """

    vector: list[float] | None = None
    half: HalfVector | None = None
    model: str | None = None
    cached: bool | None = None
    similarity: Mapping[uuid.UUID, float] = field(default_factory=dict)
    reason: str | None = None

    @property
    def query(self) -> HalfVector | list[float] | None:
        """The embedding as the statements take it: its half floats, when held."""
        return self.half if self.half is not None else self.vector


async def _embed(
    embedder: QueryEmbedder, text: str, settings: SearchSettings
) -> EmbeddingOutcome | None:
    try:
        async with asyncio.timeout(settings.embedding_timeout_s):
            return await embedder.embed(text)
    except TimeoutError:
        return None


async def semantic_side(
    db: Database,
    embedder: QueryEmbedder | None,
    *,
    text: str,
    gates: Mapping[str, object],
    language: Language,
    settings: SearchSettings,
) -> SemanticSide:
    """Embed the query and read its nearest gated recipes.

    Args:
        db: The database (the embeddings are read as `service_role`).
        embedder: Embeds queries; None skips the side (a lexical-only search).
        text: What is embedded (`search_text`, read further by the searcher); empty skips it.
        gates: `shared.search.gates.gate_params` for this query and user.
        language: The language the text is written in: a model that reads English only
            gets a Spanish query put into English first.
        settings: The embedding timeout, the candidate limit and the scan settings.

    Returns:
        The side, or why it is missing.
    """
    if embedder is None or not text:
        return SemanticSide()
    if language == "es" and settings.english_only(embedder.model):
        text = (await embedder.glossary()).to_english(text)
    outcome = await _embed(embedder, text, settings)
    if outcome is None or outcome.vector is None:
        return SemanticSide(reason="embedding_failure")
    vector, half = outcome.vector, outcome.half
    nearest = await nearest_in_one_trip(
        db, vector if half is None else half, model=embedder.model, gates=gates, settings=settings
    )
    if not nearest.has_model:
        # Nothing embedded with this model yet (a backfill has not run): vectors of another
        # model are not comparable, so the query's vector is useless here.
        return SemanticSide(reason="no_embeddings")
    return SemanticSide(
        vector=vector,
        half=half,
        model=embedder.model,
        cached=outcome.cached is not None,
        similarity=nearest.similarity,
    )
