"""OpenAI's wire format, as the fake server writes it: completions, SSE chunks, errors, vectors.

Shapes follow the public API reference closely enough that the official SDK parses them
unchanged, including streamed tool calls (a first fragment with id and name, then argument
fragments) and the trailing usage chunk of `stream_options.include_usage`.
"""

from __future__ import annotations

import base64
import json
import math
import re
import struct
from typing import TYPE_CHECKING, Any

from shared.ai.offline.embeddings import hash_embedding

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping, Sequence

__all__ = [
    "completion_body",
    "completion_chunks",
    "embedding_body",
    "error_body",
    "estimate_tokens",
    "sse",
]

_WORDS = re.compile(r"\S+\s*|\s+")
_ERROR_TYPES = {
    400: ("invalid_request_error", None),
    401: ("invalid_request_error", "invalid_api_key"),
    404: ("invalid_request_error", "model_not_found"),
    422: ("invalid_request_error", None),
    429: ("requests", "rate_limit_exceeded"),
}


def estimate_tokens(text: str) -> int:
    """A stable stand-in for a tokenizer: about four characters per token.

    Args:
        text: any text.

    Returns:
        The token estimate (0 for empty text).
    """
    return max(1, math.ceil(len(text) / 4)) if text else 0


def error_body(status: int, message: str) -> dict[str, Any]:
    """The `{"error": {...}}` body OpenAI sends with a failing status.

    Args:
        status: the HTTP status.
        message: the error message.

    Returns:
        The JSON body, with OpenAI's error type and code for the status.
    """
    kind, code = _ERROR_TYPES.get(status, ("server_error", None))
    return {"error": {"message": message, "type": kind, "param": None, "code": code}}


def _message(reply: Mapping[str, Any]) -> dict[str, Any]:
    message: dict[str, Any] = {
        "role": "assistant",
        "content": reply.get("content"),
        "refusal": reply.get("refusal"),
        "annotations": [],
    }
    if reply.get("tool_calls"):
        message["tool_calls"] = [
            {"id": call_id, "type": "function", "function": {"name": name, "arguments": args}}
            for call_id, name, args in reply["tool_calls"]
        ]
    return message


def completion_body(
    reply: Mapping[str, Any], *, completion_id: str, model: str, created: int
) -> dict[str, Any]:
    """A non-streamed `chat.completion`.

    Args:
        reply: content, refusal, tool_calls ((id, name, arguments) triples), finish_reason
            and usage ((prompt, completion) tokens).
        completion_id: the `chatcmpl-...` id.
        model: the model the request named.
        created: the Unix time stamp.

    Returns:
        The JSON body.
    """
    prompt, completion = reply["usage"]
    return {
        "id": completion_id,
        "object": "chat.completion",
        "created": created,
        "model": model,
        "choices": [
            {
                "index": 0,
                "message": _message(reply),
                "logprobs": None,
                "finish_reason": reply["finish_reason"],
            }
        ],
        "usage": _usage(prompt, completion),
        "service_tier": "default",
        "system_fingerprint": "fp_fake",
    }


def _usage(prompt: int, completion: int) -> dict[str, Any]:
    return {
        "prompt_tokens": prompt,
        "completion_tokens": completion,
        "total_tokens": prompt + completion,
        "prompt_tokens_details": {"cached_tokens": 0, "audio_tokens": 0},
        "completion_tokens_details": {"reasoning_tokens": 0, "audio_tokens": 0},
    }


def _pieces(text: str) -> list[str]:
    # At least three pieces for anything of three characters or more, so clients really
    # have to join fragments.
    size = max(1, min(8, math.ceil(len(text) / 3)))
    return [text[i : i + size] for i in range(0, len(text), size)]


def completion_chunks(
    reply: Mapping[str, Any],
    *,
    completion_id: str,
    model: str,
    created: int,
    include_usage: bool,
) -> Iterator[dict[str, Any]]:
    """The `chat.completion.chunk` objects of a streamed reply, in order.

    Args:
        reply: as for `completion_body`.
        completion_id: the `chatcmpl-...` id shared by every chunk.
        model: the model the request named.
        created: the Unix time stamp.
        include_usage: add `"usage": null` to each chunk and a final usage-only chunk.

    Yields:
        Chunk objects (the caller frames them as SSE).
    """

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        body: dict[str, Any] = {
            "id": completion_id,
            "object": "chat.completion.chunk",
            "created": created,
            "model": model,
            "system_fingerprint": "fp_fake",
            "choices": [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}],
        }
        if include_usage:
            body["usage"] = None
        return body

    calls: Sequence[tuple[str, str, str]] = reply.get("tool_calls") or ()
    first: dict[str, Any] = {"role": "assistant", "content": None if calls else "", "refusal": None}
    yield chunk(first)
    for index, (call_id, name, arguments) in enumerate(calls):
        yield chunk(
            {
                "tool_calls": [
                    {
                        "index": index,
                        "id": call_id,
                        "type": "function",
                        "function": {"name": name, "arguments": ""},
                    }
                ]
            }
        )
        for piece in _pieces(arguments):
            yield chunk({"tool_calls": [{"index": index, "function": {"arguments": piece}}]})
    if reply.get("refusal"):
        for piece in _WORDS.findall(reply["refusal"]):
            yield chunk({"refusal": piece})
    for piece in _WORDS.findall(reply.get("content") or ""):
        yield chunk({"content": piece})
    yield chunk({}, reply["finish_reason"])
    if include_usage:
        prompt, completion = reply["usage"]
        usage_chunk = chunk({})
        usage_chunk["choices"] = []
        usage_chunk["usage"] = _usage(prompt, completion)
        yield usage_chunk


def sse(payload: Mapping[str, Any] | str) -> bytes:
    """One server-sent event frame.

    Args:
        payload: a JSON object, or a literal such as "[DONE]".

    Returns:
        `data: <payload>` and a blank line, as bytes.
    """
    data = payload if isinstance(payload, str) else json.dumps(payload, separators=(",", ":"))
    return f"data: {data}\n\n".encode()


def embedding_body(
    texts: Sequence[str], *, model: str, dimensions: int, encoding_format: str
) -> dict[str, Any]:
    """A `list` of embeddings, deterministic per text (the offline hashing embedder).

    Args:
        texts: the inputs.
        model: the model the request named.
        dimensions: the vector size asked for.
        encoding_format: "float" (lists of numbers) or "base64" (packed little-endian float32).

    Returns:
        The JSON body.
    """
    data = []
    for index, text in enumerate(texts):
        vector = hash_embedding(text, dimensions=dimensions)
        encoded: Any = vector
        if encoding_format == "base64":
            encoded = base64.b64encode(struct.pack(f"<{len(vector)}f", *vector)).decode()
        data.append({"object": "embedding", "index": index, "embedding": encoded})
    tokens = sum(estimate_tokens(text) for text in texts)
    return {
        "object": "list",
        "data": data,
        "model": model,
        "usage": {"prompt_tokens": tokens, "total_tokens": tokens},
    }
