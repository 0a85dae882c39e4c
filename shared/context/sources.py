"""The three reads behind a `UserContext`: profile, chat history and resumable cooking session.

Each read runs in its own transaction as the caller (RLS applies) and also filters by the
caller's id in its predicate (seed 000 §6.0.1), so a missing policy could never leak a row.
Everything read is sanitised here, at the edge, before it can reach a prompt.
"""

from __future__ import annotations

import re
import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Literal

from pydantic import BaseModel, ConfigDict

from shared.context.sanitize import clean_line, sanitize_list, sanitize_text
from shared.context.user_context import (
    MAX_HISTORY_MESSAGES,
    HistoryMessage,
    ResumableSession,
    ShownCard,
    SkillLevel,
)

if TYPE_CHECKING:
    from shared.auth.principal import Principal
    from shared.db import Database
    from shared.schemas.recipe import MeasurementSystem
    from shared.schemas.response import Language

__all__ = [
    "ProfileData",
    "fetch_history",
    "fetch_profile",
    "fetch_resumable_session",
    "summarise_payload",
]

_MAX_CONTENT_LEN: Final = 2000
_MAX_SUMMARY_LEN: Final = 300
_MAX_SUMMARY_NAMES: Final = 5
# An answer shows at most this many cards (`IrmixyResponse.recipes`).
_MAX_SHOWN_CARDS: Final = 20
_SLUG_SEPARATORS = re.compile(r"[\s\-]+")

# display_name is deliberately not selected: PII never enters the context.
_PROFILE_SQL: Final = """
select language, measurement_system, dietary_restrictions, custom_allergies,
       ingredient_dislikes, diet_types, cuisine_preferences, kitchen_equipment,
       skill_level, household_size, personalization_enabled, cross_session_memory
from public.user_profiles
where user_id = %(user_id)s
"""

# The join proves the session is the caller's; a foreign session id yields no rows.
_HISTORY_SQL: Final = """
select m.role, m.content, m.tool_calls
from public.user_chat_messages m
join public.user_chat_sessions s on s.id = m.session_id
where m.session_id = %(session_id)s
  and s.user_id = %(user_id)s
  and m.user_id = %(user_id)s
  and (%(exclude)s::uuid is null or m.id <> %(exclude)s::uuid)
order by m.created_at desc, m.id desc
limit %(limit)s
"""

# Seed 000 §3.1: sessions idle for 24 hours are stale (mark_stale_cooking_sessions).
_RESUMABLE_SQL: Final = """
select id, recipe_id, recipe_type, current_step, total_steps, recipe_name
from public.cooking_sessions
where user_id = %(user_id)s
  and status = 'active'
  and last_active_at > now() - interval '24 hours'
order by last_active_at desc, id
limit 1
"""


class _Row(BaseModel):
    model_config = ConfigDict(extra="ignore", frozen=True)


class _ProfileRow(_Row):
    language: Literal["en", "es"]
    measurement_system: Literal["metric", "imperial"]
    dietary_restrictions: list[str | None]
    custom_allergies: list[str | None]
    ingredient_dislikes: list[str | None]
    diet_types: list[str | None]
    cuisine_preferences: list[str | None]
    kitchen_equipment: list[str | None]
    skill_level: SkillLevel | None
    household_size: int | None
    personalization_enabled: bool = True
    cross_session_memory: bool = True


class _HistoryRow(_Row):
    role: Literal["user", "assistant"]
    content: str
    tool_calls: Any = None


class _SessionRow(_Row):
    id: uuid.UUID
    recipe_id: uuid.UUID
    recipe_type: Literal["custom", "database"]
    current_step: int
    total_steps: int
    recipe_name: str | None


@dataclass(frozen=True, kw_only=True)
class ProfileData:
    """The sanitised cooking profile (every list cleaned and capped at 20) and the cook's two
    privacy toggles (seed 003 Part 7)."""

    language: Language
    measurement_system: MeasurementSystem
    dietary_restrictions: tuple[str, ...]
    custom_allergies: tuple[str, ...]
    ingredient_dislikes: tuple[str, ...]
    diet_types: tuple[str, ...]
    cuisine_preferences: tuple[str, ...]
    kitchen_equipment: tuple[str, ...]
    skill_level: SkillLevel | None
    household_size: int | None
    personalization_enabled: bool = True
    cross_session_memory: bool = True


