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
from shared.ai.offline.normalize import fold
from shared.ai.offline.restrictions import allergen_group
from shared.tools.search_output import without_chip

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.schemas import Language

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


def allergy_answer(turn: Turn, provider: str) -> Draft | None:
    """The answer to an allergy told alone; None for any other message.

    Args:
        turn: The turn (the message, and the profile's allergen groups).
        provider: The provider name the trace reports.

    Returns:
        Where to keep the allergy, and a chip that finds recipes without the food.
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
    return Draft(message=message, provider=provider, suggestions=(without_chip(food, language),))
