"""Bilingual building blocks of template steps: lists, food-safety sentences, Thermomix dials.

Spanish sentences avoid articles on purpose: "agrega pollo y brócoli" reads naturally in a
recipe and needs no grammatical gender, which the offline provider cannot know for an
ingredient the user typed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "SAFE_TEMPERATURES",
    "StepDraft",
    "Tm",
    "in_minutes",
    "is_title_case",
    "join_names",
    "safety_sentence",
    "title_case",
    "tm_label",
]

# USDA minimum internal temperatures (°F, °C, rest minutes), as in the seed catalogue.
SAFE_TEMPERATURES: dict[str, tuple[int, int, int]] = {
    "poultry": (165, 74, 0),
    "ground_meat": (160, 71, 0),
    "red_meat": (145, 63, 3),
    "pork": (145, 63, 3),
    "seafood": (145, 63, 0),
    "eggs": (160, 71, 0),
    # Reheated leftovers (cooked rice among them) are brought back to 165°F throughout.
    "leftovers": (165, 74, 0),
}


def in_minutes(minutes: int, language: str) -> str:
    """A duration as a step says it: "1 minute", "12 minutes", "1 minuto", "12 minutos".

    Args:
        minutes: The whole minutes (a tight time limit can leave a step just one).
        language: "en" or "es".

    Returns:
        The number and its unit, singular for one.
    """
    unit = "minute" if language == "en" else "minuto"
    return f"{minutes} {unit}" if minutes == 1 else f"{minutes} {unit}s"


@dataclass(frozen=True, kw_only=True, slots=True)
class Tm:
    """Thermomix dial settings for one step."""

    seconds: int
    temp: str | None
    speed: str
    reverse: bool = False


@dataclass(frozen=True, kw_only=True, slots=True)
class StepDraft:
    """A template step before numbering: text, timer, Thermomix settings, safety note."""

    text: str
    minutes: int | None = None
    tm: Tm | None = None
    safety_note: str | None = None


# The words a title leaves lower case: "Chicken and Rice Skillet", "Souvlaki de Tofu Firme con
# Tzatziki".
_SMALL_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset({"and", "with", "of", "in", "or"}),
    "es": frozenset({"de", "del", "la", "las", "el", "los", "y", "e", "o", "con", "al", "a", "en",
                     "sin", "para", "por"}),
}  # fmt: skip


def is_title_case(text: str, language: str) -> bool:
    """Whether every word of a name but its small ones starts upper case."""
    small = _SMALL_WORDS["es" if language == "es" else "en"]
    return all(word[:1].isupper() or word in small for word in text.split())


def title_case(text: str, language: str) -> str:
    """A name in title case, its small words lower: "Cream of Mushroom", "Sun-Dried Tomato"
    (`str.title` says "Of"), "Tofu Firme con Tzatziki"."""
    small = _SMALL_WORDS["es" if language == "es" else "en"]
    return " ".join(
        word if word in small else "-".join(p[:1].upper() + p[1:] for p in word.split("-"))
        for word in text.split()
    )


def join_names(names: Sequence[str], language: str) -> str:
    """A natural list: "a, b and c" / "a, b y c".

    Args:
        names: the items, in order.
        language: "en" or "es".

    Returns:
        The joined list ("" for none).
    """
    items = [name for name in names if name]
    conjunction = " y " if language == "es" else " and "
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + conjunction + items[-1]


def safety_sentence(category: str, name: str, language: str) -> str:
    """The food-safety check for a protein, with both temperature scales.

    Args:
        category: a key of `SAFE_TEMPERATURES`.
        name: the ingredient as the recipe names it.
        language: "en" or "es".

    Returns:
        E.g. "Cook until the chicken reaches 165°F (74°C) in the thickest part."
    """
    fahrenheit, celsius, rest = SAFE_TEMPERATURES[category]
    if category == "eggs":
        if language == "es":
            return f"Cocina hasta que clara y yema estén firmes ({celsius}°C/{fahrenheit}°F)."
        return f"Cook until the whites and yolks are firm ({fahrenheit}°F/{celsius}°C)."
    if language == "es":
        sentence = (
            f"Cocina hasta que {name} alcance {celsius}°C ({fahrenheit}°F) en la parte más gruesa"
        )
        if rest:
            sentence += f" y deja reposar {rest} minutos"
        return sentence + "."
    plural = name.endswith("s") and not name.endswith("ss")
    verb, pronoun = ("reach", "them") if plural else ("reaches", "it")
    sentence = f"Cook until the {name} {verb} {fahrenheit}°F ({celsius}°C) in the thickest part"
    if rest:
        sentence += f", then let {pronoun} rest {rest} minutes"
    return sentence + "."


def tm_label(tm: Tm, language: str) -> str:
    """The Thermomix notation of a setting: "10 min/100°C/reverse/speed spoon".

    Args:
        tm: the settings.
        language: "en" or "es".

    Returns:
        The label as printed in Thermomix recipes.
    """
    if tm.seconds >= 60:
        duration = f"{tm.seconds // 60} min"
    else:
        duration = f"{tm.seconds} {'seg' if language == 'es' else 'sec'}"
    parts = [duration]
    if tm.temp is not None:
        parts.append("Varoma" if tm.temp == "varoma" else f"{tm.temp}°C")
    if tm.reverse:
        parts.append("giro inverso" if language == "es" else "reverse")
    if tm.speed == "spoon":
        parts.append("velocidad cuchara" if language == "es" else "speed spoon")
    else:
        parts.append(f"{'vel.' if language == 'es' else 'speed'} {tm.speed}")
    return "/".join(parts)
