"""'Start cooking' / 'empezar a cocinar' said with the recipe just made on screen: cooked, not
searched.

A custom recipe carries no `start_cooking` action (that one opens a saved or catalogue recipe),
so the words, typed as a cook reads them on the cards, were searched: "No encontré recetas para
eso", or catalogue cards for a recipe she already had. The answer keeps her recipe open, whose
steps and timers are the way to cook it, and points to "Save recipe" to cook it again later.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.phrase_alone import says_only
from chat.turn import Draft
from shared.tools.phrasing import recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.schemas import Language

__all__ = ["is_start_request", "start_answer"]

# What a cook says to start cooking the recipe on screen, folded and without courtesy words.
_START_PHRASES: Final = frozenset(
    {
        "start cooking",
        "start cooking it",
        "lets start cooking",
        "lets cook",
        "lets cook it",
        "lets cook this",
        "cook it now",
        "empezar a cocinar",
        "empecemos a cocinar",
        "empezar",
        "a cocinar",
        "vamos a cocinar",
        "vamos a cocinarla",
        "cocinemos",
        "cocinemosla",
    }
)
_READY: Final[dict[Language, str]] = {
    "en": "Let's cook your {name}! Follow its steps: each timed step has its timer below. "
    'Tap "Save recipe" to keep it and cook it again later.',
    "es": "¡A cocinar tu {name}! Sigue sus pasos: cada paso con tiempo tiene su temporizador "
    'abajo. Toca "Guardar receta" para conservarla y cocinarla otra vez.',
}


def is_start_request(message: str) -> bool:
    """Whether a message only asks to start cooking ("start cooking", "¡cocinémosla!")."""
    return says_only(message, _START_PHRASES)


def start_answer(turn: Turn, provider: str) -> Draft | None:
    """The answer to "start cooking" with her recipe open: kept open, with its timers; else None.

    Args:
        turn: The turn (the message and the recipe on screen).
        provider: The provider name the trace reports.

    Returns:
        The recipe kept open and how to cook it; None for any other message, or with no recipe
        of hers open (a catalogue card has its own Start cooking action).
    """
    recipe = turn.previous_recipe
    if recipe is None or not is_start_request(turn.message):
        return None
    language = turn.context.language
    message = _READY[language].format(name=recipe_called(recipe.suggested_name, language))
    return Draft(message=message, provider=provider, kept_recipe=recipe)
