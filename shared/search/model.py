"""What a hybrid search takes and gives: the query, the user's constraints, hits, the outcome.

Frozen dataclasses, so a query can be a cache key and an outcome can be compared across runs
(the determinism test compares two outcomes of the same query).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal

if TYPE_CHECKING:
    import uuid

    from shared.context.user_context import UserContext
    from shared.schemas.recipe import RecipeCard
    from shared.search.outside_diet import OutsideDish
    from shared.search.slower_dish import SlowerDish

__all__ = [
    "FALLBACK_REASONS",
    "Decision",
    "SearchHit",
    "SearchMode",
    "SearchOutcome",
    "SearchQuery",
    "SearchUser",
]

SearchMode = Literal["hybrid", "lexical"]
Decision = Literal["results", "fallback"]

# Why a search did not answer with confident hybrid results (seed 000 §6.10): the query could
# not be embedded, nothing is embedded with the query's model yet, or the scores were too low.
# `not_in_catalogue`: the query names something no recipe has (`shared.search.subject`).
# `outside_diet`: it names a dish the catalogue has only outside the caller's diets or
# allergies (`shared.search.outside_diet`). `slower_dish`: it names a dish the catalogue has
# only slower than the time the cook gives it (`shared.search.slower_dish`).
FALLBACK_REASONS: Final = (
    "embedding_failure",
    "no_embeddings",
    "low_confidence",
    "not_in_catalogue",
    "outside_diet",
    "slower_dish",
)


@dataclass(frozen=True, kw_only=True)
class SearchQuery:
    """One search request.

    Attributes:
        text: The user's words (search filler is stripped before matching).
        language: The language to match text in and to answer in.
        cuisine: A cuisine slug; hard filter.
        max_time: Maximum total minutes; hard filter.
        difficulty: ``easy`` / ``medium`` / ``hard``; hard filter.
        diet: A diet slug; hard filter.
        meal_type: A meal slug (``breakfast``...); hard filter.
        ingredients: Ingredients the recipe should use; they join the text.
        limit: How many hits to return at most.
    """

    text: str
    language: Literal["en", "es"]
    cuisine: str | None = None
    max_time: int | None = None
    difficulty: str | None = None
    diet: str | None = None
    meal_type: str | None = None
    ingredients: tuple[str, ...] = ()
    limit: int = 5


@dataclass(frozen=True, kw_only=True)
class SearchUser:
    """The caller's constraints and preferences, as the search uses them.

    Allergens, custom allergies and diets are HARD gates; cuisine preferences and the typical
    cooking time only nudge the ranking (the personalization signal).

    Attributes:
        allergens: Allergen group slugs (``food_allergies.slug``).
        custom_allergies: Free-text allergies, matched on ingredient names and aliases.
        diet_types: Diet slugs every result must carry.
        cuisine_preferences: Cuisine slugs the user likes.
        typical_time_minutes: How long the user usually cooks, when known.
    """

    allergens: tuple[str, ...] = ()
    custom_allergies: tuple[str, ...] = ()
    diet_types: tuple[str, ...] = ()
    cuisine_preferences: tuple[str, ...] = ()
    typical_time_minutes: int | None = None

    @classmethod
    def from_context(cls, context: UserContext) -> SearchUser:
        """The search view of a request's user context.

        The profile has no typical cooking time yet, so it stays unknown (neutral).

        Args:
            context: The caller's context (profile lists are already sanitised slugs).

        Returns:
            The user's gates and preferences.
        """
        return cls(
            allergens=context.dietary_restrictions,
            custom_allergies=context.custom_allergies,
            diet_types=context.diet_types,
            cuisine_preferences=context.cuisine_preferences,
        )


@dataclass(frozen=True, kw_only=True)
class SearchHit:
    """One recipe found, with its final score and the four signals behind it (each 0-1).

    With ``combine="rrf"`` the score is the rescaled fusion score (`shared.search.scoring`);
    the four signals are reported the same way in both modes. `mood`: of a query that names a
    mood (`shared.search.moods`), whether the recipe carries it and nothing against it
    (`CatalogueRow.mood`, `contrary`); None when the query names none. What answers the
    mood under a tighter limit is read from it, not from a second matching of the tags.
    """

    recipe_id: uuid.UUID
    slug: str | None
    score: float
    semantic: float
    lexical: float
    metadata: float
    personalization: float
    card: RecipeCard
    mood: bool | None = None


@dataclass(frozen=True, kw_only=True)
class SearchOutcome:
    """The result of one search.

    Attributes:
        hits: Recipes scoring at least the include threshold, best first (ties by id), at
            most the query's limit.
        decision: ``results``, or ``fallback`` (seed 000 §6.9: offer a custom recipe).
        mode: ``hybrid``, or ``lexical`` when the search ran without a query embedding.
        fallback_reason: Why the search degraded (``embedding_failure``, ``no_embeddings``)
            or, when it did not, why it fell back (``low_confidence``); None otherwise.
        top_score: The best candidate's score, included or not; None without candidates.
        embedding_cached: Where the query embedding came from: True from a cache, False
            freshly embedded, None when no embedding was used or obtained.
        latency_ms: Wall time of the search.
        relaxed: True when no recipe matched every query word and partial matches were
            admitted (seed 000 §6.5 OR relaxation).
        high_confidence: True when the best hit reaches the high-confidence threshold.
        outside: With ``outside_diet``: the recipes of the dish asked, which the gates hid.
        slower: With ``slower_dish``: the recipes of the dish asked, all slower than the time
            the cook gave it.
    """

    hits: tuple[SearchHit, ...]
    decision: Decision
    mode: SearchMode
    fallback_reason: str | None
    top_score: float | None
    embedding_cached: bool | None
    latency_ms: float
    relaxed: bool = False
    high_confidence: bool = False
    outside: OutsideDish | None = None
    slower: SlowerDish | None = None
