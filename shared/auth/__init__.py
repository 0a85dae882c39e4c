"""Authentication: verifying Supabase access tokens into a ``Principal``."""

from __future__ import annotations

from shared.auth.dev_tokens import DEMO_USER_ID, LOCAL_JWT_SECRET, issue_dev_token
from shared.auth.jwks import JwksCache
from shared.auth.principal import Principal
from shared.auth.settings import AuthSettings
from shared.auth.verifier import MAX_TOKEN_BYTES, MIN_SECRET_BYTES, TokenVerifier, extract_bearer

__all__ = [
    "DEMO_USER_ID",
    "LOCAL_JWT_SECRET",
    "MAX_TOKEN_BYTES",
    "MIN_SECRET_BYTES",
    "AuthSettings",
    "JwksCache",
    "Principal",
    "TokenVerifier",
    "extract_bearer",
    "issue_dev_token",
]
