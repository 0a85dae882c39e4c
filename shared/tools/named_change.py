"""Change chips that name their recipe: "Make it quicker — Chicken and Rice Skillet".

A chip stays on screen after the recipe it was offered for has been replaced, so its message
carries that recipe's name; the chat applies it only to the recipe it names and says so plainly
when that recipe is no longer the one open.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final

__all__ = ["NamedChange", "name_change", "split_named_change"]

_SEPARATOR: Final = " — "
_NAMED: Final = re.compile(r"^(?P<change>.{1,200}?) — (?P<name>[^—]{1,200})$", re.DOTALL)


@dataclass(frozen=True, kw_only=True)
class NamedChange:
    """A change and the recipe it was offered for."""

    change: str
    recipe_name: str

    def names(self, recipe_name: str) -> bool:
        """Whether this change was offered for a recipe of that name (case and spaces aside)."""
        return _key(self.recipe_name) == _key(recipe_name)


def _key(name: str) -> str:
    return " ".join(name.casefold().split())


def name_change(change: str, recipe_name: str) -> str:
    """The chip message for a change to one recipe.

    Args:
        change: What to change, as the cook would say it ("Make it quicker").
        recipe_name: The recipe's name as shown.

    Returns:
        E.g. "Make it quicker — Chicken and Rice Skillet".
    """
    return f"{change}{_SEPARATOR}{' '.join(recipe_name.replace('—', '-').split())}"


def split_named_change(message: str) -> NamedChange | None:
    """Read a chip message made by `name_change`.

    Args:
        message: The cleaned user message.

    Returns:
        The change and the recipe it names, or None for any other message.
    """
    match = _NAMED.match(message.strip())
    if match is None:
        return None
    return NamedChange(change=match["change"].strip(), recipe_name=match["name"].strip())
