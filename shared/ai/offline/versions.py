"""A custom version of a catalogue dish: the dish's own ingredients, made to fit the cook.

A brief whose notes say "version of: Shrimp Pad Thai" lists that recipe's ingredients, which the
cook did not choose. Unlike her own list, they follow every restriction of the brief: what her
diet or allergies rule out is swapped for its first allowed alternative (shrimp -> firm tofu,
fish sauce -> soy sauce) or left out, the swap is named in the description, and the dish keeps
its name with the swapped food renamed ("Firm Tofu Pad Thai").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from shared.ai.offline.catalogue_kinds import catalogue_ingredient
from shared.ai.offline.ingredients import key
from shared.ai.offline.normalize import words
from shared.ai.offline.phrases import join_names

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.ai.offline.ingredients import Ingredient
    from shared.ai.offline.restrictions import Restrictions

__all__ = ["Swap", "describe_swaps", "fit_item", "version_name"]


@dataclass(frozen=True, kw_only=True, slots=True)
class Swap:
    """One ingredient of the dish ruled out, and what stands in for it (None: left out)."""

    old: Ingredient
    new: Ingredient | None


def fit_item(
    info: Ingredient | None, name: str, rules: Restrictions, *, dessert: bool = False
) -> Swap | None:
    """The swap a dish's ingredient needs under the brief's restrictions, or None if it fits.

    Args:
        info: The ingredient as identified; one the offline table does not know is read from
            the catalogue (a version of fish tacos made gluten-free kept the beer), and one the
            catalogue does not know either fits: nothing says otherwise.
        name: The ingredient as written (free-text allergies match on it).
        rules: The brief's restrictions.
        dessert: The dish is a dessert (its swaps are a dessert's: see `Restrictions`).

    Returns:
        None when it may stay; else the swap (its `new` None when nothing allowed replaces it).
    """
    info = info or catalogue_ingredient(name)
    if info is None:
        return None
    if rules.allows_addition(info) and not rules.is_unsafe(name, info):
        return None
    return Swap(old=info, new=rules.alternative(info, dessert=dessert))


def _span(dish: str, old: Ingredient) -> tuple[int, int] | None:
    """Where (in the dish's words) one of the ingredient's names is written, longest first."""
    tokens = key(dish)
    for name in sorted((old.en, old.es, *old.aliases), key=lambda n: -len(key(n))):
        size = len(name_key := key(name))
        for start in range(len(tokens) - size + 1):
            if size and tokens[start : start + size] == name_key:
                return start, start + size
    return None


def version_name(dish: str, swaps: Sequence[Swap], language: str) -> str | None:
    """The dish's name with each swapped food that names it renamed, or None if it cannot be.

    Args:
        dish: The catalogue name ("Shrimp Pad Thai", "Tacos de Pescado Estilo Baja").
        swaps: The swaps made.
        language: "en" (the new word title-cased, as catalogue names are) or "es".

    Returns:
        "Firm Tofu Pad Thai"; the dish unchanged when no swapped food names it; None when a
        food the name says was left out with nothing in its place (the name would lie).
    """
    written = dish.split()
    if len(written) != len(words(dish)):
        return None  # punctuation inside the name: word positions would not line up
    for swap in swaps:
        span = _span(" ".join(written), swap.old)
        if span is None:
            continue
        if swap.new is None:
            return None
        new = swap.new.name(language).split()
        if written[span[0]][:1].isupper():
            # Written as the catalogue writes its names: "Tacos de Tofu Firme Estilo Baja".
            new = [w if w in _SMALL_WORDS else w[:1].upper() + w[1:] for w in new]
        written[span[0] : span[1]] = new
    return " ".join(written)


_SMALL_WORDS = frozenset({"de", "del", "la", "el", "y", "con", "and", "with", "of"})
_COPY = {
    "en": {
        "lead": " Changed from the original: ",
        "swap": "no {old} ({new} instead)",
        "drop": "no {old}",
    },
    "es": {
        "lead": " Cambios respecto a la original: ",
        "swap": "sin {old} ({new} en su lugar)",
        "drop": "sin {old}",
    },
}


def describe_swaps(swaps: Sequence[Swap], language: str) -> str:
    """The description's sentence naming the swaps, each negated ("no shrimp (firm tofu
    instead)") so the allergen check, which reads the description too, sees an omission.

    Args:
        swaps: The swaps made.
        language: "en" or "es".

    Returns:
        The sentence with a leading space, or "" when nothing was swapped.
    """
    if not swaps:
        return ""
    copy = _COPY["es" if language == "es" else "en"]
    parts = [
        copy["swap"].format(old=s.old.name(language), new=s.new.name(language))
        if s.new is not None
        else copy["drop"].format(old=s.old.name(language))
        for s in swaps
    ]
    return copy["lead"] + join_names(parts, language) + "."
