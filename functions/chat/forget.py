"""Forget me: delete the caller's conversations and voice sessions (and, on request, their
custom recipes with the cooking sessions of those recipes) in one transaction, as the caller.

The deletes run under the caller's role and claims, so RLS limits them to the caller's rows on
top of each statement's own owner predicate: no body field names a user, and another user's
rows cannot be reached by construction. Messages, their feedback and their intent rows go with
their sessions (foreign keys, `on delete cascade`). What quotas need is kept: the monthly voice
minutes (`ai_voice_usage`), the chat budget counters (`ai_chat_usage`), and a voice session
that is still open (it is closed and charged by the sweep; deleting it would free its
reservation). A cooking session of a deleted custom recipe goes with it (migration 0024's
trigger does the same for any delete): nothing may offer to resume a recipe that is gone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from pydantic import BaseModel, ConfigDict, Field

from shared.observability import MetricName, count

if TYPE_CHECKING:
    from shared.auth import Principal
    from shared.db import Database

__all__ = ["MAX_FORGET_BODY_BYTES", "ForgetReport", "ForgetRequest", "forget_me"]

MAX_FORGET_BODY_BYTES: Final = 1024

_COUNT_MESSAGES: Final = (
    "select count(*) as n from public.user_chat_messages where user_id = %(user_id)s"
)
_DELETE_SESSIONS: Final = (
    "delete from public.user_chat_sessions where user_id = %(user_id)s returning id"
)
_DELETE_VOICE: Final = (
    "delete from public.ai_voice_sessions"
    " where user_id = %(user_id)s and status <> 'active' returning id"
)
# Before the recipes, so the answer can count them (the trigger then finds nothing left).
_DELETE_CUSTOM_COOKING: Final = (
    "delete from public.cooking_sessions cs where cs.user_id = %(user_id)s"
    " and cs.recipe_type = 'custom' and exists (select 1 from public.user_recipes ur"
    " where ur.id = cs.recipe_id and ur.user_id = %(user_id)s) returning cs.id"
)
_DELETE_RECIPES: Final = "delete from public.user_recipes where user_id = %(user_id)s returning id"


class ForgetRequest(BaseModel):
    """`{includeCustomRecipes?}`; unknown fields (a user id, say) are refused.

    Attributes:
        include_custom_recipes: Also delete the caller's saved custom recipes.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    include_custom_recipes: bool = Field(default=False, alias="includeCustomRecipes", strict=True)


@dataclass(frozen=True, kw_only=True)
class ForgetReport:
    """How many rows of each kind were deleted."""

    chat_sessions: int
    chat_messages: int
    voice_sessions: int
    custom_recipes: int
    cooking_sessions: int = 0

    def to_wire(self) -> dict[str, object]:
        """The JSON answer."""
        return {
            "deleted": {
                "chatSessions": self.chat_sessions,
                "chatMessages": self.chat_messages,
                "voiceSessions": self.voice_sessions,
                "customRecipes": self.custom_recipes,
                "cookingSessions": self.cooking_sessions,
            }
        }


async def forget_me(db: Database, principal: Principal, body: ForgetRequest) -> ForgetReport:
    """Delete the caller's personal conversation data in one transaction.

    Args:
        db: The database (the caller's role: RLS applies).
        principal: The verified caller, the only user whose rows can be deleted.
        body: Whether custom recipes go too.

    Returns:
        The counts deleted (all zero when there was nothing to forget).
    """
    params = {"user_id": principal.user_id}
    async with db.user(principal) as conn:
        cursor = await conn.execute(_COUNT_MESSAGES, params)
        row = await cursor.fetchone()
        messages = int(row["n"]) if row else 0
        sessions = len(await (await conn.execute(_DELETE_SESSIONS, params)).fetchall())
        voice = len(await (await conn.execute(_DELETE_VOICE, params)).fetchall())
        recipes = cooking = 0
        if body.include_custom_recipes:
            cooking = len(await (await conn.execute(_DELETE_CUSTOM_COOKING, params)).fetchall())
            recipes = len(await (await conn.execute(_DELETE_RECIPES, params)).fetchall())
    count(MetricName.FORGET_ME)
    return ForgetReport(
        chat_sessions=sessions,
        chat_messages=messages,
        voice_sessions=voice,
        custom_recipes=recipes,
        cooking_sessions=cooking,
    )
