"""A card hot with chiles, shown to a cook who asked for nothing spicy, is named as hot.

"Nada picante" puts the dishes hot with chiles after every mild one
(`shared.search.hot_foods`), but when too few mild ones fit, hot ones fill the answer:
"Opciones más rápidas" after "cena mexicana, nada picante" showed the chipotle chicken bowl
third, as if it were mild. The answer now says which cards are hot and with what ("Ojo: Bowl
de Pollo al Chipotle con Arroz y Frijoles (chile chipotle adobado) pica."), whichever answer
shows them: a search, its quicker options, or another request of the same conversation, until
she asks for heat again (`heat_left_out`). A chile the recipe lists as optional (a serrano to
serve) is the cook's to add, and is not named.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from chat.compose import is_search_fallback
from shared.search.hot_foods import HOT_SLUGS
from shared.tools.dish_version import catalogue_ingredients_of
from shared.tools.heat_said import heat_left_out
from shared.tools.phrasing import join_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.turn import Draft, Turn
    from shared.db import Database
    from shared.schemas import Language
    from shared.schemas.recipe import RecipeCard

__all__ = ["heat_note", "with_heat_note"]

# One dish or several: the verb agrees with the dishes named, each with what makes it hot.
_NOTE: Final[dict[Language, tuple[str, str]]] = {
    "en": ("Heads-up: {dishes} is hot.", "Heads-up: {dishes} are hot."),
    "es": ("Ojo: {dishes} pica.", "Ojo: {dishes} pican."),
}


def heat_note(hot: Sequence[tuple[str, Sequence[str]]], language: Language) -> str | None:
    """The sentence naming the hot cards, each with what makes it hot.

    Args:
        hot: Each hot card's name and its hot foods, in the order the cards are shown.
        language: The answer's language.

    Returns:
        E.g. "Heads-up: Pozole Rojo with Pork (guajillo chile) and Baja Fish Tacos (chipotle
        chile) are hot."; None when no card is hot.
    """
    if not hot:
        return None
    dishes = [f"{name} ({join_words(foods, language)})" for name, foods in hot]
    one, several = _NOTE[language]
    copy = one if len(dishes) == 1 else several
    return copy.format(dishes=join_words(dishes, language))


async def _hot_cards(
    db: Database, cards: Sequence[RecipeCard], language: Language
) -> list[tuple[str, tuple[str, ...]]]:
    # The lines the cards' recipes need (optional ones left out), read together as the other
    # questions about the cards on screen read them.
    dishes = await catalogue_ingredients_of(db, (c.recipe_id for c in cards), language)
    hot: list[tuple[str, tuple[str, ...]]] = []
    for card in cards:
        dish = dishes.get(card.recipe_id)
        if dish is None:
            continue
        foods = [
            n.casefold()
            for n, slug in zip(dish.names, dish.slugs, strict=True)
            if slug in HOT_SLUGS
        ]
        if foods:
            hot.append((card.name, tuple(dict.fromkeys(foods))))
    return hot


async def with_heat_note(db: Database, turn: Turn, draft: Draft) -> Draft:
    """The draft with its shown cards' heat said, when the cook left heat out.

    The note is the notice of the search step whose cards are shown, so it is said whoever
    wrote the message (`chat.compose.missing_notices`).

    Args:
        db: The database (the catalogue's recipes, read as a visitor may).
        turn: The message in context: her words, this one and those before.
        draft: The orchestration's message and steps.

    Returns:
        The draft unchanged when no hot card is shown or she did not leave heat out.
    """
    language = turn.context.language
    searches = [
        (index, step)
        for index, step in enumerate(draft.steps)
        if step.name == "search_recipes" and step.outcome.output is not None
    ]
    if not searches:
        return draft
    index, step = searches[-1]
    output = step.outcome.output
    if output is None or not output.recipes or is_search_fallback(step, language):
        return draft
    said = [item.content for item in turn.context.conversation_history if item.role == "user"]
    if not heat_left_out([*said, turn.message]):
        return draft
    note = heat_note(await _hot_cards(db, output.recipes, language), language)
    if note is None:
        return draft
    notice = f"{output.notice} {note}" if output.notice else note
    noted = replace(step, outcome=replace(step.outcome, output=replace(output, notice=notice)))
    steps = (*draft.steps[:index], noted, *draft.steps[index + 1 :])
    return replace(draft, steps=steps)
