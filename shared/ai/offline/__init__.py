"""The offline provider: deterministic, network-free rules instead of a model."""

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
