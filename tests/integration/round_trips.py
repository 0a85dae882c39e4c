"""Counting the round trips a piece of work makes to Postgres, from libpq's own trace.

A round trip is the client sending and then waiting: in the trace, a run of frontend (`F`)
messages followed by a backend (`B`) answer. The database has one connection, so the runs
of concurrent work cannot interleave in the count.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from psycopg import pq
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

from shared.db import Database

if TYPE_CHECKING:
    from collections.abc import AsyncIterator

    from shared.db import Conn

__all__ = ["TracedDatabase", "traced_database"]


class TracedDatabase(Database):
    """A `Database` over one traced connection; `round_trips()` counts since the last call."""

    def __init__(self, pool: AsyncConnectionPool[Conn], descriptor: int, trace_path: str) -> None:
        super().__init__(pool, statement_timeout_ms=8_000)
        self._descriptor = descriptor
        self._trace_path = trace_path
        self._read = 0

    async def round_trips(self) -> int:
        """The round trips made since the last call (or since the pool opened)."""
        async with self.pool.connection() as conn:
            # libpq buffers its trace: stopping it flushes what was written so far.
            conn.pgconn.untrace()
            _trace(conn, self._descriptor)
        return self._count(self._unread())

    def _unread(self) -> str:
        with open(self._trace_path, encoding="utf-8", errors="replace") as trace:
            trace.seek(self._read)
            text = trace.read()
            self._read = trace.tell()
        return text

    @staticmethod
    def _count(text: str) -> int:
        trips, previous = 0, ""
        for line in text.splitlines():
            side = line[:1]
            if side == "B" and previous == "F":
                trips += 1
            if side in ("B", "F"):
                previous = side
        return trips


def _trace(conn: Conn, descriptor: int) -> None:
    conn.pgconn.trace(descriptor)
    conn.pgconn.set_trace_flags(pq.Trace.SUPPRESS_TIMESTAMPS | pq.Trace.REGRESS_MODE)


@asynccontextmanager
async def traced_database(database_url: str) -> AsyncIterator[TracedDatabase]:
    """A database of one connection whose protocol messages are traced to a file."""
    descriptor, path = tempfile.mkstemp(prefix="irmixy-trace-")

    async def trace(conn: Conn) -> None:
        _trace(conn, descriptor)

    pool: AsyncConnectionPool[Conn] = AsyncConnectionPool(
        database_url,
        min_size=1,
        max_size=1,
        open=False,
        configure=trace,
        kwargs={"autocommit": True, "prepare_threshold": None, "row_factory": dict_row},
    )
    await pool.open(wait=True)
    database = TracedDatabase(pool, descriptor, path)
    try:
        await database.round_trips()  # the connection's own start-up is not the work's
        yield database
    finally:
        await pool.close()
        os.close(descriptor)
        os.unlink(path)
