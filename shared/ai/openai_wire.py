"""Translation between the gateway's values and the OpenAI SDK's request and response types."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from openai.types.chat import ChatCompletionMessageFunctionToolCall

from shared.ai.structured import response_format_for
from shared.ai.types import ChatResult, TextDelta, ToolCall, ToolCallDelta, Usage
from shared.errors import ProviderError

if TYPE_CHECKING:
    from collections.abc import Sequence

    from openai.types import CompletionUsage
    from openai.types.chat import (
        ChatCompletion,
        ChatCompletionChunk,
        ChatCompletionFunctionToolParam,
        ChatCompletionMessageParam,
    )
    from openai.types.chat.completion_create_params import ResponseFormat

    from shared.ai.protocol import ChatRequest
    from shared.ai.stream_assembly import StreamAssembler
    from shared.ai.types import ChatMessage, StreamItem, ToolSpec

__all__ = [
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


def stream_items(chunk: ChatCompletionChunk, assembler: StreamAssembler) -> list[StreamItem]:
    """The deltas one streamed chunk carries, also recorded into the assembler.

    Args:
        chunk: one `chat.completion.chunk`.
        assembler: the stream's assembler (text, tool-call fragments, finish, usage).

    Returns:
        The text and tool-call deltas of the first choice, in order.
    """
    items: list[StreamItem] = []
    if chunk.model:
        assembler.set_model(chunk.model)
    if chunk.usage is not None:
        assembler.set_usage(usage_from(chunk.usage))
    for choice in chunk.choices:
        if choice.index != 0:
            continue  # n=1 always; other choices would be someone else's request
        delta = choice.delta
        if delta.content:
            assembler.add_text(delta.content)
            items.append(TextDelta(text=delta.content))
        for fragment in delta.tool_calls or ():
            name = fragment.function.name if fragment.function else None
            arguments = (fragment.function.arguments if fragment.function else None) or ""
            assembler.add_tool_fragment(
                fragment.index, call_id=fragment.id, name=name, arguments=arguments
            )
            items.append(
                ToolCallDelta(
                    index=fragment.index,
                    id=fragment.id,
                    name=name,
                    arguments_fragment=arguments,
                )
            )
        if delta.refusal:
            assembler.set_finish_reason("refusal")
        elif choice.finish_reason:
            assembler.set_finish_reason(choice.finish_reason)
    return items
