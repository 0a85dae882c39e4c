"""Recognising a modification of the recipe just shown, without a model call (seed 000).

"more spicy, no garlic", "make it vegan", "hazlo vegano", "sin ajo", "más picante": short
requests that change the previous custom recipe. Only consulted when the last assistant turn
showed a custom recipe, so a false positive can only ever modify that recipe.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

__all__ = ["is_modification"]

# Folded text (lower case, accents removed), so "más" and "mas" match alike.
_PATTERNS: Final = tuple(
    re.compile(pattern)
    for pattern in (
        r"\b(more|less|extra)\s+\w+",
        r"\b(no|without|skip|remove|swap|replace|substitute|instead of)\s+\w+",
        r"\bmake\s+(it|this|that)\b",
        r"\b(spicier|milder|healthier|quicker|faster|cheaper|lighter|sweeter|saltier)\b",
        r"\b(vegan|vegetarian|gluten[- ]free|dairy[- ]free|keto)\s+(version|instead)\b",
        r"\bfor\s+\d+\s+(people|servings|persons)\b",
        r"\b(mas|menos|extra)\s+\w+",
        r"\b(sin|quita|quitale|cambia|sustituye|reemplaza|en vez de|en lugar de)\s+\w+",
        r"\b(hazla|hazlo|haz\s+que|convierte(la|lo)?)\b",
        r"\bpara\s+\d+\s+(personas|porciones)\b",
    )
)
# Requests that start a new search or recipe are never modifications of the last one.
_NEW_REQUEST: Final = re.compile(
    r"\b(find|search|show me|recipes? (for|with)|what can i make|busca|encuentra|"
    r"muestrame|que puedo (hacer|cocinar)|recetas? (de|con)|last week|la semana pasada)\b"
)
_MAX_WORDS: Final = 25


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def is_modification(message: str) -> bool:
    """Whether `message` asks to change the recipe just shown.

    Args:
        message: The cleaned user message.

    Returns:
        True for a short change request (EN or ES) that is not a new search or recipe.
    """
    folded = _fold(message)
    if len(folded.split()) > _MAX_WORDS or _NEW_REQUEST.search(folded):
        return False
    return any(pattern.search(folded) for pattern in _PATTERNS)
