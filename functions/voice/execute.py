"""`execute_tool`: run one voice-allowed tool for the caller's active session (spec 2).

Checks, in order: the tool is on the voice allowlist (400 ``tool_not_allowed``), the session is
the caller's (404 otherwise, never saying whose it is), the session is still live (409); then
the shared executor validates the arguments (400, nothing runs) and runs the tool as the caller.
The caller is always the verified token's: nothing in the arguments can change whose data a
tool reads, because the tools take the principal from the context, never from the arguments.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from shared.context import build_user_context
from shared.errors import ConflictError, NotFoundError, RequestValidationError
from shared.tools import ToolContext, catalogue_normalizer
from shared.tools.asked_dish import with_asked_dish
from voice.closing import is_live
from voice.said_language import call_language
from voice.sessions import find_session
from voice.shaping import shape_tool_outcome

if TYPE_CHECKING:
    from shared.auth import Principal
    from voice.deps import VoiceDeps
    from voice.requests import ExecuteTool
    from voice.shaping import VoiceToolResult

__all__ = ["execute_tool", "voice_tool_names"]


def voice_tool_names(deps: VoiceDeps) -> frozenset[str]:
    """The names the voice route accepts: the registry's `allowed_in_voice` tools."""
    return frozenset(tool.name for tool in deps.registry.voice_tools())


async def execute_tool(
    deps: VoiceDeps, principal: Principal, command: ExecuteTool
) -> VoiceToolResult:
    """Run a tool call the Realtime model made, relayed by the app.

    Args:
        deps: The dependencies.
        principal: The verified caller.
        command: The session, the tool and its raw arguments.

    Returns:
        The shaped result (a tool that fails while running is ``ok: false``, still 200).

    Raises:
        RequestValidationError: ``tool_not_allowed`` (not a voice tool or not a tool at all).
        NotFoundError: ``session_not_found``: no such session of the caller's.
        ConflictError: ``session_not_active``: the session has ended or run past its time.
        ToolValidationError: the arguments are malformed or invalid (user-safe message).
    """
    if command.tool_name not in voice_tool_names(deps):
        raise RequestValidationError(
            "This tool is not available by voice.", code="tool_not_allowed"
        )
    now = deps.clock()
    # As the caller: RLS and the explicit user filter both hide other users' sessions.
    async with deps.db.user(principal) as conn:
        session = await find_session(conn, command.session_id, principal.user_id)
    if session is None:
        raise NotFoundError("Voice session not found.", code="session_not_found")
    settings = deps.settings
    if not is_live(
        session,
        now=now,
        grace_seconds=settings.grace_seconds,
        default_max_seconds=settings.max_session_seconds,
    ):
        raise ConflictError("This voice session has ended.", code="session_not_active")

    context = await build_user_context(
        deps.db,
        principal,
        session_id=None,
        language_hint=session.language,
        sources=deps.context_sources,
    )
    # The language the cook spoke in for this call, as the chat answers the same words; the
    # session's, fixed when it started, when her words choose none ("pad thai").
    language = call_language(command.tool_args, default=session.language or context.language)
    tool_context = ToolContext(
        principal=principal,
        language=language,
        user_context=context,
        db=deps.db,
        gateway=deps.gateway,
        now=now,
        mode="voice",
        normalize=catalogue_normalizer(deps.db),
    )
    outcome = await deps.executor.execute(command.tool_name, command.tool_args, tool_context)
    if outcome.tool_name == "search_recipes" and outcome.output is not None:
        # A no-match's chips carry the dish asked, as the chat's do (`chat.asked_dish`).
        carried = with_asked_dish(outcome.output, command.tool_args, language, context)
        outcome = replace(outcome, output=carried)
    return shape_tool_outcome(
        outcome,
        session_id=session.id,
        language=language,
        provider=deps.gateway.provider_name,
        resumable=context.resumable_session,
        context=context,
    )
