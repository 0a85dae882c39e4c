"""What the terminal clients (`irmixy chat`, `irmixy demo`) share when calling the API over HTTP:
the bearer token of a demo user, and failures reduced to one printable line.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

import httpx

from shared.auth import LOCAL_JWT_SECRET, issue_dev_token

if TYPE_CHECKING:
    from cli.serve.demo_users import DemoUser

__all__ = ["CLIENT_TIMEOUT", "ApiClientError", "demo_token", "error_line", "unreachable"]

#: Connect quickly (a server that is down fails at once), read slowly (model turns).
CLIENT_TIMEOUT = httpx.Timeout(120.0, connect=5.0)


class ApiClientError(Exception):
    """The server could not be reached or refused the request; the message is one line.

    Attributes:
        status: The HTTP status when the server answered, else None.
        code: The API's stable error code when it sent one.
        body: The API's JSON error body (its details, e.g. `activeSessionId`), if any.
    """

    def __init__(
        self,
        message: str,
        *,
        status: int | None = None,
        code: str | None = None,
        body: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.body = body


def demo_token(user: DemoUser) -> str:
    """A token for a demo user, signed as `irmixy serve` expects (SUPABASE_JWT_SECRET or local)."""
    secret = os.environ.get("SUPABASE_JWT_SECRET") or LOCAL_JWT_SECRET
    return issue_dev_token(user_id=user.user_id, secret=secret, admin=user.admin)


def error_line(reply: httpx.Response) -> ApiClientError:
    """The API's `{error, message}` body (or the status line) as one error.

    Auth and quota failures say what to do about them.
    """
    try:
        payload = reply.json()
    except ValueError:
        payload = None
    body = payload if isinstance(payload, dict) else None
    code = str(body["error"]) if body and body.get("error") else None
    text = str(body.get("message") or "") if body else reply.reason_phrase
    hint = ""
    if reply.status_code == httpx.codes.UNAUTHORIZED:
        hint = " (check --token / IRMIXY_TOKEN, or SUPABASE_JWT_SECRET for local tokens)"
    elif reply.status_code == httpx.codes.TOO_MANY_REQUESTS:
        resets = body.get("resetsAt") if body else None
        hint = f" (resets at {resets})" if resets else " (try again later)"
    line = " ".join(f"{reply.status_code} {code or reply.reason_phrase}: {text}{hint}".split())
    return ApiClientError(line, status=reply.status_code, code=code, body=body)


def unreachable(url: str, exc: httpx.TransportError) -> ApiClientError:
    """A transport failure (refused, reset, timed out) as one line."""
    return ApiClientError(f"cannot reach {url} ({type(exc).__name__}); is `irmixy serve` running?")
