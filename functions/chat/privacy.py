"""The cook's privacy toggles (seed 003 Part 7): read them, or change one or both.

`POST /irmixy-privacy-settings` `{personalizationEnabled?, crossSessionMemory?}` answers the
settings as stored; `{}` only reads them. A field left out keeps its value. The write runs as
the caller, so RLS (the profile's owner policy) confines it to the caller's own profile on top
of the statement's own owner predicate: no field names a user. A cook with no profile yet gets
one holding the toggles (in the request's language, so the profile does not turn a Spanish
speaker's fallback language to English). Neither toggle ever turns off a safety gate:
allergens and diets keep filtering every search and checking every recipe.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from pydantic import BaseModel, ConfigDict, Field

if TYPE_CHECKING:
    from shared.auth import Principal
    from shared.db import Database
    from shared.schemas import Language

__all__ = [
    "MAX_PRIVACY_BODY_BYTES",
    "PrivacyRequest",
    "PrivacySettings",
    "privacy_settings",
]

MAX_PRIVACY_BODY_BYTES: Final = 1024

_READ: Final = (
    "select personalization_enabled, cross_session_memory from public.user_profiles"
    " where user_id = %(user_id)s"
)
# A null parameter keeps the stored value (or the column's default, true, for a new profile).
_UPSERT: Final = (
    "insert into public.user_profiles"
    " (user_id, language, personalization_enabled, cross_session_memory)"
    " values (%(user_id)s, %(language)s, coalesce(%(personal)s, true), coalesce(%(memory)s, true))"
    " on conflict (user_id) do update set"
    " personalization_enabled = coalesce(%(personal)s, user_profiles.personalization_enabled),"
    " cross_session_memory = coalesce(%(memory)s, user_profiles.cross_session_memory)"
    " where user_profiles.user_id = %(user_id)s"
    " returning personalization_enabled, cross_session_memory"
)


class PrivacyRequest(BaseModel):
    """`{personalizationEnabled?, crossSessionMemory?}`; unknown fields are refused.

    Attributes:
        personalization_enabled: Use the profile (diets, skill, dislikes, cuisines, household,
            equipment) to shape answers and ranking.
        cross_session_memory: Let answers use earlier visits: saved-recipe replay and the
            cooking session left half done.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    personalization_enabled: bool | None = Field(
        default=None, alias="personalizationEnabled", strict=True
    )
    cross_session_memory: bool | None = Field(default=None, alias="crossSessionMemory", strict=True)


@dataclass(frozen=True, kw_only=True)
class PrivacySettings:
    """The toggles as stored (both on for a cook who never changed them)."""

    personalization_enabled: bool = True
    cross_session_memory: bool = True

    def to_wire(self) -> dict[str, object]:
        """The JSON answer."""
        return {
            "personalizationEnabled": self.personalization_enabled,
            "crossSessionMemory": self.cross_session_memory,
        }


async def privacy_settings(
    db: Database, principal: Principal, body: PrivacyRequest, *, language: Language
) -> PrivacySettings:
    """Read the caller's toggles, changing the ones the body names first.

    Args:
        db: The database (the caller's role: RLS applies).
        principal: The verified caller, the only user whose toggles can change.
        body: The toggles to change (none: read only).
        language: The language of a profile created by this call.

    Returns:
        The stored toggles.
    """
    params = {
        "user_id": principal.user_id,
        "language": language,
        "personal": body.personalization_enabled,
        "memory": body.cross_session_memory,
    }
    changes = body.personalization_enabled is not None or body.cross_session_memory is not None
    async with db.user(principal) as conn:
        cursor = await conn.execute(_UPSERT if changes else _READ, params)
        row = await cursor.fetchone()
    if row is None:
        return PrivacySettings()
    return PrivacySettings(
        personalization_enabled=bool(row["personalization_enabled"]),
        cross_session_memory=bool(row["cross_session_memory"]),
    )
