"""The app's language from `Accept-Language`, used only when the user has no profile yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from shared.schemas import Language

__all__ = ["accept_language_hint"]


def accept_language_hint(accept_language: str | None) -> Language | None:
    """The first English or Spanish tag of the header, in its order; None when neither."""
    for part in (accept_language or "").split(","):
        tag = part.split(";")[0].strip().lower()
        if tag.startswith("es"):
            return "es"
        if tag.startswith("en"):
            return "en"
    return None
