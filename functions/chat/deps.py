"""The chat function's dependencies, built lazily once per container and injectable.

Mangum runs without lifespan, so nothing is built at import: the first invocation parses the
settings and opens the pool, later ones reuse them. Tests hand `build_app` a provider returning
their own `ChatDeps` (real database, offline gateway or the real SDK against the fake server).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, TypeAlias

from chat.settings import ChatSettings
from shared.ai import AiSettings, ToolSpec, build_gateway
from shared.context import DEFAULT_SOURCES, ContextSources
from shared.http.function_deps import open_core, parse_function_settings
from shared.http.lazy import BuildOnce
from shared.prompts import PromptStore
from shared.tools import ToolExecutor, build_registry

if TYPE_CHECKING:
    from shared.ai import AiGateway
    from shared.auth import TokenVerifier
    from shared.db import Database
    from shared.tools import ToolRegistry

__all__ = ["ChatDeps", "Clock", "DepsProvider", "LazyDeps", "model_tool_specs", "utc_now"]

Clock: TypeAlias = Callable[[], datetime]


def utc_now() -> datetime:
    """The server's clock, in UTC."""
    return datetime.now(UTC)


def model_tool_specs(registry: ToolRegistry) -> tuple[ToolSpec, ...]:
    """The registry's tools in the gateway's terms (text chat: every tool)."""
    return tuple(
        ToolSpec(
            name=spec["function"]["name"],
            description=spec["function"]["description"],
            parameters=spec["function"]["parameters"],
        )
        for spec in registry.openai_tool_specs()
    )


def _offline_gateway() -> AiGateway:
    return build_gateway(AiSettings(AI_PROVIDER="offline"))


@dataclass(frozen=True, kw_only=True)
class ChatDeps:
    """Everything the chat route uses.

    Attributes:
        settings: The parsed settings.
        db: The access layer.
        verifier: Checks the caller's access token.
        gateway: The configured AI gateway (OpenAI, or offline without a key).
        registry: The shared tool registry.
        fallback_gateway: The offline gateway a request degrades to when `gateway` fails.
        clock: The server's clock.
        context_sources: Where the user context is read from.
        executor: Runs tools from `registry` (derived, so the two never disagree).
        tool_specs: The registry's tools as the gateway offers them to the model, built once
            per container (the same for every caller; derived like `executor`).
        prompts: The cached reader of `ai_prompts` (one per container, so its cache is too).
    """

    settings: ChatSettings
    db: Database
    verifier: TokenVerifier
    gateway: AiGateway
    registry: ToolRegistry
    fallback_gateway: AiGateway = field(default_factory=_offline_gateway)
    clock: Clock = utc_now
    context_sources: ContextSources = DEFAULT_SOURCES
    executor: ToolExecutor = field(init=False)
    tool_specs: tuple[ToolSpec, ...] = field(init=False)
    prompts: PromptStore = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "executor", ToolExecutor(self.registry))
        ttl = self.settings.prompt_cache_ttl_s
        object.__setattr__(self, "prompts", PromptStore(self.db, ttl_s=ttl))
        object.__setattr__(self, "tool_specs", model_tool_specs(self.registry))


DepsProvider: TypeAlias = Callable[[], Awaitable[ChatDeps]]


class LazyDeps(BuildOnce[ChatDeps]):
    """A `DepsProvider` that builds the chat dependencies on first use and keeps them."""

    def __init__(self, settings_factory: Callable[[], ChatSettings] = ChatSettings) -> None:
        """Set up the provider; nothing is built until it is first awaited.

        Args:
            settings_factory: Parses the settings (from the environment by default).
        """
        self._settings_factory = settings_factory
        super().__init__(self._build_deps, _close)

    async def _build_deps(self) -> ChatDeps:
        core = await open_core(parse_function_settings(self._settings_factory))
        return ChatDeps(
            settings=core.settings,
            db=core.db,
            verifier=core.verifier,
            gateway=core.gateway,
            registry=build_registry(),
        )


async def _close(deps: ChatDeps) -> None:
    await deps.gateway.aclose()
    await deps.fallback_gateway.aclose()
    await deps.db.close()
