"""POST /backfill-embeddings, and the same run on a direct invoke (`backfill.app.handler`).

HTTP: admin only (`app_metadata.role == "admin"`); a missing or invalid token is a 401, a
non-admin a 403 before anything is read or written; the body is validated strictly (unknown
fields, `batchSize` outside 1..200 and malformed JSON are 400s). The answer is the report.

Direct invoke (any event that is not an API Gateway event, e.g. `aws lambda invoke` or a
schedule): the event is the same request object and is trusted, because only principals with
`lambda:InvokeFunction` on this function can send one.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError
from starlette.responses import JSONResponse
from starlette.routing import Route

from backfill.deps import LazyDeps
from backfill.request import MAX_BODY_BYTES, BackfillRequest
from shared.embeddings.dispatch import start_backfill
from shared.errors import ForbiddenError, RequestValidationError
from shared.http import authenticate, create_app, lambda_handler, read_json_body
from shared.http.runtime import run_in_container_loop
from shared.observability import logger, observed_handler

if TYPE_CHECKING:
    from collections.abc import Callable

    from starlette.applications import Starlette
    from starlette.requests import Request

    from backfill.deps import BackfillDeps, DepsProvider
    from shared.embeddings.report import BackfillReport

__all__ = ["ROUTE", "app", "build_app", "build_handler", "handler"]

ROUTE = "/backfill-embeddings"


def build_app(deps: DepsProvider) -> Starlette:
    """The backfill's ASGI app over `deps` (built lazily, on the first request).

    Args:
        deps: provides the database, gateway, verifier and queue.

    Returns:
        The Starlette app.
    """

    async def backfill_embeddings(request: Request) -> JSONResponse:
        resolved = await deps()
        principal = authenticate(request, resolved.verifier)
        if not principal.is_admin:
            raise ForbiddenError("Only admins can run the embedding backfill.")
        body = await read_json_body(request, BackfillRequest, max_bytes=MAX_BODY_BYTES)
        logger.info(
            "embedding backfill requested",
            extra={"source": "http", "admin_id": str(principal.user_id), **_request_fields(body)},
        )
        report = await _run(resolved, body)
        return JSONResponse(report.to_wire(), headers={"cache-control": "no-store"})

    return create_app([Route(ROUTE, backfill_embeddings, methods=["POST"])])


def build_handler(
    asgi_app: Starlette, deps: DepsProvider
) -> Callable[[dict[str, Any], Any], dict[str, Any]]:
    """The Lambda handler: API Gateway events go to the app, anything else is a direct invoke.

    Args:
        asgi_app: the app `build_app` made.
        deps: the same provider the app uses.

    Returns:
        `handler(event, context)`.
    """
    http = lambda_handler(asgi_app)

    @observed_handler
    def direct(event: dict[str, Any], context: Any) -> dict[str, Any]:
        # The direct path runs on the same container loop as the HTTP path.
        return run_in_container_loop(_direct_invoke(event, deps))

    def handle(event: dict[str, Any], context: Any) -> dict[str, Any]:
        # Each path is observed once: `lambda_handler` wraps the HTTP one.
        if _is_api_gateway_event(event):
            return http(event, context)
        return direct(event, context)

    return handle


async def _direct_invoke(event: Mapping[str, Any], deps: DepsProvider) -> dict[str, Any]:
    try:
        request = BackfillRequest.model_validate(event)
    except ValidationError as exc:
        fields = sorted({".".join(str(p) for p in err["loc"]) or "event" for err in exc.errors()})
        message = f"Invalid backfill event fields: {', '.join(fields)}."
        raise RequestValidationError(message) from exc
    logger.info(
        "embedding backfill requested", extra={"source": "invoke", **_request_fields(request)}
    )
    report = await _run(await deps(), request)
    return report.to_wire()


async def _run(deps: BackfillDeps, request: BackfillRequest) -> BackfillReport:
    return await start_backfill(
        database=deps.database,
        gateway=deps.gateway,
        options=request.options(),
        fan_out=request.fan_out,
        queue=deps.queue,
        fan_out_threshold=deps.settings.fan_out_threshold,
        sleep=deps.sleep,
    )


def _is_api_gateway_event(event: Mapping[str, Any]) -> bool:
    # HTTP API (v2) and REST API (v1) events both carry a requestContext; a backfill request
    # never does (the request model forbids unknown fields).
    return isinstance(event, Mapping) and "requestContext" in event


def _request_fields(request: BackfillRequest) -> dict[str, object]:
    return {
        "batch_size": request.batch_size,
        "dry_run": request.dry_run,
        "force_regenerate": request.force_regenerate,
        "fan_out": request.fan_out,
    }


_deps = LazyDeps()
app = build_app(_deps)
handler = build_handler(app, _deps)
