"""`search_recipes`: the registry's entry to recipe search.

The search itself is `shared.search` (hybrid: semantic + lexical + metadata + personalization,
seed 000 §6.5), whose lexical side is also its degradation path (§6.10): there is one lexical
implementation, `shared.search.lexical`. This module only hands the registry that tool.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
from typing import TYPE_CHECKING

import psycopg

from shared.search.model import SearchUser
from shared.search.settings import SearchSettings
from shared.tools.held_back_query import asked_notes, find_held_back
from shared.tools.hybrid_search import hybrid_search_tool, search_query
from shared.tools.recipe_safety import safety_catalogue
from shared.tools.search_interpretation import interpret_search
from shared.tools.search_output import LexicalSearchResult, SearchResult

if TYPE_CHECKING:
    from shared.tools.args import SearchRecipesArgs
    from shared.tools.context import ToolContext
    from shared.tools.held_back import HeldBack
    from shared.tools.tool import Tool

__all__ = ["LexicalSearchResult", "SearchResult", "search_recipes_tool"]

logger = logging.getLogger(__name__)


def search_recipes_tool(
    *, settings: SearchSettings | None = None
) -> Tool[SearchRecipesArgs, SearchResult]:
    """Build the `search_recipes` tool: hybrid search.

    Args:
        settings: Weights and thresholds; `SearchSettings()` from the environment.

    Returns:
        The tool, allowed in voice; it reads the query's stated filters the same way for
        every channel (`interpret_search`).
    """
    chosen = settings if settings is not None else SearchSettings()
    tool = hybrid_search_tool(settings=chosen)
    search = tool.execute

    async def held_back(
        args: SearchRecipesArgs, ctx: ToolContext
    ) -> tuple[tuple[HeldBack, ...], tuple[str, ...]]:
        user = SearchUser.from_context(ctx.user_context)
        if not (user.allergens or user.custom_allergies or user.diet_types):
            return (), ()
        try:
            catalogue = await safety_catalogue(ctx)
            recipes = await find_held_back(
                ctx.db, ctx.require_principal(), search_query(args, ctx), user, ctx.language
            )
        except psycopg.Error as exc:
            # The note is a courtesy: the search answers without it rather than not at all.
            logger.warning("held-back read failed", extra={"error_type": type(exc).__name__})
            return (), ()
        return recipes, asked_notes(args.query, user, catalogue, ctx.language)

    async def execute(args: SearchRecipesArgs, ctx: ToolContext) -> SearchResult:
        # Chat and voice hand the same words over differently; read them one way.
        read = interpret_search(args, ctx.language, quick_minutes=chosen.quick_minutes)
        result, (held, asked) = await asyncio.gather(search(read, ctx), held_back(read, ctx))
        if not (held or asked):
            return result
        return dataclasses.replace(result, held_back=held, asked_held_back=asked)

    return dataclasses.replace(tool, execute=execute)
