"""The authenticated caller, as the rest of the backend sees it."""

from __future__ import annotations

import json
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from shared.errors import AuthError

__all__ = ["Principal"]


@dataclass(frozen=True, kw_only=True, repr=False)
class Principal:
    """A caller whose access token has been verified.

    Attributes:
        user_id: The Supabase user id (the token's ``sub``).
        role: The token's ``role`` claim, e.g. ``"authenticated"``.
        is_admin: True iff ``app_metadata.role == "admin"``.
        claims: The verified claims, read-only. They are handed to Postgres as
            ``request.jwt.claims`` so row-level security sees the same caller.
        session_id: The Supabase ``session_id`` claim, if the token carries one.
    """

    user_id: uuid.UUID
    role: str
    is_admin: bool
    # Claims carry PII (email, phone): keep them out of comparisons, hashes and reprs.
    claims: Mapping[str, Any] = field(compare=False, hash=False)
    session_id: str | None = None

    @classmethod
    def from_claims(cls, claims: Mapping[str, Any]) -> Principal:
        """Build a principal from claims whose signature and timing are already verified.

        Args:
            claims: The decoded, verified token payload.

        Returns:
            The principal the claims describe.

        Raises:
            AuthError: ``invalid_subject`` when ``sub`` is missing or not a UUID,
                ``invalid_token`` when ``role`` is missing or not a string.
        """
        user_id = _parse_subject(claims.get("sub"))
        role = claims.get("role")
        if not isinstance(role, str) or not role:
            raise AuthError("The access token is not valid.", code="invalid_token")
        # Only app_metadata counts: users can write their own user_metadata from the client.
        app_metadata = claims.get("app_metadata")
        is_admin = isinstance(app_metadata, Mapping) and app_metadata.get("role") == "admin"
        session_id = claims.get("session_id")
        return cls(
            user_id=user_id,
            role=role,
            is_admin=is_admin,
            claims=MappingProxyType(dict(claims)),
            session_id=session_id if isinstance(session_id, str) and session_id else None,
        )

    def claims_json(self) -> str:
        """Serialise the claims compactly for ``set_config('request.jwt.claims', …)``.

        Returns:
            The claims as compact JSON, keys sorted so equal claims give equal text.
        """
        return json.dumps(
            dict(self.claims), separators=(",", ":"), sort_keys=True, ensure_ascii=False
        )

    def __repr__(self) -> str:
        return f"Principal(user_id={self.user_id}, is_admin={self.is_admin})"


def _parse_subject(sub: object) -> uuid.UUID:
    if not isinstance(sub, str):
        raise AuthError("The access token is not valid.", code="invalid_subject")
    try:
        user_id = uuid.UUID(sub)
    except ValueError:
        raise AuthError("The access token is not valid.", code="invalid_subject") from None
    # uuid.UUID also takes braces, urn: prefixes and bare hex; Supabase only issues the
    # canonical form, so anything else did not come from it.
    if str(user_id) != sub.lower():
        raise AuthError("The access token is not valid.", code="invalid_subject")
    return user_id
