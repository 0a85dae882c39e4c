"""Small EN/ES phrasing helpers for tool outputs: lists, dates and chips.

Server-side copy, no runtime i18n dependency (seed 000 §6.9): every sentence a tool produces
is built from these fixed patterns in the caller's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.context.sanitize import clean_line
from shared.schemas.response import SuggestionChip

if TYPE_CHECKING:
    from collections.abc import Sequence
    from datetime import datetime

    from shared.schemas.response import Language

__all__ = ["chip", "format_day", "join_alternatives", "join_words", "recipe_called"]

_MONTHS: Final[dict[Language, tuple[str, ...]]] = {
    "en": ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December"),
    "es": ("enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "octubre", "noviembre", "diciembre"),
}  # fmt: skip
_AND: Final[dict[Language, str]] = {"en": "and", "es": "y"}
_OR: Final[dict[Language, str]] = {"en": "or", "es": "o"}
_CHIP_LABEL_MAX: Final = 80
_CHIP_MESSAGE_MAX: Final = 500


def join_words(items: Sequence[str], language: Language) -> str:
    """Join items as a sentence would: ``A, B and C`` / ``A, B y C``.

    Args:
        items: The items, in order.
        language: The language of the conjunction.

    Returns:
        The joined text (empty for no items).
    """
    return _join(items, _AND[language])


def join_alternatives(items: Sequence[str], language: Language) -> str:
    """Join choices, not a list to use together: ``A, B or C`` / ``A, B o C``.

    Args:
        items: The alternatives, in order.
        language: The language of the conjunction.

    Returns:
        The joined text (empty for no items).
    """
    return _join(items, _OR[language])


def _join(items: Sequence[str], conjunction: str) -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {conjunction} {items[-1]}"


def format_day(
    instant: datetime, language: Language, *, with_year: bool = False, short: bool = False
) -> str:
    """A calendar day as people say it: ``January 14`` / ``14 de enero``.

    Args:
        instant: The moment, already in the caller's timezone.
        language: The language of the month name.
        with_year: Add the year (for dates outside the current year).
        short: The abbreviated form for a chip: ``Jan 14`` / ``14 ene``.

    Returns:
        The day in words.
    """
    month = _MONTHS[language][instant.month - 1]
    if short:
        day = f"{instant.day} {month[:3]}" if language == "es" else f"{month[:3]} {instant.day}"
        return f"{day} {instant.year}" if with_year else day
    if language == "es":
        day = f"{instant.day} de {month}"
        return f"{day} de {instant.year}" if with_year else day
    day = f"{month} {instant.day}"
    return f"{day}, {instant.year}" if with_year else day


def recipe_called(name: str, language: Language) -> str:
    """A recipe's name as the noun phrase a sentence can build on, whatever the name is.

    A dish name may be plural ("Tacos de Pescado", "Fish Tacos") or feminine or masculine, so
    "Cambié tu Tacos de Pescado" or "your Fish Tacos is unchanged" break the sentence around
    them. "recipe" / "receta" carries the number and gender instead: "your Fish Tacos
    recipe is unchanged", "tu receta de Tacos de Pescado ... la dejé igual".

    Args:
        name: The recipe's name as shown.
        language: The sentence's language.

    Returns:
        ``Fish Tacos recipe`` / ``receta de Tacos de Pescado`` (the name alone when it already
        says it is a recipe).
    """
    words = name.casefold().split()
    if language == "es":
        return name if words[:1] == ["receta"] else f"receta de {name}"
    return name if words[-1:] == ["recipe"] else f"{name} recipe"


def chip(label: str, message: str) -> SuggestionChip:
    """A suggestion chip, trimmed to the contract's lengths.

    Args:
        label: What the chip shows.
        message: What tapping it sends.

    Returns:
        The chip.
    """
    return SuggestionChip(
        label=clean_line(label, _CHIP_LABEL_MAX), message=clean_line(message, _CHIP_MESSAGE_MAX)
    )
