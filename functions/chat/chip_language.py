"""The language a chip's message is written in, whatever the names it carries.

Chips carry names in the language they were saved or shown in: "Let's cook Pollo al limón con
arroz again", "Make it spicier — Pollo al limón con arroz", "Suggest a quick custom recipe for
me: strogonoff de res". The answer's language is the one of the chip's own words, the ones the
app wrote in the cook's language, not the one of the name inside them.
"""

from __future__ import annotations

from chat.followups import cook_again_name
from shared.tools.asked_dish import chip_dish
from shared.tools.named_change import split_named_change

__all__ = ["chip_frame"]


def chip_frame(message: str) -> str:
    """A message without the recipe or dish name a chip put in it (unchanged otherwise).

    Args:
        message: The cook's message (typed, or a chip's).

    Returns:
        The words the language is read from: "Make it spicier", "Let's cook again".
    """
    if (named := split_named_change(message)) is not None:
        return named.change
    if (name := cook_again_name(message)) is not None:
        return message.replace(name, " ", 1)
    if (dish := chip_dish(message)) is not None:
        return message.removesuffix(dish)
    return message
