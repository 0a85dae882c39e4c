"""The fake's ASGI app: `/v1/chat/completions`, `/v1/embeddings`, `/v1/realtime/client_secrets`.

Every request is recorded first, then held by any scripted delay, then failed by any scripted
failure, and only then answered, so tests can count attempts exactly.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from starlette.applications import Starlette
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from cli.fake_openai.wire import (
    completion_body,
    completion_chunks,
    embedding_body,
    error_body,
    estimate_tokens,
    sse,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Awaitable, Callable, Mapping

    from starlette.requests import Request

__all__ = ["Failure", "FakeState", "RecordedRequest", "create_app"]

_DEFAULT_DIMENSIONS = 3072
_DEFAULT_SECRET_SECONDS = 600
_MAX_EMBEDDING_INPUTS = 2048


@dataclass(frozen=True, kw_only=True, slots=True)
class RecordedRequest:
    """One request as the fake received it."""

    method: str
    path: str
    body: Any
    headers: Mapping[str, str] = field(repr=False)
    # "host:port" of the client's end of the connection: one per TCP connection, so the number
    # of distinct peers says how many connections a client opened.
    peer: str | None = None


@dataclass(frozen=True, kw_only=True, slots=True)
class Failure:
    """A scripted failure: the status, its message, and an optional `retry-after`."""

    status: int
    message: str
    retry_after: float | None = None


class FakeState(Protocol):
    """What the app reads and records into: `FakeOpenAI` is the one implementation.

    A protocol, so the app does not import the fake that builds it.
    """

    stream_chunk_delay: float

    def record(self, request: RecordedRequest) -> None: ...
    def next_delay(self) -> float: ...
    def next_failure(self) -> Failure | None: ...
    def next_reply(self) -> dict[str, Any]: ...
    def next_id(self, prefix: str) -> str: ...


def _error(status: int, message: str, retry_after: float | None = None) -> JSONResponse:
    headers = {"retry-after": f"{retry_after:g}"} if retry_after is not None else None
    return JSONResponse(error_body(status, message), status_code=status, headers=headers)


def create_app(fake: FakeState) -> Starlette:
    """The Starlette app serving a fake's scripts.

    Args:
        fake: the state to answer from and record into.

    Returns:
        The ASGI app.
    """

    def endpoint(
        handler: Callable[[Any], Awaitable[Response]],
    ) -> Callable[[Request], Awaitable[Response]]:
        async def run(request: Request) -> Response:
            raw = await request.body()
            try:
                body = json.loads(raw) if raw else {}
            except ValueError:
                body = None
            fake.record(
                RecordedRequest(
                    method=request.method,
                    path=request.url.path,
                    body=body,
                    headers=dict(request.headers),
                    peer=f"{request.client.host}:{request.client.port}" if request.client else None,
                )
            )
            if delay := fake.next_delay():
                await asyncio.sleep(delay)
            if failure := fake.next_failure():
                return _error(failure.status, failure.message, failure.retry_after)
            if not request.headers.get("authorization", "").startswith("Bearer "):
                return _error(401, "Missing bearer token.")
            if not isinstance(body, dict):
                return _error(400, "The body must be a JSON object.")
            return await handler(body)

        return run

    async def chat(body: dict[str, Any]) -> Response:
        model = str(body.get("model", "gpt-fake"))
        reply = fake.next_reply()
        if reply["usage"] is None:
            prompt = sum(
                estimate_tokens(json.dumps(m.get("content")) or "") + 3
                for m in body.get("messages", [])
            )
            produced = reply.get("content") or reply.get("refusal") or ""
            produced += "".join(args for _, _, args in reply.get("tool_calls") or ())
            reply["usage"] = (prompt, estimate_tokens(produced))
        completion_id, created = fake.next_id("chatcmpl"), int(time.time())
        if not body.get("stream"):
            return JSONResponse(
                completion_body(reply, completion_id=completion_id, model=model, created=created)
            )
        include_usage = bool((body.get("stream_options") or {}).get("include_usage"))
        delay = fake.stream_chunk_delay

        async def frames() -> AsyncIterator[bytes]:
            for chunk in completion_chunks(
                reply,
                completion_id=completion_id,
                model=model,
                created=created,
                include_usage=include_usage,
            ):
                yield sse(chunk)
                if delay:
                    await asyncio.sleep(delay)
            yield sse("[DONE]")

        return StreamingResponse(frames(), media_type="text/event-stream")

    async def embeddings(body: dict[str, Any]) -> Response:
        inputs = body.get("input")
        texts = [inputs] if isinstance(inputs, str) else inputs
        if not isinstance(texts, list) or not texts or not all(isinstance(t, str) for t in texts):
            return _error(400, "'input' must be a string or a non-empty list of strings.")
        if len(texts) > _MAX_EMBEDDING_INPUTS:
            return _error(400, f"'input' must have at most {_MAX_EMBEDDING_INPUTS} items.")
        dimensions = body.get("dimensions") or _DEFAULT_DIMENSIONS
        if not isinstance(dimensions, int) or dimensions < 1:
            return _error(400, "'dimensions' must be a positive integer.")
        return JSONResponse(
            embedding_body(
                texts,
                model=str(body.get("model", "text-embedding-fake")),
                dimensions=dimensions,
                encoding_format=str(body.get("encoding_format") or "float"),
            )
        )

    async def client_secrets(body: dict[str, Any]) -> Response:
        session = dict(body.get("session") or {})
        seconds = (body.get("expires_after") or {}).get("seconds", _DEFAULT_SECRET_SECONDS)
        now = int(time.time())
        session.setdefault("type", "realtime")
        session.setdefault("model", "gpt-realtime")
        session.update({"id": fake.next_id("sess"), "object": "realtime.session"})
        return JSONResponse(
            {"value": fake.next_id("ek"), "expires_at": now + int(seconds), "session": session}
        )

    async def not_found(request: Request) -> Response:
        return _error(404, f"Unknown URL: {request.method} {request.url.path}")

    return Starlette(
        routes=[
            Route("/v1/chat/completions", endpoint(chat), methods=["POST"]),
            Route("/v1/embeddings", endpoint(embeddings), methods=["POST"]),
            Route("/v1/realtime/client_secrets", endpoint(client_secrets), methods=["POST"]),
            Route("/{path:path}", not_found, methods=["GET", "POST", "PUT", "DELETE"]),
        ]
    )
