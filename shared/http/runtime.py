"""The container's one event loop, shared by every invocation of a Lambda container.

The database pool's connections belong to the loop that opened them, so every entry point of a
function (the HTTP path through Mangum, which runs the app on the thread's current loop, direct
invokes, SQS workers, scheduled sweeps) must run on the same loop for the life of the container.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from collections.abc import Coroutine

__all__ = ["container_loop", "run_in_container_loop"]

T = TypeVar("T")


class _Holder:
    loop: asyncio.AbstractEventLoop | None = None


def container_loop() -> asyncio.AbstractEventLoop:
    """The container's loop, created on first use and made the thread's current loop.

    Being the current loop is what makes Mangum (which asks `asyncio.get_event_loop()`) run the
    app on it too.
    """
    loop = _Holder.loop
    if loop is None or loop.is_closed():
        loop = asyncio.new_event_loop()
        _Holder.loop = loop
    asyncio.set_event_loop(loop)
    return loop


def run_in_container_loop(coroutine: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine to completion on the container's loop (from a synchronous handler)."""
    return container_loop().run_until_complete(coroutine)
