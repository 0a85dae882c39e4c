"""What the allergen and diet gates held back from a search, told in the cook's language.

The gates hide a recipe before ranking (seed 000 §6.5), which is right, but silent: a cook
with a peanut allergy who asks for "pad thai" must hear "I left out Pad Thai because it has
peanuts", not a list of other Thai dishes as if Pad Thai did not exist. `HeldBack` is what
`shared.tools.held_back_query` found; `held_back_note` says it.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.safety.wording import join_names

if TYPE_CHECKING:
    from shared.schemas.response import Language

__all__ = ["HeldBack", "asked_diet_note", "diet_word", "held_back_note"]


@dataclass(frozen=True, kw_only=True)
class HeldBack:
    """A recipe the query named that the gates hid, and why, in the caller's language.

    Attributes:
        name: The recipe's name.
        allergens: The caller's allergen groups it contains ("peanuts").
        foods: Its ingredients the caller's diet or free-text allergies exclude.
        diets: The caller's diets it is not tagged with.
    """

    name: str
    allergens: tuple[str, ...]
    foods: tuple[str, ...]
    diets: tuple[str, ...]


_LEFT_OUT: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "one": "I left out {names} because it has {what}.",
        "many": "I left out {names} because they have {what}.",
        "diet_one": "I left out {names} because it isn't {diet}.",
        "diet_many": "I left out {names} because they aren't {diet}.",
    },
    "es": {
        "one": "No incluí {names} porque lleva {what}.",
        "many": "No incluí {names} porque llevan {what}.",
        "diet_one": "No incluí {names} porque no es {diet}.",
        "diet_many": "No incluí {names} porque no son {diet}.",
    },
}
_DIET_WORDS: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "vegetarian": "vegetarian",
        "vegan": "vegan",
        "pescatarian": "pescatarian",
        "gluten_free": "gluten-free",
        "dairy_free": "dairy-free",
        "keto": "keto",
        "low_carb": "low-carb",
    },
    "es": {
        "vegetarian": "vegetariana",
        "vegan": "vegana",
        "pescatarian": "pescetariana",
        "gluten_free": "sin gluten",
        "dairy_free": "sin lácteos",
        "keto": "keto",
        "low_carb": "baja en carbohidratos",
    },
}
_MAX_REASONS: Final = 2
_ASKED: Final[dict[Language, str]] = {
    "en": "I left out recipes with {foods} because {why}.",
    "es": "No incluí recetas con {foods} porque {why}.",
}


def diet_word(
    diet: str, language: Language, *, masculine: bool = False, plural: bool = False
) -> str:
    """A diet as an adjective of a dish: "vegetarian" / "vegetariana".

    Args:
        diet: The diet's slug ("vegetarian").
        language: The language of the words it qualifies.
        masculine: A Spanish adjective agrees with its noun: "algo vegetariano", not the
            "vegetariana" of "receta".
        plural: Likewise in number: "recetas vegetarianas".

    Returns:
        The adjective; a phrase that is not one ("sin gluten", "keto") as it is.
    """
    word = _DIET_WORDS[language].get(diet, diet.replace("_", " "))
    if language != "es":
        return word
    head, _, rest = word.partition(" ")
    # Only the feminine adjective inflects ("baja en carbohidratos"); "sin gluten" does not.
    if head.endswith("a"):
        head = head[:-1] + ("o" if masculine else "a") + ("s" if plural else "")
    return f"{head} {rest}" if rest else head


def asked_diet_note(foods: list[str], why: str, language: Language) -> str:
    """The note for foods the query asked for that the user's diet excludes.

    Args:
        foods: The foods, in the user's own words ("pollo").
        why: The diet clause ("eres vegetariano").
        language: The answer's language.

    Returns:
        "I left out recipes with chicken because you're vegetarian."
    """
    return _ASKED[language].format(foods=join_names(foods, language), why=why)


def held_back_note(
    held: tuple[HeldBack, ...], language: Language, *, asked: tuple[str, ...] = ()
) -> str | None:
    """A few sentences saying what was left out and why.

    Recipes held back for the same allergens share a sentence ("I left out Shrimp Pad Thai
    because it has peanuts."); those held back for the diet share one naming what breaks it.
    When the query itself asked for what the diet excludes (`asked`), that sentence says it
    for all of them.

    Args:
        held: From `find_held_back`.
        language: The answer's language.
        asked: Sentences about what the query asked for and the gates exclude.

    Returns:
        The note, or None when nothing was held back.
    """
    copy = _LEFT_OUT[language]
    by_reason: defaultdict[tuple[str, str], list[str]] = defaultdict(list)
    foods: list[str] = []
    for item in held:
        if item.allergens:
            what = join_names(list(dict.fromkeys(item.allergens)), language)
            by_reason["what", what].append(item.name)
        elif item.foods and not asked:
            by_reason["what", ""].append(item.name)
            foods.extend(item.foods)
        elif item.diets and not asked:
            diet = diet_word(item.diets[0], language)
            by_reason["diet", diet].append(item.name)
    if ("what", "") in by_reason:
        # Every recipe held back for its foods in one sentence, naming the foods together.
        merged = join_names(list(dict.fromkeys(foods)), language, limit=3)
        by_reason["what", merged] = by_reason.pop(("what", ""))
    sentences = list(asked)
    for (kind, reason), names in list(by_reason.items())[:_MAX_REASONS]:
        joined = join_names(list(dict.fromkeys(names)), language, limit=3)
        many = len(names) > 1
        if kind == "what":
            sentences.append(copy["many" if many else "one"].format(names=joined, what=reason))
        else:
            template = copy["diet_many" if many else "diet_one"]
            sentences.append(template.format(names=joined, diet=reason))
    return " ".join(sentences) or None
