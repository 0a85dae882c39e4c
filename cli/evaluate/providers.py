"""Which embedding providers the eval and benchmark can run, and the gateway settings of each.

`offline` (hashing, always there), `local` (all-MiniLM-L6-v2, with the `local` extra), `e5`
(multilingual-e5-small, with the `e5` extra) and `openai` (with OPENAI_API_KEY). Chat is never
called by search, so it stays offline except for `openai`, where chat and embeddings share the
one configured client.
"""

from __future__ import annotations

import os
from typing import Literal, get_args

from shared.ai import AiSettings
from shared.ai.local import local_model_available
from shared.ai.local.e5 import e5_model_available

__all__ = [
    "EMBEDDING_PROVIDERS",
    "EmbeddingProviderChoice",
    "ProviderChoiceError",
    "provider_settings",
    "resolve_providers",
    "unavailable_reason",
]

EmbeddingProviderChoice = Literal["offline", "local", "e5", "openai"]
EMBEDDING_PROVIDERS: tuple[EmbeddingProviderChoice, ...] = get_args(EmbeddingProviderChoice)
ALL = "all"


class ProviderChoiceError(Exception):
    """`--provider` names something unknown or unavailable here; the message says why."""


def unavailable_reason(provider: EmbeddingProviderChoice) -> str | None:
    """Why a provider cannot run on this machine, or None when it can.

    Args:
        provider: the provider.

    Returns:
        A short reason, or None.
    """
    if provider == "local" and not local_model_available():
        return "the `local` extra is not installed (pip install -e '.[dev,local]')"
    if provider == "e5" and not e5_model_available():
        return "the `e5` extra is not installed (pip install -e '.[dev,e5]')"
    if provider == "openai" and not (os.environ.get("OPENAI_API_KEY") or "").strip():
        return "OPENAI_API_KEY is not set"
    return None


def resolve_providers(option: str) -> list[EmbeddingProviderChoice]:
    """Turn `--provider` (a name, a comma list, or `all`) into providers to run.

    Args:
        option: the option's value.

    Returns:
        The providers, in the order given (`all`: every available one, offline first).

    Raises:
        ProviderChoiceError: an unknown name, or a named provider that cannot run here.
    """
    names = [name.strip() for name in option.split(",") if name.strip()]
    if names == [ALL]:
        return [p for p in EMBEDDING_PROVIDERS if unavailable_reason(p) is None]
    chosen: list[EmbeddingProviderChoice] = []
    for name in names:
        provider = _known(name)
        reason = unavailable_reason(provider)
        if reason is not None:
            raise ProviderChoiceError(f"provider {name!r} is not available: {reason}")
        if provider not in chosen:
            chosen.append(provider)
    if not chosen:
        raise ProviderChoiceError("no provider given")
    return chosen


def _known(name: str) -> EmbeddingProviderChoice:
    for provider in EMBEDDING_PROVIDERS:
        if provider == name:
            return provider
    choices = ", ".join((*EMBEDDING_PROVIDERS, ALL))
    raise ProviderChoiceError(f"unknown provider {name!r} (choose from {choices})")


def provider_settings(provider: EmbeddingProviderChoice) -> AiSettings:
    """Gateway settings whose embeddings come from `provider`.

    Args:
        provider: the embedding provider.

    Returns:
        Settings (other AI_* variables, e.g. dimensions, still apply).
    """
    chat = "openai" if provider == "openai" else "offline"
    return AiSettings(AI_PROVIDER=chat, AI_EMBEDDING_PROVIDER=provider)
