"""The chat system prompt with its rules from `ai_prompts`, and the version each turn used.

The rules (persona and tools, key `chat.rules`) come from the cached `PromptStore`, falling back
to the built-in text; the security rules and the context block stay in the code. The version
read is noted in the turn's context (`prompt_versions()`), and the final response's trace
carries it (`stamp`), so an answer can be traced to the prompt that shaped it.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from typing import TYPE_CHECKING, Final

from chat.prompt import default_rules, system_prompt

if TYPE_CHECKING:
    from collections.abc import Iterator

    from chat.deps import ChatDeps
    from chat.turn import Turn
    from shared.schemas import IrmixyResponse

__all__ = ["RULES_KEY", "PromptVersions", "load_system_prompt", "prompt_versions"]

RULES_KEY: Final = "chat.rules"


class PromptVersions:
    """The prompt version a turn used (the last one read, e.g. after an offline retry)."""

    def __init__(self) -> None:
        self.version: str | None = None

    def stamp(self, response: IrmixyResponse) -> IrmixyResponse:
        """`response` with the version in its trace (unchanged when no prompt was read)."""
        if self.version is None or response.trace is None:
            return response
        trace = response.trace.model_copy(update={"prompt_version": self.version})
        return response.model_copy(update={"trace": trace})


_CURRENT: ContextVar[PromptVersions | None] = ContextVar("irmixy_prompt_versions", default=None)


@contextmanager
def prompt_versions() -> Iterator[PromptVersions]:
    """Note the prompt version of every system prompt loaded inside the block."""
    versions = PromptVersions()
    token = _CURRENT.set(versions)
    try:
        yield versions
    finally:
        _CURRENT.reset(token)


async def load_system_prompt(deps: ChatDeps, turn: Turn) -> str:
    """The turn's system prompt, its rules read through the prompt store.

    Args:
        deps: The dependencies (their `prompts` store).
        turn: The turn (language, mode, context).

    Returns:
        The prompt text.
    """
    language = turn.context.language
    loaded = await deps.prompts.get(RULES_KEY, language, fallback=default_rules(language))
    versions = _CURRENT.get()
    if versions is not None:
        versions.version = loaded.version
    return system_prompt(turn.context, turn.mode, rules=loaded.text)
