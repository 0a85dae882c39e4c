"""A chip's label typed instead of tapped: the chip's own request.

The app sends a chip's message when it is tapped; a cook who types what the chip says
("Create my own", "crear la mía") means the same, yet the label alone asks nothing the rules
can read: "Create my own" typed under the cards got the "simple mode" line, and "Crear la mía"
was searched for as a dish. The label of a chip the last answer offered is read as its tap,
whatever the case, accents or punctuation she typed it with.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.ai.offline.normalize import words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.context import HistoryMessage

__all__ = ["chip_typed"]


def chip_typed(message: str, history: Sequence[HistoryMessage]) -> str | None:
    """The message of the chip whose label the cook typed, if she typed one.

    Args:
        message: The cook's message.
        history: The session's messages, oldest first.

    Returns:
        The chip's message, as the app sends it when the chip is tapped; None when the
        message is not the label of a chip the last answer offered (or is its message already).
    """
    last = next((item for item in reversed(history) if item.role == "assistant"), None)
    said = words(message)
    if last is None or not said:
        return None
    for label, request in last.chips:
        if words(label) == said and request != message:
            return request
    return None
