"""Whether a message says one of a few short requests and nothing else, courtesy aside.

"save it, please" and "¡cocinémosla!" are acts on the recipe on screen; "save the recipe for
the kids' party" is a request of its own. One reading serves every such act, so "porfa" or
"now" is courtesy to all of them alike.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import words

if TYPE_CHECKING:
    from collections.abc import Collection

__all__ = ["says_only"]

_COURTESY: Final = frozenset(
    {"please", "pls", "plz", "ok", "okay", "now", "por", "favor", "porfa", "si"}
)


def says_only(message: str, phrases: Collection[str]) -> bool:
    """Whether the message, folded and without courtesy words, is one of `phrases`.

    Args:
        message: What the cook wrote.
        phrases: The requests, folded ("guardala", "lets cook it").
    """
    said = " ".join(word for word in words(message) if word not in _COURTESY)
    # "let's" folds to "let s".
    return said.replace("let s ", "lets ") in phrases
