"""`UserContext`: what Irmixy knows about the caller for one request.

Built once per request by `build_user_context` and read by prompts and tools. It carries the
cooking profile and recent conversation, never PII (no display name, no email): nothing here
may identify the person if a prompt or log leaks.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

if TYPE_CHECKING:
    import uuid
    from collections.abc import Sequence

    from shared.schemas.recipe import MeasurementSystem
    from shared.schemas.response import Language

__all__ = [
    "MAX_HISTORY_MESSAGES",
    "HistoryMessage",
    "ResumableSession",
    "ShownCard",
    "SkillLevel",
    "UserContext",
    "last_answer",
    "last_said",
]

# Seed 000 §3.1 / seed 001: the context builder loads the last 10 messages of the session.
MAX_HISTORY_MESSAGES: Final = 10

SkillLevel = Literal["beginner", "intermediate", "advanced"]
_THERMOMIX_MARKERS: Final = ("thermomix", "tm5", "tm6", "tm7")


@dataclass(frozen=True, kw_only=True)
class ShownCard:
    """A catalogue recipe card an earlier answer showed: its id, name and time as shown."""

    recipe_id: str
    name: str
    total_time: int | None = None


@dataclass(frozen=True, kw_only=True)
class HistoryMessage:
    """One earlier message of the chat session, already sanitised.

    Attributes:
        role: Who wrote it.
        content: The text, control characters stripped and capped.
        payload_summary: For assistant messages with structured output, a short description
            of it (e.g. ``recipes: Chicken Tinga, Pozole``), so a follow-up ("the second one")
            can be understood without replaying the whole payload.
        cards_shown: Whether the message showed catalogue recipe cards.
        quickest_minutes: The shortest total time among those cards, when known (what
            "quicker options" must beat).
        shown_cards: Those cards, in the order shown (what "make it spicier" may mean).
        chosen_id: The catalogue recipe an answer without cards offered to view and start: a
            card the cook chose in words ("la segunda"), what "next" or "does it have dairy?"
            then mean.
        chips: The chips the message offered, as (label, message) pairs: a label the cook
            then types instead of tapping it asks what the chip asks.
    """

    role: Literal["user", "assistant"]
    content: str
    payload_summary: str | None = None
    cards_shown: bool = False
    quickest_minutes: int | None = None
    shown_cards: tuple[ShownCard, ...] = ()
    chosen_id: str | None = None
    chips: tuple[tuple[str, str], ...] = ()


def last_said(history: Sequence[HistoryMessage]) -> str:
    """The cook's last message of the session before this one; "" when she wrote none.

    A tap follows the request it answers ("Create my own" under the cards of "tofu y brócoli
    en media hora"): what she asked there still holds.
    """
    return next((item.content for item in reversed(history) if item.role == "user"), "")


def last_answer(history: Sequence[HistoryMessage]) -> HistoryMessage | None:
    """The assistant's last answer of the session; None before the first.

    What she writes next is read under it: its chips, its question, its cards.
    """
    return next((item for item in reversed(history) if item.role == "assistant"), None)


@dataclass(frozen=True, kw_only=True)
class ResumableSession:
    """The most recent active cooking session idle for less than 24 hours (seed 000 §6.11)."""

    session_id: uuid.UUID
    recipe_id: uuid.UUID
    recipe_type: Literal["custom", "database"]
    current_step: int
    total_steps: int
    # The session row may not carry a name; the caller then uses a generic label.
    recipe_name: str | None


@dataclass(frozen=True, kw_only=True)
class UserContext:
    """The caller's cooking profile, recent history and resumable cooking session.

    Constraint strength matters to every consumer: `dietary_restrictions` (allergen group
    slugs) and `custom_allergies` are HARD (never served), `diet_types` MEDIUM (followed
    unless the user asks otherwise), `cuisine_preferences` SOFT (a ranking nudge).

    Attributes:
        personalization_enabled: The cook's toggle (seed 003 Part 7). Off, the builder leaves
            the soft profile out (dislikes, cuisines, skill, household, equipment) and the
            prompt leaves diets out too; allergens and diets still gate what is served.
        cross_session_memory: The cook's toggle. Off, nothing from earlier sessions reaches
            the answer: no cooking session to resume, no replay of saved recipes.
        degraded: Names of the sources that failed while building this context (``profile``,
            ``history``, ``resumable_session``); their parts hold defaults.
    """

    language: Language
    measurement_system: MeasurementSystem = "metric"
    dietary_restrictions: tuple[str, ...] = ()
    custom_allergies: tuple[str, ...] = ()
    ingredient_dislikes: tuple[str, ...] = ()
    skill_level: SkillLevel | None = None
    household_size: int | None = None
    diet_types: tuple[str, ...] = ()
    cuisine_preferences: tuple[str, ...] = ()
    kitchen_equipment: tuple[str, ...] = ()
    conversation_history: tuple[HistoryMessage, ...] = ()
    resumable_session: ResumableSession | None = None
    personalization_enabled: bool = True
    cross_session_memory: bool = True
    degraded: tuple[str, ...] = ()

    @property
    def has_thermomix(self) -> bool:
        """True when the kitchen equipment names a Thermomix (any model)."""
        return any(
            marker in item.casefold()
            for item in self.kitchen_equipment
            for marker in _THERMOMIX_MARKERS
        )

    @classmethod
    def defaults(cls, language: Language) -> UserContext:
        """The context of a caller with no profile, history or cooking session.

        Args:
            language: The language to answer in.

        Returns:
            A context with every optional part empty.
        """
        return cls(language=language)
