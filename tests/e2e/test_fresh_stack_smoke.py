"""From nothing to answers: a brand-new embedded database, the real CLI, fresh random users.

What a new developer (or a deploy check) does first, in order, each step a fresh process of the
console entry point: migrate, seed, backfill, serve on a free port, mint tokens for new users
(`irmixy token --user-id` creates them), then chat (SSE, English and Spanish), a voice session
(start → execute_tool → end) over HTTP, and `irmixy invoke` with every events/ file. Each step
asserts on its answer; the timings of the sequence are printed (`pytest -s`).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import uuid
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

import httpx
import pytest

from tests.e2e.test_demo_cli import free_port, wait_for_health

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "events"
CHAT, VOICE = "/irmixy-chat-orchestrator", "/irmixy-voice-orchestrator"


class Stack:
    """The environment of one brand-new local stack and the timings of what ran on it."""

    def __init__(self, data_dir: Path) -> None:
        self.env = {
            **os.environ,
            "IRMIXY_DATA_DIR": str(data_dir),
            "DATABASE_URL": "",
            "OPENAI_API_KEY": "",
            "AI_PROVIDER": "offline",
            "AI_EMBEDDING_PROVIDER": "default",
            "POWERTOOLS_LOG_LEVEL": "ERROR",
            "COLUMNS": "200",
        }
        self.env.pop("SUPABASE_JWT_SECRET", None)
        self.timings: dict[str, float] = {}

    @contextmanager
    def timed(self, step: str) -> Iterator[None]:
        started = time.perf_counter()
        yield
        self.timings[step] = time.perf_counter() - started

    def irmixy(self, *args: str, step: str | None = None) -> subprocess.CompletedProcess[str]:
        with self.timed(step or " ".join(args[:2])):
            completed = subprocess.run(  # noqa: S603 - fixed arguments
                [sys.executable, "-c", "from cli.main import app; app()", *args],
                capture_output=True,
                text=True,
                env=self.env,
                cwd=ROOT,
                timeout=300,
                check=False,
            )
        assert completed.returncode == 0, f"irmixy {' '.join(args)}:\n{completed.stderr}"
        return completed


@pytest.fixture(scope="module")
def stack(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    fresh = Stack(tmp_path_factory.mktemp("fresh-stack"))
    try:
        yield fresh
    finally:
        subprocess.run(
            [sys.executable, "-c", "from cli.main import app; app()", "db", "down"],
            capture_output=True,
            env=fresh.env,
            cwd=ROOT,
            timeout=60,
            check=False,
        )
        print("\nfresh stack timings (s):", json.dumps(fresh.timings, indent=1))


def _invoke_result(stdout: str) -> dict[str, Any]:
    # Handler logs may precede the result; the result is the last JSON document printed.
    start = stdout.rindex("\n{\n") + 1 if "\n{\n" in stdout else 0
    parsed: dict[str, Any] = json.loads(stdout[start:])
    return parsed


def _sse_events(body: str) -> list[dict[str, Any]]:
    return [
        json.loads(frame.removeprefix("data: "))
        for frame in body.split("\n\n")
        if frame.startswith("data: ")
    ]


def _new_user(stack: Stack) -> tuple[uuid.UUID, dict[str, str]]:
    user_id = uuid.uuid4()
    step = f"token (new user {sum(k.startswith('token') for k in stack.timings) + 1})"
    minted = stack.irmixy("token", "--user-id", str(user_id), step=step)
    assert f"created the local user {user_id}" in minted.stderr
    return user_id, {"authorization": f"Bearer {minted.stdout.strip()}"}


def _chat(
    http: httpx.Client, auth: dict[str, str], message: str, language: str
) -> list[dict[str, Any]]:
    headers = {**auth, "accept-language": language}
    with http.stream("POST", CHAT, json={"message": message}, headers=headers) as response:
        assert response.status_code == 200
        assert response.headers["content-type"].startswith("text/event-stream")
        return _sse_events(response.read().decode())


def test_a_brand_new_stack_answers_chat_voice_and_every_sample_event(stack: Stack) -> None:
    # Given a brand-new embedded database, migrated, seeded and embedded by the CLI
    migrated = stack.irmixy("db", "migrate")
    assert "0000_local_bootstrap" in migrated.stdout + migrated.stderr
    seeded = stack.irmixy("db", "seed")
    assert "recipes" in seeded.stdout + seeded.stderr
    backfilled = stack.irmixy("backfill")
    assert "offline-hash-3072" in backfilled.stdout + backfilled.stderr

    # And the local API served on a free port
    port = free_port()
    log = Path(stack.env["IRMIXY_DATA_DIR"]) / "serve.log"
    with stack.timed("serve (until /health answers)"), log.open("w") as sink:
        server = subprocess.Popen(  # noqa: S603 - fixed arguments
            [sys.executable, "-c", "from cli.main import app; app()", "serve", "--port", str(port)],
            env=stack.env,
            cwd=ROOT,
            stdout=sink,
            stderr=sink,
        )
        url = f"http://127.0.0.1:{port}"
        wait_for_health(url, server, log)
    # (the banner's ready-to-paste curl is silent: no progress meter over the stream)
    assert f"curl -sN {url}/irmixy-chat-orchestrator" in log.read_text()
    try:
        with httpx.Client(base_url=url, timeout=60) as http:
            _chat_and_voice(stack, http)
    finally:
        server.terminate()
        server.wait(timeout=30)

    # And every sample event runs through its real handler for another new user
    _invoke_every_event(stack)


def _chat_and_voice(stack: Stack, http: httpx.Client) -> None:
    # When a new English user asks in English
    _, ana = _new_user(stack)
    with stack.timed("chat SSE (en)"):
        events = _chat(http, ana, "something healthy, fast and Mexican", "en")
    # Then the stream opens with the session and ends with the whole answer, in English
    assert events[0]["type"] == "session"
    assert events[-1]["type"] == "done"
    english = events[-1]["response"]
    assert english["language"] == "en"
    assert english["recipes"]
    assert english["message"].startswith("Here are")

    # When a new Spanish-speaking user asks in Spanish
    _, luis = _new_user(stack)
    with stack.timed("chat SSE (es)"):
        events = _chat(http, luis, "quiero una sopa de pollo", "es-MX")
    # Then the answer is Spanish and finds the chicken soup
    spanish = events[-1]["response"]
    assert events[-1]["type"] == "done"
    assert spanish["language"] == "es"
    assert spanish["message"].startswith("Aquí tienes")
    assert any("pollo" in card["name"].lower() for card in spanish["recipes"])

    # When the English user starts a voice session, runs a tool and ends it
    with stack.timed("voice start_session"):
        started = http.post(VOICE, json={"action": "start_session"}, headers=ana)
    assert started.status_code == 200, started.text
    session_id = started.json()["sessionId"]
    assert started.json()["remainingMinutes"] == 30
    assert {tool["name"] for tool in started.json()["tools"]} >= {"search_recipes"}
    tool_call = {
        "action": "execute_tool",
        "sessionId": session_id,
        "toolName": "search_recipes",
        "toolArgs": {"query": "chicken"},
    }
    with stack.timed("voice execute_tool"):
        executed = http.post(VOICE, json=tool_call, headers=ana)
    assert executed.status_code == 200, executed.text
    assert executed.json()["ok"] is True
    assert executed.json()["response"]["recipes"]
    with stack.timed("voice end_session"):
        ended = http.post(
            VOICE, json={"action": "end_session", "sessionId": session_id}, headers=ana
        )
    # Then the session is closed and charged by the server's clock
    assert ended.status_code == 200, ended.text
    assert ended.json()["status"] == "completed"
    assert ended.json()["alreadyEnded"] is False
    assert 0 < ended.json()["remainingMinutes"] <= 30


# Every events/ file and the function it is for; a new file without an entry fails the test.
_EVENT_FUNCTIONS = {
    "voice-start-session.json": "voice",
    "voice-execute-tool.json": "voice",
    "voice-end-session.json": "voice",
    "voice-sweep-schedule.json": "voice-sweep",
    "chat-stream.json": "chat",
    "backfill-direct.json": "backfill",
    "backfill-embeddings.json": "backfill",
    "backfill-sqs.json": "backfill-worker",
    "backfill-prune-schedule.json": "backfill-prune",
    "chat-feedback.json": "chat",
    "privacy-settings.json": "chat",
    "chat-retention-schedule.json": "chat-retention",
    "forget-me.json": "chat",
}


def _invoke_every_event(stack: Stack) -> None:
    assert {path.name for path in EVENTS.glob("*.json")} == set(_EVENT_FUNCTIONS)
    user_id = str(uuid.uuid4())
    results: dict[str, dict[str, Any]] = {}
    session: list[str] = []
    for name, function in _EVENT_FUNCTIONS.items():
        args = ["invoke", function, "-e", str(EVENTS / name), "--user-id", user_id]
        if session:
            args += ["--session-id", session[0]]
        results[name] = _invoke_result(stack.irmixy(*args, step=f"invoke {name}").stdout)
        if name == "voice-start-session.json":
            session.append(json.loads(results[name]["body"])["sessionId"])

    # Then each answered what its event asks for
    start, execute, end = (
        json.loads(results[f"voice-{action}.json"]["body"])
        for action in ("start-session", "execute-tool", "end-session")
    )
    assert results["voice-start-session.json"]["statusCode"] == 200
    assert start["clientSecret"].startswith("offline-local-")
    assert results["voice-execute-tool.json"]["statusCode"] == 200
    assert execute["ok"] is True
    assert results["voice-end-session.json"]["statusCode"] == 200
    assert end["status"] == "completed"
    assert results["voice-sweep-schedule.json"] == {"closed": 0, "minutesCharged": 0.0}
    chat = results["chat-stream.json"]
    assert chat["statusCode"] == 200
    chat_events = _sse_events(chat["body"])
    assert [chat_events[0]["type"], chat_events[-1]["type"]] == ["session", "done"]
    direct = results["backfill-direct.json"]
    assert direct["dryRun"] is True
    assert direct["coverage"] == 1.0
    http_backfill = results["backfill-embeddings.json"]
    assert http_backfill["statusCode"] == 200
    assert json.loads(http_backfill["body"])["failed"] == 0
    assert results["backfill-sqs.json"] == {"batchItemFailures": []}
    assert results["backfill-prune-schedule.json"]["pruned"] >= 0
    # The sample's message id is nobody's message for a new user; forget-me runs last and
    # deletes the session the chat event opened.
    feedback = results["chat-feedback.json"]
    assert feedback["statusCode"] == 404
    assert json.loads(feedback["body"])["error"] == "message_not_found"
    # The chat the event opened is minutes old: retention keeps it for forget-me to delete.
    assert results["chat-retention-schedule.json"]["chatSessions"] == 0
    privacy = results["privacy-settings.json"]
    assert privacy["statusCode"] == 200
    assert json.loads(privacy["body"]) == {
        "personalizationEnabled": True,
        "crossSessionMemory": True,
    }
    forgotten = results["forget-me.json"]
    assert forgotten["statusCode"] == 200
    assert json.loads(forgotten["body"])["deleted"]["chatSessions"] == 1
