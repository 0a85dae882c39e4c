"""A voice tool outcome as the app receives it: the text path's `IrmixyResponse`, plus speech.

Spec 2 / seed 000 §6.4: voice and text return the same structured fields (cards, custom
recipe, retrieval, safety flags, chips) built from the same `ToolOutput`, so a tool call shows
the same thing whichever channel made it. The response is validated with `validate_response`;
an invalid one becomes the safe bilingual error response rather than a crash. Voice adds
`spoken` (the tool's one or two sentences, what the assistant says) and `modelOutput` (the
compact JSON the app hands back to the Realtime model as the function call's output).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.context.memory import MemoryUse, memory_used
from shared.schemas import SAFE_ERROR_COPY, IrmixyResponse, validate_response
from shared.schemas.response import RetrievalSingle
from shared.tools.actions import build_actions
from shared.tools.search_output import is_fallback_output

if TYPE_CHECKING:
    import uuid

    from shared.context import ResumableSession, UserContext
    from shared.schemas import Language
    from shared.tools import ToolOutcome

__all__ = ["VoiceToolResult", "response_fields", "shape_tool_outcome"]


@dataclass(frozen=True, kw_only=True)
class VoiceToolResult:
    """What `execute_tool` returns to the app.

    Attributes:
        session_id: The voice session the call belongs to.
        tool_name: The tool that ran.
        ok: False when the tool failed while running (the response then carries the
            user-safe apology and `safety_flags.error`).
        error_code: The stable code of that failure.
        spoken: A short sentence in the user's language for the assistant to say.
        model_output: The function call output for the Realtime model.
        response: The validated structured response.
    """

    session_id: uuid.UUID
    tool_name: str
    ok: bool
    error_code: str | None
    spoken: str
    model_output: str
    response: IrmixyResponse

    def to_wire(self) -> dict[str, object]:
        """The JSON body."""
        body: dict[str, object] = {
            "sessionId": str(self.session_id),
            "toolName": self.tool_name,
            "ok": self.ok,
            "spoken": self.spoken,
            "modelOutput": self.model_output,
            "response": self.response.to_wire(),
        }
        if self.error_code is not None:
            body["error"] = self.error_code
        return body


def response_fields(
    outcome: ToolOutcome,
    *,
    provider: str,
    language: Language,
    resumable: ResumableSession | None = None,
) -> dict[str, object]:
    """The `IrmixyResponse` fields of an outcome (Python names), before validation.

    Cards and actions follow the chat's rules (`chat.compose`): a search fallback shows no
    cards (an empty list: searched, found none worth showing), the best card gets view and
    start actions, a custom recipe gets save and timers.

    Args:
        outcome: The executor's outcome.
        provider: The AI provider answering (for the trace).
        language: The answer's language (action labels).
        resumable: The cooking session the user can resume.

    Returns:
        The fields, `message` being the spoken line (or the user-safe failure copy).
    """
    trace: dict[str, object] = {
        "tools_called": [outcome.tool_name],
        "latency_ms": outcome.latency_ms,
        "provider": provider,
    }
    output = outcome.output
    if output is None:
        return {
            "message": outcome.message,
            "safety_flags": {"error": True},
            "actions": build_actions(language, resumable=resumable, cards=None, custom_recipe=None),
            "trace": {**trace, "fallback_reason": outcome.error_code},
        }
    cards = list(output.recipes) if output.recipes is not None else None
    if cards and is_fallback_output(output, language):
        cards = []  # searched, nothing worth showing: the fallback copy speaks instead
    retrieval = output.retrieval
    return {
        "message": output.spoken,
        "recipes": cards,
        "custom_recipe": output.custom_recipe,
        "retrieval": retrieval,
        "safety_flags": output.safety_flags,
        "suggestions": list(output.suggestions) or None,
        "substitutions": list(output.substitutions)[:10] or None,
        "actions": build_actions(
            language,
            resumable=resumable,
            cards=cards,
            custom_recipe=output.custom_recipe,
            retrieved_id=retrieval.recipe.user_recipe_id
            if isinstance(retrieval, RetrievalSingle)
            else None,
        ),
        "trace": {
            **trace,
            "rag_result_count": output.result_count or 0,
            "search_mode": output.search_mode,
            "fallback_reason": output.fallback_reason,
        },
    }


def shape_tool_outcome(
    outcome: ToolOutcome,
    *,
    session_id: uuid.UUID,
    language: Language,
    provider: str,
    resumable: ResumableSession | None = None,
    context: UserContext | None = None,
) -> VoiceToolResult:
    """Shape an executor outcome for the voice channel.

    Args:
        outcome: The executor's outcome.
        session_id: The voice session.
        language: The caller's language.
        provider: The AI provider answering (for the trace).
        resumable: The cooking session the user can resume (a `resume_cooking` action).
        context: The caller's context the tool ran with, for `memoryUsed` (the same rules as
            the chat's: a tool call reports the same kinds in both channels).

    Returns:
        The result; `spoken` equals the validated response's message.
    """
    fields = response_fields(outcome, provider=provider, language=language, resumable=resumable)
    if context is not None:
        actions = fields.get("actions")
        use = MemoryUse.of(
            tools=[outcome.tool_name] if outcome.ok else [],
            resumed=isinstance(actions, list)
            and any(action.type == "resume_cooking" for action in actions),
        )
        fields["memory_used"] = memory_used(context, use)
    if not fields.get("message"):
        fields["message"] = SAFE_ERROR_COPY[language]
    response = validate_response({**fields, "language": language}, language=language)
    ok = outcome.ok and not (response.safety_flags and response.safety_flags.error)
    return VoiceToolResult(
        session_id=session_id,
        tool_name=outcome.tool_name,
        ok=ok,
        error_code=outcome.error_code if not outcome.ok else (None if ok else "invalid_response"),
        spoken=response.message,
        model_output=outcome.for_model(),
        response=response,
    )
