"""The offline provider: deterministic, network-free rules instead of a model.

The public names load on first use, so a module that needs one light piece (the search's
language guess, `shared.ai.offline.language`) does not import every template with it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from shared.ai.offline.embeddings import cosine, hash_embedding
    from shared.ai.offline.language import detect_language
    from shared.ai.offline.provider import OFFLINE_SECRET_PREFIX, OfflineProvider
    from shared.ai.offline.templates import build_template_recipe
    from shared.ai.offline.tool_choice import choose_tool

__all__ = [
    "OFFLINE_SECRET_PREFIX",
    "OfflineProvider",
    "build_template_recipe",
    "choose_tool",
    "cosine",
    "detect_language",
    "hash_embedding",
]

_HOME = {
    "OFFLINE_SECRET_PREFIX": "provider",
    "OfflineProvider": "provider",
    "build_template_recipe": "templates",
    "choose_tool": "tool_choice",
    "cosine": "embeddings",
    "detect_language": "language",
    "hash_embedding": "embeddings",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{home}"), name)
