"""HS256 access tokens shaped like Supabase's, for local development and tests only.

Deployed code never calls this: production tokens come from Supabase Auth.
"""

from __future__ import annotations

import time
import uuid
from typing import TYPE_CHECKING, Any, Final

import jwt

from shared.auth.verifier import MIN_SECRET_BYTES
from shared.errors import ConfigError

if TYPE_CHECKING:
    from collections.abc import Mapping

__all__ = ["DEMO_USER_ID", "LOCAL_JWT_SECRET", "issue_dev_token"]

#: The HS256 secret of the local stack. Public by design: never configure it anywhere real.
LOCAL_JWT_SECRET: Final = "irmixy-local-development-secret-not-for-production-use-0000"  # noqa: S105
#: The user ``irmixy token`` signs for when no ``--user-id`` is given.
DEMO_USER_ID: Final = uuid.UUID("00000000-0000-4000-8000-000000000001")


def issue_dev_token(
    *,
    user_id: uuid.UUID,
    secret: str,
    admin: bool = False,
    expires_in: int = 3600,
    audience: str = "authenticated",
    issuer: str | None = None,
    now: int | None = None,
    extra_claims: Mapping[str, Any] | None = None,
) -> str:
    """Sign an HS256 token with the claims a Supabase access token carries.

    Args:
        user_id: The ``sub``.
        secret: The HS256 secret, e.g. ``LOCAL_JWT_SECRET``.
        admin: Put ``"role": "admin"`` in ``app_metadata``.
        expires_in: Seconds from ``now`` to ``exp``; must be positive.
        audience: The ``aud``.
        issuer: The ``iss``, left out when None.
        now: The ``iat`` as Unix seconds; the current time when None.
        extra_claims: Claims added last, so they may also override the ones above (tests use
            this to build deliberately broken tokens).

    Returns:
        The signed compact JWT.

    Raises:
        ConfigError: The secret is shorter than 32 bytes.
        ValueError: ``expires_in`` is not positive.
    """
    if len(secret.encode()) < MIN_SECRET_BYTES:
        raise ConfigError(f"The JWT secret must be at least {MIN_SECRET_BYTES} bytes.")
    if expires_in <= 0:
        raise ValueError("expires_in must be positive")
    issued_at = int(time.time()) if now is None else now
    app_metadata: dict[str, Any] = {"provider": "email"}
    if admin:
        app_metadata["role"] = "admin"
    claims: dict[str, Any] = {
        "sub": str(user_id),
        "aud": audience,
        "role": "authenticated",
        "iat": issued_at,
        "exp": issued_at + expires_in,
        "app_metadata": app_metadata,
        "user_metadata": {},
        "session_id": str(uuid.uuid4()),
    }
    if issuer is not None:
        claims["iss"] = issuer
    claims.update(extra_claims or {})
    return jwt.encode(claims, secret, algorithm="HS256", headers={"typ": "JWT"})
