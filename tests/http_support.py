"""What the function apps' HTTP tests share: bearer headers, JSON posts, and plain SQL."""

from __future__ import annotations

import json
import uuid
from typing import TYPE_CHECKING, Any

import psycopg

from shared.auth import issue_dev_token

if TYPE_CHECKING:
    import httpx

    from shared.auth import Principal

__all__ = ["bearer_for", "post_json", "run_sql"]


def bearer_for(user: Principal | uuid.UUID, secret: str, **claims: Any) -> dict[str, str]:
    """An `authorization` header with a token for `user`, signed with `secret`."""
    user_id = user if isinstance(user, uuid.UUID) else user.user_id
    return {"authorization": f"Bearer {issue_dev_token(user_id=user_id, secret=secret, **claims)}"}


async def post_json(
    http: httpx.AsyncClient,
    route: str,
    body: dict[str, Any] | bytes,
    *,
    auth: dict[str, str] | None,
    headers: dict[str, str] | None = None,
) -> httpx.Response:
    """POST a JSON body (or raw bytes, for malformed-body tests) with optional auth headers."""
    all_headers = {"content-type": "application/json", **(headers or {}), **(auth or {})}
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    return await http.post(route, content=content, headers=all_headers)


def run_sql(database_url: str, query: str, params: tuple[Any, ...] = ()) -> Any:
    """Run one statement as the superuser; its rows, or None for a statement without rows."""
    with psycopg.connect(database_url, autocommit=True) as conn:
        cursor = conn.execute(query, params)
        return cursor.fetchall() if cursor.description else None
