"""Role-scoped transactions, the way PostgREST runs them on Supabase.

Each transaction sets the API role and the verified JWT claims with `set_config(..., true)` (local
to the transaction, so a pooled connection never leaks one caller's identity to the next), then
RLS applies exactly as it does for the app's own Supabase client.
"""

from __future__ import annotations

from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Literal, TypeAlias

from psycopg import AsyncConnection
from psycopg.rows import DictRow

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from psycopg_pool import AsyncConnectionPool

__all__ = ["ApiRole", "Conn", "role_transaction"]

Conn: TypeAlias = AsyncConnection[DictRow]
ApiRole = Literal["anon", "authenticated", "service_role"]

_SET_SCOPE = (
    "select set_config('role', %(role)s, true),"
    " set_config('request.jwt.claims', %(claims)s, true),"
    " set_config('statement_timeout', %(timeout)s, true)"
)


@asynccontextmanager
async def role_transaction(
    pool: AsyncConnectionPool[Conn],
    *,
    role: ApiRole,
    claims_json: str,
    statement_timeout_ms: int,
) -> AsyncIterator[Conn]:
    """Open a transaction running as `role` with the claims (JSON) seen by auth.uid()/auth.role().

    Commits when the block exits normally and rolls back on any exception.
    """
    async with pool.connection() as conn, conn.transaction():
        await conn.execute(
            _SET_SCOPE,
            {
                "role": role,
                "claims": claims_json,
                "timeout": f"{statement_timeout_ms}ms",
            },
        )
        yield conn
