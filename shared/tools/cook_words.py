"""The words a search reads: the cook's own message when the model's query is a piece of it.

A model shortens "algo para la posada de la oficina" to "posada de la oficina". The search
tells a dish name from talk by the words around it (`shared.search.dish_phrase`: "algo para"
frames a request), so the bare piece reads as a dish the catalogue lacks ("oficina") and the
answer falls back while the search had a recipe for the party. The cook's sentence keeps that
framing. A query the model rephrased or translated is not a piece of the message: it is kept.
"""

from __future__ import annotations

from typing import Final

from shared.ai.offline.created_dish import dish_alone
from shared.ai.offline.normalize import FoldedText
from shared.ai.offline.queries import clean_request
from shared.search.intent import fold_words

__all__ = ["search_words"]

# The query's own limit (`SearchRecipesArgs.query`): a longer message is not searched whole.
_MAX_CHARS: Final = 200
# A one-word query ("vegetarian" out of "the second one but vegetarian") names what to find.
_MIN_WORDS: Final = 2


def search_words(query: str, message: str | None) -> str:
    """The text to search for a model's query in a turn where the cook wrote `message`.

    Args:
        query: The query the model (or a rule) passed to `search_recipes`.
        message: The cook's message this turn; None when there is none (voice).

    Returns:
        `message` when `query` is a shorter run of its words (case and accents aside);
        `query` otherwise.
    """
    if not message or len(message) > _MAX_CHARS:
        return query
    asked, said = fold_words(query), fold_words(message)
    if len(asked) < _MIN_WORDS or len(asked) >= len(said):
        return query
    folded = FoldedText.of(message)
    alone = dish_alone(folded)
    if fold_words(clean_request(folded, limit=_MAX_CHARS)) == asked or (
        alone is not None and fold_words(alone) == asked
    ):
        # Only an opener around it ("quiero", "I want", "hazme un"): no framing to keep, and in
        # another language than the query ("quiero pozole for dinner tonight") it would make
        # the search read the dish in that language.
        return query
    size = len(asked)
    if any(said[start : start + size] == asked for start in range(len(said) - size + 1)):
        return message
    return query
