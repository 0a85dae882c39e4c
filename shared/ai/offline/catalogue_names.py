"""A food the cook named in the other language, by the catalogue's name in the recipe's.

The offline table knows "chicken breast" only as an alias of chicken, so a Spanish recipe kept
it as she said it: "Salteado de chicken breast y arroz". The ingredient catalogue names it in
both languages (chicken breast, pechuga de pollo), and a recipe says it in its own.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

from shared.ai.offline.ingredients import identify, key
from shared.ai.offline.leftovers import is_cooked, leftover_name
from shared.ai.offline.normalize import fold, stem
from shared.ingredients.catalogue import catalogue_by_slug

if TYPE_CHECKING:
    from shared.ai.offline.ingredients import Ingredient
    from shared.schemas import Language

__all__ = ["catalogue_name_in", "food_named_in"]


@functools.cache
def _main_names(language: Language) -> dict[tuple[str, ...], str]:
    """Each catalogue food by the key of its main name in `language`: its name in the other.

    Main names only: an alias is a looser name ("rice" for long-grain rice), and translated
    it would say more than the cook did.
    """
    names: dict[tuple[str, ...], str] = {}
    for row in catalogue_by_slug().values():
        said, other = (row.name_en, row.name_es) if language == "en" else (row.name_es, row.name_en)
        names.setdefault(key(said), other)
    return names


@functools.cache
def _all_keys(language: Language) -> frozenset[tuple[str, ...]]:
    """The keys of every catalogue name and alias in `language`."""
    return frozenset(
        key(name) for row in catalogue_by_slug().values() for name in row.spellings(language)
    )


def catalogue_name_in(name: str, language: Language) -> str | None:
    """The catalogue's name, in `language`, of a food named whole in the other language.

    Args:
        name: The food as the cook said it ("chicken breast").
        language: The recipe's language.

    Returns:
        "pechuga de pollo" for ("chicken breast", "es"); None when the catalogue has no food of
        that name in the other language, or the name is one in the recipe's language as well
        ("tofu", "chipotle").
    """
    other: Language = "en" if language == "es" else "es"
    name_key = key(name)
    if not name_key or name_key in _all_keys(language):
        return None
    return _main_names(other).get(name_key)


def food_named_in(name: str, language: Language, info: Ingredient | None = None) -> str:
    """A food named in the other language, named in `language`: "tengo leftover rice" gives
    "arroz sobrante", not "rice sobrante"; a Spanish answer about an English recipe says
    "ajo", not "garlic".

    Only the food's own name is translated, with the words saying it is cooked said again in
    `language`. A name the table knows only as an alias ("chicken breast") is the catalogue's
    food of that name, said in `language` ("pechuga de pollo"); any other name stays as it is.

    Args:
        name: The food as said or written ("leftover rice", "garlic").
        language: The language to name it in.
        info: The table's food for the name, when the caller identified it already.

    Returns:
        The name in `language`, or `name` unchanged when it is one already or is not known.
    """
    info = info or identify(name)
    if info is None:
        return name
    other = info.name("en" if language == "es" else "es")
    said = name.split()
    food = [i for i, word in enumerate(said) if not is_cooked(word)]
    wanted = [stem(word) for word in fold(other).split()]
    if [stem(fold(said[i])) for i in food] != wanted:
        return catalogue_name_in(name, language) or name
    translated = info.name(language)
    return leftover_name(translated, language) if len(food) < len(said) else translated
