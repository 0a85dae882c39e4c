"""The chat route from the client side: one message posted, its SSE frames read as typed events."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Final

import httpx
from pydantic import TypeAdapter, ValidationError

from cli.client.api import ApiClientError, error_line, unreachable
from shared.schemas import ErrorEvent, SseEvent

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

__all__ = ["CHAT_ROUTE", "parse_sse_lines", "stream_chat"]

CHAT_ROUTE: Final = "/irmixy-chat-orchestrator"
# Typed as Any: pydantic versions disagree on whether a bare union is a valid `type[T]`.
_EVENT_TYPE: Any = SseEvent
_EVENT: TypeAdapter[Any] = TypeAdapter(_EVENT_TYPE)


def parse_sse_lines(lines: Iterable[str]) -> Iterator[Any]:
    """Events from the lines of an SSE body (streamed or buffered, the same either way).

    Frames are `data: <json>` lines separated by blank lines; anything else (comments, other
    fields, frames that do not validate) is skipped rather than crashing the client.
    """
    data: list[str] = []
    for line in [*lines, ""]:
        if line.startswith("data:"):
            data.append(line[5:].strip())
            continue
        if line.strip() or not data:
            continue
        payload, data = "\n".join(data), []
        try:
            yield _EVENT.validate_python(json.loads(payload))
        except (json.JSONDecodeError, ValidationError):
            continue


def stream_chat(
    client: httpx.Client, *, url: str, token: str, message: str, session_id: str | None
) -> Iterator[Any]:
    """Post one message and yield its events as they arrive.

    Args:
        client: The HTTP client (its timeouts apply).
        url: The API's base URL.
        token: The caller's access token.
        message: The user's words.
        session_id: The conversation to continue, or None for a new one.

    Yields:
        The typed SSE events, `session` first and `done` last.

    Raises:
        ApiClientError: the server is unreachable, refused the request, or sent an `error`
            event (its code and message).
    """
    body: dict[str, Any] = {"message": message, "stream": True}
    if session_id:
        body["sessionId"] = session_id
    headers = {"authorization": f"Bearer {token}"}
    try:
        with client.stream(
            "POST", url.rstrip("/") + CHAT_ROUTE, json=body, headers=headers
        ) as reply:
            if reply.status_code != httpx.codes.OK:
                reply.read()
                raise error_line(reply)
            for event in parse_sse_lines(reply.iter_lines()):
                if isinstance(event, ErrorEvent):
                    raise ApiClientError(event.message or event.error, code=event.error)
                yield event
    except httpx.TransportError as exc:
        raise unreachable(url, exc) from exc
