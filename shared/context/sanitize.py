"""Cleaning text that came from a user (or a model) before it reaches a prompt or a query.

Seed 000 §6.7.5: control characters are stripped before anything is placed in a prompt. Format
characters (zero-width spaces, bidi overrides) go too: they are invisible to a reader, so they
can only hide something from one.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = [
    "DEFAULT_MAX_ITEMS",
    "DEFAULT_MAX_ITEM_LEN",
    "DEFAULT_MAX_TEXT_LEN",
    "clean_line",
    "sanitize_list",
    "sanitize_text",
    "strip_control_characters",
]

DEFAULT_MAX_TEXT_LEN: Final = 2000
DEFAULT_MAX_ITEMS: Final = 20
DEFAULT_MAX_ITEM_LEN: Final = 60

# Cc: C0/C1 controls and DEL; Cf: format characters; Cs: lone surrogates (not encodable).
_STRIPPED_CATEGORIES: Final = frozenset({"Cc", "Cf", "Cs"})
# Line and paragraph separators (Zl, Zp) and the other vertical breaks become plain newlines.
_LINE_BREAKS: Final = frozenset({"\r", "\u2028", "\u2029", "\x0b", "\x0c", "\x85"})
_HORIZONTAL_SPACE = re.compile(r"[^\S\n]+")
_SPACE_AROUND_NEWLINE = re.compile(r" ?\n ?")
_MANY_NEWLINES = re.compile(r"\n{3,}")
_ANY_SPACE = re.compile(r"\s+")


def strip_control_characters(text: str, *, keep_newlines: bool) -> str:
    """Remove control, format and surrogate characters.

    Args:
        text: Any text.
        keep_newlines: Keep line breaks (normalised to ``\\n``) and tabs; otherwise both become
            spaces, so words on either side stay apart.

    Returns:
        The text without the removed characters (whitespace is not collapsed here).
    """
    if text.isprintable():
        # No control, format, surrogate or separator character but the space: nothing to do
        # (most text: a chat turn cleans every line of its history).
        return text
    kept: list[str] = []
    for char in text.replace("\r\n", "\n"):
        if char == "\n" or char in _LINE_BREAKS:
            kept.append("\n" if keep_newlines else " ")
        elif char == "\t":
            kept.append("\t" if keep_newlines else " ")
        elif unicodedata.category(char) not in _STRIPPED_CATEGORIES:
            kept.append(char)
    return "".join(kept)


def sanitize_text(text: str, max_len: int | None = DEFAULT_MAX_TEXT_LEN) -> str:
    """Strip control characters (except newline and tab), collapse whitespace and cap the length.

    Args:
        text: Text from a user, a profile or a model.
        max_len: The longest result, in characters; ``None`` for no cap (tool arguments, whose
            oversize must be refused rather than silently cut).

    Returns:
        NFC-normalised text: runs of spaces and tabs are one space, at most one blank line in a
        row, no leading or trailing whitespace.
    """
    if max_len is not None:
        # Bound the work on huge inputs; collapsing can only shorten the text further.
        text = text[: max_len * 4]
    cleaned = strip_control_characters(unicodedata.normalize("NFC", text), keep_newlines=True)
    cleaned = _HORIZONTAL_SPACE.sub(" ", cleaned)
    cleaned = _SPACE_AROUND_NEWLINE.sub("\n", cleaned)
    cleaned = _MANY_NEWLINES.sub("\n\n", cleaned).strip()
    if max_len is not None and len(cleaned) > max_len:
        cleaned = cleaned[:max_len].rstrip()
    return cleaned


def clean_line(text: str, max_len: int | None = None) -> str:
    """One line of text: every control character and line break removed, whitespace collapsed.

    Args:
        text: A short value (an ingredient, a slug, a search query).
        max_len: The longest result, or ``None`` for no cap.

    Returns:
        The cleaned single-line text.
    """
    if max_len is not None:
        text = text[: max_len * 4]
    cleaned = strip_control_characters(unicodedata.normalize("NFC", text), keep_newlines=False)
    cleaned = _ANY_SPACE.sub(" ", cleaned).strip()
    if max_len is not None and len(cleaned) > max_len:
        cleaned = cleaned[:max_len].rstrip()
    return cleaned


def sanitize_list(
    items: Iterable[str | None],
    max_items: int = DEFAULT_MAX_ITEMS,
    max_len: int = DEFAULT_MAX_ITEM_LEN,
) -> tuple[str, ...]:
    """Clean a list of short values: one line each, no blanks, no repeats, capped.

    Args:
        items: Values such as allergies or equipment (``None`` entries are skipped: Postgres
            arrays may hold nulls).
        max_items: How many values to keep at most (the first ones win).
        max_len: The longest value, in characters.

    Returns:
        The cleaned values in their original order; repeats are compared case-insensitively.
    """
    seen: set[str] = set()
    cleaned: list[str] = []
    for item in items:
        if len(cleaned) >= max_items:
            break
        if item is None:
            continue
        value = clean_line(item, max_len)
        key = value.casefold()
        if value and key not in seen:
            seen.add(key)
            cleaned.append(value)
    return tuple(cleaned)
