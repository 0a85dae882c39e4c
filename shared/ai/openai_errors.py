"""How OpenAI SDK failures are classified: retryable or not, and which `ProviderError` code.

Codes the orchestrator can act on:
- `provider_timeout`: no answer within the call's budget (never retried: the budget is spent).
- `provider_rate_limited`: 429 after every retry.
- `provider_unavailable`: 5xx or connection failures after every retry; also 401/403/404,
  which mean the deployment cannot use the configured key or model at all.
- `provider_bad_response`: the provider answered, but not usably (a rejected request, 400/422,
  or a body that does not parse).
"""

from __future__ import annotations

import json
import logging

import httpx
import openai
import pydantic

from shared.errors import ProviderError

__all__ = ["MAPPED_ERRORS", "is_retryable", "retry_after_seconds", "to_provider_error"]

logger = logging.getLogger(__name__)

_SERVER_ERROR = 500
_RATE_LIMITED = 429
_MAX_RETRY_AFTER_SECONDS = 60.0
_DEPLOYMENT_PROBLEMS = frozenset({401, 403, 404})


def is_retryable(exc: Exception) -> bool:
    """Whether a failure is transient: 429, 5xx, or a connection error (not a timeout).

    Args:
        exc: what the SDK (or the transport under it) raised.

    Returns:
        True when another attempt may succeed.
    """
    if isinstance(exc, openai.APITimeoutError | TimeoutError | httpx.TimeoutException):
        return False
    if isinstance(exc, openai.APIStatusError):
        return exc.status_code == _RATE_LIMITED or exc.status_code >= _SERVER_ERROR
    return isinstance(exc, openai.APIConnectionError | httpx.TransportError)


def retry_after_seconds(exc: Exception) -> float | None:
    """The wait a 429/503 asked for through `retry-after-ms` or `retry-after`, in seconds.

    Args:
        exc: the failure.

    Returns:
        Seconds, or None when the server sent no usable hint.
    """
    if not isinstance(exc, openai.APIStatusError):
        return None
    headers = exc.response.headers
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        raw = headers.get(name)
        if raw is None:
            continue
        try:
            seconds = float(raw) * scale
        except ValueError:
            continue  # an HTTP date: too rare from model APIs to be worth parsing
        if 0 <= seconds <= _MAX_RETRY_AFTER_SECONDS:
            return seconds
    return None


def to_provider_error(exc: Exception, *, operation: str) -> ProviderError:
    """The `ProviderError` a failure maps to (raise it `from exc`).

    Args:
        exc: what the SDK, the transport or the deadline raised.
        operation: what was attempted ("chat", "embeddings", ...), for the log line.

    Returns:
        A user-safe error with a specific code.
    """
    status = exc.status_code if isinstance(exc, openai.APIStatusError) else None
    logger.warning(
        "openai %s failed", operation, extra={"error": type(exc).__name__, "status": status}
    )
    if isinstance(exc, openai.APITimeoutError | TimeoutError | httpx.TimeoutException):
        return ProviderError("The assistant took too long to answer.", code="provider_timeout")
    if status == _RATE_LIMITED:
        return ProviderError("The assistant is busy right now.", code="provider_rate_limited")
    if status is not None and (status >= _SERVER_ERROR or status in _DEPLOYMENT_PROBLEMS):
        return ProviderError(code="provider_unavailable")
    if isinstance(exc, openai.APIConnectionError | httpx.TransportError):
        return ProviderError(code="provider_unavailable")
    if isinstance(exc, openai.APIError | pydantic.ValidationError | json.JSONDecodeError):
        return ProviderError(code="provider_bad_response")
    return ProviderError(code="provider_unavailable")


# Everything `to_provider_error` knows how to map; anything else is a bug and propagates.
MAPPED_ERRORS: tuple[type[Exception], ...] = (
    openai.OpenAIError,
    httpx.HTTPError,
    TimeoutError,
    pydantic.ValidationError,
    json.JSONDecodeError,
)
