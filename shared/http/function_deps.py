"""What every function builds at cold start: its settings (secrets resolved), the token
verifier, the AI gateway and the database pool.

Split in two so a function can build its own extras between parsing and opening the pool:
everything that can fail on configuration is built before a connection is made.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from shared.ai import build_gateway
from shared.auth import TokenVerifier
from shared.db import create_database
from shared.secret_parameters import load_secret_parameters

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.ai import AiGateway, AiSettings
    from shared.auth import AuthSettings
    from shared.db import Database, DatabaseSettings

__all__ = ["CoreDeps", "FunctionSettings", "open_core", "parse_function_settings"]


class FunctionSettings(Protocol):
    """The nested settings every function model carries."""

    @property
    def database(self) -> DatabaseSettings: ...

    @property
    def auth(self) -> AuthSettings: ...

    @property
    def ai(self) -> AiSettings: ...


SettingsT = TypeVar("SettingsT", bound=FunctionSettings)


@dataclass(frozen=True, kw_only=True)
class CoreDeps(Generic[SettingsT]):
    """The parts every function shares."""

    settings: SettingsT
    verifier: TokenVerifier
    gateway: AiGateway
    db: Database


def parse_function_settings(factory: Callable[[], SettingsT]) -> SettingsT:
    """Resolve the SSM secrets the environment names, then parse the settings once."""
    load_secret_parameters(os.environ)
    return factory()


async def open_core(settings: SettingsT) -> CoreDeps[SettingsT]:
    """The verifier and gateway (which fail on bad configuration; an in-process embedding
    model is loaded), then the pool.

    Raises:
        ConfigError: token verification or the AI provider is misconfigured.
        DatabaseError: the database is unreachable.
    """
    verifier = TokenVerifier(settings.auth)
    gateway = build_gateway(settings.ai)
    # Before the first request's search has a budget to spend on it.
    await gateway.warm_embeddings()
    db = await create_database(settings.database)
    return CoreDeps(settings=settings, verifier=verifier, gateway=gateway, db=db)
