"""Where the project keeps its files: migrations, seed data and the local database folder."""

from __future__ import annotations

import os
import sys
from pathlib import Path

__all__ = [
    "FUNCTIONS_DIR",
    "MIGRATIONS_DIR",
    "PROJECT_ROOT",
    "SEED_DIR",
    "data_dir",
    "embedded_data_dir",
    "import_functions",
]

PROJECT_ROOT = Path(__file__).resolve().parents[1]
MIGRATIONS_DIR = PROJECT_ROOT / "migrations"
SEED_DIR = MIGRATIONS_DIR / "seed"
# Each folder in functions/ is a top-level package, as in Lambda (CodeUri: functions/).
FUNCTIONS_DIR = PROJECT_ROOT / "functions"


def data_dir() -> Path:
    """The git-ignored folder for local state (IRMIXY_DATA_DIR, default `.irmixy/`)."""
    return Path(os.environ.get("IRMIXY_DATA_DIR") or PROJECT_ROOT / ".irmixy")


def embedded_data_dir() -> Path:
    """The embedded Postgres data folder (created on first use)."""
    return data_dir() / "pgdata"


def import_functions() -> None:
    """Make the function packages (`chat`, `voice`, `backfill`) importable from the CLI."""
    if str(FUNCTIONS_DIR) not in sys.path:
        sys.path.insert(0, str(FUNCTIONS_DIR))
