"""The HTTP edge every function shares: bodies, auth, CORS, error mapping, the Lambda handler."""

from __future__ import annotations

import base64
import io
import json
import logging
import time
import uuid
from typing import TYPE_CHECKING, Any

import httpx
import pytest
from pydantic import BaseModel, ConfigDict, Field
from starlette.responses import JSONResponse
from starlette.routing import Route

from shared.auth import AuthSettings, TokenVerifier, issue_dev_token
from shared.errors import DatabaseError, NotFoundError, QuotaExceededError
from shared.http import authenticate, create_app, lambda_handler, read_json_body
from shared.observability import logger

if TYPE_CHECKING:
    from collections.abc import Iterator

    from starlette.requests import Request

SECRET = "test-secret-for-the-http-edge-0123456789abcdef"
TWO_HOURS_AGO = int(time.time()) - 7200
OTHER_SECRET = "another-secret-of-enough-length-0000"
VERIFIER = TokenVerifier(AuthSettings(SUPABASE_JWT_SECRET=SECRET))


class EchoBody(BaseModel):
    model_config = ConfigDict(extra="forbid")

    message: str = Field(min_length=1, max_length=20)
    count: int = 1


async def echo(request: Request) -> JSONResponse:
    principal = authenticate(request, VERIFIER)
    body = await read_json_body(request, EchoBody, max_bytes=256)
    if body.message == "missing":
        raise NotFoundError
    if body.message == "quota":
        raise QuotaExceededError(details={"remainingMinutes": 0, "quotaLimit": 30})
    if body.message == "boom":
        raise RuntimeError("database password is hunter2")
    if body.message == "db":
        try:
            raise ConnectionResetError("server closed the connection")
        except ConnectionResetError as exc:
            raise DatabaseError("The database failed.") from exc
    return JSONResponse({"user": str(principal.user_id), "echo": body.message})


APP = create_app([Route("/echo", echo, methods=["POST"])])


def token(**kwargs: Any) -> str:
    return issue_dev_token(user_id=uuid.uuid4(), secret=SECRET, **kwargs)


@pytest.fixture
async def client() -> Any:
    transport = httpx.ASGITransport(app=APP, raise_app_exceptions=False)
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
        yield http


async def test_a_valid_request_is_answered(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/echo", json={"message": "hola"}, headers={"authorization": f"Bearer {token()}"}
    )
    assert response.status_code == 200
    assert response.json()["echo"] == "hola"


@pytest.mark.parametrize(
    ("body", "status", "code"),
    [
        (b"{not json", 400, "invalid_json"),
        (b"", 400, "invalid_json"),
        (b"[]", 400, "invalid_request"),
        (b'{"message": "hi", "admin": true}', 400, "invalid_request"),
        (b'{"message": 5}', 400, "invalid_request"),
        (b'{"message": ""}', 400, "invalid_request"),
        (b'{"message": "' + b"x" * 300 + b'"}', 413, "payload_too_large"),
        (b'{"message": "missing"}', 404, "not_found"),
    ],
)
async def test_bad_bodies_get_json_errors(
    client: httpx.AsyncClient, body: bytes, status: int, code: str
) -> None:
    response = await client.post(
        "/echo",
        content=body,
        headers={"authorization": f"Bearer {token()}", "content-type": "application/json"},
    )
    assert response.status_code == status
    assert response.json()["error"] == code
    assert "message" in response.json()


@pytest.mark.parametrize(
    "authorization",
    [
        None,
        "Bearer",
        "Basic abc",
        "Bearer not-a-jwt",
        f"Bearer {issue_dev_token(user_id=uuid.uuid4(), secret=OTHER_SECRET)}",
        # Issued two hours ago for one hour: expired past any leeway.
        f"Bearer {issue_dev_token(user_id=uuid.uuid4(), secret=SECRET, now=TWO_HOURS_AGO)}",
    ],
)
async def test_missing_expired_or_forged_tokens_get_401(
    client: httpx.AsyncClient, authorization: str | None
) -> None:
    headers = {"authorization": authorization} if authorization else {}
    response = await client.post("/echo", json={"message": "hi"}, headers=headers)
    assert response.status_code == 401
    assert response.json()["error"] in {
        "missing_token", "malformed_token", "invalid_signature", "token_expired", "unauthorized",
    }  # fmt: skip
    assert response.headers["www-authenticate"].startswith("Bearer")


async def test_unexpected_errors_are_a_generic_500(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/echo", json={"message": "boom"}, headers={"authorization": f"Bearer {token()}"}
    )
    assert response.status_code == 500
    assert response.json() == {
        "error": "internal_error",
        "message": "Something went wrong. Please try again.",
    }
    assert "hunter2" not in response.text


