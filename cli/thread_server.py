"""An ASGI app on a loopback port in a background thread: `irmixy demo`, the fake OpenAI server.

`irmixy serve` runs uvicorn in the foreground; the demo needs the local API while it plays the
journeys against it, and tests and the chat bench need the fake OpenAI server beside them.
Port 0 lets the OS pick a free port, so neither collides with a running `irmixy serve`.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING, Final, Self

import uvicorn

if TYPE_CHECKING:
    from types import TracebackType

    from starlette.types import ASGIApp

__all__ = ["ThreadedServer"]

_START_TIMEOUT_S: Final = 30.0


class ThreadedServer:
    """An ASGI app served by uvicorn in a daemon thread; a context manager."""

    def __init__(
        self, app: ASGIApp, *, host: str = "127.0.0.1", port: int = 0, name: str = "irmixy-local"
    ) -> None:
        config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name=name, daemon=True)
        self._host = host
        self.port = port

    @property
    def url(self) -> str:
        """`http://host:port`, the base URL the clients take."""
        return f"http://{self._host}:{self.port}"

    def start(self) -> Self:
        """Serve, and return once the socket accepts connections (`port` is then the real one).

        Raises:
            RuntimeError: the server did not start in time.
        """
        self._thread.start()
        deadline = time.monotonic() + _START_TIMEOUT_S
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError(f"the {self._thread.name} server did not start")
            time.sleep(0.01)
        self.port = self._server.servers[0].sockets[0].getsockname()[1]
        return self

    def stop(self) -> None:
        """Stop serving and wait for the thread."""
        self._server.should_exit = True
        self._thread.join(timeout=_START_TIMEOUT_S)

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()
