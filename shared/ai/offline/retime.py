"""A step's time said again once its timer is shortened: the words agree with the timer.

"Make it quicker" takes a third off the steps that cook faster in smaller pieces. Their timer
changes, and so must what they say: "simmer for 60 to 75 minutes" under a 47-minute timer, or
"about 5 minutes per side" under 7, told the cook two times for one step.
"""

from __future__ import annotations

import re
from typing import Final

__all__ = ["retime"]

_MINUTES: Final = re.compile(r"\b(\d+)(\s*(?:minutes?|minutos?|min)\b)")
# "60\u201375 minutes", "8-10 min", "de 8 a 10 minutos".
_RANGE: Final = re.compile(
    r"\b(?P<low>\d+)(?P<to>\s*(?:\u2013|-|to|a)\s*)(?P<high>\d+)"
    r"(?P<unit>\s*(?:minutes?|minutos?|min)\b)"
)
_PER_SIDE: Final = re.compile(r"\s*(?:per|each|on each|por|de cada)\s+(?:side|lado)\b")


def retime(text: str, old: int, new: int) -> str:
    """The step's time said as `new` minutes where it said the `old` its timer holds: "N
    minutes", a range the timer falls in ("60 to 75 minutes", timed at 70), or a time per side
    (10 minutes in all is "5 minutes per side"), each shortened alike."""
    scaled = _RANGE.sub(lambda match: _shortened_range(match, old, new), text, count=1)
    if scaled != text:
        return scaled

    def swap(match: re.Match[str]) -> str:
        said = int(match.group(1))
        if said == old:
            return f"{new}{match.group(2)}"
        if abs(said * 2 - old) <= 1 and _PER_SIDE.match(text, match.end()):
            # A side's minutes, whole: half the timer rounded up.
            return f"{max(1, (new + 1) // 2)}{match.group(2)}"
        return match.group(0)

    return _MINUTES.sub(swap, text, count=1)


def _shortened_range(match: re.Match[str], old: int, new: int) -> str:
    low, high = int(match["low"]), int(match["high"])
    if not low <= old <= high:
        return match.group(0)
    shorter = max(1, round(low * new / old))
    longer = max(shorter + 1, round(high * new / old))
    return f"{shorter}{match['to']}{longer}{match['unit']}"
