"""The local API: every function app under its route, as API Gateway would route them.

The only place besides tests that imports `functions/` (each function folder is a top-level
package, as in Lambda), so the local server runs the very apps that are deployed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from cli.paths import import_functions

if TYPE_CHECKING:
    from starlette.requests import Request
    from starlette.types import ASGIApp

__all__ = ["FUNCTION_ROUTES", "build_local_app"]

# Route → "package.module" of the function app (the same routes as template.yaml).
FUNCTION_ROUTES: dict[str, str] = {
    "/irmixy-chat-orchestrator": "chat.app",
    "/irmixy-chat-feedback": "chat.app",
    "/irmixy-forget-me": "chat.app",
    "/irmixy-privacy-settings": "chat.app",
    "/irmixy-voice-orchestrator": "voice.app",
    "/backfill-embeddings": "backfill.app",
}


def _function_app(module_name: str) -> ASGIApp:
    import_functions()
    module = __import__(module_name, fromlist=["app"])
    app: ASGIApp = module.app
    return app


def build_local_app(*, embedded: bool) -> Starlette:
    """All function apps under their routes (each keeps its own CORS and errors), plus /health.

    The apps read their settings from the environment on first request, as in Lambda.
    """

    async def health(_: Request) -> JSONResponse:
        return JSONResponse(
            {
                "status": "ok",
                "database": "embedded" if embedded else "url",
                "routes": sorted(FUNCTION_ROUTES),
            }
        )

    routes = [Route("/health", health, methods=["GET"])]
    # A non-function endpoint is mounted as an ASGI app for every method (CORS preflight too).
    routes += [Route(path, _function_app(module)) for path, module in FUNCTION_ROUTES.items()]
    return Starlette(routes=routes)
