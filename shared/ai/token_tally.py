"""`tally_tokens()`: the model tokens spent inside one block, for per-user budgets.

The gateway's `UsageMeter` counts per container, across every caller. A budget needs the
tokens of one request: the block sets a context variable, every call the meter records inside
it (in the same task or in tasks it starts, which copy the context) adds to the block's tally.
"""

from __future__ import annotations

import threading
from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Iterator

    from shared.ai.types import Usage

__all__ = ["TokenTally", "record_in_tally", "tally_tokens"]


class TokenTally:
    """Input plus output tokens counted so far (thread-safe, like the meter)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._tokens = 0

    def add(self, usage: Usage) -> None:
        """Count one call's billed tokens."""
        with self._lock:
            self._tokens += usage.input_tokens + usage.output_tokens

    @property
    def tokens(self) -> int:
        """The total so far."""
        with self._lock:
            return self._tokens


_CURRENT: ContextVar[TokenTally | None] = ContextVar("irmixy_token_tally", default=None)


@contextmanager
def tally_tokens() -> Iterator[TokenTally]:
    """Count the tokens of every model call made inside the block."""
    tally = TokenTally()
    token = _CURRENT.set(tally)
    try:
        yield tally
    finally:
        _CURRENT.reset(token)


def record_in_tally(usage: Usage | None) -> None:
    """Add `usage` to the enclosing block's tally, if there is one (the meter calls this)."""
    tally = _CURRENT.get()
    if tally is not None and usage is not None:
        tally.add(usage)
