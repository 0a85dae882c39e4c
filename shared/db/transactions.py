"""Role-scoped transactions, the way PostgREST runs them on Supabase.

Each transaction sets the API role and the verified JWT claims with `set_config(..., true)` (local
to the transaction, so a pooled connection never leaks one caller's identity to the next), then
RLS applies exactly as it does for the app's own Supabase client.
"""

from __future__ import annotations

import functools
from contextlib import asynccontextmanager, suppress
from typing import TYPE_CHECKING, Final, Literal, Protocol, TypeAlias

import psycopg
from psycopg import AsyncConnection, sql
from psycopg.rows import DictRow

from shared.db.compiled import CompiledQuery
from shared.errors import UnknownUserError

if TYPE_CHECKING:
    from collections.abc import AsyncIterator, Mapping

    from psycopg.abc import QueryNoTemplate as Query
    from psycopg_pool import AsyncConnectionPool

__all__ = [
    "ApiRole",
    "Conn",
    "Read",
    "is_unknown_user_violation",
    "read_once",
    "role_transaction",
]

Conn: TypeAlias = AsyncConnection[DictRow]
ApiRole = Literal["anon", "authenticated", "service_role"]


class Read(Protocol):
    """One read as a fixed role, in a transaction of its own and one round trip (`read_once`).

    What a search reads as its caller: each statement is a read of its own, so none waits
    for a COMMIT round trip after its rows (read committed gives a transaction of several
    statements no snapshot they share anyway).
    """

    async def __call__(
        self, query: Query | CompiledQuery, params: Mapping[str, object]
    ) -> list[DictRow]:
        """Run `query` with `params` and return its rows."""
        ...


# BEGIN and the scope in one simple-protocol round trip (values bound client-side as quoted
# literals, since the extended protocol takes one statement): every transaction costs a round
# trip less than a BEGIN of its own, which matters most through the Supavisor pooler. Other
# transaction settings a caller needs (the vector search's HNSW scan) ride along the same way.
# Pipelined (`pipelined`), BEGIN and the scope go as two statements queued ahead of the first
# query, in its round trip; a lone read (`read_once`) queues the scope alone ahead of its query,
# the pipeline's Sync ending their transaction.
_SCOPE: Final = sql.SQL(
    "select set_config('role', {role}, true),"
    " set_config('request.jwt.claims', {claims}, true),"
    " set_config('statement_timeout', {timeout}, true){settings}"
)
_BEGIN: Final = sql.SQL("begin")
_COMMIT: Final = sql.SQL("commit")
_SETTING: Final = sql.SQL(", set_config({name}, {value}, true)")


# Every transaction sends a scope, and a process sends the same few again and again (a role,
# a caller's claims, the timeout, the search's scan settings): quoting their values as
# literals cost the driver 40-75 µs a transaction, so each scope's text is built once.
_SCOPE_CACHE_SIZE: Final = 1024


def _scope(
    conn: Conn,
    role: ApiRole,
    claims_json: str,
    statement_timeout_ms: int,
    settings: Mapping[str, str] | None,
) -> bytes:
    """The scope's statement as `conn` would send it (its bytes in the connection's encoding)."""
    items = tuple((settings or {}).items())
    return _scope_text(role, claims_json, statement_timeout_ms, items).encode(conn.info.encoding)


@functools.lru_cache(maxsize=_SCOPE_CACHE_SIZE)
def _scope_text(
    role: ApiRole,
    claims_json: str,
    statement_timeout_ms: int,
    settings: tuple[tuple[str, str], ...],
) -> str:
    return _SCOPE.format(
        role=sql.Literal(role),
        claims=sql.Literal(claims_json),
        timeout=sql.Literal(f"{statement_timeout_ms}ms"),
        settings=sql.Composed(
            [
                _SETTING.format(name=sql.Literal(name), value=sql.Literal(value))
                for name, value in settings
            ]
        ),
    ).as_string(None)


def is_unknown_user_violation(exc: BaseException) -> bool:
    """Whether `exc` is a write refused because its `user_id` has no `auth.users` row.

    Every `user_id` column references `auth.users` (migrations 0006-0010), so the constraint
    names it; a token can outlive its user (deleted account, locally minted id).
    """
    if not isinstance(exc, psycopg.errors.ForeignKeyViolation):
        return False
    constraint = exc.diag.constraint_name or ""
    return constraint.endswith("_user_id_fkey")


