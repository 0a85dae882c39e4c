"""Test-wide fixtures: no network beyond loopback, one embedded Postgres per test session."""

from __future__ import annotations

import ipaddress
import shutil
import socket
import tempfile
import uuid
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import psycopg
import pytest

from cli.database import embedded as embedded_db
from cli.database.migrate import apply_migrations
from cli.database.seed import load_catalogue
from cli.database.seed_load import SeedReport, seed_database
from cli.paths import MIGRATIONS_DIR, SEED_DIR
from shared.auth.principal import Principal
from shared.db import Database, DatabaseSettings, create_database

# --------------------------------------------------------------------------- network guard

_real_connect = socket.socket.connect
_real_connect_ex = socket.socket.connect_ex
_real_getaddrinfo = socket.getaddrinfo


def _is_local(host: object) -> bool:
    if not isinstance(host, str):
        return False
    if host in ("localhost", "") or host.endswith(".localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _guard_address(sock: socket.socket, address: Any) -> None:
    if sock.family == socket.AF_UNIX:
        return
    host = address[0] if isinstance(address, tuple) else address
    if not _is_local(host):
        raise RuntimeError(f"tests may not reach the network (tried {host!r})")


def _guarded_connect(self: socket.socket, address: Any) -> None:
    _guard_address(self, address)
    _real_connect(self, address)


def _guarded_connect_ex(self: socket.socket, address: Any) -> int:
    _guard_address(self, address)
    return _real_connect_ex(self, address)


def _guarded_getaddrinfo(host: Any, *args: Any, **kwargs: Any) -> Any:
    if host is not None and not _is_local(host.decode() if isinstance(host, bytes) else host):
        raise RuntimeError(f"tests may not resolve network names (tried {host!r})")
    return _real_getaddrinfo(host, *args, **kwargs)


def pytest_configure(config: pytest.Config) -> None:
    socket.socket.connect = _guarded_connect  # type: ignore[method-assign]
    socket.socket.connect_ex = _guarded_connect_ex  # type: ignore[method-assign]
    socket.getaddrinfo = _guarded_getaddrinfo


# --------------------------------------------------------------------------- database


@pytest.fixture(scope="session")
def pg_admin_url() -> Iterator[str]:
    """A fresh embedded Postgres cluster for this test session, removed afterwards."""
    root = Path(tempfile.mkdtemp(prefix="irmixy-test-pg-"))
    data_dir = root / "data"
    url = embedded_db.start(data_dir, keep_running=True)
    try:
        yield url
    finally:
        embedded_db.stop(data_dir)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(scope="session")
def fresh_database(pg_admin_url: str) -> Callable[[str], str]:
    """Create an empty database with a unique name and return its URL."""

    def create(prefix: str) -> str:
        name = f"{prefix}_{uuid.uuid4().hex[:10]}"
        return embedded_db.ensure_database(pg_admin_url, name)

    return create


@pytest.fixture(scope="session")
def database_url(pg_admin_url: str) -> str:
    """The session's migrated database (tests that need the catalogue ask for `seeded`)."""
    url = embedded_db.ensure_database(pg_admin_url, "irmixy_test")
    apply_migrations(url, MIGRATIONS_DIR)
    return url


@pytest.fixture(scope="session")
def seeded(database_url: str) -> SeedReport:
    """Load the real seed catalogue into the session database, once."""
    with psycopg.connect(database_url, autocommit=True) as conn:
        return seed_database(conn, load_catalogue(SEED_DIR))


@pytest.fixture
def admin_conn(database_url: str) -> Iterator[psycopg.Connection[tuple[Any, ...]]]:
    """A superuser connection whose work is rolled back after the test."""
    with (
        psycopg.connect(database_url, autocommit=True, prepare_threshold=None) as conn,
        conn.transaction(force_rollback=True),
    ):
        yield conn


@pytest.fixture(scope="session")
async def database(database_url: str) -> AsyncIterator[Database]:
    """The shared access layer over the session database."""
    db = await create_database(DatabaseSettings(DATABASE_URL=database_url, DB_POOL_MAX_SIZE=4))
    try:
        yield db
    finally:
        await db.close()


UserFactory = Callable[..., Principal]


@pytest.fixture
def make_user(database_url: str) -> UserFactory:
    """Create a committed auth.users row and return its principal, as a verified token gives."""

    def create(*, admin: bool = False, email: str | None = None) -> Principal:
        user_id = uuid.uuid4()
        app_metadata: dict[str, Any] = {"provider": "email"}
        if admin:
            app_metadata["role"] = "admin"
        with psycopg.connect(database_url, autocommit=True) as conn:
            conn.execute(
                "insert into auth.users (id, email, raw_app_meta_data) values (%s, %s, %s)",
                (
                    user_id,
                    email or f"{user_id.hex[:8]}@example.test",
                    psycopg.types.json.Jsonb(app_metadata),
                ),
            )
        return Principal.from_claims(
            {
                "sub": str(user_id),
                "role": "authenticated",
                "aud": "authenticated",
                "app_metadata": app_metadata,
            }
        )

    return create


@pytest.fixture
def cook(make_user: UserFactory, database_url: str) -> Callable[..., Principal]:
    """New users with a profile: ``cook("es", allergens=("peanut",), diets=("vegan",))``."""
    # Imported here: the chat harness loads the chat app, which unit tests never need.
    from tests.e2e.cook_support import make_cook

    return make_cook(make_user, database_url)
