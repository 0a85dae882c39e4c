"""An allergy told in the chat ("I'm allergic to shellfish", "soy alérgica a los mariscos").

Said alone, it asks for no dish: searched, its words found recipes that matched nothing ("I
couldn't find recipes matching that") or any recipe at all, with a note about the cook's diet.
The chat cannot change her profile, which is where her allergies gate every search and
recipe, so the answer says so, and its chip finds recipes without that food for now. An
allergy her profile already holds is said to be kept out already.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.turn import Draft
from shared.ai.offline.catalogue_names import food_named_in
from shared.ai.offline.normalize import fold
from shared.ai.offline.restrictions import allergen_group
from shared.safety import ALLERGEN_MAP_CACHE, detect_allergens
from shared.safety.check import ingredient_texts
from shared.tools.named_change import name_change
from shared.tools.phrasing import chip, recipe_called
from shared.tools.search_output import without_chip

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.db import Database
    from shared.schemas import GeneratedRecipe, Language
    from shared.schemas.response import SuggestionChip

__all__ = ["allergy_answer", "said_allergy"]

# The whole message: who is allergic, then the food, with nothing asked after it.
_ALLERGY: Final = re.compile(
    r"^\s*(?:(?:i am|i'?m|we are|we'?re|my \w+ (?:is|are))\s+allergic to"
    r"|i have an? (?P<food_first>[\w ]{2,40}?) allergy"
    r"|(?:soy|somos|es|son|estoy)\s+al[eé]rgic[oa]s?\s+(?:al|a)\b"
    r"|(?:tengo|tenemos|tiene)\s+alergia\s+(?:al|a)\b)"
    r"(?:\s+(?:the|los|las|la|el|lo)\b)?\s*(?P<food>[\w ]{0,40}?)\s*[.!]*\s*$",
    re.IGNORECASE,
)
_MAX_FOOD: Final = 40
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "new": "Thanks for telling me. I can't change your profile from the chat: add {food} to"
        " your allergies in your profile, and I'll keep it out of every search and recipe. For"
        " now, tap below for recipes without it.",
        "kept": "{food} is already in your allergies, so I keep it out of every search and"
        " recipe. Tap below for recipes without it.",
    },
    "es": {
        "new": "Gracias por decírmelo. No puedo cambiar tu perfil desde el chat: agrega {food}"
        " a tus alergias en tu perfil y lo dejaré fuera de cada búsqueda y receta. Por ahora,"
        " toca abajo para ver recetas sin eso.",
        "kept": "{food} ya está en tus alergias, así que lo dejo fuera de cada búsqueda y"
        " receta. Toca abajo para ver recetas sin eso.",
    },
}


_IN_RECIPE: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "holds": "Careful: your {recipe} has {names}. Don't cook it as it is; tap below to"
        " make it without {food}.",
        "free": "Your {recipe} has no {food} in its ingredients.",
        "unchecked": "I couldn't check your {recipe} for {food} right now: read every"
        " ingredient before you cook it.",
        "without": "Without {food}",
    },
    "es": {
        "holds": "Cuidado: tu {recipe} lleva {names}. No la cocines así; toca abajo para"
        " hacerla sin {food}.",
        "free": "Tu {recipe} no lleva {food} en sus ingredientes.",
        "unchecked": "No pude revisar si tu {recipe} lleva {food}: lee cada ingrediente antes"
        " de cocinarla.",
        "without": "Sin {food}",
    },
}


def said_allergy(message: str) -> str | None:
    """The food a message says the cook is allergic to, when that is all it says.

    Args:
        message: The cook's message.

    Returns:
        The food as she wrote it ("shellfish", "mariscos"); None for any other message.
    """
    match = _ALLERGY.match(message)
    if match is None:
        return None
    food = (match.group("food_first") or match.group("food") or "").strip()
    if not food or len(food) > _MAX_FOOD or (match.group("food_first") and match.group("food")):
        return None
    return food


async def _in_recipe(
    db: Database, recipe: GeneratedRecipe, food: str, group: str | None, language: Language
) -> tuple[str, SuggestionChip | None]:
    """What the open recipe holds of the food, and the chip that takes it out when it does."""
    copy = _IN_RECIPE[language]
    recipe_name = recipe_called(recipe.suggested_name, language)
    allergen_map = await ALLERGEN_MAP_CACHE.read(db)
    if not allergen_map.verified:
        return copy["unchecked"].format(recipe=recipe_name, food=food), None
    finding = detect_allergens(
        ingredient_texts(recipe),
        allergen_map=allergen_map,
        user_allergens=(group,) if group else (),
        custom_allergies=() if group else (food,),
        language=language,
    )
    if not (finding.allergens or finding.custom):
        return copy["free"].format(recipe=recipe_name, food=food), None
    # The recipe's words are in its own language; the answer names them in hers ("lleva ajo").
    names = ", ".join(dict.fromkeys(food_named_in(m.text, language) for m in finding.matches))
    label = copy["without"].format(food=food)
    change = chip(label, name_change(label, recipe.suggested_name))
    return copy["holds"].format(recipe=recipe_name, names=names, food=food), change


async def allergy_answer(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The answer to an allergy told alone; None for any other message.

    Args:
        turn: The turn (the message, the profile's allergen groups, the recipe on screen).
        provider: The provider name the trace reports.
        db: The database (the allergen catalogue, read only with a recipe open).

    Returns:
        Where to keep the allergy, and a chip that finds recipes without the food; with her
        recipe open, kept open, whether it holds the food, and a chip that takes it out.
    """
    food = said_allergy(turn.message)
    if food is None:
        return None
    language = turn.context.language
    copy = _COPY[language]
    group = allergen_group(fold(food))
    held = group is not None and group in turn.context.dietary_restrictions
    said = copy["kept" if held else "new"].format(food=food)
    message = said[:1].upper() + said[1:]
    recipe = turn.previous_recipe
    chips: tuple[SuggestionChip, ...] = (without_chip(food, language),)
    if recipe is None:
        return Draft(message=message, provider=provider, suggestions=chips)
    about, change = await _in_recipe(db, recipe, food, group, language)
    if change is not None:
        # The recipe first: it is what she is about to cook.
        chips = (change, *chips)
    return Draft(
        message=f"{about} {message}", provider=provider, suggestions=chips, kept_recipe=recipe
    )
