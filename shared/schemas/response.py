"""`IrmixyResponse`: the one shape every answer takes, in text and in voice."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Annotated, Any, Final, Literal

from pydantic import Field, TypeAdapter, ValidationError

from shared.schemas.base import WireModel
from shared.schemas.recipe import GeneratedRecipe, RecipeCard

__all__ = [
    "MEMORY_KINDS",
    "SAFE_ERROR_COPY",
    "IrmixyResponse",
    "Language",
    "MemoryKind",
    "QuickAction",
    "ResponseStatus",
    "RetrievalCandidate",
    "RetrievalMultiple",
    "RetrievalNotFound",
    "RetrievalRecipe",
    "RetrievalResult",
    "RetrievalSingle",
    "SafetyFlags",
    "SubstituteOption",
    "Substitution",
    "SubstitutionReason",
    "SuggestionChip",
    "Trace",
    "safe_error_response",
    "validate_response",
]

logger = logging.getLogger(__name__)

Language = Literal["en", "es"]
ResponseStatus = Literal["thinking", "searching", "generating", "enriching"]
RecipeType = Literal["custom", "database"]
#: Seed 003 Part 7 `memoryUsed`: the kinds of personal data that shaped an answer (closed).
MemoryKind = Literal["allergies", "diet", "profile", "history", "saved_recipes", "cooking_session"]
MEMORY_KINDS: Final[tuple[MemoryKind, ...]] = (
    "allergies",
    "diet",
    "profile",
    "history",
    "saved_recipes",
    "cooking_session",
)


class SuggestionChip(WireModel):
    """A tappable suggestion: the label shown, and the message sent when tapped."""

    label: str = Field(min_length=1, max_length=80)
    message: str = Field(min_length=1, max_length=500)


# --------------------------------------------------------------------------- quick actions


class ViewRecipePayload(WireModel):
    recipe_id: str = Field(min_length=1, max_length=64)
    recipe_type: RecipeType = "database"


class StartCookingPayload(WireModel):
    recipe_id: str = Field(min_length=1, max_length=64)
    recipe_type: RecipeType = "database"


class SaveRecipePayload(WireModel):
    # The app's id for the custom recipe: saving twice with it keeps one row.
    client_id: str = Field(min_length=1, max_length=64)
    recipe_name: str | None = Field(default=None, max_length=200)


class SetTimerPayload(WireModel):
    minutes: int = Field(ge=1, le=1440)
    label: str | None = Field(default=None, max_length=80)


class ResumeCookingPayload(WireModel):
    """Seed 000 §6.11: enough for the app to open the cooking guide at the right step."""

    session_id: str = Field(min_length=1, max_length=64)
    recipe_id: str = Field(min_length=1, max_length=64)
    recipe_type: RecipeType
    current_step: int = Field(ge=1, le=100)
    total_steps: int = Field(ge=1, le=100)
    recipe_name: str = Field(min_length=1, max_length=200)


class ViewRecipeAction(WireModel):
    type: Literal["view_recipe"] = "view_recipe"
    label: str = Field(min_length=1, max_length=80)
    payload: ViewRecipePayload


class StartCookingAction(WireModel):
    type: Literal["start_cooking"] = "start_cooking"
    label: str = Field(min_length=1, max_length=80)
    payload: StartCookingPayload


class SaveRecipeAction(WireModel):
    type: Literal["save_recipe"] = "save_recipe"
    label: str = Field(min_length=1, max_length=80)
    payload: SaveRecipePayload


class SetTimerAction(WireModel):
    type: Literal["set_timer"] = "set_timer"
    label: str = Field(min_length=1, max_length=80)
    payload: SetTimerPayload


class ResumeCookingAction(WireModel):
    type: Literal["resume_cooking"] = "resume_cooking"
    label: str = Field(min_length=1, max_length=80)
    payload: ResumeCookingPayload


QuickAction = Annotated[
    ViewRecipeAction | StartCookingAction | SaveRecipeAction | SetTimerAction | ResumeCookingAction,
    Field(discriminator="type"),
]


# --------------------------------------------------------------------------- safety, trace


class SafetyFlags(WireModel):
    """What the safety checks found. Messages are in the response language."""

    allergen_warning: str | None = Field(default=None, max_length=500)
    # Allergen group slugs that triggered the warning (e.g. ["peanut"]).
    allergens: list[str] | None = Field(default=None, max_length=20)
    dietary_conflict: str | None = Field(default=None, max_length=500)
    food_safety_notes: list[str] | None = Field(default=None, max_length=20)
    error: bool | None = None


class Trace(WireModel):
    """How the answer was produced (for the app's debug view and for metrics)."""

    tools_called: list[str] = Field(default_factory=list, max_length=20)
    rag_result_count: int = Field(default=0, ge=0)
    rag_confidence: float | None = Field(default=None, ge=0, le=1)
    latency_ms: int = Field(default=0, ge=0)
    # Which path answered: the configured model provider, or the offline path it degraded to.
    provider: str | None = Field(default=None, max_length=40)
    search_mode: Literal["hybrid", "lexical"] | None = None
    # Why a fallback happened, e.g. "embedding_failure", "low_confidence", "provider_failure".
    fallback_reason: str | None = Field(default=None, max_length=60)
    # The system prompt's version: "db:<n>" from `ai_prompts`, or "code" (the built-in one).
    prompt_version: str | None = Field(default=None, max_length=40)


# --------------------------------------------------------------------------- retrieval (replay)


class RetrievalRecipe(WireModel):
    user_recipe_id: str = Field(min_length=1, max_length=64)
    name: str = Field(min_length=1, max_length=200)
    created_at: datetime
    source: Literal["ai_generated", "ai_modified", "user_created"]


class RetrievalCandidate(WireModel):
    user_recipe_id: str = Field(min_length=1, max_length=64)
    name: str = Field(min_length=1, max_length=200)
    created_at: datetime
    confidence: float = Field(ge=0, le=1)


class RetrievalSingle(WireModel):
    version: Literal["1.0"] = "1.0"
    type: Literal["single"] = "single"
    recipe: RetrievalRecipe
    suggestions: list[SuggestionChip] = Field(default_factory=list, max_length=5)


class RetrievalMultiple(WireModel):
    version: Literal["1.0"] = "1.0"
    type: Literal["multiple"] = "multiple"
    recipes: list[RetrievalCandidate] = Field(min_length=2, max_length=3)
    suggestions: list[SuggestionChip] = Field(default_factory=list, max_length=5)


class RetrievalNotFound(WireModel):
    version: Literal["1.0"] = "1.0"
    type: Literal["not_found"] = "not_found"
    suggestions: list[SuggestionChip] = Field(default_factory=list, max_length=5)


RetrievalResult = Annotated[
    RetrievalSingle | RetrievalMultiple | RetrievalNotFound, Field(discriminator="type")
]


# --------------------------------------------------------------------------- substitutions

# Why a swap is offered: the cook is allergic to it, their diet excludes it, they dislike it,
# or they do not have it.
SubstitutionReason = Literal["allergy", "diet", "dislike", "missing"]


class SubstituteOption(WireModel):
    """One alternative, named in the response language, with how to use it."""

    name: str = Field(min_length=1, max_length=120)
    note: str | None = Field(default=None, max_length=200)


class Substitution(WireModel):
    """Alternatives for one ingredient; every one fits the cook's allergies and diet."""

    ingredient: str = Field(min_length=1, max_length=120)
    reason: SubstitutionReason
    alternatives: list[SubstituteOption] = Field(min_length=1, max_length=5)


# --------------------------------------------------------------------------- the response


class IrmixyResponse(WireModel):
    """The canonical answer. The app renders from these fields only, never by parsing text."""

    version: Literal["1.0"] = "1.0"
    message: str = Field(max_length=8000)
    language: Language
    status: ResponseStatus | None = None
    recipes: list[RecipeCard] | None = Field(default=None, max_length=20)
    custom_recipe: GeneratedRecipe | None = None
    suggestions: list[SuggestionChip] | None = Field(default=None, max_length=6)
    actions: list[QuickAction] | None = Field(default=None, max_length=6)
    safety_flags: SafetyFlags | None = None
    retrieval: RetrievalResult | None = None
    # Which personal data shaped this answer: kinds only, never the values.
    memory_used: list[MemoryKind] | None = Field(
        default=None,
        max_length=6,
        description="Personal data that shaped this answer: allergies (allergen gate or "
        "prompt), diet, profile (skill, dislikes, cuisines, household, equipment), history "
        "(this conversation), saved_recipes (replay), cooking_session (resume offer). Left out "
        "when none was used.",
    )
    substitutions: list[Substitution] | None = Field(default=None, max_length=10)
    trace: Trace | None = None


SAFE_ERROR_COPY: Final[dict[Language, str]] = {
    "en": "I'm sorry, I ran into a problem. Could you try again?",
    "es": "Lo siento, tuve un problema. ¿Puedes intentarlo de nuevo?",
}


def safe_error_response(language: Language = "en") -> IrmixyResponse:
    """The bilingual answer sent when nothing valid can be: no internals, `error` flagged."""
    return IrmixyResponse(
        message=SAFE_ERROR_COPY[language],
        language=language,
        safety_flags=SafetyFlags(error=True),
    )


_ADAPTER: TypeAdapter[IrmixyResponse] = TypeAdapter(IrmixyResponse)


def validate_response(candidate: Any, *, language: Language = "en") -> IrmixyResponse:
    """Validate what is about to be sent or stored.

    Args:
        candidate: an `IrmixyResponse`, or a dict in wire (camelCase) or Python field names.
        language: the language of the safe error response if validation fails.

    Returns:
        The validated response, or the safe bilingual error response. Never raises for bad
        input: a malformed answer must not become a crash.
    """
    try:
        if isinstance(candidate, IrmixyResponse):
            candidate = candidate.model_dump(by_alias=True)
        return _ADAPTER.validate_python(candidate)
    except ValidationError as exc:
        # Field paths and error types only: the values may hold user text.
        logger.warning(
            "response failed validation",
            extra={"errors": [(e["loc"], e["type"]) for e in exc.errors()[:10]]},
        )
        return safe_error_response(language)
