"""`StreamAssembler`: rebuild a whole chat result from streamed deltas.

Providers stream text in pieces and each tool call as a first fragment (index, id, name) followed
by argument fragments that are only valid JSON once joined. The assembler joins them per index so
`StreamEnd` carries exactly what a non-streamed call would have returned.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from shared.ai.types import ChatResult, ToolCall, Usage

__all__ = ["StreamAssembler"]


@dataclass(kw_only=True, slots=True)
class _PartialToolCall:
    id: str = ""
    name: str = ""
    arguments: list[str] = field(default_factory=list)


class StreamAssembler:
    """Accumulates one stream; `result()` gives the joined `ChatResult`."""

    def __init__(self) -> None:
        self._text: list[str] = []
        self._calls: dict[int, _PartialToolCall] = {}
        self._finish_reason: str | None = None
        self._usage = Usage()
        self._model: str | None = None

    def add_text(self, text: str) -> None:
        """Append assistant text.

        Args:
            text: the next piece, in order.
        """
        self._text.append(text)

    def add_tool_fragment(
        self, index: int, *, call_id: str | None, name: str | None, arguments: str
    ) -> None:
        """Append a fragment of tool call number `index`.

        Args:
            index: the tool call's position in the answer.
            call_id: its id, when this fragment carries it.
            name: its function name, when this fragment carries it.
            arguments: the next piece of its JSON arguments (possibly empty).
        """
        partial = self._calls.setdefault(index, _PartialToolCall())
        if call_id:
            partial.id = call_id
        if name:
            partial.name = name
        if arguments:
            partial.arguments.append(arguments)

    def set_finish_reason(self, reason: str) -> None:
        """Record why the stream ended ("stop", "tool_calls", "length", ...).

        Args:
            reason: the provider's finish reason.
        """
        # A refusal is sticky: the provider still ends the stream with "stop" after one.
        if self._finish_reason != "refusal":
            self._finish_reason = reason

    def set_usage(self, usage: Usage) -> None:
        """Record the tokens billed (sent once, in the last chunk).

        Args:
            usage: the billed tokens.
        """
        self._usage = usage

    def set_model(self, model: str) -> None:
        """Record the model that answered (the provider's exact snapshot name).

        Args:
            model: the model name from the chunks.
        """
        self._model = model

    def result(self, *, model: str, provider: str) -> ChatResult:
        """The joined result.

        Args:
            model: the model name to report if the stream never named one.
            provider: the provider name.

        Returns:
            The result a non-streamed call would have returned.
        """
        calls = tuple(
            ToolCall(id=p.id, name=p.name, arguments="".join(p.arguments))
            for _, p in sorted(self._calls.items())
        )
        text = "".join(self._text)
        finish = self._finish_reason or ("tool_calls" if calls else "stop")
        content = text if text or not calls else None
        if finish == "refusal" and not text:
            content = None
        return ChatResult(
            content=content,
            tool_calls=calls,
            usage=self._usage,
            model=self._model or model,
            provider=provider,
            finish_reason=finish,
        )
