"""The one database access layer: a pooler-safe async pool and role-scoped transactions."""

from shared.db.pool import Database, create_database
from shared.db.settings import DatabaseSettings
from shared.db.transactions import Conn, Read

__all__ = ["Conn", "Database", "DatabaseSettings", "Read", "create_database"]
