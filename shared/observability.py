"""Powertools Logger, Tracer and Metrics: the only module-level state the functions share.

Logs are structured JSON with the correlation id; they never carry raw user text by default
(log lengths, codes and ids instead). The Powertools Tracer runs only on Lambda with the X-Ray
SDK installed (the layer leaves it out: see pyproject); `tracer` is None otherwise, and Lambda's
active tracing still records every invocation.

Metrics are CloudWatch EMF lines written through Powertools, flushed once per request (the HTTP
middleware) or per invocation (`observed_handler`). Every name is one of `MetricName`, so the
dashboards and alarms have a closed list to build on.
"""

from __future__ import annotations

import functools
import importlib.util
import logging
import os
import time
from contextlib import contextmanager
from contextvars import ContextVar
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.logging import correlation_paths
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.metrics.functions import is_metrics_disabled

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from aws_lambda_powertools import Tracer

__all__ = [
    "MODULE_LOGGERS",
    "SERVICE",
    "MetricName",
    "count",
    "flush_metrics",
    "logger",
    "metrics",
    "observed_handler",
    "record_latency",
    "record_value",
    "record_value_ms",
    "route_module_logs",
    "tracer",
    "uncounted",
]

SERVICE = os.environ.get("POWERTOOLS_SERVICE_NAME", "irmixy")

logger = Logger(service=SERVICE)


def _tracing_available() -> bool:
    """On Lambda, with the X-Ray SDK installed.

    The layer leaves the SDK out (it brings and imports botocore, and patches httpx and psycopg,
    at cold start); Lambda's active tracing still records every invocation. A deployment that
    wants subsegments adds `aws-xray-sdk` to the layer and gets them with no code change.
    """
    if "AWS_LAMBDA_FUNCTION_NAME" not in os.environ:
        return False
    try:
        return importlib.util.find_spec("aws_xray_sdk") is not None
    except (ImportError, ValueError):
        return False


def _build_tracer() -> Tracer | None:
    # None without the SDK: Powertools' Tracer imports it even when disabled.
    if not _tracing_available():
        return None
    from aws_lambda_powertools import Tracer

    return Tracer(service=SERVICE)


tracer = _build_tracer()
metrics = Metrics(
    service=SERVICE, namespace=os.environ.get("POWERTOOLS_METRICS_NAMESPACE", "Irmixy")
)

#: The packages whose modules log through `logging.getLogger(__name__)`.
MODULE_LOGGERS: Final = ("shared", "chat", "voice", "backfill")


def route_module_logs() -> None:
    """Send the modules' plain `logging` records through the Powertools JSON handler.

    One formatter, so every line carries the same keys (correlation id, Lambda request id,
    cold start) whichever module wrote it. Not propagated: the Lambda runtime's root handler
    would print each record a second time, as plain text. Done on import on Lambda and by
    `irmixy serve`/`invoke`; tests keep plain propagation so log capture sees the records.
    """
    handler = logger.registered_handler
    for name in MODULE_LOGGERS:
        module_logger = logging.getLogger(name)
        if handler not in module_logger.handlers:
            module_logger.addHandler(handler)
        module_logger.setLevel(logger.log_level)
        module_logger.propagate = False


if "AWS_LAMBDA_FUNCTION_NAME" in os.environ:
    route_module_logs()


class MetricName(StrEnum):
    """Every metric the backend emits."""

    AUTH_LATENCY = "AuthLatency"
    CONTEXT_LATENCY = "ContextLatency"
    SEARCH_LATENCY = "SearchLatency"
    MODEL_LATENCY = "ModelLatency"
    EMBEDDING_LATENCY = "EmbeddingLatency"
    PERSIST_LATENCY = "PersistLatency"
    TURN_LATENCY = "TurnLatency"
    CHAT_TURNS = "ChatTurns"
    MODEL_CALLS = "ModelCalls"
    MODEL_ERRORS = "ModelErrors"
    INPUT_TOKENS = "InputTokens"
    OUTPUT_TOKENS = "OutputTokens"
    MODEL_COST_USD = "ModelCostUsd"
    TOOL_CALLS = "ToolCalls"
    TOOL_FAILURES = "ToolFailures"
    FALLBACKS = "Fallbacks"
    PROVIDER_FALLBACKS = "ProviderFallbacks"
    LEXICAL_SEARCHES = "LexicalSearches"
    EMBEDDING_CACHE_HITS = "EmbeddingCacheHits"
    EMBEDDING_CACHE_MISSES = "EmbeddingCacheMisses"
    PROMPT_INJECTION_ATTEMPTS = "PromptInjectionAttempt"
    OFF_TOPIC_REDIRECTS = "OffTopicRedirect"
    CHAT_BUDGET_EXCEEDED = "ChatBudgetExceeded"
    FEEDBACK_UP = "FeedbackUp"
    FEEDBACK_DOWN = "FeedbackDown"
    FORGET_ME = "ForgetMe"
    CHAT_MESSAGES_EXPIRED = "ChatMessagesExpired"
    CHAT_SESSIONS_EXPIRED = "ChatSessionsExpired"


