"""Prompts managed outside the code (`ai_prompts`), read through a cached loader."""

from shared.prompts.store import (
    CODE_VERSION,
    LoadedPrompt,
    PromptStore,
    activate_prompt,
    list_prompts,
)

__all__ = ["CODE_VERSION", "LoadedPrompt", "PromptStore", "activate_prompt", "list_prompts"]
