"""Which model (and which limits) serve each usage type."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from shared.ai.settings import AiSettings, ReasoningEffort
    from shared.ai.types import ChatUsageType

__all__ = ["EmbeddingRoute", "ModelRoute", "chat_route", "embedding_route"]

# Only reasoning models accept `reasoning_effort`; others answer 400. When a deployment points a
# usage type at a non-reasoning model, the effort setting is dropped rather than failing calls.
_REASONING_MODEL = re.compile(r"^(gpt-5|o[1-9])", re.IGNORECASE)


@dataclass(frozen=True, kw_only=True, slots=True)
class ModelRoute:
    """The model a chat call goes to, its reasoning effort, and its time budget."""

    usage_type: ChatUsageType
    model: str
    reasoning_effort: ReasoningEffort | None = None
    timeout_seconds: float


@dataclass(frozen=True, kw_only=True, slots=True)
class EmbeddingRoute:
    """The embedding model, its output size, and its time budget."""

    model: str
    dimensions: int
    timeout_seconds: float


def chat_route(settings: AiSettings, usage_type: ChatUsageType) -> ModelRoute:
    """Resolve the route of a chat call.

    Args:
        settings: the gateway settings.
        usage_type: what the call is for.

    Returns:
        The model route; reasoning effort only for recipe generation on a reasoning model.

    Raises:
        ValueError: an unknown usage type.
    """
    models: dict[str, str] = {
        "text": settings.text_model,
        "recipe_generation": settings.recipe_generation_model,
        "recipe_modification": settings.recipe_modification_model,
        "parsing": settings.parsing_model,
    }
    if usage_type not in models:
        raise ValueError(f"not a chat usage type: {usage_type!r}")
    model = models[usage_type]
    effort: ReasoningEffort | None = None
    if usage_type == "recipe_generation" and _REASONING_MODEL.match(model):
        effort = settings.recipe_generation_reasoning_effort
    return ModelRoute(
        usage_type=usage_type,
        model=model,
        reasoning_effort=effort,
        timeout_seconds=settings.timeout_seconds,
    )


def embedding_route(settings: AiSettings) -> EmbeddingRoute:
    """Resolve the route of an embedding call.

    Args:
        settings: the gateway settings.

    Returns:
        The embedding model, its dimensions and timeout.
    """
    return EmbeddingRoute(
        model=settings.embedding_model,
        dimensions=settings.embedding_dimensions,
        timeout_seconds=settings.embedding_timeout_seconds,
    )
