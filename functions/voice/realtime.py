"""The Realtime session configuration the server sets when it mints a client secret.

The app never chooses its own instructions or tools: they are bound to the ephemeral secret
here (spec 1). The tools are the shared registry's voice tools, converted from the chat
completions shape (`{"type", "function": {...}}`) to the Realtime API's flat shape
(`{"type": "function", "name", "description", "parameters"}`); the Realtime API has no
`strict` flag, and the executor validates every call's arguments anyway.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, TypedDict

if TYPE_CHECKING:
    from shared.tools import ToolRegistry
    from shared.tools.schema import JsonSchema
    from voice.settings import VoiceSettings

__all__ = ["RealtimeFunctionTool", "realtime_session_config", "realtime_tools"]


class RealtimeFunctionTool(TypedDict):
    """A function tool as the Realtime session configuration takes it."""

    type: Literal["function"]
    name: str
    description: str
    parameters: JsonSchema


def realtime_tools(registry: ToolRegistry) -> list[RealtimeFunctionTool]:
    """The registry's voice tools in the Realtime flat format.

    Args:
        registry: The shared registry (the single source of truth for tool schemas).

    Returns:
        Fresh copies, one per tool allowed in voice, in registration order.
    """
    return [
        {
            "type": "function",
            "name": spec["function"]["name"],
            "description": spec["function"]["description"],
            "parameters": spec["function"]["parameters"],
        }
        for spec in registry.openai_tool_specs(voice=True)
    ]


def realtime_session_config(
    *,
    instructions: str,
    tools: list[RealtimeFunctionTool],
    settings: VoiceSettings,
) -> dict[str, Any]:
    """The `session` of the client-secrets request (the gateway adds `type` and `model`).

    Args:
        instructions: The session instructions.
        tools: The voice tools.
        settings: The voice settings (output voice, answer length).

    Returns:
        The session configuration.
    """
    return {
        "instructions": instructions,
        "tools": tools,
        "tool_choice": "auto",
        "output_modalities": ["audio"],
        "max_output_tokens": settings.max_output_tokens,
        "audio": {"output": {"voice": settings.realtime_voice}},
    }
