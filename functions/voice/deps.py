"""The voice functions' dependencies, built lazily once per container and injectable.

Mangum runs without lifespan, so nothing is built at import: the first invocation parses the
settings and opens the pool, later ones reuse them. A failed build (database unreachable) is
answered as a JSON 500 and retried by the next request rather than cached. Tests hand
`build_app` a provider returning their own `VoiceDeps`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, TypeAlias

from shared.context import DEFAULT_SOURCES, ContextSources
from shared.http.function_deps import open_core, parse_function_settings
from shared.http.lazy import BuildOnce
from shared.tools import ToolExecutor, build_registry
from voice.settings import VoiceSettings

if TYPE_CHECKING:
    from shared.ai import AiGateway
    from shared.auth import TokenVerifier
    from shared.db import Database
    from shared.tools import ToolRegistry

__all__ = ["Clock", "DepsProvider", "LazyDeps", "VoiceDeps", "utc_now"]

Clock: TypeAlias = Callable[[], datetime]


def utc_now() -> datetime:
    """The server's clock, in UTC."""
    return datetime.now(UTC)


@dataclass(frozen=True, kw_only=True)
class VoiceDeps:
    """Everything the voice handlers use.

    Attributes:
        settings: The parsed settings.
        db: The access layer.
        verifier: Checks the caller's access token.
        gateway: The AI gateway (Realtime secrets; recipe generation inside tools).
        registry: The shared tool registry (schemas and the voice allowlist).
        clock: The server's clock: session starts, durations, the quota month.
        context_sources: Where the user context is read from.
        executor: Runs tools from `registry` (derived, so the two never disagree).
    """

    settings: VoiceSettings
    db: Database
    verifier: TokenVerifier
    gateway: AiGateway
    registry: ToolRegistry
    clock: Clock = utc_now
    context_sources: ContextSources = DEFAULT_SOURCES
    executor: ToolExecutor = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "executor", ToolExecutor(self.registry))


DepsProvider: TypeAlias = Callable[[], Awaitable[VoiceDeps]]


class LazyDeps(BuildOnce[VoiceDeps]):
    """A `DepsProvider` that builds the voice dependencies on first use and keeps them."""

    def __init__(self, settings_factory: Callable[[], VoiceSettings] = VoiceSettings) -> None:
        """Set up the provider; nothing is built until it is first awaited.

        Args:
            settings_factory: Parses the settings (from the environment by default).
        """
        self._settings_factory = settings_factory
        super().__init__(self._build_deps, _close)

    async def _build_deps(self) -> VoiceDeps:
        core = await open_core(parse_function_settings(self._settings_factory))
        return VoiceDeps(
            settings=core.settings,
            db=core.db,
            verifier=core.verifier,
            gateway=core.gateway,
            registry=build_registry(),
        )


async def _close(deps: VoiceDeps) -> None:
    await deps.gateway.aclose()
    await deps.db.close()
