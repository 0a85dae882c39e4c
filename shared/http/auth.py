"""Authenticating a request: the bearer token, verified locally, into a `Principal`."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from shared.auth import extract_bearer
from shared.observability import MetricName, record_latency

if TYPE_CHECKING:
    from starlette.requests import Request

    from shared.auth import Principal, TokenVerifier

__all__ = ["authenticate"]


def authenticate(request: Request, verifier: TokenVerifier) -> Principal:
    """The verified caller of `request`.

    Raises:
        AuthError: the Authorization header is missing, malformed, expired or forged.
    """
    started = time.perf_counter()
    try:
        return verifier.verify(extract_bearer(request.headers.get("authorization")))
    finally:
        record_latency(MetricName.AUTH_LATENCY, started)
