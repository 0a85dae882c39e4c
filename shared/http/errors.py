"""Domain errors to HTTP, in exactly one place: `{error: code, message}`, never internals."""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.responses import JSONResponse

from shared.errors import IrmixyError
from shared.observability import logger

if TYPE_CHECKING:
    from starlette.requests import Request

__all__ = ["error_response", "handle_irmixy_error", "handle_unexpected_error"]

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
    log = logger.warning if exc.status < 500 else logger.error
    log("request failed", extra={"code": exc.code, "status": exc.status, "path": request.url.path})
    return error_response(exc, extra=exc.details)


async def handle_unexpected_error(request: Request, exc: Exception) -> JSONResponse:
    """Anything else is a 500 with a generic message; the type goes to the log, not the client."""
    logger.exception(
        "unexpected error", extra={"error_type": type(exc).__name__, "path": request.url.path}
    )
    return JSONResponse(
        {"error": "internal_error", "message": _INTERNAL_MESSAGE},
        status_code=500,
        headers={"cache-control": "no-store"},
    )
