"""The executor: refusals before anything runs, timeouts, safe failures, latency."""

from __future__ import annotations

import asyncio
import json
import logging
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import pytest
from psycopg_pool import AsyncConnectionPool
from pydantic import Field

from shared.auth.principal import Principal
from shared.context import UserContext
from shared.db import Database
from shared.errors import AuthError, ProviderError, ToolValidationError
from shared.schemas.response import SAFE_ERROR_COPY
from shared.tools import (
    Tool,
    ToolArgs,
    ToolContext,
    ToolExecutor,
    ToolOutput,
    ToolRegistry,
    build_registry,
)

NOW = datetime(2026, 3, 18, 15, 0, tzinfo=UTC)


class _EchoArgs(ToolArgs):
    text: str = Field(max_length=10, description="Text to echo.")


@dataclass
class Recorder:
    """A tool body that records every call, so tests can prove what never ran."""

    calls: list[_EchoArgs] = field(default_factory=list)
    fail_with: BaseException | None = None
    delay_s: float = 0.0

    async def __call__(self, args: _EchoArgs, ctx: ToolContext) -> str:
        self.calls.append(args)
        if self.delay_s:
            await asyncio.sleep(self.delay_s)
        if self.fail_with is not None:
            raise self.fail_with
        return args.text


class _UnusedGateway:
    async def chat(self, **kwargs: Any) -> Any:
        raise AssertionError("no model call expected")


def _registry(recorder: Recorder, *, voice: bool = True, timeout_s: float = 1.0) -> ToolRegistry:
    registry = ToolRegistry()
    registry.register(
        Tool(
            name="echo",
            description="Echo the text back.",
            args_model=_EchoArgs,
            allowed_in_voice=voice,
            execute=recorder,
            shape=lambda result, language: ToolOutput(summary=f"echo {result}", spoken=result),
            timeout_s=timeout_s,
        )
    )
    return registry


def _context(*, anonymous: bool = False, mode: str = "text", language: str = "en") -> ToolContext:
    principal = Principal.from_claims({"sub": str(uuid.uuid4()), "role": "authenticated"})
    # A pool that is never opened: these tools never touch the database.
    database = Database(AsyncConnectionPool("", open=False), statement_timeout_ms=1000)
    return ToolContext(
        principal=None if anonymous else principal,
        language=language,  # type: ignore[arg-type]
        user_context=UserContext.defaults(language),  # type: ignore[arg-type]
        db=database,
        gateway=_UnusedGateway(),
        now=NOW,
        mode=mode,  # type: ignore[arg-type]
    )


async def test_a_valid_call_runs_once_and_is_shaped() -> None:
    # Given a registered tool
    recorder = Recorder()
    executor = ToolExecutor(_registry(recorder))

    # When it is called with valid JSON arguments
    outcome = await executor.execute("echo", '{"text": "hola"}', _context())

    # Then it ran once and the output is shaped
    assert outcome.ok
    assert recorder.calls == [_EchoArgs(text="hola")]
    assert outcome.output is not None
    assert outcome.output.summary == "echo hola"
    assert outcome.latency_ms >= 0
    assert json.loads(outcome.for_model()) == {"ok": True, "summary": "echo hola"}


async def test_mapping_arguments_from_the_voice_relay_are_accepted() -> None:
    recorder = Recorder()
    outcome = await ToolExecutor(_registry(recorder)).execute(
        "echo", {"text": "hi"}, _context(mode="voice")
    )
    assert outcome.ok
    assert len(recorder.calls) == 1


@pytest.mark.parametrize("language", ["en", "es"])
async def test_an_unknown_tool_is_refused(language: str) -> None:
    recorder = Recorder()
    with pytest.raises(ToolValidationError) as caught:
        await ToolExecutor(_registry(recorder)).execute(
            "drop_tables", "{}", _context(language=language)
        )
    assert caught.value.code == "unknown_tool"
    assert (
        caught.value.message
        == {"en": "I can't do that yet.", "es": "Todavía no puedo hacer eso."}[language]
    )
    assert recorder.calls == []


async def test_an_anonymous_caller_is_refused_before_anything_runs() -> None:
    recorder = Recorder()
    with pytest.raises(AuthError):
        await ToolExecutor(_registry(recorder)).execute(
            "echo", '{"text": "hi"}', _context(anonymous=True)
        )
    assert recorder.calls == []