def _slugs(values: list[str | None]) -> tuple[str, ...]:
    cleaned = sanitize_list(values)
    return sanitize_list(_SLUG_SEPARATORS.sub("_", value.lower()) for value in cleaned)


async def fetch_profile(db: Database, principal: Principal) -> ProfileData | None:
    """Read the caller's cooking profile.

    Args:
        db: The database.
        principal: The verified caller.

    Returns:
        The sanitised profile, or ``None`` when the caller has not created one yet.
    """
    rows = await db.read_as_user(principal, _PROFILE_SQL, {"user_id": principal.user_id})
    if not rows:
        return None
    row = _ProfileRow.model_validate(rows[0])
    household = row.household_size
    return ProfileData(
        language=row.language,
        measurement_system=row.measurement_system,
        dietary_restrictions=_slugs(row.dietary_restrictions),
        custom_allergies=sanitize_list(row.custom_allergies),
        ingredient_dislikes=sanitize_list(row.ingredient_dislikes),
        diet_types=_slugs(row.diet_types),
        cuisine_preferences=_slugs(row.cuisine_preferences),
        kitchen_equipment=sanitize_list(row.kitchen_equipment),
        skill_level=row.skill_level,
        household_size=household if household is not None and 1 <= household <= 20 else None,
        personalization_enabled=row.personalization_enabled,
        cross_session_memory=row.cross_session_memory,
    )


async def fetch_history(
    db: Database, principal: Principal, session_id: uuid.UUID, *, exclude: uuid.UUID | None = None
) -> tuple[HistoryMessage, ...]:
    """Read the last messages of one of the caller's chat sessions, oldest first.

    Args:
        db: The database.
        principal: The verified caller.
        session_id: The chat session; another user's session yields no messages.
        exclude: A message to leave out (the current turn's, stored concurrently).

    Returns:
        Up to `MAX_HISTORY_MESSAGES` sanitised messages in the order they were written.
    """
    params = {
        "session_id": session_id,
        "user_id": principal.user_id,
        "exclude": exclude,
        "limit": MAX_HISTORY_MESSAGES,
    }
    raw_rows = await db.read_as_user(principal, _HISTORY_SQL, params)
    rows = [_HistoryRow.model_validate(raw) for raw in raw_rows]
    return tuple(_history_message(row) for row in reversed(rows))


def _history_message(row: _HistoryRow) -> HistoryMessage:
    content = sanitize_text(row.content, _MAX_CONTENT_LEN)
    if row.role != "assistant" or not isinstance(row.tool_calls, dict):
        return HistoryMessage(role=row.role, content=content)
    cards = row.tool_calls.get("recipes")
    return HistoryMessage(
        role=row.role,
        content=content,
        payload_summary=summarise_payload(row.tool_calls),
        cards_shown=bool(_names(cards)),
        quickest_minutes=_quickest(cards),
        shown_cards=_shown_cards(cards),
        chosen_id=None if cards else _chosen_id(row.tool_calls.get("actions")),
        chips=_chips(row.tool_calls.get("suggestions")),
    )


async def fetch_resumable_session(db: Database, principal: Principal) -> ResumableSession | None:
    """Read the caller's most recent active cooking session idle for less than 24 hours.

    Args:
        db: The database.
        principal: The verified caller.

    Returns:
        The session, or ``None`` when there is nothing to resume.
    """
    rows = await db.read_as_user(principal, _RESUMABLE_SQL, {"user_id": principal.user_id})
    if not rows:
        return None
    row = _SessionRow.model_validate(rows[0])
    name = clean_line(row.recipe_name, 200) if row.recipe_name else ""
    return ResumableSession(
        session_id=row.id,
        recipe_id=row.recipe_id,
        recipe_type=row.recipe_type,
        current_step=row.current_step,
        total_steps=row.total_steps,
        recipe_name=name or None,
    )


