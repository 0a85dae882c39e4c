""" "Sin ajo" said of the catalogue card she chose, which has no garlic: said so, and the card
stays hers to start as it is.

Made as any change of a card is, the version was the card itself, introduced as changed: "Las
recetas del catálogo no se cambian, así que te preparé una versión personalizada de Ñoquis de
Papa… Actualicé tu receta…, pero no pude quitar el ajo (la receta no lo lleva)", and the card
she had chosen gave way to a copy of it. Her own open recipe says so already ("quedó igual").
A change that asks anything besides leaving foods out, or a food the card holds (or that cannot
be checked), is made as before.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from chat.card_version import chosen_card
from chat.food_asked import foods_found
from chat.turn import Draft
from shared.ai.offline.modification import ModificationRequest, parse_modification
from shared.context import last_answer
from shared.tools.dish_version import catalogue_ingredients_of
from shared.tools.modification_report import as_written
from shared.tools.phrasing import chip, join_alternatives, recipe_called

if TYPE_CHECKING:
    from chat.turn import Turn
    from shared.db import Database
    from shared.schemas import Language

__all__ = ["nothing_to_leave_out"]

_LACKS: Final[dict[Language, str]] = {
    "en": "The {called} has no {foods}: you can cook it as it is.",
    "es": "La {called} no lleva {foods}: puedes cocinarla tal cual.",
}


async def nothing_to_leave_out(turn: Turn, provider: str, db: Database) -> Draft | None:
    """The answer to leaving out foods the chosen card does not hold; None otherwise.

    Args:
        turn: The turn (the message, the card chosen before it, no recipe of hers open).
        provider: The provider name the trace reports.
        db: The database (the card's ingredient lines, the allergen catalogue).

    Returns:
        That the card has none of them, the card kept chosen with its actions; None for any
        other message, with her recipe open or no card chosen, or when the card holds one.
    """
    if turn.previous_recipe is not None:
        return None
    request = parse_modification(turn.message)
    if not request.remove or replace(request, remove=()) != ModificationRequest():
        return None
    card = chosen_card(turn.context.conversation_history)
    if card is None:
        return None
    language = turn.context.language
    dish = (await catalogue_ingredients_of(db, (card.recipe_id,), language)).get(card.recipe_id)
    if dish is None:
        return None
    foods = [as_written(turn.message, term) for term in request.remove]
    for food in foods:
        if await foods_found(db, dish.lines, food, language) != ():
            return None  # held, or not verified: the change is made and reports it
    message = _LACKS[language].format(
        called=recipe_called(card.name, language), foods=join_alternatives(foods, language)
    )
    # The card's own chips lead on, as they did when she chose it ("Más picante — …").
    last = last_answer(turn.context.conversation_history)
    chips = tuple(chip(label, request) for label, request in last.chips) if last else ()
    return Draft(
        message=message,
        provider=provider,
        suggestions=chips,
        read_history=True,
        chosen_id=card.recipe_id,
    )
