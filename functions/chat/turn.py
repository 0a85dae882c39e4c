"""The values one chat turn passes between its steps: frozen, keyword-only, never mutated."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    import uuid
    from datetime import datetime

    from shared.auth import Principal
    from shared.context import UserContext
    from shared.schemas import GeneratedRecipe
    from shared.schemas.base import WireModel
    from shared.schemas.response import SuggestionChip
    from shared.tools import Mode, ToolOutcome

__all__ = ["Draft", "Emit", "ToolStep", "Turn"]

#: Sends one SSE event to the client (a no-op sink for `stream: false`).
Emit: TypeAlias = Callable[["WireModel"], Awaitable[None]]


@dataclass(frozen=True, kw_only=True)
class Turn:
    """One user message in context.

    Attributes:
        principal: The verified caller (every tool acts for this user only).
        session_id: The owned chat session.
        message: The cleaned user message.
        mode: Text or voice.
        context: The caller's profile, history and resumable cooking session.
        previous_recipe: The custom recipe of the session's last assistant turn.
        now: The request's instant.
        off_topic: The guard found the message off-topic (rules, or the model check of an
            unclear message): it gets the redirect, no tool and no model.
    """

    principal: Principal
    session_id: uuid.UUID
    message: str
    mode: Mode
    context: UserContext
    previous_recipe: GeneratedRecipe | None
    now: datetime
    off_topic: bool = False


@dataclass(frozen=True, kw_only=True)
class ToolStep:
    """One tool the turn ran, and what came of it."""

    name: str
    outcome: ToolOutcome


@dataclass(frozen=True, kw_only=True)
class Draft:
    """What the orchestration produced, before enrichment and validation.

    Attributes:
        message: The assistant's text.
        steps: The tools run, in order.
        streamed: True when `message` already went out as `content` deltas.
        provider: The provider that answered ("openai", "offline").
        fallback_reason: ``provider_failure`` when the request degraded to offline.
        kept_recipe: The open recipe, shown again unchanged when no tool made one (so a
            refused change leaves it open for the next turn).
        suggestions: Chips of the answer itself, used when no tool offered any (an answer
            with no cards and no recipe still needs a way forward).
        prompted: A model pass got the context block and the conversation (`memoryUsed`).
        read_history: A fixed path read the conversation instead (a follow-up, a change).
        chosen_id: A catalogue recipe shown earlier that the cook chose in words ("start
            cooking"): the answer carries its view and start actions though it shows no card.
    """

    message: str
    steps: tuple[ToolStep, ...] = ()
    streamed: bool = False
    provider: str = "offline"
    fallback_reason: str | None = None
    kept_recipe: GeneratedRecipe | None = None
    suggestions: tuple[SuggestionChip, ...] = ()
    prompted: bool = False
    read_history: bool = False
    chosen_id: str | None = None
