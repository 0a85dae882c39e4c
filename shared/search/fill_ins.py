"""Recipes that join an answer past the include threshold, after those that passed it.

Each is a reason an answer offers more than the retrievers agree on: a mood asks for a few
ideas (`topped_up`), a list of foods is answered by what is made of its main food
(`made_of_the_list`), and filters that chose the request fill it to its limit (`filled`).
They only append: no recipe already offered moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import uuid
    from collections.abc import Mapping, Sequence

    from shared.search.food_list import FoodList
    from shared.search.lexical import CatalogueRow
    from shared.search.scoring import Scored, Verdict

__all__ = ["filled", "firsts_before_seconds", "made_of_the_list", "topped_up"]


def made_of_the_list(
    verdict: Verdict,
    scored: Sequence[Scored],
    by_id: Mapping[uuid.UUID, CatalogueRow],
    foods: FoodList,
) -> tuple[Scored, ...]:
    """The included recipes, and after them those made of a list's main food.

    What is made of the main food answers the list whatever its fused score
    (`FoodList.made_of_main`); the offer order puts it among the others by what it holds.
    """
    if verdict.decision != "results":
        return verdict.included
    have = {s.recipe_id for s in verdict.included}
    made = [
        s
        for s in scored
        if s.recipe_id not in have and foods.made_of_main(by_id[s.recipe_id].list_held)
    ]
    return (*verdict.included, *made)


def filled(
    included: Sequence[Scored],
    scored: Sequence[Scored],
    by_id: Mapping[uuid.UUID, CatalogueRow],
    *,
    limit: int,
) -> list[Scored]:
    """The recipes offered, and after them the next best up to `limit`, of an answer the
    request's filters chose.

    Every candidate passed the filters the request chose ("comida keto": the keto dishes, of
    which two say "keto" and pass the include threshold): the next best by the fused score
    fill the answer, after those offered, whose order they leave as it is. When the answer
    holds a food the query names ("chicken dinner in under 20 minutes"), only recipes with it
    fill it: the filters chose the time, the cook chose the food (`holding_named`).
    """
    rest = _others(included, scored, by_id)
    return [*included, *rest[: max(limit - len(included), 0)]]


def topped_up(
    included: list[Scored],
    scored: list[Scored],
    by_id: Mapping[uuid.UUID, CatalogueRow],
    *,
    size: int,
    min_portions: int = 0,
) -> list[Scored]:
    """A mood's answer with at least `size` recipes: the best of the others after it.

    A mood asks for ideas, not for the one recipe its tag names: "algo para la posada" is the
    tamales tagged for Christmas, and then the next best the retrievers found, rather than a
    single card. Recipes against the mood are not added, nor those making fewer than
    `min_portions`, nor, when the answer holds a food the query names, recipes without it
    (`holding_named`).
    """
    if len(included) >= size:
        return included
    more = [
        s for s in _others(included, scored, by_id) if by_id[s.recipe_id].portions >= min_portions
    ]
    return [*included, *more[: size - len(included)]]


def firsts_before_seconds(
    verdict: Verdict,
    scored: Sequence[Scored],
    by_id: Mapping[uuid.UUID, CatalogueRow],
    limit: int,
) -> tuple[Scored, ...]:
    """The included recipes, and after them enough first choices to come before the second.

    A second choice is allowed by the gates but only half by the words (fish for "cena sin
    carne", `shared.search.meatless`): the offer order puts it after the first choices, but
    when few first choices passed the include threshold, the fish filled the answer while
    meatless dinners the gates left were scored just under it. The best of those
    (`_others`) join the answer, up to `limit` first choices; the offer order then puts them
    before the second choices.
    """
    included = verdict.included
    firsts = sum(1 for s in included if not by_id[s.recipe_id].second_choice)
    if verdict.decision != "results" or firsts == len(included) or firsts >= limit:
        return included
    more = [s for s in _others(included, scored, by_id) if not by_id[s.recipe_id].second_choice]
    return (*included, *more[: limit - firsts])


def _others(
    included: Sequence[Scored], scored: Sequence[Scored], by_id: Mapping[uuid.UUID, CatalogueRow]
) -> list[Scored]:
    """The candidates not offered yet, best first; only those with a food the query names
    when an offered one has it (`holding_named`): a fill-in never brings in another food, nor
    a recipe against the query's mood (a raita for a cold day in under 15 minutes)."""
    have = {s.recipe_id for s in included}
    named = any(by_id[s.recipe_id].has_named for s in included)
    return [
        s
        for s in scored
        if s.recipe_id not in have
        and not by_id[s.recipe_id].contrary
        and (by_id[s.recipe_id].has_named or not named)
    ]
