"""`irmixy invoke` refuses an event meant for another function, before running anything."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli.main import app
from cli.serve.invoke import HANDLERS
from cli.serve.invoke_events import event_problem

EVENTS = Path(__file__).resolve().parents[2] / "events"

# Which function each sample event is for (backfill also takes the direct payload).
FOR: dict[str, set[str]] = {
    "chat-stream.json": {"chat"},
    "voice-start-session.json": {"voice"},
    "voice-execute-tool.json": {"voice"},
    "voice-end-session.json": {"voice"},
    "voice-sweep-schedule.json": {"voice-sweep", "backfill-prune", "chat-retention"},
    "backfill-prune-schedule.json": {"voice-sweep", "backfill-prune", "chat-retention"},
    "chat-retention-schedule.json": {"voice-sweep", "backfill-prune", "chat-retention"},
    "backfill-embeddings.json": {"backfill"},
    "backfill-direct.json": {"backfill"},
    "backfill-sqs.json": {"backfill-worker"},
    "chat-feedback.json": {"chat"},
    "forget-me.json": {"chat"},
    "privacy-settings.json": {"chat"},
}


def _event(name: str) -> dict[str, object]:
    loaded: dict[str, object] = json.loads((EVENTS / name).read_text(encoding="utf-8"))
    return loaded


def test_every_sample_event_is_listed() -> None:
    assert {path.name for path in EVENTS.glob("*.json")} == set(FOR)


@pytest.mark.parametrize("function", sorted(HANDLERS))
@pytest.mark.parametrize("name", sorted(FOR))
def test_an_event_is_accepted_exactly_by_its_functions(name: str, function: str) -> None:
    problem = event_problem(function, _event(name))

    if function in FOR[name]:
        assert problem is None
    else:
        assert problem is not None
        assert function in problem


def test_the_command_exits_2_naming_what_is_wrong() -> None:
    # When the chat's event is given to the voice function
    result = CliRunner().invoke(app, ["invoke", "voice", "-e", str(EVENTS / "chat-stream.json")])

    # Then nothing ran, and the message names the event's route and its function
    assert result.exit_code == 2
    assert "not an event for voice" in result.stderr
    assert "/irmixy-chat-orchestrator (the route of chat)" in result.stderr
    assert result.stdout == ""
