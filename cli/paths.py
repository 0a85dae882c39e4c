"""Where the project keeps its files: migrations, seed data and the local database folder."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["MIGRATIONS_DIR", "PROJECT_ROOT", "SEED_DIR", "data_dir", "embedded_data_dir"]

PROJECT_ROOT = Path(__file__).resolve().parents[1]
MIGRATIONS_DIR = PROJECT_ROOT / "migrations"
SEED_DIR = MIGRATIONS_DIR / "seed"


def data_dir() -> Path:
    """The git-ignored folder for local state (IRMIXY_DATA_DIR, default `.irmixy/`)."""
    return Path(os.environ.get("IRMIXY_DATA_DIR") or PROJECT_ROOT / ".irmixy")


def embedded_data_dir() -> Path:
    """The embedded Postgres data folder (created on first use)."""
    return data_dir() / "pgdata"
