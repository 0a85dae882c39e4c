"""`search_recipes`: the registry's entry to recipe search.

The search itself is `shared.search` (hybrid: semantic + lexical + metadata + personalization,
seed 000 §6.5), whose lexical side is also its degradation path (§6.10): there is one lexical
implementation, `shared.search.lexical`. This module only hands the registry that tool.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.tools.search_output import LexicalSearchResult, SearchResult

if TYPE_CHECKING:
    from shared.search.settings import SearchSettings
    from shared.tools.args import SearchRecipesArgs
    from shared.tools.tool import Tool

__all__ = ["LexicalSearchResult", "SearchResult", "search_recipes_tool"]


def search_recipes_tool(
    *, settings: SearchSettings | None = None
) -> Tool[SearchRecipesArgs, SearchResult]:
    """Build the `search_recipes` tool: hybrid search.

    Args:
        settings: Weights and thresholds; `SearchSettings()` from the environment.

    Returns:
        The tool, allowed in voice.
    """
    # Imported here: `shared.search` builds on this package (argument models, output shapes),
    # so importing it while `shared.tools` initialises would be circular.
    from shared.search.tool import hybrid_search_tool

    return hybrid_search_tool(settings=settings)
