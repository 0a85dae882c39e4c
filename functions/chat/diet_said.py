"""A diet or a food the cook does not eat, told alone ("soy celíaca", "I don't eat pork").

Said alone, it asks for no dish: searched, "I'm celiac" found nothing and offered to create
"your I'm celiac recipe", and "no como cerdo" showed a lone tamal. As with an allergy told
(`chat.allergy_said`), the chat cannot change her profile, where a diet gates every search and
recipe: the answer says what it understood and where to keep it, and its chips are the
conversation's starters, which say it again ("Busca recetas rápidas para la cena, sin
gluten"), so a tap keeps to it. A diet her profile already holds is said to be kept already.
What she said is read as the starters read it (`chat.said_before.left_out_said`); only the
frame is read here: who says it of herself, with nothing else asked.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from chat.allergy_said import MARKS
from chat.said_before import Agreement, left_out_said
from chat.starters import conversation_starters, diets_said
from chat.turn import Draft

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.schemas import Language

__all__ = ["diet_answer", "said_diet"]

# The whole message: who she is ("I'm celiac", "soy vegana") or what she
# does not eat ("I don't eat pork", "no como cerdo"), and nothing more. "I'm not vegan" and "no
# soy vegana" say no diet.
_TOLD: Final = re.compile(
    rf"^{MARKS}(?:"
    r"(?:i am|i'?m|im|we are|we'?re|my \w+ (?:is|are))\s+(?!not\b)(?:an?\s+)?(?:strict\s+)?"
    r"|i\s+(?:do not|don'?t|can'?t|cannot|never)\s+eat\s+(?:any\s+)?"
    r"|(?:soy|somos)\s+(?:estrictamente\s+)?"
    r"|(?:yo\s+)?(?:no|nunca)\s+(?:como|comemos|puedo comer|podemos comer)\s+"
    r")(?P<said>[\w -]{2,40}?)"
    rf"(?:{MARKS}(?:please|por favor))?{MARKS}$",
    re.IGNORECASE,
)
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "new": "Noted: {words}. I can't change your profile from the chat: add it there and"
        " every search and recipe will keep to it. For now, each idea below keeps to it.",
        "kept": "Your profile already says so, and every search and recipe keeps to it. Tap an"
        " idea below, or tell me what you'd like to cook.",
    },
    "es": {
        "new": "Anotado: comida {words}. No puedo cambiar tu perfil desde el chat: agrégalo ahí"
        " y cada búsqueda y receta lo respetará. Por ahora, cada idea de abajo lo respeta.",
        "kept": "Tu perfil ya lo dice, y cada búsqueda y receta lo respeta. Toca una idea de"
        " abajo o dime qué quieres cocinar.",
    },
}
# "comida" (food) is what a Spanish diet word agrees with: feminine, singular.
_FOOD: Final = Agreement()


def said_diet(message: str) -> bool:
    """Whether a message only tells a diet or a food the cook does not eat.

    Args:
        message: The cook's message.

    Returns:
        True for "I'm celiac", "soy vegana", "I don't eat pork", "no como carne"; False when
        it asks for anything else, or names no diet and no food ("I'm hungry", "soy Luis").
    """
    if _TOLD.match(message) is None:
        return False
    return bool(left_out_said([message], diets=diets_said(message), profile=()))


def diet_answer(turn: Turn, provider: str) -> Draft | None:
    """The answer to a diet or a food told alone; None for any other message.

    Args:
        turn: The turn (the message, the profile's diets, the conversation before it).
        provider: The provider name the trace reports.

    Returns:
        What was understood and where to keep it, with the starters that say it again; or,
        when her profile holds it already, that it is kept, with the starters. None with her
        recipe open.
    """
    if turn.previous_recipe is not None or not said_diet(turn.message):
        # With her recipe open, "no como cerdo" asks for it without pork: a change.
        return None
    language: Language = turn.context.language
    told = left_out_said(
        [turn.message], diets=diets_said(turn.message), profile=turn.context.diet_types
    )
    copy = _COPY[language]
    message = copy["new"].format(words=told.words(language, _FOOD)) if told else copy["kept"]
    chips = conversation_starters(turn.context, turn.message, language)
    return Draft(message=message, provider=provider, suggestions=chips)
