"""`irmixy demo` and `irmixy chat` (text and --voice-tools) through the console entry point,
against the local API served on a free loopback port, on the offline provider.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

import httpx
import pytest
from typer.testing import CliRunner

from cli.client.api import demo_token
from cli.demo.data import cookbook_of, ensure_demo_kitchens
from cli.demo.journeys import chicken_recipe
from cli.main import app
from cli.serve.demo_users import demo_user, ensure_demo_users
from shared.auth import LOCAL_JWT_SECRET
from tests.integration.test_chat_harness import sql

if TYPE_CHECKING:
    from collections.abc import Iterator

    from cli.database.seed_load import SeedReport
    from shared.schemas import Language

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[2]


# The local API exactly as `irmixy serve` mounts it, minus the database preparation the fixture
# does itself. In its own process: the function apps keep their dependencies per process, bound
# to the event loop of the first request, as in Lambda.
_SERVE = (
    "import sys, uvicorn; from cli.serve.local_api import build_local_app; "
    "uvicorn.run(build_local_app(embedded=True), host='127.0.0.1', port=int(sys.argv[1]), "
    "log_level='warning')"
)


@pytest.fixture(scope="module")
def api_url(
    database_url: str, seeded: SeedReport, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The local API over the test database with the demo users and kitchens, as serve has."""
    ensure_demo_users(database_url)
    ensure_demo_kitchens(database_url)
    port = free_port()
    env = {
        **os.environ,
        "DATABASE_URL": database_url,
        "SUPABASE_JWT_SECRET": LOCAL_JWT_SECRET,
        "AI_PROVIDER": "offline",
        "POWERTOOLS_LOG_LEVEL": "ERROR",
    }
    log = tmp_path_factory.mktemp("serve") / "server.log"
    with log.open("w") as sink:
        server = subprocess.Popen(  # noqa: S603 - fixed arguments
            [sys.executable, "-c", _SERVE, str(port)], env=env, cwd=ROOT, stdout=sink, stderr=sink
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_health(url, server, log)
        yield url
    finally:
        server.terminate()
        server.wait(timeout=30)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def wait_for_health(url: str, server: subprocess.Popen[bytes], log: Path) -> None:
    for _ in range(600):
        if server.poll() is not None:
            pytest.fail(f"the local API exited: {log.read_text()}")
        try:
            if httpx.get(f"{url}/health", timeout=1).status_code == httpx.codes.OK:
                return
        except httpx.TransportError:
            time.sleep(0.1)
    pytest.fail("the local API did not start")


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
    return f"http://127.0.0.1:{free_port()}"


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


@pytest.mark.parametrize(
    ("user", "asked", "saved"),
    [
        ("maya", "show my saved recipes", "(saved "),
        ("sofia", "mis recetas guardadas", "(guardada el "),
    ],
)
def test_chat_m_lists_saved_recipes_with_their_day_in_the_answers_language(
    api_url: str, user: str, asked: str, saved: str
) -> None:
    # When a demo cook with three saved recipes asks for them
    completed = irmixy("chat", "--user", user, "-m", asked, "--url", api_url)

    # Then each is listed with the day it was saved, in her language, and no "100% sure"
    assert completed.returncode == 0, completed.stderr
    listed = [line for line in completed.stdout.splitlines() if line.startswith("  • ")]
    assert len(listed) == 3, completed.stdout
    assert all(saved in line for line in listed)
    assert "sure" not in completed.stdout


def test_chat_m_prints_a_status_after_content_on_its_own_line(api_url: str) -> None:
    # When a created recipe streams its answer, then the "enriching" status
    completed = irmixy("chat", "-m", "make me something with chicken and rice", "--url", api_url)

    # Then the status is a line of its own, and the step's safety sentence is printed once
    assert completed.returncode == 0, completed.stderr
    assert "… enriching" in completed.stdout.splitlines()
    assert completed.stdout.count("165°F (74°C) in the thickest part") == 1


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
    assert "tu receta: Pollo al limón con arroz" in out
    assert "voice session ended" in out


def test_voice_text_is_a_recipe_search(api_url: str) -> None:
    completed = irmixy("chat", "--voice-tools", "--url", api_url, "-m", "chicken")

    assert completed.returncode == 0, completed.stderr
    assert "search_recipes says:" in completed.stdout


def test_voice_tools_m_slash_tools_lists_the_tools_as_the_prompt_does(api_url: str) -> None:
    completed = irmixy("chat", "--voice-tools", "--user", "maya", "--url", api_url, "-m", "/tools")

    assert completed.returncode == 0, completed.stderr
    lines = completed.stdout.splitlines()
    assert (
        "search_recipes, generate_custom_recipe, retrieve_custom_recipe, suggest_substitutes"
        in lines
    )
    assert "voice session ended" in completed.stdout


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
