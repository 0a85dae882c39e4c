"""Streamed chat chunks read as the JSON they are (`shared.ai.openai_wire.stream_items`).

The chunks are the decoded JSON of each `data:` line, written here as OpenAI and compatible
servers send them (nulls where a field has nothing, usage on the last chunk only).
"""

from __future__ import annotations

from typing import Any

import pytest

from shared.ai.openai_wire import stream_items
from shared.ai.stream_assembly import StreamAssembler
from shared.ai.types import TextDelta, ToolCallDelta
from shared.errors import ProviderError


def _chunk(delta: dict[str, Any] | None, *, finish: str | None = None, **extra: Any) -> Any:
    return {
        "id": "chatcmpl-1",
        "object": "chat.completion.chunk",
        "created": 1,
        "model": "gpt-4.1-mini-2025-04-14",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
        **extra,
    }


def test_text_pieces_are_deltas_and_the_whole_answer() -> None:
    # Given
    assembler = StreamAssembler()
    chunks = [
        _chunk({"role": "assistant", "content": ""}),
        _chunk({"content": "Try the "}),
        _chunk({"content": "pozole."}),
        _chunk({}, finish="stop"),
        {**_chunk(None), "choices": [], "usage": {"prompt_tokens": 40, "completion_tokens": 3}},
    ]

    # When
    items = [item for chunk in chunks for item in stream_items(chunk, assembler)]

    # Then
    assert items == [TextDelta(text="Try the "), TextDelta(text="pozole.")]
    result = assembler.result(model="fallback", provider="openai")
    assert (result.content, result.finish_reason) == ("Try the pozole.", "stop")
    assert result.model == "gpt-4.1-mini-2025-04-14"
    assert (result.usage.input_tokens, result.usage.output_tokens) == (40, 3)


def test_a_tool_call_is_joined_from_its_fragments() -> None:
    # Given: the id and name come first, the arguments in pieces, nulls where nothing is sent
    assembler = StreamAssembler()
    first = {
        "index": 0,
        "id": "call_1",
        "type": "function",
        "function": {"name": "search_recipes", "arguments": ""},
    }
    chunks = [
        _chunk({"content": None, "tool_calls": [first]}),
        _chunk({"tool_calls": [{"index": 0, "id": None, "function": {"arguments": '{"query": '}}]}),
        _chunk({"tool_calls": [{"index": 0, "function": {"name": None, "arguments": '"tacos"}'}}]}),
        _chunk({}, finish="tool_calls", usage=None),
    ]

    # When
    items = [item for chunk in chunks for item in stream_items(chunk, assembler)]

    # Then
    assert items[0] == ToolCallDelta(
        index=0, id="call_1", name="search_recipes", arguments_fragment=""
    )
    assert all(isinstance(item, ToolCallDelta) and item.index == 0 for item in items)
    (call,) = assembler.result(model="m", provider="openai").tool_calls
    assert (call.id, call.name, call.arguments) == (
        "call_1",
        "search_recipes",
        '{"query": "tacos"}',
    )


def test_a_refusal_ends_the_answer_as_a_refusal() -> None:
    # Given
    assembler = StreamAssembler()

    # When
    stream_items(_chunk({"refusal": "I can't help with that."}), assembler)
    stream_items(_chunk({}, finish="stop"), assembler)

    # Then
    result = assembler.result(model="m", provider="openai")
    assert (result.content, result.finish_reason) == (None, "refusal")


def test_other_choices_are_not_this_answer() -> None:
    # Given
    assembler = StreamAssembler()
    chunk = _chunk({"content": "mine"})
    chunk["choices"].append({"index": 1, "delta": {"content": "another"}, "finish_reason": None})

    # When
    items = stream_items(chunk, assembler)

    # Then
    assert items == [TextDelta(text="mine")]


@pytest.mark.parametrize("chunk", [None, "data", ["choices"], 3])
def test_a_chunk_that_is_not_a_json_object_is_a_bad_response(chunk: object) -> None:
    # When / Then
    with pytest.raises(ProviderError) as raised:
        stream_items(chunk, StreamAssembler())
    assert raised.value.code == "provider_bad_response"
