"""The order a mood's answer is offered in: nothing against the mood, a glass after the plates.

A mood names no dish, and its tags are carried by recipes of every course: "comfort food",
"warming" and "rainy day" by soups and stews, but also by a masala chai and a hot chocolate;
"hangover" and "energizing" by chilaquiles and by a smoothie. Scored by their tags alone, a
drink answered "algo para la cruda" or a wet evening as readily as a dish. A cook who asks
for a mood and names no drink asks for something to eat: the recipes filed only as drinks
(`is_drink`, by the catalogue's meal types) are no idea when the answer is topped up to a
few (`shared.search.fill_ins.topped_up`), and come after the dishes, never out of the
answer: a refreshing mood on a hot day is still answered by an agua fresca when few dishes
carry its tags. A drink asked for ("something warm to drink",
"un licuado para la cruda", a drink filter) keeps the scores' order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.search.courses import asks_drink

if TYPE_CHECKING:
    import uuid
    from collections.abc import Mapping

    from shared.search.lexical import CatalogueRow
    from shared.search.moods import MoodReading
    from shared.search.scoring import Scored

__all__ = ["drinks_answer", "with_the_mood"]


def with_the_mood(
    included: list[Scored], by_id: Mapping[uuid.UUID, CatalogueRow], moods: MoodReading
) -> list[Scored]:
    """The included recipes without those against the query's mood (a raita on a cold day),
    unless nothing else answers it."""
    if not moods.tags:
        return included
    return [s for s in included if not by_id[s.recipe_id].contrary] or included


def drinks_answer(moods: MoodReading, *, text: str, meal_type: str | None) -> bool:
    """Whether a drink answers the query as well as a dish: it names no mood, or asks a drink.

    Args:
        moods: The query's moods.
        text: The query as the cook wrote it.
        meal_type: The meal filter passed with it, if any.
    """
    return not moods.tags or asks_drink(text, meal_type)