def _names(items: object) -> list[str]:
    if not isinstance(items, list):
        return []
    names = (item.get("name") for item in items if isinstance(item, dict))
    return list(sanitize_list((n for n in names if isinstance(n, str)), _MAX_SUMMARY_NAMES, 60))


def _shown_cards(items: object) -> tuple[ShownCard, ...]:
    """The cards of a stored answer with their ids, names cleaned as any stored text is."""
    if not isinstance(items, list):
        return ()
    shown: list[ShownCard] = []
    for item in items[:_MAX_SHOWN_CARDS]:
        if not isinstance(item, dict):
            continue
        recipe_id, name = item.get("recipeId", item.get("recipe_id")), item.get("name")
        if not (isinstance(recipe_id, str) and isinstance(name, str)):
            continue
        minutes = item.get("totalTime", item.get("total_time"))
        total = minutes if isinstance(minutes, int) and minutes > 0 else None
        if clean := clean_line(name, 200):
            shown.append(ShownCard(recipe_id=recipe_id, name=clean, total_time=total))
    return tuple(shown)


def _chips(items: object) -> tuple[tuple[str, str], ...]:
    """The (label, message) pairs of a stored answer's chips, cleaned as any stored text is."""
    if not isinstance(items, list):
        return ()
    pairs = (
        (clean_line(label, 80), clean_line(message, 500))
        for item in items
        if isinstance(item, dict)
        and isinstance(label := item.get("label"), str)
        and isinstance(message := item.get("message"), str)
    )
    return tuple((label, message) for label, message in pairs if label and message)


def _chosen_id(actions: object) -> str | None:
    """The catalogue recipe a stored answer's start action opens, if it has one."""
    if not isinstance(actions, list):
        return None
    for action in actions:
        if not isinstance(action, dict) or action.get("type") != "start_cooking":
            continue
        if isinstance(payload := action.get("payload"), dict):
            recipe_id, kind = payload.get("recipeId"), payload.get("recipeType", "database")
            if isinstance(recipe_id, str) and kind == "database":
                return recipe_id
    return None


def _quickest(items: object) -> int | None:
    if not isinstance(items, list):
        return None
    times = [
        minutes
        for item in items
        if isinstance(item, dict)
        and isinstance(minutes := item.get("totalTime", item.get("total_time")), int)
        and minutes > 0
    ]
    return min(times) if times else None


def summarise_payload(payload: object) -> str | None:
    """Describe an assistant message's stored structured output in one short line.

    Args:
        payload: The ``tool_calls`` JSON of the message (the response's structured fields,
            camelCase or snake_case).

    Returns:
        E.g. ``recipes: Chicken Tinga, Pozole; custom recipe: Green Rice``, or ``None`` when
        there is nothing structured to describe.
    """
    if not isinstance(payload, dict):
        return None
    parts: list[str] = []
    if names := _names(payload.get("recipes")):
        parts.append("recipes: " + ", ".join(names))
        if (quickest := _quickest(payload.get("recipes"))) is not None:
            # What "quicker options" must beat, and a model can say when asked.
            parts.append(f"quickest: {quickest} min")
    custom = payload.get("customRecipe", payload.get("custom_recipe"))
    if isinstance(custom, dict):
        name = custom.get("suggestedName", custom.get("suggested_name"))
        if isinstance(name, str) and (clean := clean_line(name, 80)):
            parts.append(f"custom recipe: {clean}")
    retrieval = payload.get("retrieval")
    if isinstance(retrieval, dict) and retrieval.get("type") in ("single", "multiple"):
        recipe = retrieval.get("recipe")
        found = _names([recipe] if isinstance(recipe, dict) else retrieval.get("recipes"))
        parts.append(f"saved recipes found: {', '.join(found)}" if found else "saved recipes found")
    return clean_line("; ".join(parts), _MAX_SUMMARY_LEN) or None
