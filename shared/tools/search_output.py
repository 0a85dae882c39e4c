"""Shaping a lexical search result: cards and chips, or the deterministic fallback.

Seed 000 §6.9: fewer than two results answers with fixed copy and two chips that lead to a
custom recipe (no model call, no runtime i18n). The lone card of a one-result search is kept
in the output; the orchestrator decides whether to show it next to the fallback copy.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from shared.tools.phrasing import chip, join_words
from shared.tools.tool import ToolOutput

if TYPE_CHECKING:
    from shared.schemas.recipe import RecipeCard
    from shared.schemas.response import Language

__all__ = ["MIN_RESULTS", "LexicalSearchResult", "shape_search"]

# Seed 000 §6.9: fewer than two results falls back to "let's create one".
MIN_RESULTS: Final = 2


@dataclass(frozen=True, kw_only=True)
class LexicalSearchResult:
    """What the lexical search found.

    Attributes:
        cards: The recipes, best first, in the caller's language.
        decision: ``results`` with at least `MIN_RESULTS` cards, else ``fallback``.
        relaxed: True when no recipe matched every word and partial matches were returned.
    """

    cards: tuple[RecipeCard, ...]
    decision: Literal["results", "fallback"]
    relaxed: bool


# Seed 000 §6.9, verbatim.
_FALLBACK: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "message": "I couldn't find recipes matching that, but I can create something custom!",
        "create_label": "Create from ingredients",
        "create_message": "Create a recipe from the ingredients I have",
        "surprise_label": "Surprise me",
        "surprise_message": "Suggest a quick custom recipe for me",
    },
    "es": {
        "message": "No encontré recetas para eso, pero puedo crear algo personalizado.",
        "create_label": "Crear con ingredientes",
        "create_message": "Crea una receta con los ingredientes que tengo",
        "surprise_label": "Sorpréndeme",
        "surprise_message": "Sugiere una receta personalizada rápida",
    },
}
_FOUND: Final[dict[Language, tuple[str, str]]] = {
    "en": ("I found {n} recipes: {names}.", "I found {n} recipes, including {names}."),
    "es": ("Encontré {n} recetas: {names}.", "Encontré {n} recetas, entre ellas {names}."),
}
_RESULT_CHIPS: Final[dict[Language, tuple[tuple[str, str], ...]]] = {
    "en": (
        ("Quicker options", "Show me quicker options"),
        ("Create my own", "Create a custom recipe with my ingredients"),
    ),
    "es": (
        ("Opciones más rápidas", "Muéstrame opciones más rápidas"),
        ("Crear la mía", "Crea una receta personalizada con mis ingredientes"),
    ),
}


def _summary(result: LexicalSearchResult) -> str:
    lines = [
        f"{i}. {c.name} ({c.total_time} min, {c.difficulty}"
        + (f", {c.cuisine})" if c.cuisine else ")")
        for i, c in enumerate(result.cards, start=1)
    ]
    head = f"Found {len(result.cards)} published recipes (lexical search)"
    if result.relaxed:
        head += "; none matched every word, these match some"
    if result.decision == "fallback":
        head += "; too few to recommend, so the user is offered a custom recipe instead"
    return head + (":\n" + "\n".join(lines) if lines else ".")


def shape_search(result: LexicalSearchResult, language: Language) -> ToolOutput:
    """Shape a search result: cards and chips, or the deterministic fallback (§6.9).

    Args:
        result: What the search found.
        language: The caller's language.

    Returns:
        The tool output.
    """
    if result.decision == "fallback":
        copy = _FALLBACK[language]
        return ToolOutput(
            summary=_summary(result),
            spoken=copy["message"],
            recipes=result.cards,
            suggestions=(
                chip(copy["create_label"], copy["create_message"]),
                chip(copy["surprise_label"], copy["surprise_message"]),
            ),
            result_count=len(result.cards),
            search_mode="lexical",
            fallback_reason="low_confidence",
        )
    names = join_words([card.name for card in result.cards[:3]], language)
    all_named, some_named = _FOUND[language]
    spoken = all_named if len(result.cards) <= 3 else some_named
    return ToolOutput(
        summary=_summary(result),
        spoken=spoken.format(n=len(result.cards), names=names),
        recipes=result.cards,
        suggestions=tuple(chip(label, message) for label, message in _RESULT_CHIPS[language]),
        result_count=len(result.cards),
        search_mode="lexical",
    )
