"""Serving the fake on a real socket: blocking (`serve`) or in a background thread (tests)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import uvicorn

from cli.fake_openai.fake import create_fake_openai
from cli.thread_server import ThreadedServer

if TYPE_CHECKING:
    from cli.fake_openai.fake import FakeOpenAI

__all__ = ["BackgroundServer", "serve"]


def serve(port: int = 8799, *, host: str = "127.0.0.1", fake: FakeOpenAI | None = None) -> None:
    """Serve a fake until interrupted (point `OPENAI_BASE_URL` at `http://host:port/v1`).

    Args:
        port: the TCP port.
        host: the interface; loopback by default (the fake has no authentication).
        fake: the fake to serve; a fresh one when None.
    """
    uvicorn.run((fake or create_fake_openai()).app, host=host, port=port, log_level="info")


class BackgroundServer(ThreadedServer):
    """A fake served by uvicorn on a free loopback port, in a thread, for one test or more.

    Use as a context manager; `base_url` is the OpenAI base URL (ending in `/v1`).
    """

    def __init__(self, fake: FakeOpenAI, *, host: str = "127.0.0.1", port: int = 0) -> None:
        super().__init__(fake.app, host=host, port=port, name="fake-openai")

    @property
    def base_url(self) -> str:
        """`http://host:port/v1`."""
        return f"{self.url}/v1"
