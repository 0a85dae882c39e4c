"""The kitchen a cook has or lacks, in words: its appliances and the hob (accent-folded).

"no tengo estufa nomás licuadora", "I only have a microwave", "slow cooker chicken": these words
say what the cook cooks with, never what she cooks. The search does not read them as a dish the
catalogue lacks (`shared.search.subject`), and the chat does not quote them as ingredients she
has (`shared.ai.offline.ingredient_lists`): "I only have a microwave" is no "Microwave Skillet".
"""

from __future__ import annotations

from typing import Final

__all__ = ["COOKS_WITH", "KITCHEN_WORDS"]

KITCHEN_WORDS: Final[frozenset[str]] = frozenset(
    {
        "stove", "stovetop", "hob", "microwave", "microondas", "estufa", "kettle", "hervidor",
        "cooker", "crockpot", "crock", "fryer", "airfryer", "freidora", "instapot", "pressure",
    }
)  # fmt: skip
# Every word of what a cook says she cooks with: the kitchen words, the oven and the blender
# (words the catalogue's steps hold, so the search reads them itself), and the words that make
# an appliance of two ("slow cooker", "air fryer", "freidora de aire").
COOKS_WITH: Final[frozenset[str]] = KITCHEN_WORDS | {
    "oven", "horno", "blender", "licuadora", "batidora", "slow", "air", "aire",
}  # fmt: skip