class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def log_records() -> Iterator[list[logging.LogRecord]]:
    handler = _Records()
    logger.addHandler(handler)
    try:
        yield handler.records
    finally:
        logger.removeHandler(handler)


@pytest.mark.parametrize(
    ("message", "message_logged", "cause"),
    [("boom", "unexpected error", None), ("db", "request failed", "ConnectionResetError")],
)
async def test_a_500_is_logged_once_with_its_cause_and_never_reaches_the_server(
    log_records: list[logging.LogRecord], message: str, message_logged: str, cause: str | None
) -> None:
    # Given: a transport that raises whatever escapes the app, as uvicorn logs it
    transport = httpx.ASGITransport(app=APP, raise_app_exceptions=True)

    # When
    async with httpx.AsyncClient(transport=transport, base_url="http://test") as http:
        response = await http.post(
            "/echo", json={"message": message}, headers={"authorization": f"Bearer {token()}"}
        )

    # Then
    assert response.status_code == 500
    errors = [r for r in log_records if r.levelno >= logging.ERROR]
    assert [r.getMessage() for r in errors] == [message_logged]
    assert errors[0].exc_info is not None
    assert getattr(errors[0], "cause_type", None) == cause


async def test_error_details_reach_the_body(client: httpx.AsyncClient) -> None:
    response = await client.post(
        "/echo", json={"message": "quota"}, headers={"authorization": f"Bearer {token()}"}
    )
    assert response.status_code == 429
    assert response.json()["remainingMinutes"] == 0


async def test_cors_preflight_is_answered(client: httpx.AsyncClient) -> None:
    response = await client.options(
        "/echo",
        headers={
            "origin": "https://app.example",
            "access-control-request-method": "POST",
            "access-control-request-headers": "authorization, content-type, x-client-info, apikey",
        },
    )
    assert response.status_code == 200
    assert response.headers["access-control-allow-origin"] in {"*", "https://app.example"}
    assert "POST" in response.headers["access-control-allow-methods"]


def _api_gateway_event(body: dict[str, Any], authorization: str) -> dict[str, Any]:
    raw = json.dumps(body).encode()
    return {
        "version": "2.0",
        "routeKey": "POST /echo",
        "rawPath": "/echo",
        "rawQueryString": "",
        "headers": {"authorization": authorization, "content-type": "application/json"},
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "api",
            "domainName": "api.example",
            "domainPrefix": "api",
            "http": {
                "method": "POST",
                "path": "/echo",
                "protocol": "HTTP/1.1",
                "sourceIp": "203.0.113.1",
                "userAgent": "test",
            },
            "requestId": "req-1",
            "routeKey": "POST /echo",
            "stage": "$default",
            "time": "22/Nov/2026:07:00:00 +0000",
            "timeEpoch": 1795417200000,
        },
        "body": base64.b64encode(raw).decode(),
        "isBase64Encoded": True,
    }


class _Context:
    function_name = "echo"
    memory_limit_in_mb = 128
    invoked_function_arn = "arn:aws:lambda:us-east-1:123456789012:function:echo"
    aws_request_id = "req-1"


def test_the_lambda_handler_answers_an_http_api_v2_event() -> None:
    handler = lambda_handler(APP)

    result = handler(_api_gateway_event({"message": "hey"}, f"Bearer {token()}"), _Context())

    assert result["statusCode"] == 200
    assert json.loads(result["body"])["echo"] == "hey"


def test_the_lambda_handler_logs_carry_the_request_id_cold_start_and_correlation_id() -> None:
    # Given the Powertools handler writing into a buffer
    handler = lambda_handler(APP)
    stream_handler = logger.registered_handler
    assert isinstance(stream_handler, logging.StreamHandler)
    buffer = io.StringIO()
    previous = stream_handler.setStream(buffer)
    try:
        # When a request is refused (a warning is logged)
        result = handler(
            _api_gateway_event({"message": "missing"}, f"Bearer {token()}"), _Context()
        )
    finally:
        stream_handler.setStream(previous)

    # Then its log line is JSON with the Lambda context and the API Gateway request id
    assert result["statusCode"] == 404
    (line,) = [json.loads(text) for text in buffer.getvalue().splitlines()]
    assert line["message"] == "request failed"
    assert line["function_request_id"] == "req-1"
    assert line["correlation_id"] == "req-1"
    assert "cold_start" in line
    assert line["function_name"] == "echo"
