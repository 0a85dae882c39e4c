"""'Save it' / 'guárdala' said of the recipe on screen: pointed to its Save button, not searched.

The app saves a recipe (`save_custom_recipe`, idempotent by the action's client id), so the
answer keeps the recipe open, whose `save_recipe` action is the way to save it, and says so in
the cook's language. Without this, the words were read as a search for "save it".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.phrase_alone import says_only
from chat.turn import Draft
from shared.tools.phrasing import recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.schemas import Language

__all__ = ["is_save_request", "save_answer", "save_pointer"]

# What a cook says to keep the recipe just made, folded and without courtesy words.
_SAVE_PHRASES: Final = frozenset(
    {
        "save",
        "save it",
        "save this",
        "save that",
        "save this recipe",
        "save that recipe",
        "save the recipe",
        "save recipe",
        "save it to my recipes",
        "keep it",
        "keep this recipe",
        "guardala",
        "guardalo",
        "guardamela",
        "guardar",
        "guardar receta",
        "guarda la receta",
        "guarda esta receta",
        "guarda esa receta",
        "guardala en mis recetas",
        "quiero guardarla",
        "quiero guardar la receta",
    }
)

_POINTER: Final[dict[Language, str]] = {
    "en": 'To keep your {name}, tap "Save recipe": it goes to your recipes, where I can find it '
    "again.",
    "es": 'Para guardar tu {name}, toca "Guardar receta": quedará en tus recetas y podré '
    "encontrarla después.",
}

_NOTHING_OPEN: Final[dict[Language, str]] = {
    "en": "There's no recipe of yours open to save. Open a recipe card to save it from there, "
    "or tell me what to create and I'll give you one to save.",
    "es": "No tienes abierta ninguna receta tuya que guardar. Abre una tarjeta de receta para "
    "guardarla desde ahí, o dime qué crear y te doy una para guardar.",
}


def is_save_request(message: str) -> bool:
    """Whether a message only asks to save the recipe on screen ("save it", "guárdala, porfa")."""
    return says_only(message, _SAVE_PHRASES)


def save_pointer(name: str, language: Language) -> str:
    """The answer to a save request: where the recipe's Save button is, in the cook's language."""
    return _POINTER[language].format(name=recipe_called(name, language))


def save_answer(turn: Turn, provider: str) -> Draft | None:
    """The answer to "save it": the open recipe kept open, or what can be saved; else None."""
    if not is_save_request(turn.message):
        return None
    language = turn.context.language
    if (recipe := turn.previous_recipe) is None:
        # No recipe of hers is open (cards, or nothing): the words are no dish to search for.
        return Draft(message=_NOTHING_OPEN[language], provider=provider)
    message = save_pointer(recipe.suggested_name, language)
    return Draft(message=message, provider=provider, kept_recipe=recipe)
