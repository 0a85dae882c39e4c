"""The language a voice tool call is answered in: the one the cook spoke in for it.

The Realtime model passes her words on as the tool's arguments ("algo con pollo para la
cena"); the chat answers the same words in the language they are written in, and the voice
answer is the chat's for the same words (its cards, chips and spoken line). The session's
language, fixed when it started, decides only when the words do not ("pad thai", "pollo,
arroz"), as the profile does in chat (`shared.ai.offline.language.written_language`).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from shared.ai.offline.language import written_language

if TYPE_CHECKING:
    from shared.schemas import Language

__all__ = ["call_language"]


def _words(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list):
        return [word for item in value for word in _words(item)]
    return []


def _arguments(tool_args: dict[str, Any] | str) -> dict[str, Any]:
    if isinstance(tool_args, dict):
        return tool_args
    try:
        parsed = json.loads(tool_args)
    except ValueError:
        return {}  # the executor refuses it with its own message
    return parsed if isinstance(parsed, dict) else {}


def call_language(tool_args: dict[str, Any] | str, *, default: Language) -> Language:
    """The language of the cook's words a tool call carries.

    Args:
        tool_args: The call's arguments, as the app relayed them (an object or JSON text).
        default: The session's language.

    Returns:
        "en" or "es": the words' language, or `default` when they choose none.
    """
    said = [word for value in _arguments(tool_args).values() for word in _words(value)]
    return written_language(". ".join(said), default=default)
