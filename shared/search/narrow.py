"""Whether the hard filters leave so few recipes that they are the answer.

"a hard French recipe" with the cuisine and difficulty filters leaves two recipes. Rank fusion
judges how well the semantic and lexical rankings agree on the best of many; over two recipes
they rarely agree (one matches "French" in its description, the other is nearest the query's
vector), so the fused scores stayed under the thresholds and the search offered to create a
recipe while two recipes fit everything asked. When the gates leave at most
`narrow_max_recipes`, the cook's filters chose them: they are answered in the ranking's order,
all of them, not only those past the include threshold ("botana keto": four keto snacks, of
which the retrievers agreed on two).

The vector side returns every eligible recipe up to the candidate limit (`shared.search.vector`,
no similarity floor), so fewer than that limit is the whole eligible set, counted for free.
Not when the words name a dish (`shared.search.outside_diet.dish_name_words`) that none of
those recipes is by its name ("a hard French pozole": the catalogue's pozole is Mexican); the
dish checks that follow (`shared.search.ranking.lacks_subject`) still apply, so a word no
recipe has ("keto cheesecake") still falls back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from shared.search.dish_kinds import name_stems, plain_stem
from shared.search.recognised import asked_words
from shared.search.subject import is_facet

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from shared.search.lexical import CatalogueRow
    from shared.search.model import SearchQuery
    from shared.search.settings import SearchSettings

__all__ = ["filters_chose", "is_narrow", "says_only_filters"]


def is_narrow(
    eligible: int | None,
    rows: Sequence[CatalogueRow],
    *,
    dish: Sequence[str],
    settings: SearchSettings,
) -> bool:
    """Whether the candidates are the few recipes the hard filters leave, and may answer.

    Args:
        eligible: How many recipes the vector side found through the gates, or None without
            a vector side (its count is then unknown).
        rows: The candidates.
        dish: The dish the words name, if they name one (`dish_name_words`).
        settings: The candidate limit and `narrow_max_recipes`.

    Returns:
        True when every eligible recipe is a candidate, they are at most `narrow_max_recipes`,
        and the words name no dish, or one some candidate is named for.
    """
    if eligible is None or not rows or eligible >= settings.candidate_limit:
        return False
    if eligible > settings.narrow_max_recipes:
        return False
    if not dish:
        return True
    wanted = {plain_stem(word) for word in dish}
    return any(wanted <= name_stems(row.name) | name_stems(row.other_name or "") for row in rows)


def filters_chose(query: SearchQuery, gates: Mapping[str, object]) -> bool:
    """Whether the request's own filters chose what it asks for, however many recipes they leave.

    "algo difícil de repostería" with the difficulty filter: every hard recipe past the include
    threshold fits what was asked, and the fallback-top bar (how strongly the retrievers agree
    on one best recipe) judges a dish name, not a choice the filters made. The filters of the
    request count (cuisine, time, difficulty, meal, diet, a diet its words name), not the
    profile's diets, which gate every search the cook makes.

    Args:
        query: The request, its time read from the words already (`read_time`).
        gates: The search's gate parameters (`shared.search.gates.gate_params`).
    """
    stated = (query.cuisine, query.max_time, query.difficulty, query.meal_type, query.diet)
    return any(value is not None for value in stated) or bool(gates.get("own_diets"))


def says_only_filters(text: str) -> bool:
    """Whether every word a query asks a dish by is a filter's facet or a meal.

    "algo keto para la comida", "keto lunch", "cena vegetariana": the diet and the meal are the
    whole request, so the recipes the gates leave are its answers, however weakly the
    retrievers agree on them (nothing but the facet was there to agree on).

    Args:
        text: The query as the cook wrote it.

    Returns:
        True when it has such words and all are facets (`shared.search.subject.is_facet`).
    """
    words = asked_words(text)
    return bool(words) and all(is_facet(word) for word in words)
