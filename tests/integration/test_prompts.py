"""Prompts managed outside the code, on the real database: the cached loader (fallback, TTL,
failures), `irmixy prompts set|list|show`, and a chat turn using a stored prompt with its
version in the trace (real SDK against the fake OpenAI server).
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any

import pytest
from typer.testing import CliRunner

from cli.fake_openai import FakeOpenAI, create_fake_openai
from cli.main import app
from shared.prompts import PromptStore
from tests.integration.test_chat_harness import (
    chat_client,
    fake_gateway,
    fake_http,
    make_deps,
    post_chat,
    sql,
)

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Callable, Iterator
    from pathlib import Path

    from shared.auth.principal import Principal
    from shared.db import Database

pytestmark = pytest.mark.integration


@pytest.fixture
def clean_prompts(database_url: str) -> Iterator[None]:
    # The database is shared by the session: no stored prompt may outlive its test.
    sql(database_url, "delete from ai_prompts")
    yield
    sql(database_url, "delete from ai_prompts")


def store(database_url: str, key: str, language: str, version: int, text: str) -> None:
    sql(
        database_url,
        "update ai_prompts set active = false where key = %s and language = %s",
        (key, language),
    )
    sql(
        database_url,
        "insert into ai_prompts (key, language, version, text, active)"
        " values (%s, %s, %s, %s, true)",
        (key, language, version, text),
    )


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_the_loader_falls_back_caches_and_picks_up_changes_after_the_ttl(
    database: Database, database_url: str, clean_prompts: None
) -> None:
    # Given an empty table and a store with a 60 s TTL on a controlled clock
    clock = Clock()
    prompts = PromptStore(database, ttl_s=60, clock=clock)

    # When nothing is stored, then the code's prompt is used
    first = await prompts.get("chat.rules", "en", fallback="built-in")
    assert (first.text, first.version) == ("built-in", "code")

    # When a version is stored, then the cached miss holds until the TTL passes
    store(database_url, "chat.rules", "en", 1, "stored rules v1")
    clock.now += 30
    assert (await prompts.get("chat.rules", "en", fallback="built-in")).version == "code"
    clock.now += 31
    second = await prompts.get("chat.rules", "en", fallback="built-in")
    assert (second.text, second.version) == ("stored rules v1", "db:1")

    # And the other language still falls back
    assert (await prompts.get("chat.rules", "es", fallback="integradas")).version == "code"


class BrokenDatabase:
    """A database whose every transaction fails, as during an outage."""

    @asynccontextmanager
    async def service(self) -> AsyncIterator[Any]:
        raise OSError("connection refused")
        yield  # pragma: no cover


async def test_a_failed_read_falls_back_to_the_code() -> None:
    prompts = PromptStore(BrokenDatabase(), ttl_s=60)  # type: ignore[arg-type]

    loaded = await prompts.get("chat.rules", "en", fallback="built-in")

    assert (loaded.text, loaded.version) == ("built-in", "code")


def test_the_cli_sets_lists_and_shows_versions(
    database_url: str, clean_prompts: None, tmp_path: Path
) -> None:
    # Given two texts
    runner = CliRunner()
    env = {"DATABASE_URL": database_url}
    first, second = tmp_path / "v1.txt", tmp_path / "v2.txt"
    first.write_text("Eres Irmixy v1.", encoding="utf-8")
    second.write_text("Eres Irmixy v2.", encoding="utf-8")

    # When both are set for Spanish
    one = runner.invoke(
        app, ["prompts", "set", "chat.rules", "-f", str(first), "--language", "es"], env=env
    )
    two = runner.invoke(
        app, ["prompts", "set", "chat.rules", "-f", str(second), "--language", "es"], env=env
    )
    listed = runner.invoke(app, ["prompts", "list"], env=env)
    shown = runner.invoke(app, ["prompts", "show", "chat.rules", "--language", "es"], env=env)
    missing = runner.invoke(app, ["prompts", "show", "chat.rules", "--language", "en"], env=env)

    # Then version 2 is the one active, and only one is
    assert (one.exit_code, two.exit_code) == (0, 0), one.output + two.output
    assert "version 2 is active" in two.output
    assert "Eres Irmixy v2." in shown.output
    assert "chat.rules" in listed.output
    assert missing.exit_code == 1
    rows = sql(database_url, "select version, active from ai_prompts order by version")
    assert rows == [(1, False), (2, True)]


async def test_a_turn_uses_the_stored_rules_and_traces_their_version(
    database: Database,
    seeded: object,
    database_url: str,
    make_user: Callable[..., Principal],
    clean_prompts: None,
) -> None:
    # Given stored English rules, and a model that answers in text
    store(database_url, "chat.rules", "en", 3, "You are Irmixy (stored rules, version 3).")
    fake: FakeOpenAI = create_fake_openai()
    fake.script_text("Happy to help you cook.")
    user = make_user()

    # When the user chats
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        answer = await post_chat(
            http, user, {"message": "what can I cook tonight?", "stream": False}
        )

    # Then the model got the stored rules, still followed by the code's security rules
    system = fake.chat_requests[0]["messages"][0]["content"]
    assert system.startswith("You are Irmixy (stored rules, version 3).")
    assert "Security rules" in system
    assert answer.json()["response"]["trace"]["promptVersion"] == "db:3"


async def test_without_stored_rules_the_trace_says_code(
    database: Database, seeded: object, make_user: Callable[..., Principal], clean_prompts: None
) -> None:
    async with chat_client(make_deps(database)) as http:
        answer = await post_chat(http, make_user(), {"message": "pasta ideas", "stream": False})

    assert answer.json()["response"]["trace"]["promptVersion"] == "code"