async def test_a_text_only_tool_is_refused_in_voice() -> None:
    # Given a tool not allowed in voice
    recorder = Recorder()
    executor = ToolExecutor(_registry(recorder, voice=False))

    # When voice calls it / Then it is refused and did not run
    with pytest.raises(ToolValidationError) as caught:
        await executor.execute("echo", '{"text": "hi"}', _context(mode="voice"))
    assert caught.value.code == "tool_not_available_in_voice"
    assert recorder.calls == []
    # And text mode may still call it
    assert (await executor.execute("echo", '{"text": "hi"}', _context())).ok


async def test_modify_recipe_is_refused_in_voice_by_the_real_registry() -> None:
    with pytest.raises(ToolValidationError) as caught:
        await ToolExecutor(build_registry()).execute(
            "modify_recipe", '{"modification": "more spicy"}', _context(mode="voice")
        )
    assert caught.value.code == "tool_not_available_in_voice"


@pytest.mark.parametrize(
    ("raw", "code"),
    [
        ('{"text": "hi"', "malformed_arguments"),
        ("{'text': 'hi'}", "malformed_arguments"),
        ('{"text": "far too long for ten"}', "invalid_tool_arguments"),
        ('{"text": "hi", "userId": "x"}', "invalid_tool_arguments"),
        ('{"text": 42}', "invalid_tool_arguments"),
        ("{}", "invalid_tool_arguments"),
        ("[]", "invalid_tool_arguments"),
    ],
)
async def test_invalid_arguments_are_refused_before_execution(raw: str, code: str) -> None:
    # Given a tool that records its calls
    recorder = Recorder()

    # When it is called with bad arguments
    with pytest.raises(ToolValidationError) as caught:
        await ToolExecutor(_registry(recorder)).execute("echo", raw, _context())

    # Then the call is refused and the tool never ran
    assert caught.value.code == code
    assert recorder.calls == []


@pytest.mark.parametrize("language", ["en", "es"])
async def test_an_unexpected_failure_becomes_safe_copy_and_is_logged_by_type_only(
    language: str, caplog: pytest.LogCaptureFixture
) -> None:
    # Given a tool failing with a message that holds user text
    recorder = Recorder(fail_with=RuntimeError("user said: my address is 1 Main St"))
    caplog.set_level(logging.DEBUG)

    # When it runs
    outcome = await ToolExecutor(_registry(recorder)).execute(
        "echo", '{"text": "hi"}', _context(language=language)
    )

    # Then the outcome is a safe, localised failure
    assert not outcome.ok
    assert outcome.output is None
    assert outcome.error_code == "tool_failed"
    assert outcome.message == SAFE_ERROR_COPY[language]  # type: ignore[index]
    assert json.loads(outcome.for_model())["error"] == "tool_failed"
    # And the log names the exception type, never its text
    failures = [r for r in caplog.records if r.getMessage() == "tool failed"]
    assert [r.__dict__["error_type"] for r in failures] == ["RuntimeError"]
    assert "Main St" not in caplog.text
    assert all("Main St" not in str(r.__dict__) for r in caplog.records)


async def test_a_provider_error_keeps_its_code_with_fixed_copy() -> None:
    recorder = Recorder(fail_with=ProviderError("upstream 503 body: secret"))
    outcome = await ToolExecutor(_registry(recorder)).execute(
        "echo", '{"text": "hi"}', _context(language="es")
    )
    assert outcome.error_code == "provider_error"
    assert outcome.message is not None
    assert "secret" not in outcome.message
    assert outcome.message.startswith("Mi asistente de recetas")


async def test_a_slow_tool_is_cancelled_at_its_timeout() -> None:
    # Given a tool slower than its timeout
    recorder = Recorder(delay_s=5.0)
    executor = ToolExecutor(_registry(recorder, timeout_s=0.05))

    # When it runs
    outcome = await executor.execute("echo", '{"text": "hi"}', _context())

    # Then it is cut off with the timeout copy
    assert not outcome.ok
    assert outcome.error_code == "tool_timeout"
    assert outcome.message == "That took too long. Please try again."
    assert outcome.latency_ms < 2000
