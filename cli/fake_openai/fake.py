"""`FakeOpenAI`: a scriptable test double of the OpenAI HTTP API.

Tests script what the next chat completions answer (text, tool calls, JSON, refusals), make the
next requests fail (429/500/503/400 ...) or arrive late, slow down streams, and read back every
request body the client sent. Unscripted chat completions answer with a short text.
"""

from __future__ import annotations

import itertools
import json
import threading
from collections import deque
from typing import TYPE_CHECKING, Any

from cli.fake_openai.app import Failure, RecordedRequest, create_app

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from starlette.applications import Starlette

__all__ = ["DEFAULT_REPLY", "FakeOpenAI", "RecordedRequest", "create_fake_openai"]

DEFAULT_REPLY = "Hello from the fake OpenAI server."


class FakeOpenAI:
    """The fake's state (scripts, failures, recorded requests) and its ASGI app."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._replies: deque[dict[str, Any]] = deque()
        self._failures: deque[Failure] = deque()
        self._delays: deque[float] = deque()
        self._ids = itertools.count(1)
        self.requests: list[RecordedRequest] = []
        self.stream_chunk_delay = 0.0
        self.app: Starlette = create_app(self)

    # ----------------------------------------------------------------- scripting

    def script_text(
        self, text: str, *, finish_reason: str = "stop", usage: tuple[int, int] | None = None
    ) -> None:
        """Queue a text answer for the next chat completion.

        Args:
            text: the assistant's content.
            finish_reason: e.g. "stop" or "length".
            usage: (prompt, completion) tokens to report; estimated when None.
        """
        self._push({"content": text, "finish_reason": finish_reason, "usage": usage})

    def script_json(self, obj: Any, *, usage: tuple[int, int] | None = None) -> None:
        """Queue a JSON answer (what a structured-output request returns as content).

        Args:
            obj: any JSON-ready value.
            usage: (prompt, completion) tokens to report; estimated when None.
        """
        self.script_text(json.dumps(obj, ensure_ascii=False), usage=usage)

    def script_tool_call(
        self,
        name: str,
        arguments: Mapping[str, Any] | str,
        *,
        call_id: str | None = None,
        usage: tuple[int, int] | None = None,
    ) -> None:
        """Queue one tool call as the next chat completion's answer.

        Args:
            name: the function name.
            arguments: a JSON-ready mapping, or raw JSON text (possibly invalid, on purpose).
            call_id: the call id; generated when None.
            usage: (prompt, completion) tokens to report; estimated when None.
        """
        self.script_tool_calls(
            [(name, arguments)], call_ids=[call_id] if call_id else None, usage=usage
        )

    def script_tool_calls(
        self,
        calls: Sequence[tuple[str, Mapping[str, Any] | str]],
        *,
        call_ids: Sequence[str] | None = None,
        usage: tuple[int, int] | None = None,
    ) -> None:
        """Queue parallel tool calls as the next chat completion's answer.

        Args:
            calls: (name, arguments) pairs; arguments as a mapping or raw JSON text.
            call_ids: the call ids, one per call; generated when None.
            usage: (prompt, completion) tokens to report; estimated when None.
        """
        triples = []
        for index, (name, arguments) in enumerate(calls):
            raw = arguments if isinstance(arguments, str) else json.dumps(arguments)
            call_id = call_ids[index] if call_ids else f"call_fake_{next(self._ids):06d}"
            triples.append((call_id, name, raw))
        self._push(
            {"content": None, "tool_calls": triples, "finish_reason": "tool_calls", "usage": usage}
        )

    def script_refusal(self, text: str) -> None:
        """Queue a refusal (what a declined structured-output request returns).

        Args:
            text: the refusal message.
        """
        self._push({"content": None, "refusal": text, "finish_reason": "stop", "usage": None})

    def fail_next(
        self,
        status: int,
        *,
        times: int = 1,
        message: str | None = None,
        retry_after: float | None = None,
    ) -> None:
        """Make the next `times` requests (any endpoint) fail with `status`.

        Args:
            status: e.g. 429, 500, 503 or 400.
            times: how many consecutive requests fail.
            message: the error message; a standard one when None.
            retry_after: seconds to send as `retry-after`, if any.
        """
        text = message or f"Scripted failure with status {status}."
        with self._lock:
            failure = Failure(status=status, message=text, retry_after=retry_after)
            self._failures.extend(failure for _ in range(times))

    def delay_next(self, seconds: float, *, times: int = 1) -> None:
        """Hold the next requests before answering (for timeouts).

        Args:
            seconds: how long to hold each.
            times: how many consecutive requests are held.
        """
        with self._lock:
            self._delays.extend(seconds for _ in range(times))

    def slow_stream(self, delay_between_chunks: float) -> None:
        """Wait between streamed chunks from now on.

        Args:
            delay_between_chunks: seconds between chunks; 0 turns it off.
        """
        self.stream_chunk_delay = delay_between_chunks

    def reset(self) -> None:
        """Forget scripts, failures, delays and recorded requests."""
        with self._lock:
            self._replies.clear()
            self._failures.clear()
            self._delays.clear()
            self.requests.clear()
        self.stream_chunk_delay = 0.0

    # ----------------------------------------------------------------- reading

    def bodies(self, path: str) -> list[Any]:
        """The bodies of the recorded requests to a path.

        Args:
            path: e.g. "/v1/chat/completions".

        Returns:
            The parsed JSON bodies, in order.
        """
        return [request.body for request in self.requests if request.path == path]

    @property
    def chat_requests(self) -> list[Any]:
        """Bodies sent to `/v1/chat/completions`, in order."""
        return self.bodies("/v1/chat/completions")

    @property
    def embedding_requests(self) -> list[Any]:
        """Bodies sent to `/v1/embeddings`, in order."""
        return self.bodies("/v1/embeddings")

    @property
    def peers(self) -> list[str]:
        """The distinct client connections ("host:port") requests arrived on, in order."""
        seen: dict[str, None] = {}
        for request in self.requests:
            if request.peer is not None:
                seen.setdefault(request.peer)
        return list(seen)

    # ----------------------------------------------------------------- used by the app

    def record(self, request: RecordedRequest) -> None:
        """Remember a request (the app calls this first, before delays and failures).

        Args:
            request: the request as received.
        """
        with self._lock:
            self.requests.append(request)

    def next_delay(self) -> float:
        """The delay scripted for this request (0 when none)."""
        with self._lock:
            return self._delays.popleft() if self._delays else 0.0

    def next_failure(self) -> Failure | None:
        """The failure scripted for this request, if any."""
        with self._lock:
            return self._failures.popleft() if self._failures else None

    def next_reply(self) -> dict[str, Any]:
        """The scripted chat reply for this request, or the default short text."""
        with self._lock:
            if self._replies:
                return dict(self._replies.popleft())
        return {"content": DEFAULT_REPLY, "finish_reason": "stop", "usage": None}

    def next_id(self, prefix: str) -> str:
        """A fresh, ordered id.

        Args:
            prefix: e.g. "chatcmpl".

        Returns:
            E.g. "chatcmpl-fake-000001".
        """
        return f"{prefix}-fake-{next(self._ids):06d}"

    def _push(self, reply: dict[str, Any]) -> None:
        with self._lock:
            self._replies.append(reply)


def create_fake_openai() -> FakeOpenAI:
    """A fresh fake with nothing scripted; serve `fake.app` or mount it in an HTTP client.

    Returns:
        The fake.
    """
    return FakeOpenAI()
