"""`irmixy invoke` runs the real handlers with the events/ files, as `sam local invoke` would."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import psycopg
import pytest

from cli.serve.demo_users import ensure_demo_users
from shared.auth import LOCAL_JWT_SECRET

if TYPE_CHECKING:
    from cli.database.seed_load import SeedReport

ROOT = Path(__file__).resolve().parents[2]
EVENTS = ROOT / "events"


def invoke(database_url: str, *args: str) -> subprocess.CompletedProcess[str]:
    # A fresh process per invoke, like a fresh Lambda container (handlers keep per-process state).
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "SUPABASE_JWT_SECRET": LOCAL_JWT_SECRET,
        "AI_PROVIDER": "offline",
        "POWERTOOLS_LOG_LEVEL": "ERROR",
    }
    return subprocess.run(  # noqa: S603 - fixed arguments
        [sys.executable, "-c", "from cli.main import app; app()", "invoke", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        check=False,
    )


def result_of(completed: subprocess.CompletedProcess[str]) -> dict[str, object]:
    assert completed.returncode == 0, completed.stderr
    # Handler logs may precede the result; the result is the last JSON document printed.
    start = completed.stdout.rindex("\n{\n") + 1 if "\n{\n" in completed.stdout else 0
    parsed: dict[str, object] = json.loads(completed.stdout[start:])
    return parsed


@pytest.fixture
def demo_database(database_url: str, seeded: SeedReport) -> str:
    ensure_demo_users(database_url)
    return database_url


def test_voice_start_then_end_through_the_lambda_handler(demo_database: str) -> None:
    # When a voice session is started and ended with the sample events
    started = result_of(
        invoke(demo_database, "voice", "-e", str(EVENTS / "voice-start-session.json"))
    )
    body = json.loads(str(started["body"]))
    ended = result_of(
        invoke(
            demo_database,
            "voice",
            "-e",
            str(EVENTS / "voice-end-session.json"),
            "--session-id",
            body["sessionId"],
        )
    )

    # Then both answered 200 with the session's figures
    assert started["statusCode"] == 200
    assert body["clientSecret"].startswith("offline-local-")
    assert ended["statusCode"] == 200
    assert json.loads(str(ended["body"]))["sessionId"] == body["sessionId"]


def test_chat_event_returns_the_buffered_sse_stream(demo_database: str) -> None:
    result = result_of(invoke(demo_database, "chat", "-e", str(EVENTS / "chat-stream.json")))

    assert result["statusCode"] == 200
    assert '"type":"done"' in str(result["body"])


def test_the_scheduled_prune_expires_only_stale_query_embeddings(demo_database: str) -> None:
    # Given one cached query embedding unused for 40 days and one used today
    stale, fresh = "e" * 64, "d" * 64
    with psycopg.connect(demo_database, autocommit=True) as conn:
        for key, age in ((stale, "40 days"), (fresh, "0 days")):
            conn.execute(
                "insert into query_embedding_cache (cache_key, embedding_model, embedding,"
                " last_used_at) values (%s, 'prune-test', array_fill(0.1, array[3072])::real[]"
                "::extensions.halfvec, now() - %s::interval)",
                (key, age),
            )

    # When the scheduled prune runs with its sample event (default: 30 days)
    result = result_of(
        invoke(demo_database, "backfill-prune", "-e", str(EVENTS / "backfill-prune-schedule.json"))
    )

    # Then the stale entry is gone and the fresh one stays
    assert result["pruned"] == 1
    with psycopg.connect(demo_database, autocommit=True) as conn:
        left = {
            row[0]
            for row in conn.execute(
                "select cache_key from query_embedding_cache where embedding_model = 'prune-test'"
            )
        }
        conn.execute("delete from query_embedding_cache where embedding_model = 'prune-test'")
    assert left == {fresh}


def test_the_scheduled_retention_expires_old_chat_history(
    demo_database: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Given a conversation from 2010, and a limit of ten years (so that, against today's clock,
    # only rows this old in the shared test database are reached)
    monkeypatch.setenv("CHAT_RETENTION_DAYS", "3650")
    with psycopg.connect(demo_database, autocommit=True) as conn:
        row = conn.execute(
            "insert into user_chat_sessions (user_id, updated_at)"
            " values ('00000000-0000-4000-8000-000000000001', '2010-05-01') returning id"
        ).fetchone()
        assert row is not None
        conn.execute(
            "insert into user_chat_messages (session_id, user_id, role, content, created_at)"
            " values (%s, '00000000-0000-4000-8000-000000000001', 'user', 'hola', '2010-05-01')",
            (row[0],),
        )
    event = str(EVENTS / "chat-retention-schedule.json")

    # When the scheduled job runs with its sample event, twice
    first = result_of(invoke(demo_database, "chat-retention", "-e", event))
    again = result_of(invoke(demo_database, "chat-retention", "-e", event))

    # Then the first run deleted the message and its session, the second nothing
    assert (first["chatMessages"], first["chatSessions"]) == (1, 1)
    assert (again["chatMessages"], again["chatSessions"]) == (0, 0)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["nope", "-e", str(EVENTS / "chat-stream.json")], "unknown function 'nope'"),
        (["voice", "-e", str(EVENTS / "voice-end-session.json")], "needs --session-id"),
    ],
)
def test_bad_invocations_exit_2_with_what_is_wrong(
    demo_database: str, args: list[str], message: str
) -> None:
    completed = invoke(demo_database, *args)

    assert completed.returncode == 2
    assert message in completed.stderr


def test_a_malformed_event_file_exits_2(demo_database: str, tmp_path: Path) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"version": "2.0", ')

    completed = invoke(demo_database, "chat", "-e", str(broken))

    assert completed.returncode == 2
    assert "not valid JSON" in completed.stderr
