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

import uuid
from dataclasses import replace
from typing import TYPE_CHECKING, Final

from chat.compose import is_search_fallback
from shared.search.hot_foods import HOT_SLUGS
from shared.tools.heat_said import heat_left_out
from shared.tools.phrasing import join_words

if TYPE_CHECKING:
    from collections.abc import Sequence

    from chat.turn import Draft, Turn
    from shared.db import Database
    from shared.schemas import Language
    from shared.schemas.recipe import RecipeCard

__all__ = ["heat_note", "with_heat_note"]

# The hot foods each card's recipe needs, in the answer's language, in the recipe's order.
_HOT_FOODS_SQL: Final = """
select ri.recipe_id::text as id,
       case when %(language)s = 'es' then i.name_es else i.name_en end as name
from public.recipe_ingredients ri
join public.ingredients i on i.id = ri.ingredient_id
where ri.recipe_id = any(%(ids)s::uuid[]) and i.slug = any(%(hot)s::text[]) and not ri.optional
order by ri.recipe_id, ri.position
"""
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


def _is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except ValueError:
        return False
    return True


async def _hot_cards(
    db: Database, cards: Sequence[RecipeCard], language: Language
) -> list[tuple[str, tuple[str, ...]]]:
    ids = [c.recipe_id for c in cards if _is_uuid(c.recipe_id)]
    if not ids:
        return []
    values = {"ids": ids, "hot": list(HOT_SLUGS), "language": language}
    rows = await db.reads_as(None)(_HOT_FOODS_SQL, values)
    foods: dict[str, list[str]] = {}
    for row in rows:
        if row["name"]:
            foods.setdefault(str(row["id"]), []).append(str(row["name"]).casefold())
    return [
        (c.name, tuple(dict.fromkeys(foods[c.recipe_id]))) for c in cards if c.recipe_id in foods
    ]


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
