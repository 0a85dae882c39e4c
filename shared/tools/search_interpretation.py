"""One reading of a search request, whichever channel made it.

The text chat's tool choice turns "something healthy, fast and Mexican" into a query plus
filters (cuisine, time, diet, ...), while a voice model may relay the raw sentence as the query
alone. Read both the same way here, in the tool, so the same words find the same cards in chat
and in voice (seed 000 §6.4): what the query states fills the filters the arguments leave
out, and the query loses the "can you find me" opener. Filters the caller set are never
changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from pydantic import ValidationError

from shared.ai.offline.extract import (
    extract_cuisine,
    extract_diet,
    extract_difficulty,
    extract_max_time,
    extract_meal_type,
)
from shared.ai.offline.ingredient_lists import searched_foods
from shared.ai.offline.language import detect_language
from shared.ai.offline.normalize import FoldedText
from shared.ai.offline.queries import clean_request
from shared.search.intent import read_intent
from shared.search.model import SearchQuery

if TYPE_CHECKING:
    from shared.schemas.response import Language
    from shared.tools.args import SearchRecipesArgs

__all__ = ["interpret_search"]

_QUERY_LIMIT: Final = 200  # `SearchRecipesArgs.query`
_MAX_INGREDIENTS: Final = 20  # `SearchRecipesArgs.ingredients`


def interpret_search(
    args: SearchRecipesArgs, language: Language, *, quick_minutes: int
) -> SearchRecipesArgs:
    """The arguments with the filters their query states filled in.

    "quick", "rápido", "in a hurry", "de volada" (the words the search reads as quick) are the
    time limit `quick_minutes`, as "under 30 minutes" is: seed 000 §10 scenario 1 asks
    "Something healthy, fast, and Mexican" for cards of 30 minutes or less, and ranked only
    (the search's own reading when no limit is passed) its first card was a 75-minute soup.

    Args:
        args: Validated `search_recipes` arguments.
        language: The caller's language (breaks ties when reading the query's language).
        quick_minutes: The limit "quick" stands for (`SearchSettings.quick_minutes`).

    Returns:
        A copy of `args`: the cleaned query, and each filter that was unset and that the
        query names (cuisine, maximum time, difficulty, diet, meal, ingredients). Applying it
        twice changes nothing more.
    """
    if not args.query.strip():
        return args
    text = FoldedText.of(args.query)
    folded = text.text
    stated = {
        "cuisine": extract_cuisine(folded),
        "max_time": extract_max_time(folded) or _quick(args.query, language, quick_minutes),
        "difficulty": extract_difficulty(folded),
        "diet": extract_diet(folded),
        "meal_type": extract_meal_type(folded),
    }
    update: dict[str, object] = {
        name: value
        for name, value in stated.items()
        if value is not None and getattr(args, name) is None
    }
    if not args.ingredients:
        written_in = detect_language(args.query, default=language)
        named = searched_foods(text, language=written_in)[:_MAX_INGREDIENTS]
        if named:
            update["ingredients"] = [name[:60] for name in named]
    query = clean_request(text, limit=_QUERY_LIMIT)
    if query != args.query:
        update["query"] = query
    if not update:
        return args
    try:
        return type(args).model_validate({**args.model_dump(), **update})
    except ValidationError:
        # A value the model refuses ("2 minutes" is under the 5-minute floor): the words stay
        # in the query, where the search still reads them.
        return args


def _quick(query: str, language: Language, minutes: int) -> int | None:
    """`minutes` when the query asks for something quick in the search's words, else None."""
    intent = read_intent(SearchQuery(text=query, language=language), quick_minutes=minutes)
    return intent.time_budget
