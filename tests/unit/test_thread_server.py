"""The background server of `irmixy demo` and the fake OpenAI server: a free port, then stopped."""

from __future__ import annotations

from typing import TYPE_CHECKING

import httpx
import pytest
from starlette.applications import Starlette
from starlette.responses import PlainTextResponse
from starlette.routing import Route

from cli.thread_server import ThreadedServer

if TYPE_CHECKING:
    from starlette.requests import Request


async def _hello(_: Request) -> PlainTextResponse:
    return PlainTextResponse("hello")


def test_it_serves_on_a_port_the_os_picked_and_stops() -> None:
    app = Starlette(routes=[Route("/", _hello)])

    with ThreadedServer(app) as server:
        answered = httpx.get(server.url).text
        url = server.url

    assert server.port != 0
    assert answered == "hello"
    with pytest.raises(httpx.TransportError):
        httpx.get(url, timeout=2)
