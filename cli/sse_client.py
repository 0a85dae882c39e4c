"""Reading the chat's SSE stream on the client side: frames in, typed events out."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pydantic import TypeAdapter, ValidationError

from shared.schemas import SseEvent

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

__all__ = ["parse_sse_lines"]

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
