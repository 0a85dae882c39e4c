"""Turning a draft into the final `IrmixyResponse`: fields from the tool outputs, the trace,
the actions; the deterministic messages that need no model pass; and phase two of a custom
recipe (enrichment with canonical ingredient names).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Final

from chat.starters import conversation_starters
from shared.context.memory import MemoryUse, memory_used
from shared.schemas import validate_response
from shared.schemas.response import RetrievalSingle, Trace
from shared.tools.actions import build_actions
from shared.tools.errors import ERROR_SUGGESTIONS
from shared.tools.phrasing import chip
from shared.tools.search_output import is_fallback_output

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.turn import Draft, ToolStep, Turn
    from shared.schemas import GeneratedRecipe, IrmixyResponse, Language
    from shared.schemas.response import SuggestionChip
    from shared.tools import IngredientNormalizer, ToolOutput

__all__ = [
    "compose_response",
    "enrich_recipe",
    "fixed_message",
    "is_search_fallback",
    "missing_notices",
]

logger = logging.getLogger(__name__)

_SEARCH_TOOLS: Final = frozenset({"search_recipes"})
_MAX_MESSAGE: Final = 8000


def is_search_fallback(step: ToolStep, language: Language) -> bool:
    """Whether a search step ended in the deterministic "let's create one" fallback."""
    output = step.outcome.output
    return (
        step.name in _SEARCH_TOOLS and output is not None and is_fallback_output(output, language)
    )


def fixed_message(steps: Sequence[ToolStep], language: Language) -> str | None:
    """The fixed bilingual message for these steps, when one exists.

    A failed tool has its user-safe copy; recipes and replay have their spoken line; a
    search fallback has the §6.9 template. Search results have none: a grounded model pass
    writes that message.

    Args:
        steps: The steps of one model round.
        language: The answer's language.

    Returns:
        The message, or ``None`` when a model pass should write it.
    """
    for step in reversed(steps):
        outcome = step.outcome
        if not outcome.ok or outcome.output is None:
            return outcome.message
        if step.name not in _SEARCH_TOOLS or is_search_fallback(step, language):
            return outcome.output.spoken
        if outcome.output.fallback_reason == "slower_dish":
            # The dish asked, slower than the time given: its fixed line says how long it takes.
            return outcome.output.spoken
    return None


def _error_chips(steps: Sequence[ToolStep], language: Language) -> tuple[SuggestionChip, ...]:
    """The way forward after a failed step, when its error has one ("create a recipe")."""
    for step in reversed(steps):
        pairs = ERROR_SUGGESTIONS.get(step.outcome.error_code or "")
        if not step.outcome.ok and pairs:
            return tuple(chip(label, message) for label, message in pairs[language])
    return ()


def missing_notices(draft: Draft) -> str:
    """The tools' notices the draft's message does not carry yet, as one text.

    What a tool says must be said (what the allergen or diet gate held back) is said whoever
    wrote the message: a model pass may leave it out.

    Args:
        draft: The orchestration's message and steps.

    Returns:
        The missing sentences joined by spaces; empty when the message carries them all.
    """
    notices = [
        output.notice
        for step in draft.steps
        if (output := step.outcome.output) is not None
        and output.notice
        and output.notice not in draft.message
    ]
    return " ".join(dict.fromkeys(notices))


def _outputs(steps: Sequence[ToolStep]) -> list[tuple[ToolStep, ToolOutput]]:
    return [(s, s.outcome.output) for s in steps if s.outcome.output is not None]


def compose_response(
    draft: Draft, turn: Turn, *, recipe: GeneratedRecipe | None, latency_ms: int
) -> IrmixyResponse:
    """The validated final response of a turn.

    Args:
        draft: The orchestration's message and steps.
        turn: The turn (language, resumable cooking session).
        recipe: The (enriched) custom recipe to show, if any.
        latency_ms: The turn's time so far.

    Returns:
        The response, or the safe bilingual error response if it would not validate.
    """
    language = turn.context.language
    outputs = _outputs(draft.steps)
    searches = [(s, o) for s, o in outputs if s.name in _SEARCH_TOOLS]
    last_search = searches[-1] if searches else None
    cards = None
    if last_search is not None and not is_search_fallback(last_search[0], language):
        cards = list(last_search[1].recipes or ()) or None
    retrieval = next((o.retrieval for _, o in reversed(outputs) if o.retrieval), None)
    flags = next((o.safety_flags for _, o in reversed(outputs) if o.safety_flags), None)
    chips = next((o.suggestions for _, o in reversed(outputs) if o.suggestions), ())
    swaps = next((o.substitutions for _, o in reversed(outputs) if o.substitutions), ())
    if not chips:
        chips = _error_chips(draft.steps, language) or draft.suggestions
    if not (chips or cards or swaps) and recipe is None and retrieval is None:
        # Nothing to tap and nothing shown: offer a way back into cooking.
        chips = conversation_starters(turn.context, turn.message, language)
    search_out = last_search[1] if last_search else None
    scores = (
        [c.score for c in (search_out.recipes or ()) if c.score is not None] if search_out else []
    )
    trace = Trace(
        tools_called=[s.name for s in draft.steps][:20],
        rag_result_count=(search_out.result_count or 0) if search_out else 0,
        rag_confidence=max(scores) if scores else None,
        latency_ms=latency_ms,
        provider=draft.provider,
        search_mode=search_out.search_mode if search_out else None,
        fallback_reason=draft.fallback_reason
        or (search_out.fallback_reason if search_out else None),
    )
    actions = build_actions(
        language,
        resumable=turn.context.resumable_session,
        cards=cards,
        custom_recipe=recipe,
        retrieved_id=retrieval.recipe.user_recipe_id
        if isinstance(retrieval, RetrievalSingle)
        else None,
        chosen_id=draft.chosen_id,
    )
    use = MemoryUse.of(
        prompted=draft.prompted,
        tools=(s.name for s in draft.steps if s.outcome.ok),
        read_history=draft.read_history,
        resumed=any(action.type == "resume_cooking" for action in actions or ()),
    )
    # A dict, not the model: a part that would not validate becomes the safe error response
    # (validate_response) instead of an exception after the answer was computed.
    candidate: dict[str, object] = {
        "message": draft.message[:_MAX_MESSAGE],
        "language": language,
        "recipes": cards,
        "custom_recipe": recipe,
        "suggestions": list(chips)[:6] or None,
        "actions": actions,
        "safety_flags": flags,
        "retrieval": retrieval,
        "memory_used": memory_used(turn.context, use),
        "substitutions": list(swaps)[:10] or None,
        "trace": trace,
    }
    return validate_response(candidate, language=language)


async def enrich_recipe(
    recipe: GeneratedRecipe, normalize: IngredientNormalizer
) -> GeneratedRecipe:
    """Phase two: the recipe with each ingredient's `canonical_name` filled.

    Allergen warnings are already in the safety flags (the safety pass ran before phase one),
    so enrichment only adds names.

    Args:
        recipe: The safety-checked recipe (phase one).
        normalize: Resolves free-text names to canonical (English) catalogue names.

    Returns:
        The enriched recipe, or `recipe` unchanged when the catalogue cannot be read.
    """
    try:
        names = await normalize([item.name for item in recipe.ingredients])
    except Exception as exc:  # enrichment is a nicety: never lose the recipe over it
        logger.warning("recipe enrichment failed", extra={"error_type": type(exc).__name__})
        return recipe
    ingredients = [
        item if item.canonical_name else item.model_copy(update={"canonical_name": name[:120]})
        for item, name in zip(recipe.ingredients, names, strict=True)
    ]
    return recipe.model_copy(update={"ingredients": ingredients})
