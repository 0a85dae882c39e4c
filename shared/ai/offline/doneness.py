"""A step's internal-temperature check: the sentence, or the aside, that says a food is done.

A check quotes a temperature with the words of doneness ("reaches 165°F (74°C) in the
thickest part", "alcance 74°C", "(well above the safe 145°F / 63°C)", "(71°C por dentro)").
A Spanish step often quotes °C alone, and a check can sit in brackets inside a sentence that
also says how to cook: the aside goes, the cooking stays, so tofu in a pork's place is not
simmered "until it is well above the safe 63°C" and a vegan flan sets with no egg's 71°C.
"""

from __future__ import annotations

import re
from typing import Final

from shared.ai.offline.normalize import fold

__all__ = [
    "INTERNAL_TEMP",
    "without_bare_temperatures",
    "without_check_asides",
    "without_check_clauses",
]

# Thermomix dial settings and oven heats quote a temperature too, never with these words.
INTERNAL_TEMP: Final = re.compile(
    r"(?=.*°\s*[fc]\b)(?=.*\b(?:reach|reaches|internal|thickest|yolks|safe|alcance|alcancen|"
    r"interna|gruesa|yema|yemas|seguros?|por dentro)\b)"
)
_ASIDE: Final = re.compile(r"\s*\([^()]*°[^()]*\)")
# An aside of temperatures alone: "(145°F / 63°C)".
_BARE: Final = re.compile(r"\s*\(\s*\d+\s*°\s*[FC](?:\s*(?:/|,|or|o)?\s*\d+\s*°\s*[FC])?\s*\)")
_HEATS: Final = re.compile(r"\b(?:oil|oven|bake|roast|aceite|horno|hornea|rostiza)\b")
# The check said as the end of a cooking sentence: "… until deep golden and the thickest part
# reaches 165°F (74°C)", "… y alcance 63°C": the clause goes, the frying stays.
_CLAUSE: Final = re.compile(
    r"(?:,\s*|\s+)(?:and|y)\s+[^,.;]*?\b(?:reach|reaches|alcance|alcancen)\b[^.;]*?°\s*[FC]"
    r"(?:\s*\([^()]*\))?",
)


def without_check_asides(text: str) -> str:
    """The text without its bracketed doneness checks ("(71°C por dentro)").

    Args:
        text: A step.

    Returns:
        The step; asides that quote no check (an oven's "(180°C)") stay.
    """
    return _ASIDE.sub(lambda m: "" if INTERNAL_TEMP.search(fold(m.group(0))) else m.group(0), text)


def without_bare_temperatures(text: str) -> str:
    """A sentence about a swapped food without the temperature aside it was done at.

    "Stir-fry the shrimp until pink and opaque (145°F / 63°C)" quotes the shrimp's check with
    no word of doneness; said of tofu, it goes. A sentence that heats oil or an oven keeps its
    temperatures: they are no food's.

    Args:
        text: A sentence naming the food swapped out.

    Returns:
        The sentence.
    """
    if _HEATS.search(fold(text)):
        return text
    return _BARE.sub("", text)


def without_check_clauses(text: str) -> str:
    """The text without the checks said as a closing clause of a cooking sentence.

    Args:
        text: A step.

    Returns:
        "Fry 3 to 4 minutes per side, until deep golden." of "…, until deep golden and the
        thickest part reaches 165°F (74°C)."; a sentence that is the check alone stays (the
        caller drops it whole).
    """
    return _CLAUSE.sub("", without_check_asides(text))
