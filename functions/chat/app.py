"""The chat orchestrator's HTTP route: `POST /irmixy-chat-orchestrator` (template.yaml).

Thin on purpose: authenticate, validate the body, prepare the turn (session ownership, context),
then delegate to the orchestration and shape the answer: an SSE stream (`stream: true`, the
default) or one JSON object `{sessionId, response}` (`stream: false`). Failures before the
stream starts are `IrmixyError`s answered by the shared error mapper as `{error, message}`
(400/401/404/413); failures after it starts end the stream with an `error` event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from starlette.responses import JSONResponse, StreamingResponse
from starlette.routing import Route

from chat.deps import LazyDeps
from chat.feedback import MAX_FEEDBACK_BODY_BYTES, FeedbackRequest, save_feedback
from chat.forget import MAX_FORGET_BODY_BYTES, ForgetRequest, forget_me
from chat.prepare import prepare_turn
from chat.privacy import MAX_PRIVACY_BODY_BYTES, PrivacyRequest, privacy_settings
from chat.requests import ChatRequest
from chat.streaming import complete_turn, sse_frames
from chat.topic_guard import admit_request
from shared.ai.offline.language import written_language
from shared.http import authenticate, create_app, lambda_handler, read_json_body
from shared.http.language import accept_language_hint

if TYPE_CHECKING:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import Response

    from chat.deps import DepsProvider
    from shared.schemas.base import WireModel

__all__ = [
    "FEEDBACK_ROUTE",
    "FORGET_ROUTE",
    "MAX_BODY_BYTES",
    "PRIVACY_ROUTE",
    "ROUTE",
    "app",
    "build_app",
    "deps_provider",
    "handler",
]

ROUTE: Final = "/irmixy-chat-orchestrator"
#: Thumbs up/down on an assistant message (served by the same function).
FEEDBACK_ROUTE: Final = "/irmixy-chat-feedback"
#: Deletes the caller's conversations (and custom recipes on request).
FORGET_ROUTE: Final = "/irmixy-forget-me"
#: Reads or changes the caller's privacy toggles.
PRIVACY_ROUTE: Final = "/irmixy-privacy-settings"
#: Spec: the chat route caps its body at 16 KB.
MAX_BODY_BYTES: Final = 16 * 1024
_NO_STORE: Final = {"cache-control": "no-store"}
_SSE_HEADERS: Final = {
    "cache-control": "no-cache, no-store",
    # Proxies (nginx, CloudFront) must not buffer the stream.
    "x-accel-buffering": "no",
}


async def _discard(event: WireModel) -> None:
    """The event sink of a non-streamed turn."""


def build_app(deps_provider: DepsProvider) -> Starlette:
    """The chat app over `deps_provider` (tests pass their own; Lambda uses `LazyDeps`).

    Args:
        deps_provider: Returns the dependencies (called once per request).

    Returns:
        The Starlette app with the route, CORS and the error mapper.
    """

    async def orchestrate(request: Request) -> Response:
        deps = await deps_provider()
        # Authenticate before reading the body: an anonymous caller gets nothing parsed.
        principal = authenticate(request, deps.verifier)
        body = await read_json_body(request, ChatRequest, max_bytes=MAX_BODY_BYTES)
        hint = accept_language_hint(request.headers.get("accept-language"))
        # The off-topic guard, then the budget, before anything is stored or spent (429).
        language = written_language(body.message, default=hint or "en")
        off_topic = await admit_request(
            deps,
            principal,
            body.message,
            now=deps.clock(),
            language=language,
            continuing=body.session_id is not None,
        )
        turn = await prepare_turn(deps, principal, body, hint=hint, off_topic=off_topic)
        if body.stream:
            return StreamingResponse(
                sse_frames(deps, turn), media_type="text/event-stream", headers=_SSE_HEADERS
            )
        response = await complete_turn(deps, turn, _discard)
        payload = {"sessionId": str(turn.session_id), "response": response.to_wire()}
        return JSONResponse(payload, headers=_NO_STORE)

    async def feedback(request: Request) -> Response:
        deps = await deps_provider()
        principal = authenticate(request, deps.verifier)
        body = await read_json_body(request, FeedbackRequest, max_bytes=MAX_FEEDBACK_BODY_BYTES)
        saved = await save_feedback(deps.db, principal, body)
        return JSONResponse(saved.to_wire(), headers=_NO_STORE)

    async def forget(request: Request) -> Response:
        deps = await deps_provider()
        principal = authenticate(request, deps.verifier)
        body = await read_json_body(request, ForgetRequest, max_bytes=MAX_FORGET_BODY_BYTES)
        report = await forget_me(deps.db, principal, body)
        return JSONResponse(report.to_wire(), headers=_NO_STORE)

    async def privacy(request: Request) -> Response:
        deps = await deps_provider()
        principal = authenticate(request, deps.verifier)
        body = await read_json_body(request, PrivacyRequest, max_bytes=MAX_PRIVACY_BODY_BYTES)
        hint = accept_language_hint(request.headers.get("accept-language"))
        settings = await privacy_settings(deps.db, principal, body, language=hint or "en")
        return JSONResponse(settings.to_wire(), headers=_NO_STORE)

    return create_app(
        [
            Route(ROUTE, orchestrate, methods=["POST"]),
            Route(FEEDBACK_ROUTE, feedback, methods=["POST"]),
            Route(FORGET_ROUTE, forget, methods=["POST"]),
            Route(PRIVACY_ROUTE, privacy, methods=["POST"]),
        ]
    )


#: The deployed dependencies, built on the first request of each container.
deps_provider = LazyDeps()
app = build_app(deps_provider)
#: `Handler: chat.app.handler`.
handler = lambda_handler(app)
