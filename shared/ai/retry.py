"""Retries with exponential backoff and jitter, for transient provider failures only.

The SDK's own retries are disabled (`max_retries=0`) so that one policy decides what is worth a
second attempt, how long to wait, and how the wait is observed in tests (an injected `sleep`).
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeAlias, TypeVar

__all__ = ["RetryPolicy", "Sleep", "run_with_retries"]

logger = logging.getLogger(__name__)

T = TypeVar("T")
Sleep: TypeAlias = Callable[[float], Awaitable[None]]


def _system_random() -> float:
    # Jitter only spreads retries over time; it needs no reproducibility and no secrecy.
    return random.SystemRandom().random()


@dataclass(frozen=True, kw_only=True, slots=True)
class RetryPolicy:
    """How many times to retry and how long to wait before each retry.

    The wait before retry `n` (0-based) is drawn from `[d/2, d)` with
    `d = min(max_delay, base_delay * 2**n)` ("equal jitter"): it grows with every attempt yet
    never synchronises many clients. A server's `Retry-After` raises the wait, up to the cap.
    """

    max_retries: int = 2
    base_delay_seconds: float = 0.5
    max_delay_seconds: float = 4.0
    sleep: Sleep = field(default=asyncio.sleep)
    random: Callable[[], float] = field(default=_system_random)

    def delay_before_retry(self, retry: int, *, retry_after: float | None = None) -> float:
        """The wait before retry number `retry` (0-based).

        Args:
            retry: how many retries happened before this one.
            retry_after: the server's requested wait in seconds, if it sent one.

        Returns:
            Seconds to wait, never above `max_delay_seconds`.
        """
        ceiling = min(self.max_delay_seconds, self.base_delay_seconds * 2.0**retry)
        delay = ceiling / 2 + (ceiling / 2) * self.random()
        if retry_after is not None:
            delay = max(delay, retry_after)
        return min(delay, self.max_delay_seconds)


async def run_with_retries(
    operation: Callable[[], Awaitable[T]],
    *,
    policy: RetryPolicy,
    is_retryable: Callable[[Exception], bool],
    retry_after: Callable[[Exception], float | None] = lambda _: None,
    description: str = "provider call",
) -> T:
    """Run `operation`, retrying transient failures.

    Args:
        operation: a fresh attempt each time it is called.
        policy: the retry count and backoff.
        is_retryable: whether an exception is transient (429, 5xx, connection errors).
        retry_after: the server-requested wait carried by an exception, if any.
        description: what is retried, for the log line (never content).

    Returns:
        The first successful result.

    Raises:
        Exception: the last failure, unchanged, once it is not retryable or retries run out.
    """
    retry = 0
    while True:
        try:
            return await operation()
        except Exception as exc:
            if retry >= policy.max_retries or not is_retryable(exc):
                raise
            delay = policy.delay_before_retry(retry, retry_after=retry_after(exc))
            logger.warning(
                "%s failed transiently; retrying",
                description,
                extra={"error": type(exc).__name__, "retry": retry + 1, "delay_s": delay},
            )
            await policy.sleep(delay)
            retry += 1
