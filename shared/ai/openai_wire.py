"""Translation between the gateway's values and the OpenAI wire: request bodies, responses and
streamed chunks.

Chat requests go out as the JSON body the API reads (`chat_body`), past the SDK's request
transform, which walks each message through every member of the message union and each tool
schema through the tool types (~1 ms a message or tool on an idle core): ours are already the
wire form, with no aliases and nothing to format. Streamed chunks are read as the JSON they
are (`stream_items`), not built into the SDK's models, which costs up to ~1 ms a chunk on a
busy core, and an answer streams a chunk per token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from openai.types.chat import ChatCompletionMessageFunctionToolCall

from shared.ai.structured import response_format_for
from shared.ai.types import ChatResult, TextDelta, ToolCall, ToolCallDelta, Usage
from shared.errors import ProviderError

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from openai.types import CompletionUsage
    from openai.types.chat import (
        ChatCompletion,
        ChatCompletionFunctionToolParam,
        ChatCompletionMessageParam,
    )
    from openai.types.chat.completion_create_params import ResponseFormat

    from shared.ai.protocol import ChatRequest
    from shared.ai.stream_assembly import StreamAssembler
    from shared.ai.types import ChatMessage, StreamItem, ToolSpec

__all__ = [
    "chat_body",
    "openai_messages",
    "openai_response_format",
    "openai_tools",
    "result_from_completion",
    "stream_items",
    "usage_from",
]


def openai_messages(messages: Sequence[ChatMessage]) -> list[ChatCompletionMessageParam]:
    """The SDK's message params for a conversation.

    Args:
        messages: the conversation, oldest first.

    Returns:
        One param per message, tool calls and tool-call ids included.
    """
    out: list[ChatCompletionMessageParam] = []
    for message in messages:
        if message.role == "assistant":
            assistant: dict[str, object] = {"role": "assistant", "content": message.content}
            if message.tool_calls:
                assistant["tool_calls"] = [
                    {
                        "id": call.id,
                        "type": "function",
                        "function": {"name": call.name, "arguments": call.arguments},
                    }
                    for call in message.tool_calls
                ]
            out.append(cast("ChatCompletionMessageParam", assistant))
        elif message.role == "tool":
            out.append(
                {
                    "role": "tool",
                    "tool_call_id": message.tool_call_id or "",
                    "content": message.content or "",
                }
            )
        elif message.role == "system":
            out.append({"role": "system", "content": message.content or ""})
        else:
            out.append({"role": "user", "content": message.content or ""})
    return out


def openai_tools(tools: Sequence[ToolSpec]) -> list[ChatCompletionFunctionToolParam]:
    """The SDK's function-tool params.

    Args:
        tools: the tools offered.

    Returns:
        One `{"type": "function", "function": {...}}` per tool, schemas verbatim.
    """
    return [
        {
            "type": "function",
            "function": {
                "name": tool.name,
                "description": tool.description,
                "parameters": dict(tool.parameters),
                "strict": tool.strict,
            },
        }
        for tool in tools
    ]


def openai_response_format(request: ChatRequest) -> ResponseFormat | None:
    """The strict JSON-schema response format for a request, if it asked for one.

    Args:
        request: the chat request.

    Returns:
        The `response_format` param, or None for free text.
    """
    if request.response_format is None:
        return None
    return cast("ResponseFormat", response_format_for(request.response_format))


def chat_body(request: ChatRequest) -> dict[str, object]:
    """The JSON body of a chat completion, sent as is (no SDK transform).

    Args:
        request: the routed chat request.

    Returns:
        The model, the messages, and the tools, tool choice, response format, token limit
        and reasoning effort when the request has them.
    """
    route = request.route
    body: dict[str, object] = {
        "model": route.model,
        "messages": openai_messages(request.messages),
    }
    if request.tools:
        body["tools"] = openai_tools(request.tools)
        body["tool_choice"] = request.tool_choice
    if (response_format := openai_response_format(request)) is not None:
        body["response_format"] = response_format
    if request.max_tokens:
        body["max_completion_tokens"] = request.max_tokens
    if route.reasoning_effort:
        body["reasoning_effort"] = route.reasoning_effort
    return body


def usage_from(usage: CompletionUsage | None) -> Usage:
    """The billed tokens of a completion.

    Args:
        usage: the SDK's usage block (absent from some compatible servers).

    Returns:
        Input and output tokens, zero when unknown.
    """
    if usage is None:
        return Usage()
    return Usage(input_tokens=usage.prompt_tokens, output_tokens=usage.completion_tokens)


def result_from_completion(completion: ChatCompletion, *, provider: str) -> ChatResult:
    """The gateway result of a non-streamed completion.

    Args:
        completion: the SDK's parsed response.
        provider: the provider name to report.

    Returns:
        The first choice's content and function tool calls, with usage.

    Raises:
        ProviderError: `provider_bad_response` when the answer has no choice or a tool call
            without a name.
    """
    if not completion.choices:
        raise ProviderError(code="provider_bad_response")
    choice = completion.choices[0]
    message = choice.message
    calls: list[ToolCall] = []
    for call in message.tool_calls or ():
        if not isinstance(call, ChatCompletionMessageFunctionToolCall) or not call.function.name:
            raise ProviderError(code="provider_bad_response")
        calls.append(
            ToolCall(id=call.id, name=call.function.name, arguments=call.function.arguments)
        )
    # Compatible servers sometimes send null here; the SDK does not validate responses.
    finish_reason: str = cast("str | None", choice.finish_reason) or "stop"
    if message.refusal and message.content is None:
        finish_reason = "refusal"
    return ChatResult(
        content=message.content,
        tool_calls=tuple(calls),
        usage=usage_from(completion.usage),
        model=completion.model,
        provider=provider,
        finish_reason=finish_reason,
    )


def _object(value: object) -> Mapping[str, object]:
    """A JSON object, or an empty one for anything else (compatible servers send nulls)."""
    return cast("Mapping[str, object]", value) if isinstance(value, dict) else {}


def _text(value: object) -> str | None:
    return value if isinstance(value, str) else None


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def stream_items(chunk: object, assembler: StreamAssembler) -> list[StreamItem]:
    """The deltas one streamed chunk carries, also recorded into the assembler.

    Args:
        chunk: one `chat.completion.chunk`, as decoded from its JSON.
        assembler: the stream's assembler (text, tool-call fragments, finish, usage).

    Returns:
        The text and tool-call deltas of the first choice, in order.

    Raises:
        ProviderError: `provider_bad_response` when the chunk is not a JSON object.
    """
    if not isinstance(chunk, dict):
        raise ProviderError(code="provider_bad_response")
    items: list[StreamItem] = []
    if model := _text(chunk.get("model")):
        assembler.set_model(model)
    if isinstance(usage := chunk.get("usage"), dict):
        tokens = _object(usage)
        assembler.set_usage(
            Usage(
                input_tokens=_count(tokens.get("prompt_tokens")),
                output_tokens=_count(tokens.get("completion_tokens")),
            )
        )
    choices = chunk.get("choices")
    for choice in map(_object, choices if isinstance(choices, list) else ()):
        if choice.get("index", 0) != 0:
            continue  # n=1 always; other choices would be someone else's request
        delta = _object(choice.get("delta"))
        if content := _text(delta.get("content")):
            assembler.add_text(content)
            items.append(TextDelta(text=content))
        fragments = delta.get("tool_calls")
        for fragment in map(_object, fragments if isinstance(fragments, list) else ()):
            function = _object(fragment.get("function"))
            index, call_id = _count(fragment.get("index")), _text(fragment.get("id"))
            name, arguments = _text(function.get("name")), _text(function.get("arguments")) or ""
            assembler.add_tool_fragment(index, call_id=call_id, name=name, arguments=arguments)
            items.append(
                ToolCallDelta(index=index, id=call_id, name=name, arguments_fragment=arguments)
            )
        if delta.get("refusal"):
            assembler.set_finish_reason("refusal")
        elif finish_reason := _text(choice.get("finish_reason")):
            assembler.set_finish_reason(finish_reason)
    return items
