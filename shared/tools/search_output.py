"""Shaping a search result: cards and chips, or the deterministic fallback.

Seed 000 §6.9: fewer than two confident results answers with fixed copy and two chips that
lead to a custom recipe (no model call, no runtime i18n). The few cards a fallback search did
find are kept in the output; the orchestrator decides whether to show them next to the
fallback copy. `search_mode` and `fallback_reason` go to the trace (seed 000 §6.10).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from shared.tools.held_back import held_back_note
from shared.tools.outside_note import outside_chips, outside_note
from shared.tools.phrasing import chip, join_words
from shared.tools.slower_note import slower_chips, slower_note
from shared.tools.tool import ToolOutput

if TYPE_CHECKING:
    from shared.schemas.recipe import RecipeCard
    from shared.schemas.response import Language, SuggestionChip
    from shared.search.outside_diet import OutsideDish
    from shared.search.slower_dish import SlowerDish
    from shared.tools.held_back import HeldBack

__all__ = [
    "FALLBACK_COPY",
    "LexicalSearchResult",
    "SearchResult",
    "create_chips",
    "is_fallback_message",
    "is_fallback_output",
    "result_chips",
    "shape_search",
    "without_chip",
]


@dataclass(frozen=True, kw_only=True)
class SearchResult:
    """What `search_recipes` found, as the tool layer shapes it.

    Attributes:
        cards: The recipes, best first, in the caller's language, each with its score.
        decision: ``results``, or ``fallback`` (offer a custom recipe instead).
        mode: ``hybrid``, or ``lexical`` when the search ran without a query embedding.
        fallback_reason: Why the search degraded (``embedding_failure``, ``no_embeddings``)
            or fell back (``low_confidence``); None for confident hybrid results.
        relaxed: True when no recipe matched every word and partial matches were returned.
        high_confidence: True when the best card reaches the high-confidence threshold.
        held_back: Recipes the query named that the user's allergens or diets hid.
        asked_held_back: Sentences about what the query asked for that the gates exclude.
        outside: With ``outside_diet``: the recipes of the dish asked that the gates hid.
        slower: With ``slower_dish``: the recipes of the dish asked, slower than the time given.
        mood_cards: Of a search for a mood, the cards that carry it (`ToolOutput.mood_cards`).
    """

    cards: tuple[RecipeCard, ...]
    decision: Literal["results", "fallback"]
    mode: Literal["hybrid", "lexical"] = "lexical"
    fallback_reason: str | None = None
    relaxed: bool = False
    high_confidence: bool = False
    held_back: tuple[HeldBack, ...] = ()
    asked_held_back: tuple[str, ...] = ()
    outside: OutsideDish | None = None
    slower: SlowerDish | None = None
    mood_cards: frozenset[str] | None = None


# The name `shared.tools` has exported since search was lexical only; the same result type.
LexicalSearchResult = SearchResult

# Seed 000 §6.9, verbatim.
FALLBACK_COPY: Final[dict[Language, dict[str, str]]] = {
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
_FOUND: Final[dict[Language, tuple[str, str, str]]] = {
    "en": (
        "I found one recipe: {names}.",
        "I found {n} recipes: {names}.",
        "I found {n} recipes, including {names}.",
    ),
    "es": (
        "Encontré una receta: {names}.",
        "Encontré {n} recetas: {names}.",
        "Encontré {n} recetas, entre ellas {names}.",
    ),
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


_MODE_NOTE: Final[dict[str | None, str]] = {
    "embedding_failure": "lexical search: the query could not be embedded",
    "no_embeddings": "lexical search: no recipe embeddings yet",
}


def _with(text: str, note: str | None) -> str:
    return f"{text} {note}" if note else text


def _summary(result: SearchResult, note: str | None = None) -> str:
    lines = [
        f"{i}. {c.name} ({c.total_time} min, {c.difficulty}"
        + (f", {c.cuisine})" if c.cuisine else ")")
        for i, c in enumerate(result.cards, start=1)
    ]
    mode = _MODE_NOTE.get(result.fallback_reason, f"{result.mode} search")
    head = f"Found {len(result.cards)} published recipes ({mode})"
    if result.relaxed:
        head += "; none matched every word, these match some"
    if result.decision == "fallback":
        head += "; too few good matches, so the user is offered a custom recipe instead"
    elif result.high_confidence:
        head += "; the first is a strong match"
    text = head + (":\n" + "\n".join(lines) if lines else ".")
    # The model must tell the user what was held back: the app shows no trace of it.
    return f"{text}\nHeld back by the user's allergies or diet (say so): {note}" if note else text


def shape_search(result: SearchResult, language: Language) -> ToolOutput:
    """Shape a search result: cards and chips, or the deterministic fallback (§6.9).

    Args:
        result: What the search found.
        language: The caller's language.

    Returns:
        The tool output.
    """
    note = held_back_note(result.held_back, language, asked=result.asked_held_back)
    if (slower := result.slower) is not None:
        return _shape_slower(result, slower, language, note)
    if result.decision == "fallback":
        copy = FALLBACK_COPY[language]
        chips = create_chips(language)
        if (outside := result.outside) is not None:
            # The dish exists, not for this cook: say so and offer it made to fit. The dishes
            # that sentence names and why are not left out a second time ("I left out
            # Shrimp Pad Thai because it has peanuts" after "only with peanuts").
            said = {*outside.names_en, *outside.names_es}
            held = tuple(h for h in result.held_back if h.name not in said)
            note = held_back_note(held, language, asked=result.asked_held_back)
            note = _with(outside_note(outside, language), note)
            chips = outside_chips(outside, language, copy=copy)
        return ToolOutput(
            summary=_summary(result, note),
            spoken=_with(copy["message"], note),
            notice=note,
            recipes=result.cards,
            suggestions=chips,
            result_count=len(result.cards),
            search_mode=result.mode,
            fallback_reason=result.fallback_reason or "low_confidence",
            mood_cards=result.mood_cards,
        )
    names = join_words([card.name for card in result.cards[:3]], language)
    one, all_named, some_named = _FOUND[language]
    count = len(result.cards)
    spoken = one if count == 1 else all_named if count <= 3 else some_named
    return ToolOutput(
        summary=_summary(result, note),
        spoken=_with(spoken.format(n=count, names=names), note),
        notice=note,
        recipes=result.cards,
        suggestions=result_chips(language),
        result_count=len(result.cards),
        search_mode=result.mode,
        fallback_reason=result.fallback_reason,
        mood_cards=result.mood_cards,
    )


def _shape_slower(
    result: SearchResult, slower: SlowerDish, language: Language, note: str | None
) -> ToolOutput:
    """The dish asked, slower than the time given: its cards, how long it takes, and chips
    that make a quicker version. Not the §6.9 copy: the dish was found and is shown."""
    said = slower_note(slower, language)
    lines = [f"{c.name} ({c.total_time} min)" for c in slower.cards]
    summary = (
        f"The dish asked takes longer than the {slower.limit} minutes given (say so, with its "
        f"time): {'; '.join(lines)}. The user is offered it, or a quicker custom version."
    )
    return ToolOutput(
        summary=f"{summary}\nHeld back by the user's allergies or diet (say so): {note}"
        if note
        else summary,
        spoken=_with(said, note),
        notice=_with(said, note),
        recipes=slower.cards,
        suggestions=slower_chips(slower, language, copy=FALLBACK_COPY[language]),
        result_count=len(slower.cards),
        search_mode=result.mode,
        fallback_reason="slower_dish",
    )


def is_fallback_output(output: ToolOutput, language: Language) -> bool:
    """Whether a search output is the deterministic "let's create one" fallback (§6.9).

    Its few weak cards are not shown, in chat or in voice.

    Args:
        output: A `search_recipes` output.
        language: The language it was shaped in.

    Returns:
        True when the output speaks the fallback copy.
    """
    return output.spoken.startswith(FALLBACK_COPY[language]["message"])


def result_chips(language: Language) -> tuple[SuggestionChip, ...]:
    """The chips offered with search results: quicker options, or a recipe of one's own."""
    return tuple(chip(label, message) for label, message in _RESULT_CHIPS[language])


_WITHOUT: Final[dict[Language, tuple[str, str]]] = {
    "en": ("Recipes without {food}", "Find recipes without {food}"),
    "es": ("Recetas sin {food}", "Busca recetas sin {food}"),
}


def without_chip(food: str, language: Language) -> SuggestionChip:
    """The chip that searches the catalogue for recipes without a food ("Recipes without
    shellfish"), as a cook who cannot or would not eat it asks."""
    label, message = _WITHOUT[language]
    return chip(label.format(food=food), message.format(food=food))


def create_chips(language: Language) -> tuple[SuggestionChip, ...]:
    """The chips that offer a custom recipe when the catalogue has nothing (more) to show."""
    copy = FALLBACK_COPY[language]
    return (
        chip(copy["create_label"], copy["create_message"]),
        chip(copy["surprise_label"], copy["surprise_message"]),
    )


def is_fallback_message(message: str) -> bool:
    """Whether an answer's text opens with the fallback copy, in either language."""
    return message.startswith(tuple(copy["message"] for copy in FALLBACK_COPY.values()))