_MS: Final = MetricUnit.Milliseconds
# What Powertools reads from the Lambda context to put in every log line.
_LAMBDA_CONTEXT_FIELDS: Final = (
    "function_name",
    "memory_limit_in_mb",
    "invoked_function_arn",
    "aws_request_id",
)


# Work the server does to decide what to offer (a chip's answer tried in advance) is not work
# the cook or the model asked for: inside `uncounted()` it adds no metric.
_UNCOUNTED: ContextVar[bool] = ContextVar("irmixy_uncounted", default=False)


@contextmanager
def uncounted() -> Iterator[None]:
    """Add no metric inside this block (this task and the tasks it starts)."""
    token = _UNCOUNTED.set(True)
    try:
        yield
    finally:
        _UNCOUNTED.reset(token)


def _add(name: MetricName, unit: MetricUnit, value: float) -> None:
    # Checked here, not only at flush: Powertools prints a set on its own once a name holds
    # 100 values, which would put EMF lines into `irmixy eval` output.
    if not is_metrics_disabled() and not _UNCOUNTED.get():
        metrics.add_metric(name=name.value, unit=unit, value=value)


def record_latency(name: MetricName, started: float) -> float:
    """Add the milliseconds since `started` (a `time.perf_counter()`) under `name`."""
    elapsed_ms = (time.perf_counter() - started) * 1000
    _add(name, _MS, round(elapsed_ms, 2))
    return elapsed_ms


def record_value_ms(name: MetricName, milliseconds: float) -> None:
    """Add a latency measured elsewhere, in milliseconds."""
    _add(name, _MS, round(milliseconds, 2))


def count(name: MetricName, value: float = 1) -> None:
    """Add a count under `name` (zero counts are added too: a dashboard sums them)."""
    _add(name, MetricUnit.Count, value)


def record_value(name: MetricName, value: float) -> None:
    """Add a unitless figure (e.g. an estimated cost in USD)."""
    _add(name, MetricUnit.NoUnit, value)


def flush_metrics() -> None:
    """Publish the metrics added since the last flush as one EMF line, then forget them.

    Nothing is printed when no metric was added, or when `POWERTOOLS_METRICS_DISABLED` is set
    (the `irmixy` command sets it unless told otherwise: its console is for people); the set
    is cleared either way.
    """
    if metrics.metric_set and not is_metrics_disabled():
        metrics.flush_metrics()
    metrics.clear_metrics()


HandlerT = TypeVar("HandlerT", bound="Callable[..., Any]")


def observed_handler(handler: HandlerT) -> HandlerT:
    """A Lambda handler with the request id, cold start and correlation id in every log line,
    the invocation traced (on Lambda) and its metrics flushed when it returns.

    The correlation id is the API Gateway request id for HTTP events; other events (SQS,
    schedules, direct invokes) have none and log the Lambda request id only.
    """
    logged = logger.inject_lambda_context(
        correlation_id_path=correlation_paths.API_GATEWAY_HTTP, clear_state=True
    )(handler)
    traced: Callable[..., Any] = logged
    traced_only: Callable[..., Any] = handler
    if tracer is not None:
        # Responses stay out of the trace: a chat body quotes the user.
        traced = tracer.capture_lambda_handler(logged, capture_response=False)
        traced_only = tracer.capture_lambda_handler(handler, capture_response=False)

    @functools.wraps(handler)
    def handle(event: Any, context: Any) -> Any:
        # Lambda always passes a full context; a caller's stand-in may not (then no context
        # fields in the logs, rather than a failed invocation).
        full = all(hasattr(context, name) for name in _LAMBDA_CONTEXT_FIELDS)
        try:
            return (traced if full else traced_only)(event, context)
        finally:
            flush_metrics()

    return cast("HandlerT", handle)
