"""Authenticating a request: the bearer token, verified locally, into a `Principal`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.auth import extract_bearer

if TYPE_CHECKING:
    from starlette.requests import Request

    from shared.auth import Principal, TokenVerifier

__all__ = ["authenticate"]


def authenticate(request: Request, verifier: TokenVerifier) -> Principal:
    """The verified caller of `request`.

    Raises:
        AuthError: the Authorization header is missing, malformed, expired or forged.
    """
    return verifier.verify(extract_bearer(request.headers.get("authorization")))
