"""`Tool` (one capability the model may call) and `ToolOutput` (what its result becomes).

A tool is data: a name, a description, an argument model, whether voice may call it, an
`execute` that does the work and a `shape` that turns the work into the structured fields of
`IrmixyResponse` plus two short texts (the model's follow-up context and a spoken line).
Seed 002 "Tool Registry Pattern"; seed 000 Appendix D.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Literal, TypeVar

from shared.tools.args import ToolArgs

if TYPE_CHECKING:
    from collections.abc import Awaitable, Callable

    from shared.schemas.recipe import GeneratedRecipe, RecipeCard
    from shared.schemas.response import (
        Language,
        RetrievalMultiple,
        RetrievalNotFound,
        RetrievalSingle,
        SafetyFlags,
        Substitution,
        SuggestionChip,
    )
    from shared.tools.context import ToolContext

__all__ = ["DEFAULT_TOOL_TIMEOUT_S", "Tool", "ToolOutput"]

ArgsT = TypeVar("ArgsT", bound=ToolArgs)
ResultT = TypeVar("ResultT")

# Seed 000 §11: tool execution p95 under 700 ms for search; the timeout is the hard stop.
DEFAULT_TOOL_TIMEOUT_S = 10.0


@dataclass(frozen=True, kw_only=True)
class ToolOutput:
    """A tool result shaped for the response, the model and the voice channel.

    Attributes:
        summary: A short, factual text for the model's follow-up pass (no user PII).
        spoken: One or two short sentences the voice assistant can say as is.
        recipes: Catalogue cards (``None`` when the tool does not produce cards).
        custom_recipe: A generated or modified recipe.
        retrieval: The replay outcome (single / multiple / not_found).
        safety_flags: What safety checks found, when they ran.
        suggestions: Tappable follow-up chips, in the caller's language.
        result_count: How many results the tool found (for the trace).
        search_mode: Which search path answered (for the trace).
        fallback_reason: Why a deterministic fallback was chosen, e.g. ``low_confidence``.
        notice: A sentence the answer must carry whoever writes it (what the allergen or diet
            gate held back); `spoken` already includes it.
        substitutions: Safe alternatives for ingredients the cook avoids or lacks.
        mood_cards: Of a search for a mood, the ids of the cards that carry it and nothing
            against it (`SearchHit.mood`); None when the query names no mood. Not shown: the
            quicker options keep to it (`chat.quicker`).
    """

    summary: str
    spoken: str
    recipes: tuple[RecipeCard, ...] | None = None
    custom_recipe: GeneratedRecipe | None = None
    retrieval: RetrievalSingle | RetrievalMultiple | RetrievalNotFound | None = None
    safety_flags: SafetyFlags | None = None
    suggestions: tuple[SuggestionChip, ...] = ()
    result_count: int | None = None
    search_mode: Literal["hybrid", "lexical"] | None = None
    fallback_reason: str | None = None
    notice: str | None = None
    substitutions: tuple[Substitution, ...] = ()
    mood_cards: frozenset[str] | None = None

    def for_model(self) -> str:
        """The tool message for the model's follow-up pass: the summary and what was shown.

        Returns:
            Compact JSON: the summary plus the chips the user already sees, so the model
            does not repeat them.
        """
        shown = [chip.label for chip in self.suggestions]
        payload: dict[str, object] = {"ok": True, "summary": self.summary}
        if self.result_count is not None:
            # How many cards the app shows: the follow-up says "a recipe" or "some recipes".
            payload["resultCount"] = self.result_count
        if shown:
            payload["suggestionsShown"] = shown
        return json.dumps(payload, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True, kw_only=True)
class Tool(Generic[ArgsT, ResultT]):
    """One tool the model may call.

    Attributes:
        name: The function name the model calls (``^[a-zA-Z0-9_-]{1,64}$``).
        description: What the tool does and when to call it (sent to the model).
        args_model: Validates the arguments before `execute` ever runs.
        allowed_in_voice: Whether the voice path may call it.
        execute: Does the work for validated arguments.
        shape: Turns the result into a `ToolOutput` in the caller's language.
        timeout_s: The executor cancels `execute` after this long.
    """

    name: str
    description: str
    args_model: type[ArgsT]
    allowed_in_voice: bool
    execute: Callable[[ArgsT, ToolContext], Awaitable[ResultT]]
    shape: Callable[[ResultT, Language], ToolOutput]
    timeout_s: float = DEFAULT_TOOL_TIMEOUT_S
