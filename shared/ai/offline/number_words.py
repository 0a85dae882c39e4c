"""Counts written as words, EN and ES, as cooks write them in a message ("two eggs", "dos horas").

One table for every reader of the offline provider that turns a word into a figure: the time
a cook has (`extract`) and the amount she has of a food (`stated_amounts`). Eleven is left out:
its Spanish word, "once", is an English adverb.
"""

from __future__ import annotations

from typing import Final

__all__ = ["CARDINALS"]

CARDINALS: Final[dict[str, int]] = {
    **dict.fromkeys(("one", "uno", "una", "un", "a", "an"), 1),
    **dict.fromkeys(("two", "dos"), 2),
    **dict.fromkeys(("three", "tres"), 3),
    **dict.fromkeys(("four", "cuatro"), 4),
    **dict.fromkeys(("five", "cinco"), 5),
    **dict.fromkeys(("six", "seis"), 6),
    **dict.fromkeys(("seven", "siete"), 7),
    **dict.fromkeys(("eight", "ocho"), 8),
    **dict.fromkeys(("nine", "nueve"), 9),
    **dict.fromkeys(("ten", "diez"), 10),
    **dict.fromkeys(("twelve", "doce"), 12),
}
