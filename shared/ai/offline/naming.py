"""Names and descriptions of template recipes, which always say they are templates."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from shared.ai.offline.counted_names import counted_name
from shared.ai.offline.ingredients import find_all, identify
from shared.ai.offline.phrases import join_names, title_case

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from shared.ai.offline.plan import TemplateKind

__all__ = ["DISH_TAG", "TEMPLATE_TAG", "asked_dish_name", "describe", "recipe_name", "version_of"]

TEMPLATE_TAG = "template"
# A template named as the dish the cook asked for ("Chicken Tinga"), not after its foods: built
# again in the other language, it keeps that dish (`dish_language`).
DISH_TAG = "dish"
_MAX_NAME = 200
# The chat names the dish a cook asked for in the brief's notes: "dish: beef stroganoff".
# "version of: Chilaquiles Verdes" asks for a custom version of a catalogue recipe, made from
# that recipe's own ingredients.
_DISH = re.compile(r"^(?P<kind>dish|version of):\s*(?P<dish>[^;\n]{1,200})", re.IGNORECASE)

_CUISINE_EN = {
    "mexican": "Mexican",
    "italian": "Italian",
    "asian": "Asian",
    "mediterranean": "Mediterranean",
    "american": "American",
    "spanish": "Spanish",
    "indian": "Indian",
    "french": "French",
    "latin_american": "Latin American",
}
_CUISINE_ES = {
    "mexican": "mexicano",
    "italian": "italiano",
    "asian": "asiático",
    "mediterranean": "mediterráneo",
    "american": "americano",
    "spanish": "español",
    "indian": "indio",
    "french": "francés",
    "latin_american": "latinoamericano",
}
_KIND_EN = {
    "skillet": "Skillet",
    "soup": "Soup",
    "salad": "Salad",
    "bake": "Sheet-Pan Bake",
    "dessert": "Dessert",
}
_KIND_ES = {
    "skillet": "Salteado", "soup": "Sopa", "salad": "Ensalada", "bake": "Horneado",
    "dessert": "Postre",
}  # fmt: skip
_DESCRIPTION = {
    "en": {
        "skillet": "a simple skillet dish",
        "soup": "a simple soup",
        "salad": "a simple salad",
        "bake": "a simple sheet-pan bake",
        "dessert": "a simple dessert",
    },
    "es": {
        "skillet": "un salteado sencillo",
        "soup": "una sopa sencilla",
        "salad": "una ensalada sencilla",
        "bake": "un horneado sencillo",
        "dessert": "un postre sencillo",
    },
}


def recipe_name(
    kind: TemplateKind, main: Sequence[str], *, cuisine: str | None, language: str
) -> str:
    """A dish name from its main ingredients: "Mexican-Style Chicken and Rice Skillet".

    Args:
        kind: the template.
        main: the one or two ingredients the dish is named after.
        cuisine: the cuisine slug, if any.
        language: "en" or "es".

    Returns:
        The name, at most 200 characters.
    """
    # The proteins come as one list ("andouille sausage, chicken thigh and shrimp"): the name
    # lists them with the vegetable once, not "Chicken Thigh And Shrimp and Green Bell Pepper".
    foods = [food for group in main[:2] for food in _LISTED.split(group) if food]
    if language == "es":
        name = _KIND_ES[kind]
        if foods:
            name += " de " + join_names(foods, "es")
        if cuisine in _CUISINE_ES:
            # "Sopa ... al estilo mexicano": the adjective agrees with "estilo", always male.
            name += f" al estilo {_CUISINE_ES[cuisine]}"
        return name[:_MAX_NAME]
    words = join_names([title_case(_as_modifier(food), "en") for food in foods], "en")
    prefix = f"{_CUISINE_EN[cuisine]}-Style " if cuisine in _CUISINE_EN else ""
    return f"{prefix}{words} {_KIND_EN[kind]}".strip()[:_MAX_NAME]


_LISTED = re.compile(r",\s*|\s+(?:and|y)\s+")

# The chat writes a diet the cook said in the brief's notes: "dish: fish tacos; diet: vegan".
_DIET_NOTE = re.compile(r"(?:^|;)\s*diet:\s*(?P<diet>[a-z_]{1,40})", re.IGNORECASE)


def said_diets(notes: str | None) -> tuple[str, ...]:
    """The diets the cook asked for in words ("a vegan version of fish tacos"), from the notes.

    Her profile's diets are the brief's `diet_types`; one said for this recipe alone binds it
    as firmly: a vegan version with the fish still in it is not vegan.
    """
    return tuple(match["diet"].lower() for match in _DIET_NOTE.finditer(notes or ""))


def version_of(notes: str | None) -> str | None:
    """The catalogue dish a brief asks a custom version of ("version of: Shrimp Pad Thai")."""
    match = _DISH.match(notes or "")
    if match is None or match["kind"].lower() != "version of":
        return None
    return " ".join(match["dish"].split())[:_MAX_NAME] or None


def asked_dish_name(notes: str | None, used: Iterable[str], *, language: str) -> str | None:
    """The dish the notes ask for, as the recipe's name, when the recipe is that dish.

    A template is that dish only when it holds every ingredient the dish's name says
    ("beef stroganoff" with its beef): a dish whose named ingredient was left out for an
    allergy or a diet, or that names none the template knows ("pavlova"), keeps the
    template's own name rather than claim to be something it is not. A custom version of a
    catalogue recipe ("version of: …") is made from that recipe's ingredients, so a name
    that says none the template knows ("Chilaquiles Verdes") is still its name.

    Args:
        notes: The brief's notes.
        used: The slugs of the ingredients the recipe holds.
        language: "en" (title case) or "es" (sentence case).

    Returns:
        E.g. "Beef Stroganoff" / "Strogonoff de res", or None.
    """
    match = _DISH.match(notes or "")
    if match is None:
        return None
    dish = " ".join(match["dish"].split())
    named = {row.slug for _, row in find_all(dish)}
    version = match["kind"].lower() == "version of"
    if not (named or version) or not named <= set(used):
        return None
    if version:
        return dish[:_MAX_NAME]  # a catalogue name, already written as it is shown
    if language == "es":
        return (dish[:1].upper() + dish[1:])[:_MAX_NAME]
    said = dish.split()
    said = [_as_modifier(word) for word in said[:-1]] + said[-1:]
    return " ".join(word[:1].upper() + word[1:] for word in said)[:_MAX_NAME]


def _as_modifier(food: str) -> str:
    """A food said before the dish it names, in the singular: "Chickpea Curry", "Mushroom
    Skillet", never "Chickpeas Curry". Only a food whose singular the table knows changes
    ("hummus" and "oats" stay as they are)."""
    head, _, last = food.rpartition(" ")
    info = identify(last)
    if info is None:
        return food
    folded = last.casefold()
    one = next(
        (
            name
            for name in (info.name("en"), *info.aliases)
            if name.casefold() != folded and counted_name(name, 2, "en").casefold() == folded
        ),
        None,
    )
    if one is None:
        return food
    one = one[:1].upper() + one[1:] if last[:1].isupper() else one
    return f"{head} {one}" if head else one


def describe(kind: TemplateKind, *, language: str, omitted: Sequence[str] = ()) -> str:
    """The description, which marks the recipe as a template and lists what was left out.

    Args:
        kind: the template.
        language: "en" or "es".
        omitted: listed ingredients dropped for the user's allergies.

    Returns:
        The description.
    """
    dish = _DESCRIPTION["es" if language == "es" else "en"][kind]
    if language == "es":
        text = (
            f"Receta de plantilla: {dish} armado con tus ingredientes sin IA. Revísala antes "
            "de cocinar."
        )
        if kind in ("soup", "salad"):
            text = text.replace("armado", "armada")
        if omitted:
            # Each item negated on its own ("sin X, sin Y") so the allergen check, which reads
            # this description too, sees an omission rather than an ingredient.
            text += " Por tus alergias: " + ", ".join(f"sin {name}" for name in omitted) + "."
        return text
    text = (
        f"Template recipe: {dish} put together from your ingredients without AI. Check it "
        "before you cook."
    )
    if omitted:
        text += " Because of your allergies: " + ", ".join(f"no {name}" for name in omitted) + "."
    return text
