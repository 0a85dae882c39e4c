"""'Start cooking' / 'empezar a cocinar' said with the recipe just made on screen, or with
catalogue cards on screen: cooked, not searched.

A custom recipe carries no `start_cooking` action (that one opens a saved or catalogue recipe),
so the words, typed as a cook reads them on the cards, were searched: "No encontré recetas para
eso", or catalogue cards for a recipe she already had. The answer keeps her recipe open, whose
steps and timers are the way to cook it, and points to "Save recipe" to cook it again later.

With cards on screen the words are the label of the chosen card's own "Start cooking" action
(else the top card's), read aloud or typed: they were searched too, and showed other dishes. The
answer names that card and carries its view and start actions again, which open the
step-by-step guide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from chat.card_version import chosen_card, shown_before
from chat.phrase_alone import says_only
from chat.turn import Draft
from shared.tools.actions import start_label
from shared.tools.catalogue_recipe import catalogue_recipe
from shared.tools.offered_changes import recipe_change_chips
from shared.tools.phrasing import recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.context.user_context import ShownCard
    from shared.db import Database
    from shared.schemas import GeneratedRecipe, Language

__all__ = ["card_answer", "is_start_request", "open_recipe_answer", "start_answer"]

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
_READY_CARD: Final[dict[Language, str]] = {
    "en": 'Let\'s cook {name}! Tap "{start}" to follow it step by step, with its timers.',
    "es": '¡A cocinar {name}! Toca "{start}" para seguirla paso a paso, con sus temporizadores.',
}


def is_start_request(message: str) -> bool:
    """Whether a message only asks to start cooking ("start cooking", "¡cocinémosla!")."""
    return says_only(message, _START_PHRASES)


def open_recipe_answer(recipe: GeneratedRecipe, language: Language, provider: str) -> Draft:
    """Her recipe kept open, with a line on how to cook it (its steps, timers, Save recipe)."""
    message = _READY[language].format(name=recipe_called(recipe.suggested_name, language))
    return Draft(message=message, provider=provider, kept_recipe=recipe)


async def start_answer(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The answer to "start cooking": her recipe kept open with its timers, or the card she
    chose (else the top card of the cards shown last) with its start action; else None.

    Args:
        turn: The turn (the message, the recipe on screen, the cards shown before).
        provider: The provider name the trace reports.
        db: The database (the card's recipe, which says what change it would take).

    Returns:
        How to cook what is on screen; None for any other message, or with neither a recipe of
        hers nor a catalogue card shown in this conversation.
    """
    if not is_start_request(turn.message):
        return None
    language = turn.context.language
    recipe = turn.previous_recipe
    if recipe is not None:
        return open_recipe_answer(recipe, language, provider)
    history = turn.context.conversation_history
    # The card she chose ("the second one") is the one whose "Start cooking" action she read:
    # the top card started instead was a dish she had passed over. With none chosen, the
    # latest answer that showed cards comes first, and its first card is the one she read.
    shown = shown_before(history)
    card = chosen_card(history) or (shown[0] if shown else None)
    if card is None:
        return None
    return await card_answer(card, language, provider, db)


async def card_answer(card: ShownCard, language: Language, provider: str, db: Database) -> Draft:
    """A catalogue card chosen to cook: named, with its view and start actions again, and the
    changes a version of it would offer ("Make it spicier — Pozole"): starters there led away
    from the dish she had just chosen."""
    # The chips are those of the card's own recipe, the one a tap changes: a chip read off the
    # card's time alone offered "Make it quicker" of a jambalaya whose time is its rice.
    recipe = await catalogue_recipe(db, card.recipe_id, language)
    chips = recipe_change_chips(recipe, language, name=card.name) if recipe is not None else ()
    message = _READY_CARD[language].format(name=card.name, start=start_label(language))
    return Draft(
        message=message,
        provider=provider,
        read_history=True,
        chosen_id=card.recipe_id,
        suggestions=chips,
    )
