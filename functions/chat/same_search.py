"""Whether two requests would search alike: the same filters and the same topic, read as the
search reads them, in either language and whatever their wording.

"Quick dinners" tapped after "algo rápido para cenar" searched the same dinner under the same
time and showed the same cards again; the words differ, the search does not. A request is read
into the filters the search takes from its words (time, meal, cuisine, difficulty, diet, the
foods it names) and the topic words left once filler and those filters' own words are gone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from shared.ai.offline.extract import (
    extract_cuisine,
    extract_diet,
    extract_difficulty,
    extract_max_time,
    extract_meal_type,
)
from shared.ai.offline.ingredient_lists import known_ingredients
from shared.ai.offline.language import detect_language
from shared.ai.offline.normalize import STOPWORDS, FoldedText, stem, words
from shared.ai.offline.queries import clean_request
from shared.search.query_text import strip_filler

__all__ = ["SearchRead", "search_read"]

_QUERY_LIMIT: Final = 200


@dataclass(frozen=True, kw_only=True)
class SearchRead:
    """What a search takes from a request: its filters and the words of its topic."""

    max_time: int | None
    meal: str | None
    cuisine: str | None
    difficulty: str | None
    diet: str | None
    foods: frozenset[str]
    topic: frozenset[str]


def _filters(
    folded: str,
) -> tuple[int | None, str | None, str | None, str | None, str | None]:
    return (
        extract_max_time(folded),
        extract_meal_type(folded),
        extract_cuisine(folded),
        extract_difficulty(folded),
        extract_diet(folded),
    )


def search_read(text: str) -> SearchRead:
    """The reading of a request the search would make (see the module docstring)."""
    folded = FoldedText.of(text).text
    language = detect_language(text)
    max_time, meal, cuisine, difficulty, diet = _filters(folded)
    foods = frozenset(known_ingredients(folded, language=language))
    query = strip_filler(clean_request(FoldedText.of(text), limit=_QUERY_LIMIT), language)
    # A word the filters read on its own ("rápidas", "cena") is said by them already.
    topic = frozenset(
        stem(word)
        for word in words(query)
        if word not in STOPWORDS
        and not any(value is not None for value in _filters(word))
        and not known_ingredients(word, language=language)
    )
    return SearchRead(
        max_time=max_time,
        meal=meal,
        cuisine=cuisine,
        difficulty=difficulty,
        diet=diet,
        foods=foods,
        topic=topic,
    )
