"""What a query is searched as: the language its words are in, and its words without filler.

The searcher embeds and matches this text (`shared.search.searcher`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.language import detect_language
from shared.search.moods import MOOD_PATTERNS
from shared.search.occasions import OCCASION_PATTERNS
from shared.search.query_text import strip_filler

if TYPE_CHECKING:
    from shared.schemas.response import Language
    from shared.search.model import SearchQuery

__all__ = ["search_text", "text_language"]

_PHRASES: Final = MOOD_PATTERNS + OCCASION_PATTERNS


def text_language(query: SearchQuery) -> Language:
    """The language the query is written in: the user's, unless the words clearly say otherwise.

    Someone whose profile says English may still type "recetas de sopa de verduras"; matched
    with the English configuration its Spanish words would not stem and "de" would not be a
    stop word. Cards stay in the user's language either way.
    """
    return detect_language(query.text, default=query.language) if query.text else query.language


def search_text(query: SearchQuery, written_in: Language | None = None) -> str:
    """What is embedded and matched: the query without search filler, plus its ingredients.

    Args:
        query: The request.
        written_in: `text_language(query)`, when the caller has it already.
    """
    language = written_in or text_language(query)
    # A mood's or an occasion's phrase keeps its small words ("cheer me up", "on a diet"):
    # both are read after the filler is gone.
    stripped = strip_filler(query.text, language, keep=_PHRASES) if query.text.strip() else ""
    return " ".join([stripped, *query.ingredients]).strip()
