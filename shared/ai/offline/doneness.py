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
from shared.ai.offline.scrub import mentions, split_sentences

__all__ = [
    "INTERNAL_TEMP",
    "without_bare_temperatures",
    "without_check_asides",
    "without_check_clauses",
    "without_done_looks",
    "without_looks_of",
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
# reaches 165°F (74°C)", "… y alcance 63°C": the clause goes, the frying stays, and so does
# the place it was measured ("… 74°C (165°F) por dentro" left "partes doradas por dentro").
_CLAUSE: Final = re.compile(
    r"(?:,\s*|\s+)(?:and|y)\s+[^,.;]*?\b(?:reach|reaches|alcance|alcancen)\b[^.;]*?°\s*[FC]"
    r"(?:\s*\([^()]*\))?(?:\s+(?:inside|in the (?:centre|center|middle)|por dentro"
    r"|en el centro))?",
)

# How a raw protein looks once done: shrimp turn pink and opaque and curl, fish flakes, meat
# keeps no pink; and the temperature it is done at. Said of the tofu in its place, no cook
# can see any of it.
_DONE_LOOK: Final = re.compile(
    r"\b(?:pink|opaque|flakes?|flaked|curled|rosad[oa]s?|opac[oa]s?|desmenuce|desmenucen"
    r"|lajas|curvad[oa]s?)\b"
)
# With oil or an oven in the sentence, a temperature may be theirs ("until the oil reaches
# 180°C"): only the looks go.
_DONE_LOOK_OR_HEAT: Final = re.compile(f"{_DONE_LOOK.pattern}|°")
# A temperature alone in the list ("pink, opaque and 145°F", "rosados, opacos y a 63°C") is
# the food's, oil or no oil in the sentence.
_TEMPERATURE_ALONE: Final = re.compile(r"^(?:a|at)?\s*\d+\s*°")
# What a cooking sentence waits for: "until ...", "hasta que ...", to the end of its clause.
_UNTIL: Final = re.compile(r"\b(?P<word>until|hasta que)\s+(?P<clause>[^.;]*)", re.IGNORECASE)
_ITEMS: Final = re.compile(r",\s*|\s+and\s+|\s+y\s+")
# "browned with no pink inside": the browning is the tofu's too.
_WITH_LOOK: Final = re.compile(r"\s+(?:with|sin)\s+.*$")
# "…, about 2 minutes": how long, not what to wait for.
_HOW_LONG: Final = re.compile(r"^(?:about|around|for|unos|unas|alrededor|durante|\d)")
# What the stand-in is waited for: heated through, or cooked through when it is raw food with
# a safe temperature of its own (chicken in the shrimp's place), whose check the step gets.
_THROUGH: Final = {
    False: {"until": "heated through", "hasta que": "todo esté bien caliente"},
    True: {"until": "cooked through", "hasta que": "todo esté bien cocido"},
}
_AND: Final = {"until": "and", "hasta que": "y"}


def _without_look_after(item: str, look: re.Pattern[str]) -> str:
    tail = _WITH_LOOK.search(item)
    if tail is None or tail.start() == 0 or not look.search(fold(tail[0])):
        return item
    return item[: tail.start()]


def _waits_for(match: re.Match[str], look: re.Pattern[str], *, raw: bool, temperature: bool) -> str:
    word = match["word"]
    key = word.casefold()
    written = [item for item in _ITEMS.split(match["clause"].rstrip()) if item]
    items = [_without_look_after(item, look) for item in written]
    looks = [
        item
        for item in items
        if look.search(fold(item)) or (temperature and _TEMPERATURE_ALONE.match(fold(item)))
    ]
    if not looks and items == written:
        return match.group(0)
    # How long, and a temperature kept, follow what is waited for.
    after = [
        item
        for item in items
        if item not in looks
        and (_HOW_LONG.match(fold(item)) or _TEMPERATURE_ALONE.match(fold(item)))
    ]
    states = [item for item in items if item not in looks and item not in after]
    waited = states or [_THROUGH[raw][key]]
    waits = f"{', '.join(waited[:-1])} {_AND[key]} {waited[-1]}" if len(waited) > 1 else waited[0]
    return ", ".join([f"{word} {waits}", *after])


def without_done_looks(text: str, *, raw: bool = False, temperature: bool = True) -> str:
    """A sentence about a swapped food without the signs the old food was done by.

    "Cook 5 to 7 minutes more until they are pink, opaque." was the shrimp's; said of tofu it is
    "… until heated through.", of chicken "… until cooked through.", and "until the clams open
    and the fish flakes easily" keeps the clams.

    Args:
        text: A sentence naming the food swapped out, its checks gone already.
        raw: Whether the stand-in is raw food with a safe temperature of its own.
        temperature: Whether the temperature goes too (False: the stand-in is done at the
            same one, as fish is in the shrimp's place).

    Returns:
        The sentence; an "until" that waits for nothing of the kind stays.
    """
    look = _DONE_LOOK if not temperature or _HEATS.search(fold(text)) else _DONE_LOOK_OR_HEAT
    return _UNTIL.sub(lambda match: _waits_for(match, look, raw=raw, temperature=temperature), text)


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


def without_looks_of(text: str, terms: list[str]) -> str:
    """A step without the look a swapped food (named by `terms`) was done by, its temperature
    kept: fish in the shrimp's place is done at the shrimp's 145°F, but is never pink."""
    return " ".join(
        without_done_looks(sentence, raw=True, temperature=False)
        if mentions(sentence, terms)
        else sentence
        for sentence in split_sentences(text)
    )