@asynccontextmanager
async def role_transaction(
    pool: AsyncConnectionPool[Conn],
    *,
    role: ApiRole,
    claims_json: str,
    statement_timeout_ms: int,
    settings: Mapping[str, str] | None = None,
    pipelined: bool = False,
) -> AsyncIterator[Conn]:
    """Open a transaction running as `role` with the claims (JSON) seen by auth.uid()/auth.role().

    Commits when the block exits normally and rolls back on any exception. Savepoints
    (`conn.transaction()` inside the block) work as usual: psycopg sees the open transaction.
    `settings` are more configuration parameters set local to the transaction (SET LOCAL), in
    the same round trip as BEGIN.

    `pipelined` runs the block in psycopg's pipeline mode: BEGIN and the scope travel with the
    block's first statement, and COMMIT with nothing to wait for, so a transaction of one
    read costs two round trips instead of three. Each round trip wakes the server process,
    which on a busy machine costs milliseconds. Only for blocks that read what they execute
    right away and run no COPY (a pipeline refuses it); an error surfaces at the fetch that
    reaches it, as without the pipeline.

    Raises:
        UnknownUserError: a write named a user id `auth.users` does not hold (rolled back).
    """
    async with pool.connection() as conn:
        scope = _scope(conn, role, claims_json, statement_timeout_ms, settings)
        try:
            if pipelined:
                async with conn.pipeline():
                    # Queued, not awaited: they reach the server with the block's first query.
                    await conn.execute(_BEGIN)
                    await conn.execute(scope)
                    yield conn
                    await conn.execute(_COMMIT)
            else:
                await conn.execute(b"begin; " + scope)
                yield conn
                await conn.commit()
        except BaseException as exc:
            # A broken connection cannot roll back; the pool discards it, and the original
            # error is the one worth raising.
            with suppress(psycopg.Error):
                await conn.rollback()
            if is_unknown_user_violation(exc):
                raise UnknownUserError() from exc
            raise


async def read_once(
    pool: AsyncConnectionPool[Conn],
    query: Query | CompiledQuery,
    params: Mapping[str, object],
    *,
    role: ApiRole,
    claims_json: str,
    statement_timeout_ms: int,
    settings: Mapping[str, str] | None = None,
) -> list[DictRow]:
    """Run one read as `role` in a transaction of its own, in a single round trip.

    The scope and the query go out together and the pipeline's closing sync brings every
    result back; the rows are read from the cursor afterwards, while the connection is still
    held. Without BEGIN and COMMIT of their own: in the extended protocol every statement
    sent before a Sync runs in the one transaction the Sync ends (committed, or rolled back
    when a statement failed), so the scope set local to it holds for the query and ends with
    it, as in `role_transaction`, for two statements the client builds, sends and reads the
    results of instead of four. The statement may write too (a data-modifying `with`): its
    writes commit with it, or not at all.

    Args:
        pool: The pool.
        query: One statement with `%(name)s` placeholders, or one compiled already.
        params: Its values.
        role: The API role to read as.
        claims_json: The claims auth.uid()/auth.role() see.
        statement_timeout_ms: The transaction's statement timeout.
        settings: More configuration parameters local to the transaction.

    Returns:
        The rows.

    Raises:
        UnknownUserError: a write named a user id `auth.users` does not hold (rolled back).
    """
    async with pool.connection() as conn:
        scope = _scope(conn, role, claims_json, statement_timeout_ms, settings)
        try:
            async with conn.pipeline():
                await conn.execute(scope)
                cursor = await (
                    query.execute(conn, params)
                    if isinstance(query, CompiledQuery)
                    else conn.execute(query, params)
                )
            return await cursor.fetchall()
        except BaseException as exc:
            # A failed read leaves the transaction aborted; a broken connection cannot roll
            # back (the pool discards it) and the original error is the one worth raising.
            with suppress(psycopg.Error):
                await conn.rollback()
            if is_unknown_user_violation(exc):
                raise UnknownUserError() from exc
            raise
