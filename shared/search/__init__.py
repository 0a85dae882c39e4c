"""Hybrid recipe search (seed 000 §4.2, §6.5, §6.8-6.10).

`HybridSearcher.search` combines a semantic signal (cosine over `recipe_embeddings` through the
HNSW index, with the query embedded by the model the recipes were embedded with), a lexical
one (EN/ES full text and trigram names and ingredients), metadata fit and personalization,
behind hard allergen, diet and filter gates. It degrades to lexical when the query cannot be
embedded. `QueryEmbedder` caches query embeddings in memory and in Postgres. The registry's
`search_recipes` over it lives with the other tools (`shared.tools.hybrid_search`).
"""

from shared.search.embedder import (
    EMBEDDING_DIMENSIONS,
    EmbedderStats,
    EmbeddingGateway,
    EmbeddingOutcome,
    QueryEmbedder,
)
from shared.search.model import (
    FALLBACK_REASONS,
    SearchHit,
    SearchMode,
    SearchOutcome,
    SearchQuery,
    SearchUser,
)
from shared.search.searched_text import search_text
from shared.search.searcher import HybridSearcher
from shared.search.settings import CombineMethod, SearchSettings

__all__ = [
    "EMBEDDING_DIMENSIONS",
    "FALLBACK_REASONS",
    "CombineMethod",
    "EmbedderStats",
    "EmbeddingGateway",
    "EmbeddingOutcome",
    "HybridSearcher",
    "QueryEmbedder",
    "SearchHit",
    "SearchMode",
    "SearchOutcome",
    "SearchQuery",
    "SearchSettings",
    "SearchUser",
    "search_text",
]
