"""Domain errors to HTTP, in exactly one place: `{error: code, message}`, never internals.

Every 500 is logged exactly once, here, with its cause. Starlette's outermost error middleware
re-raises whatever reaches it so the server logs it a second time (uvicorn prints the traceback
again); `UnexpectedErrorMiddleware` answers unexpected errors before they get there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.responses import JSONResponse

from shared.errors import IrmixyError
from shared.observability import logger

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = ["UnexpectedErrorMiddleware", "error_response", "handle_irmixy_error"]

_INTERNAL_MESSAGE = "Something went wrong. Please try again."


def error_response(error: IrmixyError, *, extra: dict[str, object] | None = None) -> JSONResponse:
    """The JSON response for a domain error (plus route-specific fields, e.g. quota details)."""
    body: dict[str, object] = {"error": error.code, "message": error.message}
    if extra:
        body.update(extra)
    headers = {"cache-control": "no-store"}
    if error.status == 401:
        headers["www-authenticate"] = 'Bearer realm="irmixy"'
    return JSONResponse(body, status_code=error.status, headers=headers)


async def handle_irmixy_error(request: Request, exc: Exception) -> JSONResponse:
    """Starlette handler for every `IrmixyError`."""
    assert isinstance(exc, IrmixyError)
    fields = {"code": exc.code, "status": exc.status, "path": request.url.path}
    if exc.status < 500:
        logger.warning("request failed", extra=fields)
    else:
        # A 5xx is ours to fix: the traceback carries the cause (`raise ... from`).
        logger.error("request failed", extra={**fields, **_cause(exc)}, exc_info=exc)
    return error_response(exc, extra=exc.details)


def _cause(exc: BaseException) -> dict[str, str]:
    cause = exc.__cause__ or exc.__context__
    return {"cause_type": type(cause).__name__} if cause is not None else {}


def _internal_error() -> JSONResponse:
    return JSONResponse(
        {"error": "internal_error", "message": _INTERNAL_MESSAGE},
        status_code=500,
        headers={"cache-control": "no-store"},
    )


class UnexpectedErrorMiddleware:
    """Anything not an `IrmixyError` becomes a 500 with a generic message, logged once.

    The type and traceback go to the log, never to the client. A response already started (a
    stream) cannot turn into a 500: the error is logged and the response ends where it was.
    """

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Run the app, answering an unexpected error with the generic 500."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = False

        async def tracking_send(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, tracking_send)
        except Exception as exc:
            logger.exception(
                "unexpected error",
                extra={
                    "error_type": type(exc).__name__,
                    "path": scope.get("path", ""),
                    "response_started": started,
                    **_cause(exc),
                },
            )
            if not started:
                await _internal_error()(scope, receive, send)
