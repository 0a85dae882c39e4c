"""Building a function's ASGI app and its Lambda handler.

Each function is a small Starlette app: the same object runs under uvicorn locally (and behind
the Lambda Web Adapter for true streaming) and under Mangum as the API Gateway handler.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from mangum import Mangum
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.cors import CORSMiddleware

from shared.errors import IrmixyError
from shared.http.errors import UnexpectedErrorMiddleware, handle_irmixy_error
from shared.http.observe import ObservabilityMiddleware
from shared.http.runtime import container_loop
from shared.observability import observed_handler

if TYPE_CHECKING:
    from collections.abc import Sequence

    from starlette.routing import BaseRoute

__all__ = ["CORS_HEADERS", "LambdaHandler", "create_app", "lambda_handler"]

# What the app's Supabase client sends (seed: the Edge Functions' CORS headers).
CORS_HEADERS = ("authorization", "content-type", "x-client-info", "apikey")


def create_app(routes: Sequence[BaseRoute], *, state: dict[str, Any] | None = None) -> Starlette:
    """A Starlette app with CORS on every route (OPTIONS answered) and the one error mapper."""
    app = Starlette(
        routes=list(routes),
        middleware=[
            Middleware(ObservabilityMiddleware),
            Middleware(
                CORSMiddleware,
                allow_origins=["*"],
                allow_methods=["POST", "OPTIONS"],
                allow_headers=list(CORS_HEADERS),
                max_age=600,
            ),
            # Inside CORS, so a 500 carries the CORS headers the browser needs to read it.
            Middleware(UnexpectedErrorMiddleware),
        ],
        exception_handlers={IrmixyError: handle_irmixy_error},
    )
    for key, value in (state or {}).items():
        setattr(app.state, key, value)
    return app


LambdaHandler = Callable[[dict[str, Any], Any], dict[str, Any]]


def lambda_handler(app: Starlette) -> LambdaHandler:
    """The API Gateway (HTTP API v2) handler for `app`, on the container's event loop.

    Lifespan is off: Mangum would run startup and shutdown on every invocation, so the pool and
    clients are built lazily once per container instead. Mangum runs the app on the thread's
    current loop, so the container loop (the one the pool was opened on) is made current first.
    """
    mangum = Mangum(app, lifespan="off")

    @observed_handler
    def handle(event: dict[str, Any], context: Any) -> dict[str, Any]:
        container_loop()
        response: dict[str, Any] = mangum(event, context)
        return response

    return handle
