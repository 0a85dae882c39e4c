"""The name of a dish the cook asked for, said in the other language ("Chicken Tinga" /
"Tinga de pollo").

A template made as the dish she asked for is named after it; changed in the other language it
is built again there (`rendered_language`), and rebuilt from its foods alone it came back as
"Salteado de tofu firme": the dish she asked for was gone. A dish's name in English puts its
food first and in Spanish after "de"; the food is said in the other language, the dish's own
word as it is.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.catalogue_names import catalogue_name_in
from shared.ai.offline.ingredients import identify, key

if TYPE_CHECKING:
    from shared.ai.offline.ingredients import Ingredient
    from shared.schemas import Language

__all__ = ["dish_name_in"]

# A label after the name ("(Vegan)", "(versión vegana)"): the change that adds it says it again.
_LABEL: Final = re.compile(r"\s*\([^)]*\)\s*$")
_OF: Final = " de "
_LANGUAGES: Final[tuple[Language, ...]] = ("en", "es")


def _food(words: str) -> Ingredient | None:
    """The food these words name whole ("chicken", "muslos de pollo"), else None: "Chicken
    Tinga" holds chicken, but is no name of it."""
    info = identify(words)
    if info is None:
        return None
    names = {key(name) for name in (info.en, info.es, *info.aliases)}
    known = key(words) in names or any(catalogue_name_in(words, lang) for lang in _LANGUAGES)
    return info if known else None


def dish_name_in(name: str, language: Language) -> str | None:
    """A dish's name said in `language`, its food translated and put where that language does.

    Args:
        name: The name in the other language ("Chicken Tinga", "Tinga de pollo").
        language: The language to say it in.

    Returns:
        "Tinga de pollo" for ("Chicken Tinga", "es"), "Chicken Tinga" for ("Tinga de pollo",
        "en"); None when the name is not a food and a dish's word in that order.
    """
    name = _LABEL.sub("", name).strip()
    words = name.split()
    if language == "es":
        for size in range(len(words) - 1, 0, -1):
            food = " ".join(words[:size])
            if (info := _food(food)) is not None:
                said = catalogue_name_in(food, "es") or info.name("es")
                rest = " ".join(words[size:])
                return f"{rest[:1].upper()}{rest[1:]}{_OF}{said}"
        return None
    dish, of, food = name.partition(_OF)
    if not of or not dish or (info := _food(food)) is None:
        return None
    said = catalogue_name_in(food, "en") or info.name("en")
    return " ".join(word[:1].upper() + word[1:] for word in f"{said} {dish}".split())
