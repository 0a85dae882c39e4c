"""Whether two requests would search alike: the same filters and the same topic, read as the
search reads them, in either language and whatever their wording.

"Quick dinners" tapped after "algo rápido para cenar" searched the same dinner under the same
time and showed the same cards again; the words differ, the search does not. A request is read
by the search tool's own reading (`interpret_search`: time, "quick", meal, cuisine, difficulty,
diet, the foods it names) and the topic words left once filler and those filters' own words
are gone.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from shared.ai.offline.language import detect_language
from shared.ai.offline.normalize import STOPWORDS, stem, words
from shared.search.query_text import strip_filler
from shared.search.settings import SearchSettings
from shared.tools.args import SearchRecipesArgs
from shared.tools.search_interpretation import interpret_search

__all__ = ["SearchRead", "search_read"]

_QUERY_LIMIT: Final = 200  # `SearchRecipesArgs.query`
_QUICK_MINUTES: Final = SearchSettings().quick_minutes


@dataclass(frozen=True, kw_only=True)
class SearchRead:
    """What a search takes from a request: its filters and the words of its topic."""

    filters: tuple[tuple[str, object], ...]
    foods: frozenset[str]
    topic: frozenset[str]


@lru_cache(maxsize=1024)
def search_read(text: str) -> SearchRead:
    """The reading of a request the search would make (see the module docstring)."""
    read = _interpreted(text)
    if read is None:
        return SearchRead(filters=(), foods=frozenset(), topic=frozenset())
    language = detect_language(text)
    # A word the filters read on its own ("rápidas", "cena", "chicken") is said by them already.
    topic = frozenset(
        stem(word)
        for word in words(strip_filler(read.query, language))
        if word not in STOPWORDS and _filters(_interpreted(word)) == ((), frozenset())
    )
    filters, foods = _filters(read)
    return SearchRead(filters=filters, foods=foods, topic=topic)


@lru_cache(maxsize=4096)
def _interpreted(text: str) -> SearchRecipesArgs | None:
    if not text.strip():
        return None
    language = detect_language(text)
    args = SearchRecipesArgs(query=text[:_QUERY_LIMIT])
    return interpret_search(args, language, quick_minutes=_QUICK_MINUTES)


def _filters(
    read: SearchRecipesArgs | None,
) -> tuple[tuple[tuple[str, object], ...], frozenset[str]]:
    if read is None:
        return (), frozenset()
    stated = read.model_dump(exclude={"query", "ingredients", "limit"}, exclude_none=True)
    # A food as named ("tomatoes", "tomato") is one food to the search.
    foods = frozenset(" ".join(map(stem, words(name))) for name in read.ingredients)
    return tuple(sorted(stated.items())), foods
