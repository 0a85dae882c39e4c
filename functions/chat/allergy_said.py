"""An allergy told in the chat ("I'm allergic to shellfish", "soy alérgica a los mariscos").

Said alone, it asks for no dish: searched, its words found recipes that matched nothing ("I
couldn't find recipes matching that") or any recipe at all, with a note about the cook's diet.
The chat cannot change her profile, which is where her allergies gate every search and
recipe, so the answer says so, and its chip finds recipes without that food for now. An
allergy her profile already holds is said to be kept out already. Asked with it ("is this
ok?"), and with a dish on screen (her recipe, a card she chose, the latest cards), the answer
first says what of the food that dish holds (`food_asked`): searched, "I'm allergic to garlic,
is this ok?" showed the no-match line under the very cards she asked about.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.food_asked import check_on_screen
from chat.turn import Draft
from shared.ai.offline.normalize import fold
from shared.ai.offline.restrictions import allergen_group
from shared.tools.search_output import without_chip

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.db import Database
    from shared.schemas import Language
    from shared.schemas.response import SuggestionChip

__all__ = ["MARKS", "allergy_answer", "said_allergy"]

# Whether the dish on screen will do, asked before or after the allergy ("is this ok?",
# "¿la puedo comer?"): the allergy is still all she tells, and the dish is what she asks about.
_ASKED: Final = (
    r"(?:(?:is|are|will) (?:it|this|that|this one|that one|this recipe|these|they|those)"
    r"(?: be)? (?:ok|okay|safe|fine|alright|all right)"
    r"|can (?:i|we) (?:still )?(?:eat|have|make) (?:it|this|that|them|these|this one"
    r"|any of (?:these|them))"
    r"|which (?:ones? )?(?:are|is|can i eat|can i have)(?: (?:ok|okay|safe|fine))?"
    r"|(?:est[aá]n?|es|son) (?:bien|segur[oa]s?)|(?:la|lo|las|los) puedo comer"
    r"|puedo comer(?:la|lo|las|los)|(?:me|nos|le) (?:sirven?|hace daño|har[aá] daño)"
    r"|cu[aá]l(?:es)? puedo comer|hay (?:alg[uú]n )?problema)"
    r"(?: for (?:me|us|him|her|them)| para (?:m[ií]|nosotros|[eé]l|ella))?"
)
# What may stand around a message told alone: spaces, punctuation, dashes.
MARKS: Final = r"[\s,.;:!?¿¡\u2014\u2013-]*"
# The whole message: who is allergic, then the food, with nothing else asked.
_ALLERGY: Final = re.compile(
    rf"^{MARKS}(?:{_ASKED}{MARKS})?(?:(?:i am|i'?m|we are|we'?re|my \w+ (?:is|are))\s+allergic to"
    r"|i have an? (?P<food_first>[\w ]{2,40}?) allergy"
    r"|(?:soy|somos|es|son|estoy)\s+al[eé]rgic[oa]s?\s+(?:al|a)\b"
    r"|(?:tengo|tenemos|tiene)\s+alergia\s+(?:al|a)\b)"
    r"(?:\s+(?:the|los|las|la|el|lo)\b)?\s*(?P<food>[\w ]{0,40}?)"
    rf"(?:{MARKS}{_ASKED})?{MARKS}$",
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
    check = await check_on_screen(db, turn, food, allergy=True)
    if check is None:
        return Draft(message=message, provider=provider, suggestions=chips)
    # The dish first: it is what she is about to cook.
    chips = tuple(dict.fromkeys((*check.chips, *chips)))
    return Draft(
        message=f"{check.message} {message}",
        provider=provider,
        suggestions=chips,
        kept_recipe=recipe,
        read_history=recipe is None,
        chosen_id=check.chosen_id,
    )
