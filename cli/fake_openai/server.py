"""Serving the fake on a real socket: blocking (`serve`) or in a background thread (tests)."""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

import uvicorn

from cli.fake_openai.fake import create_fake_openai

if TYPE_CHECKING:
    from types import TracebackType

    from cli.fake_openai.fake import FakeOpenAI

__all__ = ["BackgroundServer", "serve"]

_START_TIMEOUT_S = 10.0


def serve(port: int = 8799, *, host: str = "127.0.0.1", fake: FakeOpenAI | None = None) -> None:
    """Serve a fake until interrupted (point `OPENAI_BASE_URL` at `http://host:port/v1`).

    Args:
        port: the TCP port.
        host: the interface; loopback by default (the fake has no authentication).
        fake: the fake to serve; a fresh one when None.
    """
    uvicorn.run((fake or create_fake_openai()).app, host=host, port=port, log_level="info")


class BackgroundServer:
    """A fake served by uvicorn on a free loopback port, in a thread, for one test or more.

    Use as a context manager; `base_url` is the OpenAI base URL (ending in `/v1`).
    """

    def __init__(self, fake: FakeOpenAI, *, host: str = "127.0.0.1", port: int = 0) -> None:
        config = uvicorn.Config(fake.app, host=host, port=port, log_level="warning", lifespan="off")
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, name="fake-openai", daemon=True)
        self._host = host
        self.port = port

    @property
    def base_url(self) -> str:
        """`http://host:port/v1`."""
        return f"http://{self._host}:{self.port}/v1"

    def start(self) -> BackgroundServer:
        """Start serving and wait until the socket accepts connections.

        Returns:
            Itself, with `port` set to the port actually bound.

        Raises:
            RuntimeError: the server did not start in time.
        """
        self._thread.start()
        deadline = time.monotonic() + _START_TIMEOUT_S
        while not self._server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                raise RuntimeError("the fake OpenAI server did not start")
            time.sleep(0.01)
        self.port = self._server.servers[0].sockets[0].getsockname()[1]
        return self

    def stop(self) -> None:
        """Stop serving and wait for the thread."""
        self._server.should_exit = True
        self._thread.join(timeout=_START_TIMEOUT_S)

    def __enter__(self) -> BackgroundServer:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()
