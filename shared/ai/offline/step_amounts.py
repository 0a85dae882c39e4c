"""The amounts a step says itself, scaled with its recipe: "Heat the oil and 15 g butter".

A recipe made for fewer people scales its lines, and its steps must say what the lines now
hold: "Heat 2 tbsp oil" under a list of 1½ tbsp, "Reserve 120 ml of the pasta water" for half
the pasta. Every measured amount of a step (grams, litres, spoons, cups) is scaled as a line of
that unit is (`spooned`), and said as a cook writes it.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.quantities import amount_text, spooned
from shared.ai.offline.stated_amounts import unit_word

__all__ = ["scaled_amounts"]

# A measured amount: "15 g", "1.5 l", "2 tbsp", "½ cup"; never part of a larger figure or a
# range ("8-10 g" is left as said).
_AMOUNT: Final = re.compile(
    r"(?<![\d.,/\u2013-])(?P<figure>\d+(?:\.\d+)?|[½¼¾])\s?"
    r"(?P<unit>kg|g|ml|l|tbsp|tsp|cups?)\b(?![\u2013-])"
)
_GLYPHS: Final = {"½": 0.5, "¼": 0.25, "¾": 0.75}
_METRIC: Final = frozenset({"kg", "g", "ml", "l"})
_CLOSE: Final = 0.01


def _spoken(quantity: float) -> str:
    """A spoon or cup count as a recipe writes it: "1½", "¾", "2"."""
    whole = int(quantity)
    part = next(
        (glyph for glyph, value in _GLYPHS.items() if abs(quantity - whole - value) < 0.01), ""
    )
    return f"{whole or ''}{part}" if part else f"{quantity:g}"


def scaled_amounts(text: str, *, factor: float) -> str:
    """A step's text with each measured amount scaled by `factor` (new servings / old).

    Args:
        text: The step's instruction.
        factor: How much more (over 1) or less (under 1) the recipe now makes.

    Returns:
        The text, its amounts scaled: "15 g butter" for 4 is "8 g butter" for 2.
    """

    def scaled(match: re.Match[str]) -> str:
        figure, unit = match["figure"], match["unit"]
        quantity = _GLYPHS.get(figure) or float(figure)
        one = "cup" if unit == "cups" else unit
        # The units matched are English ones: less than a tablespoon is said in teaspoons,
        # as its line is ("1 tsp", not "¼ tbsp").
        now, said = spooned(quantity * factor, one, "en")
        now = now or quantity
        if said in _METRIC:
            return amount_text(now, said)
        return f"{_spoken(now)} {unit_word(said, now)}"

    return _AMOUNT.sub(scaled, text)
