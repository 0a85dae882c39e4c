"""`search_recipes` over hybrid search: the default tool of the registry.

The arguments and the output shape are the tool's contract (`SearchRecipesArgs`,
`shared.tools.search_output`); what changed underneath is the search. A `QueryEmbedder` is
built lazily per (gateway, database) pair and kept, so its in-process cache lives as long as
the Lambda instance while `ToolContext` stays as it is; so is the catalogue's known words
(`shared.search.vocabulary`), per database. A gateway that cannot embed (a test
double of the chat slice) searches lexically.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Final

from shared.observability import MetricName, count, record_value_ms
from shared.search.embedder import EmbeddingGateway, QueryEmbedder
from shared.search.model import SearchOutcome, SearchQuery, SearchUser
from shared.search.searcher import HybridSearcher
from shared.search.settings import SearchSettings
from shared.search.vocabulary import KnownWords
from shared.tools.args import SearchRecipesArgs
from shared.tools.cook_words import search_words
from shared.tools.search_output import SearchResult, shape_search
from shared.tools.tool import Tool

if TYPE_CHECKING:
    from shared.db import Database
    from shared.tools.context import ToolContext

__all__ = ["SEARCH_TOOL_TIMEOUT_S", "hybrid_search_tool", "search_query"]

logger = logging.getLogger(__name__)

# Seed 000 §11: search p95 under 700 ms; the executor's hard stop is well above it, and above
# the embedding budget (`SearchSettings.embedding_timeout_s`) so a slow model degrades to
# lexical rather than timing the tool out.
SEARCH_TOOL_TIMEOUT_S: Final = 8.0
# A process sees one gateway and one database; tests see a few. Bounded all the same.
_MAX_EMBEDDERS: Final = 8
_MAX_DATABASES: Final = 8


class _Embedders:
    """One `QueryEmbedder` per (gateway, database) pair, by identity."""

    def __init__(self) -> None:
        self._pairs: list[tuple[EmbeddingGateway, Database, QueryEmbedder]] = []

    def get(self, gateway: EmbeddingGateway, db: Database) -> QueryEmbedder:
        for known_gateway, known_db, embedder in self._pairs:
            if known_gateway is gateway and known_db is db:
                return embedder
        embedder = QueryEmbedder(gateway=gateway, db=db)
        self._pairs.append((gateway, db, embedder))
        if len(self._pairs) > _MAX_EMBEDDERS:
            self._pairs.pop(0)
        return embedder


class _Vocabularies:
    """One `KnownWords` per database, by identity: a catalogue version says nothing about
    another database's catalogue."""

    def __init__(self) -> None:
        self._pairs: list[tuple[Database, KnownWords]] = []

    def get(self, db: Database) -> KnownWords:
        for known_db, vocabulary in self._pairs:
            if known_db is db:
                return vocabulary
        vocabulary = KnownWords()
        self._pairs.append((db, vocabulary))
        if len(self._pairs) > _MAX_DATABASES:
            self._pairs.pop(0)
        return vocabulary


def search_query(args: SearchRecipesArgs, ctx: ToolContext) -> SearchQuery:
    """The search request of a tool call: the arguments in the caller's language, and the
    cook's own words when the query is a piece of them (`shared.tools.cook_words`)."""
    return SearchQuery(
        text=search_words(args.query, ctx.message),
        language=ctx.language,
        cuisine=args.cuisine,
        max_time=args.max_time,
        difficulty=args.difficulty,
        diet=args.diet,
        meal_type=args.meal_type,
        ingredients=tuple(args.ingredients),
        limit=args.limit,
    )


def _observe(outcome: SearchOutcome) -> None:
    """The search's metrics: its latency, where the query embedding came from, degradation."""
    record_value_ms(MetricName.SEARCH_LATENCY, outcome.latency_ms)
    if outcome.embedding_cached is not None:
        hit = MetricName.EMBEDDING_CACHE_HITS
        miss = MetricName.EMBEDDING_CACHE_MISSES
        count(hit if outcome.embedding_cached else miss)
    if outcome.mode == "lexical":
        count(MetricName.LEXICAL_SEARCHES)


def _mood_cards(outcome: SearchOutcome) -> frozenset[str] | None:
    """The cards that carry the mood the query names; None when it names none."""
    if not outcome.hits or outcome.hits[0].mood is None:
        return None
    return frozenset(hit.card.recipe_id for hit in outcome.hits if hit.mood)


def hybrid_search_tool(
    *, settings: SearchSettings | None = None
) -> Tool[SearchRecipesArgs, SearchResult]:
    """Build the hybrid `search_recipes` tool.

    Args:
        settings: Weights and thresholds; `SearchSettings()` from the environment.

    Returns:
        The tool, allowed in voice.
    """
    chosen = settings if settings is not None else SearchSettings()
    embedders = _Embedders()
    vocabularies = _Vocabularies()

    async def execute(args: SearchRecipesArgs, ctx: ToolContext) -> SearchResult:
        principal = ctx.require_principal()
        gateway = ctx.gateway
        embedder = None
        if isinstance(gateway, EmbeddingGateway):
            embedder = embedders.get(gateway, ctx.db)
        else:
            logger.warning("search gateway cannot embed; searching lexically")
        searcher = HybridSearcher(
            db=ctx.db, embedder=embedder, settings=chosen, vocabulary=vocabularies.get(ctx.db)
        )
        outcome = await searcher.search(
            search_query(args, ctx), SearchUser.from_context(ctx.user_context), principal=principal
        )
        _observe(outcome)
        return SearchResult(
            cards=tuple(hit.card for hit in outcome.hits),
            decision=outcome.decision,
            mode=outcome.mode,
            fallback_reason=outcome.fallback_reason,
            relaxed=outcome.relaxed,
            high_confidence=outcome.high_confidence,
            outside=outcome.outside,
            slower=outcome.slower,
            mood_cards=_mood_cards(outcome),
        )

    return Tool(
        name="search_recipes",
        description=(
            "Search Irmixy's published recipe catalogue by meaning and by words, in English or "
            "Spanish. Use for discovery requests ('something quick and Mexican', 'sopa de "
            "pollo', 'what can I make with chicken and rice'). Put the user's words in query; "
            "use filters only when the user states them. The user's allergies and diets are "
            "always applied."
        ),
        args_model=SearchRecipesArgs,
        allowed_in_voice=True,
        execute=execute,
        shape=shape_search,
        timeout_s=SEARCH_TOOL_TIMEOUT_S,
    )
