"""Which local servers share a database, so one does not re-embed it under another.

The embeddings table holds one vector per recipe, so a server started with another embedding
provider would replace the vectors a running server searches with, and the running one would
fall back to lexical-only search without a word. Every `irmixy serve` holds a shared advisory
lock on its database for its lifetime; a new one first tries the lock exclusively, which fails
exactly when another server holds it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

import psycopg

__all__ = ["SERVING_LOCK_KEY", "ServingLock", "hold_serving_lock"]

#: The advisory lock key of "an irmixy server serves this database" (any fixed bigint).
SERVING_LOCK_KEY: Final = 7_304_117_220_513


@dataclass(frozen=True, kw_only=True)
class ServingLock:
    """This server's hold on its database, and whether another server was already serving it.

    Attributes:
        others_serving: Another server held the lock when this one started.
        connection: The session that holds the lock; it is released when the process ends.
    """

    others_serving: bool
    connection: psycopg.Connection[Any]

    def release(self) -> None:
        """Let go of the database (tests; a server keeps it until it exits)."""
        self.connection.close()


def hold_serving_lock(database_url: str) -> ServingLock:
    """Take this server's shared hold on `database_url`, noting whether another has one.

    Args:
        database_url: The database the server is about to serve.

    Returns:
        The hold (keep it referenced for as long as the server runs).
    """
    conn = psycopg.connect(database_url, autocommit=True, prepare_threshold=None)
    row = conn.execute("select pg_try_advisory_lock(%s)", (SERVING_LOCK_KEY,)).fetchone()
    alone = bool(row and row[0])
    if alone:
        conn.execute("select pg_advisory_unlock(%s)", (SERVING_LOCK_KEY,))
    conn.execute("select pg_advisory_lock_shared(%s)", (SERVING_LOCK_KEY,))
    return ServingLock(others_serving=not alone, connection=conn)
