"""Per-request observability for the function apps: the correlation id and the metrics flush.

Under Mangum the handler (`observed_handler`) has already put the API Gateway request id in the
logs; under uvicorn (local, and the streaming Function URL behind the Lambda Web Adapter) there
is no Lambda context, so the id comes from the request's own headers or is made up here. Either
way every log line of the request carries it, and its metrics are published when it ends (a
stream ends after its last frame, so a chat turn's metrics are all in).
"""

from __future__ import annotations

import uuid
from typing import TYPE_CHECKING, Final

from shared.observability import flush_metrics, logger

if TYPE_CHECKING:
    from starlette.types import ASGIApp, Receive, Scope, Send

__all__ = ["CORRELATION_HEADERS", "ObservabilityMiddleware"]

#: Headers a caller or a proxy may carry a request id in, in order of preference.
CORRELATION_HEADERS: Final = (b"x-correlation-id", b"x-amzn-requestid", b"x-request-id")


def _correlation_id(scope: Scope) -> str:
    event = scope.get("aws.event")
    if isinstance(event, dict):
        request_id = event.get("requestContext", {}).get("requestId")
        if isinstance(request_id, str) and request_id:
            return str(request_id)
    headers: dict[bytes, bytes] = dict(scope.get("headers") or [])
    for name in CORRELATION_HEADERS:
        value = headers.get(name, b"").decode("latin-1").strip()
        # Bounded and printable: a header is caller input, and it lands in every log line.
        if value and len(value) <= 128 and value.isprintable():
            return value
    return str(uuid.uuid4())


class ObservabilityMiddleware:
    """Sets the request's correlation id for its logs and flushes its metrics at its end."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Run the request with its correlation id; publish its metrics afterwards."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        logger.set_correlation_id(_correlation_id(scope))
        try:
            await self.app(scope, receive, send)
        finally:
            flush_metrics()
