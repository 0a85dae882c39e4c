"""Whether the cook asked for no heat: a recipe made so is not offered "Make it spicier".

"Nothing spicy", "sin chile", "less spicy", "no jalapeños": said in her request, or earlier in
the conversation and not taken back by asking for more heat since. Read as the search reads a
negation (`shared.search.negation`) and as a change is read (`parse_modification`), in both
languages: the recipe she gets has no chile, so a chip adding one undoes what she asked.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final, get_args

from shared.ai.offline.ingredients import identify
from shared.ai.offline.modification import parse_modification
from shared.ai.offline.normalize import fold
from shared.schemas.response import Language
from shared.search.hot_foods import HOT_SLUGS
from shared.search.negation import split_negation

if TYPE_CHECKING:
    from collections.abc import Iterable

    from shared.ai.offline.modification import ModificationRequest

__all__ = ["heat_left_out", "is_hot_food"]

# The generic names of what bites, beside the catalogue's hot chiles (`HOT_SLUGS`).
_HOT_WORDS = frozenset({"chile", "chiles", "chili", "chilis", "chilli", "chillies", "picante"})


def is_hot_food(food: str) -> bool:
    """Whether a food brings heat: a hot chile of the catalogue (`HOT_SLUGS`) or a chile said
    generically; not the mild chiles (poblano, ancho), which a cook does not call hot."""
    known = identify(food)
    return fold(food) in _HOT_WORDS or (known is not None and known.slug in HOT_SLUGS)


# Every search turn that shows cards reads each of the cook's messages of the conversation again
# (two change readings and a negation reading in each language a message): what one message
# says of heat is a pure function of its text, remembered.
_SAID_CACHE_SIZE: Final = 4096


def _says_no_heat(text: str, change: ModificationRequest) -> bool:
    if change.milder or any(is_hot_food(food) for food in change.remove):
        return True
    for language in get_args(Language):
        avoided = split_negation(text, language).avoided
        if avoided.hot or any(is_hot_food(food) for food in avoided.ingredients):
            return True
    return False


def heat_left_out(said: Iterable[str]) -> bool:
    """Whether the cook's words, oldest first, leave heat out as they stand now.

    Args:
        said: Her messages of the conversation, then the words of this request (a tool's
            notes or the change asked), oldest first.

    Returns:
        True when a message left heat out and none after it asked for more.
    """
    mild = False
    for text in said:
        if (asked := _heat_asked(text)) is not None:
            mild = not asked
    return mild


@functools.lru_cache(maxsize=_SAID_CACHE_SIZE)
def _heat_asked(text: str) -> bool | None:
    """True when `text` asks for more heat, False when it leaves heat out, None for neither."""
    change = parse_modification(text)
    if change.spicier:
        return True
    return False if _says_no_heat(text, change) else None
