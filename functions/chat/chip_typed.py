"""A chip's label typed instead of tapped: the chip's own request.

The app sends a chip's message when it is tapped; a cook who types what the chip says
("Create my own", "crear la mía") means the same, yet the label alone asks nothing the rules
can read: "Create my own" typed under the cards got the "simple mode" line, and "Crear la mía"
was searched for as a dish. The label of a chip the last answer offered is read as its tap,
whatever the case, accents or punctuation she typed it with.

A chip offered in one language may be typed in the other: under cards shown in English,
"Crear la mía" was searched for as a dish and the no-match chips then carried "Crear la mía"
as the dish to make. The label of the same chip in the other language reads as its tap, asked
in the words she typed (the request of the chip in her language, with the dish or recipe the
offered one carries), so the answer comes in her language.

Under "Which one do you mean?", whose chips are the cards a change may mean, and under "I
found 3 recipes … Which one?", whose chips are her saved recipes, "the second one" is the second
chip: it was searched for as a dish.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.card_picked import picked_place
from chat.card_version import which_asked
from shared.ai.offline.normalize import words
from shared.context import last_answer
from shared.tools.offered_changes import CHANGE_KINDS, change_chips
from shared.tools.replay_output import saved_choice
from shared.tools.search_output import create_chips, result_chips

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.context import HistoryMessage
    from shared.schemas import Language
    from shared.schemas.response import SuggestionChip

__all__ = ["chip_typed"]


def _chips(language: Language) -> tuple[SuggestionChip, ...]:
    """The chips whose request is fixed words, each followed by what it carries, if anything:
    the results' and the no-match's (": strogonoff de res"), and the changes offered of a
    recipe (" — Pozole"), in one order whatever the language."""
    changes = change_chips(CHANGE_KINDS, "", language)
    return (*result_chips(language), *create_chips(language), *changes)


# The same chip in English and in Spanish, each way round.
_TWINS: Final = tuple(
    pair for en, es in zip(_chips("en"), _chips("es"), strict=True) for pair in ((en, es), (es, en))
)


def _twin_typed(said: list[str], label: str, request: str) -> str | None:
    """The request of the offered chip in the other language, when its label there was typed."""
    for offered, typed in _TWINS:
        head = offered.message.rstrip()
        if (
            words(offered.label) == words(label)
            and words(typed.label) == said
            and request.startswith(head)
        ):
            return typed.message.rstrip() + request[len(head) :]
    return None


def chip_typed(message: str, history: Sequence[HistoryMessage]) -> str | None:
    """The message of the chip whose label the cook typed, if she typed one.

    Args:
        message: The cook's message.
        history: The session's messages, oldest first.

    Returns:
        The chip's message, as the app sends it when the chip is tapped; None when the
        message is not the label of a chip the last answer offered (or is its message already).
    """
    last = last_answer(history)
    said = words(message)
    if last is None or not said:
        return None
    for label, request in last.chips:
        if words(label) == said and request != message:
            return request
    for label, request in last.chips:
        if (twin := _twin_typed(said, label, request)) is not None:
            return twin
    place = picked_place(message)
    if place is None or place >= len(last.chips):
        return None
    if which_asked(last) or all(saved_choice(request) for _, request in last.chips):
        return last.chips[place][1]
    return None
