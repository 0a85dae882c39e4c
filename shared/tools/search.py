"""`search_recipes`: the registry's entry to recipe search.

The search itself is `shared.search` (hybrid: semantic + lexical + metadata + personalization,
seed 000 §6.5), whose lexical side is also its degradation path (§6.10): there is one lexical
implementation, `shared.search.lexical`. This module only hands the registry that tool.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from shared.tools.search_output import LexicalSearchResult, SearchResult

if TYPE_CHECKING:
    from shared.search.settings import SearchSettings
    from shared.tools.args import SearchRecipesArgs
    from shared.tools.context import ToolContext
    from shared.tools.tool import Tool

__all__ = ["LexicalSearchResult", "SearchResult", "search_recipes_tool"]


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
    # Imported here: `shared.search` builds on this package (argument models, output shapes),
    # so importing it while `shared.tools` initialises would be circular.
    from shared.search.tool import hybrid_search_tool
    from shared.tools.search_interpretation import interpret_search

    tool = hybrid_search_tool(settings=settings)
    search = tool.execute

    async def execute(args: SearchRecipesArgs, ctx: ToolContext) -> SearchResult:
        # Chat and voice hand the same words over differently; read them one way.
        return await search(interpret_search(args, ctx.language), ctx)

    return dataclasses.replace(tool, execute=execute)
