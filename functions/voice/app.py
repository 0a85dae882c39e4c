"""The voice orchestrator's HTTP route: `POST /irmixy-voice-orchestrator` (template.yaml).

Thin on purpose: parse and authenticate, validate the body into a command, delegate to the
plain function of its action, shape the JSON. Every failure is an `IrmixyError` answered by the
shared error mapper as `{error, message, …}` with its status (400/401/404/409/413/429/502).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, assert_never

from starlette.responses import JSONResponse
from starlette.routing import Route

from shared.http import authenticate, create_app, lambda_handler, read_json_body
from shared.http.language import accept_language_hint
from voice.deps import LazyDeps
from voice.end import end_session
from voice.execute import execute_tool
from voice.requests import EndSession, ExecuteTool, StartSession, VoiceRequest, parse_command
from voice.start import start_session

if TYPE_CHECKING:
    from starlette.applications import Starlette
    from starlette.requests import Request

    from shared.auth import Principal
    from voice.deps import DepsProvider, VoiceDeps
    from voice.requests import VoiceCommand

__all__ = [
    "MAX_BODY_BYTES",
    "ROUTE",
    "app",
    "build_app",
    "deps_provider",
    "handler",
]

ROUTE: Final = "/irmixy-voice-orchestrator"
#: Spec: the voice route caps its body at 10 KB (tool arguments included).
MAX_BODY_BYTES: Final = 10 * 1024
_NO_STORE: Final = {"cache-control": "no-store"}


async def _dispatch(
    command: VoiceCommand, deps: VoiceDeps, principal: Principal, request: Request
) -> dict[str, object]:
    if isinstance(command, StartSession):
        hint = accept_language_hint(request.headers.get("accept-language"))
        started = await start_session(deps, principal, language_hint=hint)
        return started.to_wire()
    if isinstance(command, ExecuteTool):
        return (await execute_tool(deps, principal, command)).to_wire()
    if isinstance(command, EndSession):
        return (await end_session(deps, principal, command)).to_wire()
    assert_never(command)


def build_app(deps_provider: DepsProvider) -> Starlette:
    """The voice app over `deps_provider` (tests pass their own; Lambda uses `LazyDeps`).

    Args:
        deps_provider: Returns the dependencies (called once per request; cheap after the
            first call).

    Returns:
        The Starlette app with the route, CORS and the error mapper.
    """

    async def orchestrate(request: Request) -> JSONResponse:
        deps = await deps_provider()
        # Authenticate before reading the body: an anonymous caller gets nothing parsed.
        principal = authenticate(request, deps.verifier)
        body = await read_json_body(request, VoiceRequest, max_bytes=MAX_BODY_BYTES)
        command = parse_command(body)
        return JSONResponse(await _dispatch(command, deps, principal, request), headers=_NO_STORE)

    return create_app([Route(ROUTE, orchestrate, methods=["POST"])])


#: The deployed dependencies, built on the first request of each container.
deps_provider = LazyDeps()
app = build_app(deps_provider)
#: `Handler: voice.app.handler`.
handler = lambda_handler(app)
