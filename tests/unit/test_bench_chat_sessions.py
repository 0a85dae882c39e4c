"""`irmixy bench chat` continues each bench user's session in both modes: the session id of a
streamed answer is read from its first event."""

from __future__ import annotations

import pytest

from cli.bench.chat_run import streamed_session_id
from shared.schemas import DoneEvent, IrmixyResponse, SessionEvent, StatusEvent, encode_sse


def test_thestreamed_session_id_a_streamed_answer_is_its_first_event() -> None:
    # Given a streamed body as the chat frames it
    response = IrmixyResponse(message="Hi!", language="en")
    body = b"".join(
        encode_sse(event)
        for event in (
            SessionEvent(session_id="7c0b3a52-3f7e-4c1e-9a51-0d6c1f0e2b11"),
            StatusEvent(status="thinking"),
            DoneEvent(response=response),
        )
    ).decode()

    # When / Then
    assert streamed_session_id(body) == "7c0b3a52-3f7e-4c1e-9a51-0d6c1f0e2b11"


def test_a_stream_that_does_not_open_with_its_session_is_an_error() -> None:
    body = encode_sse(StatusEvent(status="thinking")).decode()

    with pytest.raises(RuntimeError, match="did not open with its session"):
        streamed_session_id(body)
