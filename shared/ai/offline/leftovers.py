"""Ingredients the cook already cooked: leftover rice is warmed through, never cooked again.

"I have leftover rice", "arroz cocido", "me sobró arroz", "el arroz que sobró de ayer": the
ingredient list keeps what the cook said ("leftover rice", "arroz sobrante"), and the template
recipe reads it here: a cooked grain is stirred in and heated until steaming hot instead of
simmered from raw, and weighs what cooked rice weighs, not what dry rice does.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.normalize import fold

__all__ = ["COOKED_GRAIN_GAIN", "is_cooked", "leftover_name"]

# Cooked rice and pasta weigh about two and a half times their dry weight.
COOKED_GRAIN_GAIN: Final = 2.5
_COOKED: Final = re.compile(
    r"\b(?:cooked|leftover|leftovers|precooked|day old|cocid[oa]s?|sobrantes?|"
    r"precocid[oa]s?|recalentad[oa]s?|de ayer|from yesterday)\b"
)


def is_cooked(name: str) -> bool:
    """Whether an ingredient name says it is already cooked ("leftover rice", "arroz cocido").

    Args:
        name: The ingredient as the cook or the model wrote it.

    Returns:
        True for a cooked or leftover ingredient.
    """
    return _COOKED.search(fold(name)) is not None


def leftover_name(name: str, language: str) -> str:
    """The name of an ingredient the cook has left over, as a recipe lists it.

    Args:
        name: The ingredient as written ("arroz", "rice").
        language: The message's language.

    Returns:
        "leftover rice" / "arroz sobrante"; the name as is when it already says it is cooked.
    """
    if is_cooked(name):
        return name
    if language == "es":
        return f"{name} sobrantes" if name.endswith("s") else f"{name} sobrante"
    return f"leftover {name}"
