"""A cooking-guide command said in the chat ("next", "siguiente", "repeat", "¿cuánto falta?",
"¿en qué paso voy?"): pointed to the guide that walks the steps, not searched.

The step-by-step guide is the app's; the chat only knows the step the guide saved last. Read as
a search, the words showed unrelated cards ("next"), the no-match line ("repeat") or the
offline provider's "simple mode" line ("how long?"), and the cook lost her place. The answer
names the dish she is cooking and the step she is at, with the resume action (the composer
adds it for any open cooking session); with her recipe open it points to that recipe's steps;
right after she chose a card ("la segunda", then "siguiente") it names that dish with its start
action, where "No hay nada cocinándose" told her nothing of the dish she had just picked; with
nothing cooking it says so and how to start.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.card_version import chosen_card, on_screen
from chat.phrase_alone import says_only
from chat.start_request import is_start_request
from chat.turn import Draft
from shared.tools.actions import resume_label, start_label
from shared.tools.offered_changes import recipe_change_chips
from shared.tools.phrasing import recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.context import ResumableSession
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["is_step_request", "step_answer"]

# What a cook says to the guide between steps, folded and without courtesy words: move on,
# hear a step again, go back, or ask how long is left.
_STEP_PHRASES: Final = frozenset(
    {
        "next",
        "next step",
        "next one",
        "what s next",
        "whats next",
        "what next",
        "repeat",
        "repeat that",
        "repeat the step",
        "repeat step",
        "say that again",
        "back",
        "go back",
        "step back",
        "previous step",
        "go to the previous step",
        "how long",
        "how much longer",
        "how long left",
        "how much time is left",
        "how long is left",
        "how much is left",
        "how much time left",
        "how much longer is left",
        "whats left",
        "what s left",
        "how many steps are left",
        "how many steps left",
        "siguiente",
        "siguiente paso",
        "el siguiente paso",
        "que sigue",
        "y ahora que",
        "repite",
        "repitelo",
        "repite el paso",
        "repetir",
        "atras",
        "regresa",
        "paso anterior",
        "el paso anterior",
        "vuelve al paso anterior",
        "cuanto falta",
        "cuanto tiempo falta",
        "cuanto le falta",
        # Where she is in it: "¿en qué paso voy?" met the "simple mode" line.
        "what step am i on",
        "which step am i on",
        "what step am i at",
        "what step is it",
        "en que paso voy",
        "en que paso estoy",
        "en que paso vamos",
        "en que paso iba",
        "en que paso estaba",
        "cuanto me falta",
        "cuanto queda",
        "cuanto tiempo queda",
        "cuanto le queda",
        "cuanto me queda",
        "cuantos pasos faltan",
        "cuantos pasos quedan",
    }
)
_AT_STEP: Final[dict[Language, str]] = {
    "en": 'You\'re cooking {name}: you stopped at step {step} of {total}. Tap "{resume}" to go '
    "on step by step, with its timers.",
    "es": 'Estás cocinando {name}: te quedaste en el paso {step} de {total}. Toca "{resume}" '
    "para seguir paso a paso, con sus temporizadores.",
}
# A card chosen in words and not yet opened in the guide: the guide is its start action.
_CHOSEN: Final[dict[Language, str]] = {
    "en": 'To cook {name} step by step, tap "{start}": the guide walks you through each step '
    "and sets its timers.",
    "es": 'Para cocinar {name} paso a paso, toca "{start}": la guía te lleva por cada paso y '
    "pone sus temporizadores.",
}
_ALSO_COOKING: Final[dict[Language, str]] = {
    "en": ' Or tap "{resume}" to go back to {name}, at step {step} of {total}.',
    "es": ' O toca "{resume}" para volver a {name}, en el paso {step} de {total}.',
}
# Her own recipe, open and not in the guide: the chat cannot know her step, and her recipe's
# steps and timers are on screen. "¡A cocinar tu receta…!" again read as if she had started.
_NOT_IN_GUIDE: Final[dict[Language, str]] = {
    "en": "Your {name} isn't open in the step-by-step guide, so I can't tell which step you're "
    "on: its {count} steps are all on the recipe, in order, and each timed step has its timer "
    "below.",
    "es": "Tu {name} no está abierta en la guía paso a paso, así que no sé en qué paso vas: sus "
    "{count} pasos están todos en la receta, en orden, y cada paso con tiempo tiene su "
    "temporizador abajo.",
}
_UNNAMED: Final[dict[Language, str]] = {"en": "a recipe", "es": "una receta"}
_NOTHING_COOKING: Final[dict[Language, str]] = {
    "en": 'Nothing is cooking right now. Pick a recipe and tap "{start}" to follow it step by '
    "step, or tell me what you'd like to cook.",
    "es": 'No hay nada cocinándose ahora. Elige una receta y toca "{start}" para seguirla paso '
    "a paso, o dime qué te gustaría cocinar.",
}


def _session_line(session: ResumableSession, copy: dict[Language, str], language: Language) -> str:
    return copy[language].format(
        name=session.recipe_name or _UNNAMED[language],
        step=session.current_step,
        total=session.total_steps,
        resume=resume_label(language),
    )


def _in_open_recipe(
    recipe: GeneratedRecipe, session: ResumableSession | None, language: Language, provider: str
) -> Draft:
    """A guide command with her recipe open: where its steps are, with the chips that change
    it; or her place in it when it is the recipe she is cooking."""
    if session is not None and session.recipe_name == recipe.suggested_name:
        # The recipe she is cooking, opened again ("continue cooking"): "next" is her place
        # in it, not its first step and a button to save what she saved already.
        message = _session_line(session, _AT_STEP, language)
        return Draft(message=message, provider=provider, kept_recipe=recipe)
    message = _NOT_IN_GUIDE[language].format(
        name=recipe_called(recipe.suggested_name, language), count=len(recipe.steps)
    )
    chips = recipe_change_chips(recipe, language)
    return Draft(message=message, provider=provider, kept_recipe=recipe, suggestions=chips)


def is_step_request(message: str) -> bool:
    """Whether a message is only a cooking-guide command ("next", "¿cuánto falta?")."""
    return says_only(message, _STEP_PHRASES)


def step_answer(turn: Turn, provider: str) -> Draft | None:
    """The answer to a guide command said in the chat; None for any other message.

    Args:
        turn: The turn (the message, the recipe on screen, the cooking session, the history).
        provider: The provider name the trace reports.

    Returns:
        Her open recipe's steps (or the step she stopped at, when it is the one she is
        cooking), else the card she chose above with its start action (and the session she
        left, if another), else the step her cooking session stopped at, else (with no cards
        in the latest answer) that nothing is cooking; None right under cards, where "next"
        may as well mean the next cards.
    """
    # "Start cooking" with nothing on screen (the start answer took it otherwise) is a guide
    # command too: it was searched, and showed a minestrone and a raita.
    if not (is_step_request(turn.message) or is_start_request(turn.message)):
        return None
    language = turn.context.language
    session = turn.context.resumable_session
    if (recipe := turn.previous_recipe) is not None:
        return _in_open_recipe(recipe, session, language, provider)
    card = chosen_card(turn.context.conversation_history)
    if card is not None and (session is None or str(session.recipe_id) != card.recipe_id):
        # She chose a dish and has not opened it in the guide: "next" is its first step.
        message = _CHOSEN[language].format(name=card.name, start=start_label(language))
        if session is not None:
            message += _session_line(session, _ALSO_COOKING, language)
        return Draft(
            message=message, provider=provider, read_history=True, chosen_id=card.recipe_id
        )
    if session is not None:
        return Draft(message=_session_line(session, _AT_STEP, language), provider=provider)
    if on_screen(turn.context.conversation_history):
        # Right under cards "next" may as well mean the next cards; after a recipe was chosen
        # ("start cooking", then "next") it is the guide she means.
        return None
    message = _NOTHING_COOKING[language].format(start=start_label(language))
    return Draft(message=message, provider=provider)
