"""The streaming chat's startup script (ChatStreamFunction's handler) serves a real SSE stream.

The script runs as the Lambda Web Adapter runs it: executed directly, with the adapter's port in
`AWS_LWA_PORT`, and polled on the readiness path until it answers. The chat then streams over
a real socket, frame by frame, which is what the RESPONSE_STREAM Function URL relays.
"""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from cli.client.sse import parse_sse_lines
from shared.auth import issue_dev_token
from tests.unit.test_template import template

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from cli.database.seed_load import SeedReport
    from shared.auth.principal import Principal

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
SECRET = "chat-stream-script-jwt-secret-0123456789abcdef"
# A cold start imports the app and its dependencies; generous on a shared machine.
READY_WITHIN_SECONDS = 60.0


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _wait_until_ready(process: subprocess.Popen[bytes], url: str) -> httpx.Response:
    """Poll like the adapter's readiness check (a GET) until the app answers."""
    deadline = time.monotonic() + READY_WITHIN_SECONDS
    while time.monotonic() < deadline:
        if process.poll() is not None:
            pytest.fail(f"the startup script exited with {process.returncode}")
        with contextlib.suppress(httpx.TransportError):
            return httpx.get(url, timeout=1.0)
        time.sleep(0.1)
    pytest.fail("the startup script never answered its readiness check")


@pytest.fixture
def served_chat(database_url: str, seeded: SeedReport) -> Iterator[str]:
    """The script running with the function's adapter settings; yields its base URL."""
    properties = template()["Resources"]["ChatStreamFunction"]["Properties"]
    variables: dict[str, Any] = properties["Environment"]["Variables"]
    port = _free_port()
    env = {
        name: value
        for name, value in os.environ.items()
        if name not in {"SUPABASE_URL", "SUPABASE_JWKS_URL", "JWT_ISSUER", "OPENAI_API_KEY"}
    }
    env |= {
        # `python` in the script is this interpreter, as it is the runtime's on Lambda.
        "PATH": f"{Path(sys.executable).parent}{os.pathsep}{env.get('PATH', '')}",
        "AWS_LWA_PORT": str(port),
        "DATABASE_URL": database_url,
        "SUPABASE_JWT_SECRET": SECRET,
        "AI_PROVIDER": "offline",
        "POWERTOOLS_LOG_LEVEL": "ERROR",
    }
    env.pop("LAMBDA_TASK_ROOT", None)
    code_uri = ROOT / template()["Globals"]["Function"]["CodeUri"]
    process = subprocess.Popen(  # noqa: S603 - the checked-in script, executed as the adapter does
        [str(code_uri / properties["Handler"])], env=env, cwd=code_uri
    )
    base_url = f"http://127.0.0.1:{port}"
    try:
        readiness = _wait_until_ready(process, base_url + variables["AWS_LWA_READINESS_CHECK_PATH"])
        # The adapter counts 100-499 as healthy; a 5xx would keep the function from starting.
        assert readiness.status_code < 500, readiness.text
        yield base_url
    finally:
        process.terminate()
        process.wait(timeout=30)


def test_the_startup_script_streams_the_chat_as_server_sent_events(
    served_chat: str, make_user: Callable[..., Principal]
) -> None:
    # Given a signed-in user and the chat route of the template
    token = issue_dev_token(user_id=make_user().user_id, secret=SECRET)
    route = template()["Resources"]["ChatFunction"]["Properties"]["Events"]["Chat"]["Properties"]
    body = {"message": "Something healthy, fast, and Mexican", "stream": True}

    # When the chat is asked over the script's socket, the body read frame by frame
    with httpx.stream(
        "POST",
        served_chat + route["Path"],
        json=body,
        headers={"authorization": f"Bearer {token}"},
        timeout=60.0,
    ) as response:
        content_type = response.headers["content-type"]
        events = list(parse_sse_lines(response.iter_lines()))

    # Then the stream is SSE, opens with the session and ends with the answer
    assert response.status_code == 200
    assert content_type.startswith("text/event-stream")
    assert events[0].type == "session"
    assert events[-1].type == "done"
    assert "content" in {event.type for event in events}


def test_the_startup_script_refuses_a_request_without_a_token(served_chat: str) -> None:
    # AuthType NONE on the Function URL leaves authentication to the app.
    response = httpx.post(served_chat + "/irmixy-chat-orchestrator", json={"message": "hola"})

    assert response.status_code == 401
    assert response.headers["www-authenticate"].startswith("Bearer")
