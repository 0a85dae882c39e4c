"""`irmixy demo` and `irmixy chat` (text and --voice-tools) through the console entry point,
against the local API served on a free loopback port, on the offline provider.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import httpx
import pytest
from typer.testing import CliRunner

from cli.api_client import demo_token
from cli.demo_data import cookbook_of, ensure_demo_kitchens
from cli.demo_journeys import chicken_recipe
from cli.demo_stack import LocalServer
from cli.demo_users import demo_user, ensure_demo_users
from cli.local_api import build_local_app
from cli.main import app
from shared.auth import LOCAL_JWT_SECRET
from tests.integration.test_chat_harness import sql

if TYPE_CHECKING:
    from collections.abc import Iterator

    from cli.seed import SeedReport
    from shared.schemas import Language

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def api_url(database_url: str, seeded: SeedReport) -> Iterator[str]:
    """The local API over the test database with the demo users and kitchens, as serve has."""
    ensure_demo_users(database_url)
    ensure_demo_kitchens(database_url)
    with pytest.MonkeyPatch.context() as env:
        env.setenv("DATABASE_URL", database_url)
        env.setenv("SUPABASE_JWT_SECRET", LOCAL_JWT_SECRET)
        env.setenv("AI_PROVIDER", "offline")
        with LocalServer(build_local_app(embedded=True)) as server:
            yield server.url


def irmixy(*args: str) -> subprocess.CompletedProcess[str]:
    # The console script's entry point in a fresh process (stdout is a pipe, not a terminal).
    env = {**os.environ, "SUPABASE_JWT_SECRET": LOCAL_JWT_SECRET, "COLUMNS": "200"}
    return subprocess.run(  # noqa: S603 - fixed arguments
        [sys.executable, "-c", "from cli.main import app; app()", *args],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=180,
        check=False,
    )


def closed_port_url() -> str:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return f"http://127.0.0.1:{probe.getsockname()[1]}"


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_demo_passes_every_journey_on_the_offline_provider(
    api_url: str, language: Language
) -> None:
    completed = irmixy("demo", "--url", api_url, "--language", language)

    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert "7/7 journeys passed" in completed.stdout
    assert "✘" not in completed.stdout
    # The replay journey found the cook's chicken recipe saved last week
    replay = completed.stdout.split("5. Replay")[1].split("6. Resume")[0]
    assert f"found: {chicken_recipe(cookbook_of(language))}" in replay


def test_without_the_cooks_session_the_resume_journey_fails_and_the_demo_exits_1(
    api_url: str, database_url: str
) -> None:
    # Given Maya's cooking session is gone
    maya = cookbook_of("en").cook.user_id
    sql(database_url, "delete from cooking_sessions where user_id = %s", (maya,))
    try:
        # When
        completed = irmixy("demo", "--url", api_url)
    finally:
        ensure_demo_kitchens(database_url)

    # Then
    assert completed.returncode == 1
    assert "6/7 journeys passed" in completed.stdout
    assert "failed: resume" in completed.stdout
    assert "✘ resume_cooking action" in completed.stdout


def test_chat_m_prints_status_lines_content_and_cards(api_url: str) -> None:
    completed = irmixy("chat", "-m", "Something healthy, fast, and Mexican", "--url", api_url)

    assert completed.returncode == 0, completed.stderr
    lines = completed.stdout.splitlines()
    assert "… searching" in lines
    assert "Recipes" in completed.stdout
    assert "[1]" in completed.stdout


def test_chat_voice_tools_m_runs_one_tool_call_in_a_session_it_ends(api_url: str) -> None:
    completed = irmixy(
        "chat",
        "--voice-tools",
        "--user",
        "sofia",
        "--url",
        api_url,
        "-m",
        '/tool retrieve_custom_recipe {"query": "pollo", "timeframe": "la semana pasada"}',
    )

    assert completed.returncode == 0, completed.stderr
    out = completed.stdout
    assert "voice session" in out
    assert "retrieve_custom_recipe says:" in out
    assert "your recipe: Pollo al limón con arroz" in out
    assert "voice session ended" in out


def test_voice_text_is_a_recipe_search(api_url: str) -> None:
    completed = irmixy("chat", "--voice-tools", "--url", api_url, "-m", "chicken")

    assert completed.returncode == 0, completed.stderr
    assert "search_recipes says:" in completed.stdout


def test_a_tool_not_allowed_by_voice_is_one_line_and_the_session_still_ends(api_url: str) -> None:
    completed = irmixy("chat", "--voice-tools", "--url", api_url, "-m", "/tool modify_recipe {}")

    assert completed.returncode == 1
    assert completed.stderr.strip().splitlines() == [
        "irmixy chat: 400 tool_not_allowed: This tool is not available by voice."
    ]
    assert "voice session ended" in completed.stdout


def test_a_bad_token_is_one_line_naming_the_token(api_url: str) -> None:
    completed = irmixy(
        "chat", "--voice-tools", "--url", api_url, "--token", "not-a-token", "-m", "x"
    )

    assert completed.returncode == 1
    (line,) = completed.stderr.strip().splitlines()
    assert line.startswith("irmixy chat: 401 ")
    assert "--token" in line


@pytest.mark.parametrize(
    "args",
    [("chat", "--voice-tools", "-m", "hola"), ("demo",)],
    ids=["voice", "demo"],
)
def test_a_server_that_is_down_is_one_line_and_exit_1(args: tuple[str, ...]) -> None:
    # In-process: nothing to start, only a loopback port nobody listens on
    result = CliRunner().invoke(app, [*args, "--url", closed_port_url()])

    assert result.exit_code == 1
    assert "cannot reach" in result.output
    assert "Traceback" not in result.output


def test_a_session_left_open_earlier_is_ended_before_a_new_one_starts(api_url: str) -> None:
    # Given Luis has a voice session open (a client that died without ending it)
    luis = demo_user("luis")
    opened = httpx.post(
        f"{api_url}/irmixy-voice-orchestrator",
        json={"action": "start_session"},
        headers={"authorization": f"Bearer {demo_token(luis)}"},
    )
    assert opened.status_code == 200, opened.text

    # When he starts the voice tools
    completed = irmixy("chat", "--voice-tools", "--user", "luis", "--url", api_url, "-m", "sopa")

    # Then the old session is ended first and the new one answers
    assert completed.returncode == 0, completed.stderr
    assert f"ending the voice session {opened.json()['sessionId']}" in completed.stdout
    assert "search_recipes says:" in completed.stdout
