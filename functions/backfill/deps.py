"""The backfill functions' dependencies, built lazily once per container and injectable.

Mangum runs without lifespan, so nothing is built at import: the first invocation parses the
settings and opens the pool, later ones reuse them. Tests hand `build_app` / `build_worker` a
provider returning their own `BackfillDeps`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from backfill.settings import BackfillSettings
from shared.embeddings.dispatch import FanOutQueue
from shared.http.function_deps import open_core, parse_function_settings
from shared.http.lazy import BuildOnce

if TYPE_CHECKING:
    from shared.ai import AiGateway
    from shared.ai.retry import Sleep
    from shared.auth import TokenVerifier
    from shared.db import Database
    from shared.embeddings.fan_out import SqsClient

__all__ = ["BackfillDeps", "DepsProvider", "LazyDeps", "boto3_sqs_client"]


@dataclass(frozen=True, kw_only=True, slots=True)
class BackfillDeps:
    """Everything a backfill invocation needs.

    Attributes:
        settings: the parsed settings.
        database: the access layer (the backfill works as `service_role`).
        gateway: the embedder.
        verifier: checks the HTTP caller's access token.
        queue: the fan-out queue, or None when `BACKFILL_QUEUE_URL` is unset.
        sleep: the wait between batch retries (None: `asyncio.sleep`; tests pass a recorder).
    """

    settings: BackfillSettings
    database: Database
    gateway: AiGateway
    verifier: TokenVerifier
    queue: FanOutQueue | None = None
    sleep: Sleep | None = None


DepsProvider: TypeAlias = Callable[[], Awaitable[BackfillDeps]]


def boto3_sqs_client() -> SqsClient:
    """A boto3 SQS client for the function's region (boto3 ships with the Lambda runtime)."""
    # Imported here: only a fanning-out container pays for importing boto3.
    import boto3  # type: ignore[import-untyped]

    client: SqsClient = boto3.client("sqs")
    return client


class LazyDeps(BuildOnce[BackfillDeps]):
    """A `DepsProvider` that builds the backfill dependencies on first use and keeps them."""

    def __init__(
        self,
        settings_factory: Callable[[], BackfillSettings] = BackfillSettings,
        *,
        sqs_factory: Callable[[], SqsClient] = boto3_sqs_client,
        sleep: Sleep | None = None,
    ) -> None:
        """Set up the provider; nothing is built until it is first awaited.

        Args:
            settings_factory: parses the settings (from the environment by default).
            sqs_factory: builds the SQS client when a queue is configured.
            sleep: the wait between batch retries.
        """
        self._settings_factory = settings_factory
        self._sqs_factory = sqs_factory
        self._sleep = sleep
        super().__init__(self._build_deps, _close)

    async def _build_deps(self) -> BackfillDeps:
        settings = parse_function_settings(self._settings_factory)
        # The queue client is configuration too: built before the pool is opened.
        queue = (
            FanOutQueue(sqs_client=self._sqs_factory(), queue_url=settings.queue_url)
            if settings.queue_url is not None
            else None
        )
        core = await open_core(settings)
        return BackfillDeps(
            settings=settings,
            database=core.db,
            gateway=core.gateway,
            verifier=core.verifier,
            queue=queue,
            sleep=self._sleep,
        )


async def _close(deps: BackfillDeps) -> None:
    await deps.gateway.aclose()
    await deps.database.close()
