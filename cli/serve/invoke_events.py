"""What kind of event a file holds, and whether the chosen function takes it.

`irmixy invoke` hands the event to the real handler, which answers a wrong one in its own way:
a chat event sent to the voice app is a 404 with exit status 0, a schedule sent to the chat
app a Mangum traceback. Checking first turns both into one line saying what is wrong.
"""

from __future__ import annotations

from typing import Any, Final, Literal

__all__ = ["EventKind", "event_kind", "event_problem"]

EventKind = Literal["http", "sqs", "schedule", "direct"]

#: The routes of each HTTP function (template.yaml's `Path`s), the main one first.
_ROUTES: Final[dict[str, tuple[str, ...]]] = {
    "chat": (
        "/irmixy-chat-orchestrator",
        "/irmixy-chat-feedback",
        "/irmixy-forget-me",
        "/irmixy-privacy-settings",
    ),
    "voice": ("/irmixy-voice-orchestrator",),
    "backfill": ("/backfill-embeddings",),
}
#: The event kinds each function is invoked with.
_ACCEPTS: Final[dict[str, tuple[EventKind, ...]]] = {
    "chat": ("http",),
    "voice": ("http",),
    "backfill": ("http", "direct"),
    "voice-sweep": ("schedule",),
    "backfill-worker": ("sqs",),
    "backfill-prune": ("schedule",),
    "chat-retention": ("schedule",),
}
_DESCRIBED: Final[dict[EventKind, str]] = {
    "http": "an API Gateway (HTTP API) event",
    "sqs": "an SQS batch",
    "schedule": "a scheduled (EventBridge) event",
    "direct": "a direct-invoke payload",
}


def event_kind(event: dict[str, Any]) -> EventKind:
    """How `event` reaches a Lambda function."""
    if "requestContext" in event:
        return "http"
    records = event.get("Records")
    first = records[0] if isinstance(records, list) and records else None
    if isinstance(first, dict) and first.get("eventSource") == "aws:sqs":
        return "sqs"
    if event.get("source") == "aws.events" or event.get("detail-type") == "Scheduled Event":
        return "schedule"
    return "direct"


def _path(event: dict[str, Any]) -> str | None:
    path = event.get("rawPath") or event.get("path")
    return path if isinstance(path, str) else None


def event_problem(function: str, event: dict[str, Any]) -> str | None:
    """Why `function` cannot take `event`, or None when it can.

    Args:
        function: A short name of `cli.serve.invoke.HANDLERS`.
        event: The event, placeholders filled.
    """
    kind = event_kind(event)
    accepted = _ACCEPTS[function]
    if kind not in accepted:
        takes = " or ".join(_DESCRIBED[k] for k in accepted)
        return f"it is {_DESCRIBED[kind]}; {function} takes {takes}"
    if kind == "http":
        path = _path(event)
        if path not in _ROUTES[function]:
            owner = next((name for name, routes in _ROUTES.items() if path in routes), None)
            hint = f" (the route of {owner})" if owner else ""
            return f"its path is {path}{hint}; {function} serves {', '.join(_ROUTES[function])}"
    return None
