"""The metadata and personalization signals (seed 000 §6.5), each graded 0 to 1.

Metadata: how well a recipe fits what the request asks for beyond its topic (time, difficulty,
cuisine, meal). Personalization: how well it fits the user (cuisine preferences, typical
cooking time). Each signal is the mean of the parts that have something to judge by; with
none, it is `neutral_fit` (no evidence either way), so a plain query is neither helped nor
hurt. Neighbouring cuisines and meals earn `related_fit` (a Peruvian dish is a fair answer to
"something Mexican", a lunch recipe to "dinner"). Pure functions over facts the catalogue
query returns; both values come from `SearchSettings`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Collection

    from shared.search.intent import QueryIntent
    from shared.search.model import SearchUser
    from shared.search.settings import SearchSettings

__all__ = ["RecipeFacts", "cuisine_fit", "metadata_fit", "personalization_fit", "time_fit"]

_RELATED_CUISINES: Final = frozenset(
    {
        frozenset({"mexican", "latin_american"}),
        frozenset({"spanish", "mediterranean"}),
        frozenset({"italian", "mediterranean"}),
        frozenset({"spanish", "latin_american"}),
    }
)
_RELATED_MEALS: Final = frozenset(
    {
        frozenset({"lunch", "dinner"}),
        frozenset({"snack", "side"}),
        frozenset({"snack", "dessert"}),
        frozenset({"breakfast", "snack"}),
    }
)
_DIFFICULTY_RANK: Final = {"easy": 0, "medium": 1, "hard": 2}


@dataclass(frozen=True, kw_only=True)
class RecipeFacts:
    """The facts of a recipe the two signals read."""

    total_time: int
    difficulty: str
    cuisine: str | None
    meal_types: tuple[str, ...]
    # Whether the recipe carries a tag of the moods the query names (`shared.search.moods`).
    mood: bool = False
    portions: int | None = None


def time_fit(minutes: int, budget: int) -> float:
    """1 within the budget, then falling linearly to 0 at twice the budget."""
    if minutes <= budget:
        return 1.0
    return max(0.0, 1.0 - (minutes - budget) / budget)


def cuisine_fit(cuisine: str | None, wanted: Collection[str], *, related: float) -> float:
    """1 for a wanted cuisine, `related` for a neighbouring one, else 0."""
    if cuisine is None:
        return 0.0
    if cuisine in wanted:
        return 1.0
    if any(frozenset({cuisine, other}) in _RELATED_CUISINES for other in wanted):
        return related
    return 0.0


def _meal_fit(meal_types: tuple[str, ...], meal: str, *, related: float) -> float:
    if meal in meal_types:
        return 1.0
    if any(frozenset({meal, other}) in _RELATED_MEALS for other in meal_types):
        return related
    return 0.0


def _difficulty_fit(difficulty: str, wanted: str) -> float:
    # easy/medium/hard are a scale: one step off is half a fit, two steps none.
    have, want = _DIFFICULTY_RANK.get(difficulty), _DIFFICULTY_RANK.get(wanted)
    if have is None or want is None:
        return 0.0
    return 1.0 - abs(have - want) / 2


def _mean(parts: list[float], neutral: float) -> float:
    return sum(parts) / len(parts) if parts else neutral


def metadata_fit(facts: RecipeFacts, intent: QueryIntent, settings: SearchSettings) -> float:
    """How well a recipe fits the request's time, difficulty, cuisine, meal, mood and crowd.

    Args:
        facts: The recipe.
        intent: The explicit filters merged with the wishes of the query's words.
        settings: The neutral and related-fit values.

    Returns:
        The mean of the applicable fits, in [0, 1].
    """
    related = settings.related_fit
    parts: list[float] = []
    if intent.time_budget is not None:
        parts.append(time_fit(facts.total_time, intent.time_budget))
    if intent.difficulty is not None:
        parts.append(_difficulty_fit(facts.difficulty, intent.difficulty))
    if intent.cuisines:
        parts.append(cuisine_fit(facts.cuisine, intent.cuisines, related=related))
    if intent.meal is not None:
        parts.append(_meal_fit(facts.meal_types, intent.meal, related=related))
    if intent.mood:
        parts.append(1.0 if facts.mood else 0.0)
    if intent.crowd and facts.portions is not None:
        parts.append(min(facts.portions / settings.crowd_portions, 1.0))
    return _mean(parts, settings.neutral_fit)


def personalization_fit(facts: RecipeFacts, user: SearchUser, settings: SearchSettings) -> float:
    """How well a recipe fits the user's cuisine preferences and usual cooking time.

    Args:
        facts: The recipe.
        user: The caller's preferences.
        settings: The neutral and related-fit values.

    Returns:
        The mean of the applicable fits, in [0, 1].
    """
    parts: list[float] = []
    if user.cuisine_preferences:
        preferred = user.cuisine_preferences
        parts.append(cuisine_fit(facts.cuisine, preferred, related=settings.related_fit))
    if user.typical_time_minutes is not None and user.typical_time_minutes > 0:
        parts.append(time_fit(facts.total_time, user.typical_time_minutes))
    return _mean(parts, settings.neutral_fit)
