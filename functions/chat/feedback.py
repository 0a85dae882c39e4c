"""Feedback on an assistant message: thumbs up/down with an optional reason, owner-only.

`POST /irmixy-chat-feedback` `{messageId, rating: up|down, reason?}`. The write runs as the
caller, so RLS (migration 0019) refuses another user's message as well as the predicate does;
either way the answer is 404 `message_not_found`, never saying whether the message exists. One
row per message: repeating the request, or changing the rating, updates that row.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from chat.requests import strip_control
from shared.errors import NotFoundError
from shared.observability import MetricName, count

if TYPE_CHECKING:
    from shared.auth import Principal
    from shared.db import Database

__all__ = ["MAX_FEEDBACK_BODY_BYTES", "FeedbackRequest", "FeedbackSaved", "save_feedback"]

#: A rating and a 500-character reason fit comfortably; anything larger is not feedback.
MAX_FEEDBACK_BODY_BYTES: Final = 4 * 1024
MAX_REASON_CHARS: Final = 500

# Only the caller's own assistant message qualifies; the upsert makes the route idempotent.
_UPSERT = (
    "insert into public.chat_message_feedback (message_id, user_id, rating, reason)"
    " select m.id, m.user_id, %(rating)s, %(reason)s from public.user_chat_messages m"
    " where m.id = %(message_id)s and m.user_id = %(user_id)s and m.role = 'assistant'"
    " on conflict (message_id) do update"
    " set rating = excluded.rating, reason = excluded.reason"
    " returning message_id, rating, reason"
)


class FeedbackRequest(BaseModel):
    """`{messageId, rating, reason?}`; unknown fields are refused.

    Attributes:
        message_id: The assistant message the feedback is about.
        rating: ``up`` or ``down``.
        reason: Why, in the user's words (control characters stripped), up to 500 characters.
    """

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    message_id: uuid.UUID = Field(alias="messageId")
    rating: Literal["up", "down"]
    reason: str | None = Field(default=None, max_length=MAX_REASON_CHARS)

    @field_validator("reason", mode="before")
    @classmethod
    def _clean_reason(cls, value: object) -> object:
        if not isinstance(value, str):
            return value
        # An empty reason is no reason: stored as null, not as "".
        return strip_control(value) or None


@dataclass(frozen=True, kw_only=True)
class FeedbackSaved:
    """The stored feedback."""

    message_id: uuid.UUID
    rating: Literal["up", "down"]
    reason: str | None

    def to_wire(self) -> dict[str, object]:
        """The JSON answer (`reason` left out when there is none)."""
        wire: dict[str, object] = {"messageId": str(self.message_id), "rating": self.rating}
        if self.reason is not None:
            wire["reason"] = self.reason
        return wire


async def save_feedback(db: Database, principal: Principal, body: FeedbackRequest) -> FeedbackSaved:
    """Store (or replace) the caller's feedback on one of their assistant messages.

    Args:
        db: The database.
        principal: The verified caller.
        body: The validated request.

    Returns:
        The stored feedback.

    Raises:
        NotFoundError: ``message_not_found``: unknown, not an assistant message, or another
            user's (never said which).
    """
    async with db.user(principal) as conn:
        cursor = await conn.execute(
            _UPSERT,
            {
                "message_id": body.message_id,
                "user_id": principal.user_id,
                "rating": body.rating,
                "reason": body.reason,
            },
        )
        row = await cursor.fetchone()
    if row is None:
        raise NotFoundError("Message not found.", code="message_not_found")
    # One data point per rating; the dashboard divides downs by the total.
    count(MetricName.FEEDBACK_UP if body.rating == "up" else MetricName.FEEDBACK_DOWN)
    return FeedbackSaved(
        message_id=uuid.UUID(str(row["message_id"])), rating=row["rating"], reason=row["reason"]
    )
