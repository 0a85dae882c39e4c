"""Where the project keeps its files: migrations, seed data and the local database folder."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["DATA_DIR", "MIGRATIONS_DIR", "PROJECT_ROOT", "SEED_DIR", "embedded_data_dir"]

PROJECT_ROOT = Path(__file__).resolve().parents[1]
MIGRATIONS_DIR = PROJECT_ROOT / "migrations"
SEED_DIR = MIGRATIONS_DIR / "seed"
# Git-ignored working folder for local state (database files, caches).
DATA_DIR = Path(os.environ.get("IRMIXY_DATA_DIR", PROJECT_ROOT / ".irmixy"))


def embedded_data_dir() -> Path:
    """The embedded Postgres data folder (created on first use)."""
    return DATA_DIR / "pgdata"
