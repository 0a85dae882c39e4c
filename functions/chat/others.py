""" "Otra cosa" / "something else" with recipe cards on screen: the same search, other recipes.

Searched as a new request, "otra cosa" finds nothing ("No encontré recetas para eso"). A cook
saying it looks at cards and wants different ones for the same request: the last search again,
wider, without the recipes this conversation already showed for it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import FoldedText
from shared.tools.phrasing import join_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.context.user_context import HistoryMessage
    from shared.schemas import Language

__all__ = [
    "OTHERS_LIMIT",
    "is_other_request",
    "none_other",
    "others_found",
    "shown_before",
    "was_shown",
]

# The search tool's largest page: room for new recipes after the ones already shown.
OTHERS_LIMIT: Final = 10
_OTHER: Final = re.compile(
    r"^\W*(?:(?:show me|give me|any|muestrame|dame|hay|quiero)\s+)?"
    r"(?:something else|anything else|other (?:options|ones|recipes|ideas)|others|"
    r"more (?:options|ideas|recipes)|different ones|"
    r"otra cosa|algo (?:mas|diferente|distinto)|otras(?: opciones| recetas| ideas)?|"
    r"mas (?:opciones|ideas|recetas)|otra opcion)"
    r"(?:\W*(?:please|por favor|porfa))?\W*$"
)
_FOUND: Final[dict[Language, tuple[str, str]]] = {
    "en": ("Other options: {names}.", "I found {n} other options, including {names}."),
    "es": ("Otras opciones: {names}.", "Encontré {n} opciones más, entre ellas {names}."),
}
_NONE: Final[dict[Language, str]] = {
    "en": "Those are all I have for that. Want me to create a new one?",
    "es": "Esas son todas las que tengo para eso. ¿Quieres que cree una nueva?",
}
_NAMED_AT_MOST: Final = 3
# Enough of a name to tell it from the others, well inside a summary's shortened names.
_NAME_PREFIX: Final = 40


def is_other_request(message: str) -> bool:
    """Whether a message only asks for other recipes than the ones shown ("otra cosa")."""
    return _OTHER.match(FoldedText.of(message).text.replace("'", " ")) is not None


def shown_before(history: Sequence[HistoryMessage]) -> str:
    """What the conversation's answers showed, as their summaries (card names among them)."""
    return " | ".join(item.payload_summary or "" for item in history if item.role == "assistant")


def was_shown(name: str, shown: str) -> bool:
    """Whether a card's name is among what the summaries say was shown.

    A summary shortens each name (to 60 characters, with an ellipsis): a long name such as
    "Rollitos Primavera Frescos de Verduras con Salsa de Cacahuate" is found by its start.
    """
    return name[:_NAME_PREFIX] in shown


def others_found(names: Sequence[str], language: Language) -> str:
    """The answer naming the other recipes shown: all of them, or how many and three."""
    few, many = _FOUND[language]
    copy = few if len(names) <= _NAMED_AT_MOST else many
    return copy.format(n=len(names), names=join_words(names[:_NAMED_AT_MOST], language))


def none_other(language: Language) -> str:
    """The answer when the search has nothing it did not show already."""
    return _NONE[language]
