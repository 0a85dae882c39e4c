"""One chat request's metrics and logs: EMF through Powertools, JSON logs with the correlation id.

The request runs through the chat app (real database, the real openai SDK against the fake
wire server), and what the app prints is read back as CloudWatch would: EMF lines by their
`_aws` metadata, log lines as JSON.
"""

from __future__ import annotations

import io
import json
import logging
from typing import TYPE_CHECKING, Any

import pytest

from cli.fake_openai import FakeOpenAI, create_fake_openai
from shared.observability import MODULE_LOGGERS, logger, metrics, route_module_logs
from tests.integration.test_chat_harness import (
    chat_client,
    events_of,
    fake_gateway,
    fake_http,
    make_deps,
    post_chat,
)

if TYPE_CHECKING:
    from collections.abc import Iterator

    from shared.db import Database
    from tests.conftest import UserFactory

pytestmark = pytest.mark.integration

# What one search turn measures: every stage, the tool call, the model's tokens and cost, and
# whether it fell back.
EXPECTED_METRICS = {
    "AuthLatency",
    "ContextLatency",
    "SearchLatency",
    "ModelLatency",
    "PersistLatency",
    "TurnLatency",
    "ChatTurns",
    "ModelCalls",
    "InputTokens",
    "OutputTokens",
    "ModelCostUsd",
    "ToolCalls",
    "Fallbacks",
    "ProviderFallbacks",
}
# The search either compared a query embedding (from a cache or just made) or ran lexically
# (here: the catalogue has no vectors of the fake's embedding model).
SEARCH_KIND = {"EmbeddingCacheHits", "EmbeddingCacheMisses", "LexicalSearches"}


@pytest.fixture
def emitting(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    # The `irmixy` command turns metrics off for its console; here they are what is tested.
    monkeypatch.setenv("POWERTOOLS_METRICS_DISABLED", "false")
    metrics.clear_metrics()
    yield
    metrics.clear_metrics()


def _emf_lines(stdout: str) -> list[dict[str, Any]]:
    documents = [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]
    return [doc for doc in documents if "_aws" in doc]


async def test_one_chat_request_emits_its_metrics_in_one_emf_line(
    database: Database,
    seeded: object,
    make_user: UserFactory,
    emitting: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Given a model that searches, then answers, billing tokens
    fake: FakeOpenAI = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": "healthy mexican"}, usage=(900, 40))
    fake.script_text("Here are my ideas.", usage=(1200, 30))
    user = make_user()
    capsys.readouterr()

    # When one streamed chat request is answered
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        response = await post_chat(http, user, {"message": "something healthy and Mexican"})

    # Then the request ended with one EMF line holding every expected metric
    assert events_of(response.text)[-1]["type"] == "done"
    (emf,) = _emf_lines(capsys.readouterr().out)
    (directive,) = emf["_aws"]["CloudWatchMetrics"]
    names = {metric["Name"] for metric in directive["Metrics"]}
    assert names >= EXPECTED_METRICS, EXPECTED_METRICS - names
    assert names & SEARCH_KIND
    assert directive["Namespace"] == "Irmixy"
    assert emf["service"] == "irmixy"
    # And the figures are the turn's: two chat calls billing 900 + 1200 and 40 + 30 tokens
    # (beside the query embedding's, when it was not cached), one tool call
    assert {900, 1200} <= set(_values(emf, "InputTokens"))
    assert sum(_values(emf, "OutputTokens")) == 70
    assert sum(_values(emf, "ToolCalls")) == 1
    assert sum(_values(emf, "ProviderFallbacks")) == 0
    if "LexicalSearches" in names:  # a search without vectors is a degradation, counted
        assert sum(_values(emf, "Fallbacks")) == 1
    assert 0 < sum(_values(emf, "ModelCostUsd")) < 0.01


def _values(emf: dict[str, Any], name: str) -> list[float]:
    value = emf[name]
    return value if isinstance(value, list) else [value]


@pytest.fixture
def json_module_logs() -> Iterator[io.StringIO]:
    """The modules' logs routed as on Lambda, into a buffer instead of stdout."""
    saved = {name: logging.getLogger(name) for name in MODULE_LOGGERS}
    state = {name: (lg.handlers[:], lg.level, lg.propagate) for name, lg in saved.items()}
    handler = logger.registered_handler
    assert isinstance(handler, logging.StreamHandler)
    buffer = io.StringIO()
    stream = handler.setStream(buffer)
    # The CLI commands quieten the logger for their own output; a Lambda logs at INFO.
    level = logger.log_level
    logger.setLevel("INFO")
    route_module_logs()
    yield buffer
    logger.setLevel(level)
    handler.setStream(stream)
    for name, (handlers, level, propagate) in state.items():
        saved[name].handlers = handlers
        saved[name].setLevel(level)
        saved[name].propagate = propagate


async def test_module_logs_are_json_with_the_correlation_id_and_no_user_text(
    database: Database,
    seeded: object,
    make_user: UserFactory,
    json_module_logs: io.StringIO,
) -> None:
    # Given a request carrying its own correlation id
    fake = create_fake_openai()
    fake.script_tool_call("search_recipes", {"query": "tacos"})
    fake.script_text("Here are my ideas.")
    user = make_user()
    secret_words = "my neighbour's secret tacos"

    # When
    async with (
        fake_http(fake) as wire,
        chat_client(make_deps(database, gateway=fake_gateway(wire))) as http,
    ):
        await post_chat(
            http, user, {"message": secret_words}, headers={"x-correlation-id": "req-42"}
        )

    # Then the search and tool modules logged JSON lines with that id, and no user text
    out = json_module_logs.getvalue()
    lines = [json.loads(line) for line in out.splitlines() if line.startswith('{"level"')]
    by_message = {line["message"]: line for line in lines}
    assert {"recipe search", "tool executed"} <= set(by_message)
    assert all(line["correlation_id"] == "req-42" for line in lines)
    assert by_message["recipe search"]["service"] == logger.service
    assert "secret" not in out
