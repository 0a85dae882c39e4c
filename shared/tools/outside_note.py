"""What to say when the dish asked exists only outside the cook's diet or allergies.

`shared.search.outside_diet` falls back on "vegan pad thai" because the catalogue's pad thai has
shrimp. The seed's fallback copy (§6.9) still opens the answer, so every channel knows it for
the "let's create one" fallback; this sentence follows it and says why ("The catalogue has
Shrimp Pad Thai, but no vegan version."), and the first chip offers that dish made to fit
("Make a vegan version"), its message the seed's "Surprise me" one with the dish it carries
(`chat.asked_dish.chip_dish` reads it back), so a tap makes the custom version, not any recipe.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.safety.wording import join_names
from shared.tools.held_back import diet_word
from shared.tools.phrasing import chip

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.schemas.response import Language, SuggestionChip
    from shared.search.negation import Avoided
    from shared.search.outside_diet import OutsideDish

__all__ = ["avoided_words", "outside_chips", "outside_note", "version_change", "version_named"]

_NOTE: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "diet": "The catalogue has {names}, but no {diet} version. I can make you one!",
        "allergy": "The catalogue has {names}, but only with {allergens}. "
        "I can make you a version without them!",
        "avoided": "The catalogue has {names}, but only with {allergens}. "
        "I can make you a version without {allergens}!",
    },
    "es": {
        "diet": "El catálogo tiene {names}, pero no en versión {diet}. ¡Puedo prepararte una!",
        "allergy": "El catálogo tiene {names}, pero solo con {allergens}. "
        "¡Puedo prepararte una versión sin {allergens}!",
        "avoided": "El catálogo tiene {names}, pero solo con {allergens}. "
        "¡Puedo prepararte una versión sin {allergens}!",
    },
}
# The dish a chip carries: the catalogue's name, made to fit.
_DISH: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "diet": "{diet} version of {name}",
        "allergy": "{name} without {allergens}",
        "avoided": "{name} without {allergens}",
    },
    "es": {
        "diet": "versión {diet} de {name}",
        "allergy": "{name} sin {allergens}",
        "avoided": "{name} sin {allergens}",
    },
}
# The same dishes read back: the catalogue name a chip's dish is a version of.
_VERSION: Final = (
    re.compile(r"^\S+(?: \S+)? version of (?P<name>.+)$"),
    re.compile(r"^versión \S+(?: \S+)? de (?P<name>.+)$"),
    re.compile(r"^(?P<name>.+) (?:without|sin) .+$"),
)
_LABEL: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "diet": "Make a {diet} version",
        "allergy": "Make it without {allergens}",
        "avoided": "Make it without {allergens}",
    },
    "es": {
        "diet": "Hacer versión {diet}",
        "allergy": "Hacerla sin {allergens}",
        "avoided": "Hacerla sin {allergens}",
    },
}
# The food groups a cook's "without ..." leaves out, as she would name them.
_GROUPS: Final[dict[Language, dict[str, str]]] = {
    "en": {"pork": "pork", "poultry": "chicken", "red_meat": "red meat", "seafood": "seafood",
           "egg": "eggs", "legume": "beans", "dairy": "dairy", "meat": "meat"},
    "es": {"pork": "cerdo", "poultry": "pollo", "red_meat": "carne roja", "seafood": "mariscos",
           "egg": "huevo", "legume": "frijoles", "dairy": "lácteos", "meat": "carne"},
}  # fmt: skip
_MEAT: Final = frozenset({"poultry", "red_meat", "pork"})
_HOT: Final[dict[Language, str]] = {"en": "chili", "es": "chile"}


def avoided_words(avoided: Avoided, language: Language) -> list[str]:
    """What the cook's "without ..." left out, in words: "meat" for every meat, else each."""
    groups = list(avoided.categories)
    if set(groups) >= _MEAT:
        groups = ["meat", *(g for g in groups if g not in _MEAT)]
    words = [_GROUPS[language].get(group, group.replace("_", " ")) for group in groups]
    # "Nothing spicy": every hot food is out, named as the cook would name them all.
    hot = [_HOT[language]] if avoided.hot else []
    return [*words, *avoided.ingredients, *hot]


