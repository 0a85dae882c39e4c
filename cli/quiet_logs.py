"""Quieter logs while a command draws its own progress, put back as they were afterwards.

The backfill logs a JSON line per batch, which would tear a progress bar or a table. The
level belongs to the process-wide Powertools logger, so a command that lowers it must restore
it: the same process may run the local API or another command next (tests do).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

from shared.observability import logger

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["quiet_logs"]


@contextmanager
def quiet_logs(level: str = "WARNING") -> Iterator[None]:
    """Log only `level` and above inside the block; warnings still show by default."""
    previous = logger.log_level
    logger.setLevel(level)
    try:
        yield
    finally:
        logger.setLevel(previous)
