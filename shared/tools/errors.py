"""Tool errors and their user-safe EN/ES copy.

Seed 000 §6.7.9: validation errors are user-safe and never leak internals. Every code a tool
or the executor can report has fixed copy in both languages here, so the message a user sees
(or hears) never comes from an exception's text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from shared.errors import ProviderError, ToolValidationError
from shared.schemas.response import SAFE_ERROR_COPY

if TYPE_CHECKING:
    from collections.abc import Mapping

    from shared.schemas.response import Language

__all__ = [
    "ERROR_COPY",
    "ERROR_SUGGESTIONS",
    "RecipeOutputError",
    "ToolArgumentsError",
    "error_message",
    "tool_validation_error",
]

ERROR_COPY: Final[Mapping[str, Mapping[Language, str]]] = {
    "invalid_tool_arguments": {
        "en": "I couldn't use those details. Could you say it another way?",
        "es": "No pude usar esos detalles. ¿Puedes decirlo de otra forma?",
    },
    "malformed_arguments": {
        "en": "I couldn't read that request. Could you try again?",
        "es": "No pude leer esa solicitud. ¿Puedes intentarlo de nuevo?",
    },
    "unknown_tool": {
        "en": "I can't do that yet.",
        "es": "Todavía no puedo hacer eso.",
    },
    "tool_not_available_in_voice": {
        "en": "I can do that in the text chat, but not by voice.",
        "es": "Puedo hacerlo en el chat de texto, pero no por voz.",
    },
    "empty_search": {
        "en": "What kind of recipe are you looking for?",
        "es": "¿Qué tipo de receta buscas?",
    },
    "invalid_timeframe": {
        "en": 'I didn\'t understand that date. Try something like "last week" or "in March".',
        "es": 'No entendí esa fecha. Prueba con algo como "la semana pasada" o "en marzo".',
    },
    "timeframe_too_long": {
        "en": 'I can look back up to one year. Try a shorter time, like "last month".',
        "es": 'Puedo buscar hasta un año atrás. Prueba con algo más corto, como "el mes pasado".',
    },
    "no_recipe_to_modify": {
        "en": "There's no recipe to change yet. Want me to create one? Tell me which"
        " ingredients you have.",
        "es": "Aún no hay una receta que cambiar. ¿Quieres que cree una? Dime qué ingredientes"
        " tienes.",
    },
    "invalid_recipe_output": {
        "en": "I couldn't put that recipe together. Could you try again?",
        "es": "No pude armar esa receta. ¿Puedes intentarlo de nuevo?",
    },
    "provider_error": {
        "en": "My recipe helper is unavailable right now. Please try again in a moment.",
        "es": "Mi asistente de recetas no está disponible ahora. Inténtalo en un momento.",
    },
    "tool_timeout": {
        "en": "That took too long. Please try again.",
        "es": "Eso tardó demasiado. Inténtalo de nuevo.",
    },
    # Seed 003 Part 7: the cook turned cross-session memory off; saved recipes stay theirs
    # (the app lists them), the assistant just does not bring them back.
    "memory_off": {
        "en": "Memory across conversations is off in your privacy settings, so I won't look up"
        " recipes you saved before. You'll still find them in your recipes. What would you like"
        " to cook now?",
        "es": "La memoria entre conversaciones está desactivada en tu configuración de privacidad,"
        " así que no buscaré las recetas que guardaste antes. Siguen en tus recetas. ¿Qué te"
        " gustaría cocinar ahora?",
    },
    "unauthorized": {
        "en": "Please sign in to use this.",
        "es": "Inicia sesión para usar esto.",
    },
    "tool_failed": SAFE_ERROR_COPY,
}


# Chips that offer the way forward after an error: (label, message to send) per language.
ERROR_SUGGESTIONS: Final[Mapping[str, Mapping[Language, tuple[tuple[str, str], ...]]]] = {
    "no_recipe_to_modify": {
        "en": (("Create a recipe", "Create a custom recipe with my ingredients"),),
        "es": (("Crear una receta", "Crea una receta personalizada con mis ingredientes"),),
    },
}


def error_message(code: str, language: Language) -> str:
    """The user-safe copy for an error code (the generic apology for unknown codes).

    Args:
        code: A stable error code.
        language: The caller's language.

    Returns:
        The message in that language.
    """
    copy = ERROR_COPY.get(code, ERROR_COPY["tool_failed"])
    return copy[language]


class ToolArgumentsError(ToolValidationError):
    """Tool arguments were refused; `fields` names the offending arguments (never values)."""

    def __init__(self, message: str, *, code: str, fields: tuple[str, ...] = ()) -> None:
        super().__init__(message, code=code)
        self.fields = fields


def tool_validation_error(
    code: str, language: Language, *, fields: tuple[str, ...] = ()
) -> ToolArgumentsError:
    """Build a validation error carrying the fixed copy for `code`.

    Args:
        code: The stable code (`invalid_tool_arguments`, `empty_search`, ...).
        language: The caller's language.
        fields: The argument names at fault, if known.

    Returns:
        The error, ready to raise.
    """
    return ToolArgumentsError(error_message(code, language), code=code, fields=fields)


class RecipeOutputError(ProviderError):
    """The model answered, but not with a valid recipe."""

    code = "invalid_recipe_output"