def _parts(outside: OutsideDish, language: Language) -> tuple[str, dict[str, str]]:
    names = outside.names_es if language == "es" else outside.names_en
    allergens = outside.allergens_es if language == "es" else outside.allergens_en
    avoided = avoided_words(outside.avoided, language)
    if not outside.diets and not allergens and avoided:
        # Hidden by nothing of hers but what she asked to leave out ("without pork").
        return "avoided", {
            "names": join_names(list(dict.fromkeys(names)), language, limit=2),
            "name": names[0] if names else "",
            "allergens": join_names(avoided, language, limit=3),
        }
    values = {
        "names": join_names(list(dict.fromkeys(names)), language, limit=2),
        "name": names[0] if names else "",
        "diet": " ".join(diet_word(diet, language) for diet in outside.diets[:2]),
        "allergens": join_names(list(allergens), language, limit=3),
    }
    return ("diet" if outside.diets or not allergens else "allergy"), values


def outside_note(outside: OutsideDish, language: Language) -> str:
    """The sentence saying the dish exists, but not for this diet, and offering one that fits.

    Args:
        outside: What the search found outside the gates.
        language: The answer's language.

    Returns:
        E.g. "The catalogue has Shrimp Pad Thai, but no vegan version. I can make you one!"
    """
    kind, values = _parts(outside, language)
    return _NOTE[language][kind].format(**values)


def outside_chips(
    outside: OutsideDish, language: Language, *, copy: Mapping[str, str]
) -> tuple[SuggestionChip, ...]:
    """The chips that make the dish to fit: a custom version now, or from one's ingredients.

    Args:
        outside: What the search found outside the gates.
        language: The answer's language.
        copy: The seed's fallback copy in that language (its chip messages carry the dish).

    Returns:
        "Make a vegan version" (carrying "vegan version of Shrimp Pad Thai") and the seed's
        "Create from ingredients", carrying the same dish.
    """
    kind, values = _parts(outside, language)
    dish = _DISH[language][kind].format(**values)
    return (
        chip(_LABEL[language][kind].format(**values), f"{copy['surprise_message']}: {dish}"),
        chip(copy["create_label"], f"{copy['create_message']}: {dish}"),
    )


def version_named(dish: str) -> str | None:
    """The catalogue name a chip's dish asks a version of, in either language, or None.

    Args:
        dish: What an `outside_chips` chip carries ("vegan version of Shrimp Pad Thai",
            "Pad Thai de Camarones sin cacahuates"), or any dish a cook named.

    Returns:
        "Shrimp Pad Thai"; None when the dish is not written as a version. The caller checks
        the catalogue holds a recipe of that name.
    """
    text = " ".join(dish.split())
    for pattern in _VERSION:
        if (match := pattern.match(text)) is not None:
            return match["name"]
    return None


def version_change(dish: str) -> str | None:
    """The change a chip's dish asks of the catalogue recipe, without the recipe's name.

    Args:
        dish: What an `outside_chips` or `slower_chips` chip carries ("vegan version of Shrimp
            Pad Thai", "Pad Thai de Camarones sin cacahuates").

    Returns:
        "vegan version", "sin cacahuates": the change alone, since the name's foods ("Shrimp")
        are what the version changes, not what it asks for; None when the dish is not written
        as a version.
    """
    text = " ".join(dish.split())
    for pattern in _VERSION:
        if (match := pattern.match(text)) is not None:
            before = text[: match.start("name")].removesuffix(" ")
            change = re.sub(r" (?:of|de)$", "", before) or text[match.end("name") :]
            return change.strip() or None
    return None
