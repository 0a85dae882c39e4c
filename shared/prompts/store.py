"""`PromptStore`: the active `ai_prompts` row per key and language, cached for a TTL.

A prompt change takes effect in every container within the TTL (60 s by default), without a
deploy. The prompt in the code is the fallback when no row is active or the read fails (a
database hiccup must never break a turn), and says so in its version: ``code``. Versions read
from the table are ``db:<n>``. The cache holds misses too, so an empty table costs one read
per key and language per TTL, not one per turn.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:
    from collections.abc import Callable

    from shared.db import Conn, Database
    from shared.schemas import Language

__all__ = ["CODE_VERSION", "LoadedPrompt", "PromptStore", "activate_prompt", "list_prompts"]

logger = logging.getLogger(__name__)

CODE_VERSION: Final = "code"
DEFAULT_TTL_S: Final = 60.0

_ACTIVE: Final = (
    "select version, text from public.ai_prompts"
    " where key = %(key)s and language = %(language)s and active"
)
_LIST: Final = (
    "select key, language, version, active, length(text) as chars, created_at"
    " from public.ai_prompts order by key, language, version"
)
_NEXT_VERSION: Final = (
    "select coalesce(max(version), 0) + 1 as version from public.ai_prompts"
    " where key = %(key)s and language = %(language)s"
)
_DEACTIVATE: Final = (
    "update public.ai_prompts set active = false"
    " where key = %(key)s and language = %(language)s and active"
)
_INSERT: Final = (
    "insert into public.ai_prompts (key, language, version, text, active)"
    " values (%(key)s, %(language)s, %(version)s, %(text)s, true)"
)


@dataclass(frozen=True, kw_only=True)
class LoadedPrompt:
    """A prompt text and where it came from (``db:<n>`` or ``code``)."""

    text: str
    version: str


@dataclass(frozen=True, kw_only=True)
class _Entry:
    row: tuple[int, str] | None
    expires: float


class PromptStore:
    """Reads active prompts, caching each (key, language) for `ttl_s` seconds."""

    def __init__(
        self,
        db: Database,
        *,
        ttl_s: float = DEFAULT_TTL_S,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """Set up the store; nothing is read until the first `get`.

        Args:
            db: The database (read as the service role).
            ttl_s: How long a read (hit or miss) is trusted.
            clock: Monotonic seconds (tests pass their own).
        """
        self._db = db
        self._ttl_s = ttl_s
        self._clock = clock
        self._cache: dict[tuple[str, str], _Entry] = {}

    async def get(self, key: str, language: Language, *, fallback: str) -> LoadedPrompt:
        """The active prompt for `key` in `language`, or `fallback` (version ``code``).

        Args:
            key: The prompt's key, e.g. ``chat.rules``.
            language: ``en`` or ``es``.
            fallback: The prompt in the code.

        Returns:
            The prompt and its version.
        """
        now = self._clock()
        entry = self._cache.get((key, language))
        if entry is None or entry.expires <= now:
            try:
                row = await self._read(key, language)
            except Exception as exc:  # the code's prompt is always a valid answer
                logger.warning("prompt read failed", extra={"error_type": type(exc).__name__})
                # Not cached: the next turn tries again.
                return LoadedPrompt(text=fallback, version=CODE_VERSION)
            entry = _Entry(row=row, expires=now + self._ttl_s)
            self._cache[(key, language)] = entry
        if entry.row is None:
            return LoadedPrompt(text=fallback, version=CODE_VERSION)
        version, text = entry.row
        return LoadedPrompt(text=text, version=f"db:{version}")

    async def _read(self, key: str, language: str) -> tuple[int, str] | None:
        async with self._db.service() as conn:
            cursor = await conn.execute(_ACTIVE, {"key": key, "language": language})
            row = await cursor.fetchone()
        return (int(row["version"]), str(row["text"])) if row else None


async def list_prompts(conn: Conn) -> list[dict[str, Any]]:
    """Every stored prompt version (without its text), by key, language and version."""
    cursor = await conn.execute(_LIST)
    return [dict(row) for row in await cursor.fetchall()]


async def activate_prompt(conn: Conn, *, key: str, language: str, text: str) -> int:
    """Store `text` as the next version of `key` in `language` and make it the active one.

    Args:
        conn: A transaction (service role or owner).
        key: The prompt's key.
        language: ``en`` or ``es``.
        text: The new prompt text.

    Returns:
        The new version number.
    """
    cursor = await conn.execute(_NEXT_VERSION, {"key": key, "language": language})
    row = await cursor.fetchone()
    assert row is not None  # an aggregate always returns one row
    version = int(row["version"])
    params = {"key": key, "language": language, "version": version, "text": text}
    await conn.execute(_DEACTIVATE, params)
    await conn.execute(_INSERT, params)
    return version
