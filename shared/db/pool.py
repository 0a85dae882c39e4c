"""The connection pool and the three ways to use it: as a user, as the service, anonymously."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import psycopg
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from shared.db.transactions import ApiRole, Conn, Read, read_once, role_transaction
from shared.errors import DatabaseError

if TYPE_CHECKING:
    from collections.abc import Mapping
    from contextlib import AbstractAsyncContextManager

    from psycopg.abc import QueryNoTemplate as Query
    from psycopg.rows import DictRow

    from shared.auth.principal import Principal
    from shared.db.compiled import CompiledQuery
    from shared.db.settings import DatabaseSettings

__all__ = ["Database", "create_database"]

logger = logging.getLogger(__name__)


async def _configure(conn: Conn) -> None:
    # pgvector's adapters need the type OIDs, looked up once per physical connection. A database
    # without the extension (not yet migrated) still works for everything else.
    from pgvector.psycopg import register_vector_async

    try:
        await register_vector_async(conn)
    except psycopg.ProgrammingError:
        logger.warning("pgvector types not found; vector columns will not be adapted")


class Database:
    """Role-scoped access to Postgres over one pool.

    `user(principal)` is for everything done on a caller's behalf (RLS applies, as the
    `authenticated` role with the caller's claims); `service()` is for trusted server work
    (embeddings, usage accounting) and must still filter user-owned rows by user id;
    `anon()` reads what an unauthenticated visitor may read.
    """

    def __init__(self, pool: AsyncConnectionPool[Conn], *, statement_timeout_ms: int) -> None:
        self._pool = pool
        self._statement_timeout_ms = statement_timeout_ms

    @property
    def pool(self) -> AsyncConnectionPool[Conn]:
        """The underlying pool (for health checks and shutdown)."""
        return self._pool

    def user(
        self, principal: Principal, *, pipelined: bool = False
    ) -> AbstractAsyncContextManager[Conn]:
        """A transaction as the `authenticated` role with the caller's verified claims.

        Args:
            principal: The verified caller.
            pipelined: Send BEGIN with the first query and COMMIT unawaited
                (`role_transaction`): for short reads.
        """
        return role_transaction(
            self._pool,
            role="authenticated",
            claims_json=principal.claims_json(),
            statement_timeout_ms=self._statement_timeout_ms,
            pipelined=pipelined,
        )

    def service(
        self, *, settings: Mapping[str, str] | None = None, pipelined: bool = False
    ) -> AbstractAsyncContextManager[Conn]:
        """A transaction as `service_role` (bypasses RLS: filter user rows explicitly).

        Args:
            settings: Configuration parameters to SET LOCAL with the BEGIN (no round trip
                of their own).
            pipelined: As for `user`.
        """
        return role_transaction(
            self._pool,
            role="service_role",
            claims_json='{"role":"service_role"}',
            statement_timeout_ms=self._statement_timeout_ms,
            settings=settings,
            pipelined=pipelined,
        )

    def anon(self, *, pipelined: bool = False) -> AbstractAsyncContextManager[Conn]:
        """A transaction as `anon`: published content only (`pipelined` as for `user`)."""
        return role_transaction(
            self._pool,
            role="anon",
            claims_json='{"role":"anon"}',
            statement_timeout_ms=self._statement_timeout_ms,
            pipelined=pipelined,
        )

    async def read_as_user(
        self, principal: Principal, query: Query | CompiledQuery, params: Mapping[str, object]
    ) -> list[DictRow]:
        """One read as the caller in a transaction of its own, in one round trip (`read_once`)."""
        return await self.reads_as(principal)(query, params)

    def reads_as(self, principal: Principal | None) -> Read:
        """Reads as the caller, or as `anon` without one: each in one round trip (`read_once`).

        Args:
            principal: The verified caller; None reads what a visitor may.
        """
        role: ApiRole = "anon" if principal is None else "authenticated"
        claims_json = '{"role":"anon"}' if principal is None else principal.claims_json()

        async def read(query: Query | CompiledQuery, params: Mapping[str, object]) -> list[DictRow]:
            return await read_once(
                self._pool,
                query,
                params,
                role=role,
                claims_json=claims_json,
                statement_timeout_ms=self._statement_timeout_ms,
            )

        return read

    async def read_as_service(
        self,
        query: Query | CompiledQuery,
        params: Mapping[str, object],
        *,
        settings: Mapping[str, str] | None = None,
    ) -> list[DictRow]:
        """One read as `service_role`, in one round trip (`read_once`).

        Args:
            query: One statement.
            params: Its values.
            settings: Configuration parameters local to its transaction.
        """
        return await read_once(
            self._pool,
            query,
            params,
            role="service_role",
            claims_json='{"role":"service_role"}',
            statement_timeout_ms=self._statement_timeout_ms,
            settings=settings,
        )

    async def close(self) -> None:
        """Close every pooled connection."""
        await self._pool.close()


async def create_database(settings: DatabaseSettings) -> Database:
    """Open a pool for `settings` and check that a connection works.

    Raises:
        DatabaseError: no connection could be made within the configured timeouts.

    `prepare_threshold=None` turns off server-side prepared statements, which the Supabase
    transaction pooler cannot route; `autocommit=True` lets `conn.transaction()` own every
    BEGIN/COMMIT so no connection goes back to the pool inside a transaction.
    """
    pool: AsyncConnectionPool[Conn] = AsyncConnectionPool(
        settings.database_url.get_secret_value(),
        min_size=settings.pool_min_size,
        max_size=settings.pool_max_size,
        timeout=settings.pool_timeout_s,
        open=False,
        configure=_configure,
        kwargs={
            "autocommit": True,
            "prepare_threshold": None,
            "row_factory": dict_row,
            "connect_timeout": max(1, int(settings.connect_timeout_s)),
        },
    )
    try:
        await pool.open(wait=True, timeout=settings.connect_timeout_s + settings.pool_timeout_s)
        # Fail at cold start, not on the first request, when the database is unreachable.
        async with pool.connection() as conn:
            await conn.execute("select 1")
    except (PoolTimeout, psycopg.OperationalError) as exc:
        await pool.close()
        raise DatabaseError("The database is unreachable.") from exc
    return Database(pool, statement_timeout_ms=settings.statement_timeout_ms)
