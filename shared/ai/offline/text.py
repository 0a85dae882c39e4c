"""The offline provider's fixed replies, in English and Spanish.

Short and warm, and honest about what they are: simple built-in answers, not a model's. They
never claim to have understood more than the rules did.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from shared.ai.offline.intents import SmallTalk
    from shared.ai.offline.language import Language

__all__ = ["follow_up", "said_back"]

_GREETING = {
    "en": (
        "Hi! I'm Irmixy. I can find recipes for you or put one together from the ingredients "
        "you have. What would you like to cook?"
    ),
    "es": (
        "¡Hola! Soy Irmixy. Puedo buscarte recetas o armar una con los ingredientes que "
        "tengas. ¿Qué te gustaría cocinar?"
    ),
}
_THANKS = {
    "en": "You're welcome! Enjoy it, and tell me whenever you want to cook something else.",
    "es": "¡De nada! Que lo disfrutes. Dime cuando quieras cocinar algo más.",
}
_ACKNOWLEDGED = {
    "en": "Sounds good! Tell me what's next: a change, another idea or something new to cook.",
    "es": "¡Va! Dime qué sigue: un cambio, otra idea o algo nuevo para cocinar.",
}
_CAPABILITIES = {
    "en": (
        "I'm in simple mode right now, so I work best with direct requests. I can help you "
        'find or create recipes: try "find quick chicken recipes" or "I have rice, eggs and '
        'spinach".'
    ),
    "es": (
        "Ahora mismo estoy en modo sencillo, así que funciono mejor con peticiones directas. "
        'Puedo ayudarte a buscar o crear recetas: prueba "busca recetas rápidas de pollo" o '
        '"tengo arroz, huevos y espinacas".'
    ),
}
_FOLLOW_UPS: dict[str, dict[Language, str]] = {
    "search_recipes": {
        "en": "Here are some recipes that match. Tap one to see it, or tell me what to change.",
        "es": "Aquí tienes algunas recetas que coinciden. Toca una para verla o dime qué cambiar.",
    },
    "search_recipes_one": {
        "en": "Here's a recipe that matches. Tap it to see it, or tell me what to change.",
        "es": "Aquí tienes una receta que coincide. Tócala para verla o dime qué cambiar.",
    },
    "search_recipes_empty": {
        "en": "I couldn't find recipes for that. Want me to create one with your ingredients?",
        "es": "No encontré recetas para eso. ¿Quieres que cree una con tus ingredientes?",
    },
    "generate_custom_recipe": {
        "en": 'Here\'s a recipe for you. Ask me to change anything, like "no garlic".',
        "es": 'Aquí tienes una receta. Pídeme cualquier cambio, como "sin ajo".',
    },
    "modify_recipe": {
        "en": "Done, I've updated the recipe. Anything else you'd like to change?",
        "es": "Listo, actualicé la receta. ¿Quieres cambiar algo más?",
    },
    "retrieve_custom_recipe": {
        "en": "Here's what I found among your recipes.",
        "es": "Esto es lo que encontré entre tus recetas.",
    },
    "error": {
        "en": "Sorry, that didn't work this time. Could you try again in a moment?",
        "es": "Lo siento, eso no funcionó esta vez. ¿Puedes intentarlo de nuevo en un momento?",
    },
    "other": {
        "en": "Done. What would you like to do next?",
        "es": "Listo. ¿Qué te gustaría hacer ahora?",
    },
}
_RESULT_LISTS = ("recipes", "results", "items", "candidates")
_SMALL_TALK: dict[SmallTalk, dict[str, str]] = {
    "greeting": _GREETING,
    "thanks": _THANKS,
    "nod": _ACKNOWLEDGED,
}


def said_back(talk: SmallTalk | None, language: Language) -> str:
    """The reply to a message no tool answers: small talk in kind, else what the rules can do.

    Args:
        talk: The kind of small talk the message is, or None.
        language: The answer's language.

    Returns:
        The reply.
    """
    return (_SMALL_TALK[talk] if talk is not None else _CAPABILITIES)[language]


def follow_up(tool_name: str, tool_result: str | None, language: Language) -> str:
    """The reply after a tool ran, from the tool's name and (JSON) result.

    Args:
        tool_name: the tool that ran.
        tool_result: its result as sent back in the tool message.
        language: "en" or "es".

    Returns:
        A one-line reply that fits the result (an empty search, an error, ...).
    """
    parsed: object = None
    if tool_result:
        try:
            parsed = json.loads(tool_result)
        except ValueError:
            parsed = None
    if isinstance(parsed, dict) and parsed.get("error"):
        return _FOLLOW_UPS["error"][language]
    if tool_name == "search_recipes" and (found := _result_count(parsed)) in (0, 1):
        return _FOLLOW_UPS["search_recipes_empty" if found == 0 else "search_recipes_one"][language]
    return _FOLLOW_UPS.get(tool_name, _FOLLOW_UPS["other"])[language]


def _result_count(parsed: object) -> int | None:
    if isinstance(parsed, list):
        return len(parsed)
    if isinstance(parsed, dict):
        count = parsed.get("resultCount")
        if isinstance(count, int) and not isinstance(count, bool):
            return count
        for name in _RESULT_LISTS:
            value = parsed.get(name)
            if isinstance(value, list):
                return len(value)
    return None
