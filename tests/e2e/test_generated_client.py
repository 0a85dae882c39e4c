"""A client generated from contracts/openapi.json (`openapi-python-client`) against the local API.

The app team may generate its client instead of writing one: the document must describe the
chat's default answer (the SSE stream) so the generated code reads it instead of crashing on it,
and every optional field as absent rather than null.
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from shared.auth import LOCAL_JWT_SECRET, issue_dev_token
from tests.e2e.test_demo_cli import api_url  # noqa: F401 - the local API fixture

if TYPE_CHECKING:
    from types import ModuleType

    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "irmixy_backend_client"


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    """The client package generated from the checked-in document, importable."""
    out = tmp_path_factory.mktemp("generated-client")
    config = out / "config.json"
    # No formatting hooks: the generated code only has to run.
    config.write_text(json.dumps({"post_hooks": []}), encoding="utf-8")
    completed = subprocess.run(  # noqa: S603 - fixed arguments
        [
            sys.executable, "-m", "openapi_python_client", "generate",
            "--path", str(ROOT / "contracts" / "openapi.json"),
            "--meta", "none",
            "--output-path", str(out / PACKAGE),
            "--config", str(config),
        ],
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )  # fmt: skip
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "some pieces may be missing" not in completed.stdout + completed.stderr
    sys.path.insert(0, str(out))
    try:
        return importlib.import_module(PACKAGE)
    finally:
        sys.path.remove(str(out))


def _module(generated: ModuleType, name: str) -> Any:
    return importlib.import_module(f"{generated.__name__}.{name}")


@pytest.fixture
def client(generated: ModuleType, api_url: str, make_user: UserFactory) -> Any:  # noqa: F811
    token = issue_dev_token(user_id=make_user().user_id, secret=LOCAL_JWT_SECRET)
    return generated.AuthenticatedClient(base_url=api_url, token=token, timeout=60)


def _frames(text: str) -> list[dict[str, Any]]:
    return [
        json.loads(frame.removeprefix("data: "))
        for frame in text.split("\n\n")
        if frame.startswith("data: ")
    ]


def test_the_default_streamed_chat_is_read_as_events(generated: ModuleType, client: Any) -> None:
    # Given the generated operation and models
    chat = _module(generated, "api.default.chat")
    models = _module(generated, "models")

    # When the chat is called with the defaults (stream: true)
    answer = chat.sync_detailed(
        client=client, body=models.ChatRequest(message="something healthy, fast and Mexican")
    )

    # Then the body is the SSE text, and its frames parse into the generated event models
    assert answer.status_code == 200
    assert isinstance(answer.parsed, str)
    frames = _frames(answer.parsed)
    session = models.SessionEvent.from_dict(frames[0])
    done = models.DoneEvent.from_dict(frames[-1])
    assert session.type_ == "session"
    assert [models.StatusEvent.from_dict(f).status for f in frames if f["type"] == "status"]
    assert done.response.language == "en"
    assert done.response.recipes
    assert all(card.name for card in done.response.recipes)


def test_the_json_chat_parses_as_a_chat_answer(generated: ModuleType, client: Any) -> None:
    # Given
    chat = _module(generated, "api.default.chat")
    models = _module(generated, "models")

    # When
    answer = chat.sync_detailed(
        client=client, body=models.ChatRequest(message="sopa de pollo", stream=False)
    )

    # Then
    assert answer.status_code == 200
    parsed = models.ChatAnswer.from_dict(json.loads(answer.parsed))
    assert str(parsed.session_id)
    assert parsed.response.message
    assert parsed.response.recipes


def test_a_refusal_parses_as_the_error_body(generated: ModuleType, api_url: str) -> None:  # noqa: F811
    # Given a client without a token
    chat = _module(generated, "api.default.chat")
    models = _module(generated, "models")
    anonymous = generated.Client(base_url=api_url)

    # When
    answer = chat.sync_detailed(client=anonymous, body=models.ChatRequest(message="hi"))

    # Then
    assert answer.status_code == 401
    assert isinstance(answer.parsed, models.ChatErrorBody)
    assert answer.parsed.error == "missing_token"


def test_a_voice_session_round_trips_through_the_generated_models(
    generated: ModuleType, client: Any
) -> None:
    # Given
    voice = _module(generated, "api.default.voice")
    models = _module(generated, "models")
    types = _module(generated, "types")

    # When a session is started and ended without usage figures
    started = voice.sync_detailed(client=client, body=models.VoiceRequest(action="start_session"))
    session_id = started.parsed.session_id
    ended = voice.sync_detailed(
        client=client,
        body=models.VoiceRequest(action="end_session", session_id=session_id),
    )

    # Then each answer is its own model, and the unreported seconds are absent, not null
    assert started.status_code == 200
    assert isinstance(started.parsed, models.VoiceSessionStarted)
    assert started.parsed.remaining_minutes == 30
    assert ended.status_code == 200
    assert isinstance(ended.parsed, models.VoiceSessionEnded)
    assert ended.parsed.status == models.VoiceSessionEndedStatus.COMPLETED
    assert ended.parsed.client_reported_seconds is types.UNSET
    assert "clientReportedSeconds" not in json.loads(ended.content)
