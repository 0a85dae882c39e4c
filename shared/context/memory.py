"""`memory_used`: which of the cook's personal data shaped one answer (seed 003 Part 7).

The answer's `memoryUsed` lists closed kinds, never values: the app shows the cook what was
used ("your allergies, your diet") without the response repeating the data itself. A kind is
listed only when that data was both present and used by the path that answered: the model saw
it in its prompt, a tool filtered or wrote with it, or an action was built from it. Chat and
voice call the same function, so the same tool call reports the same kinds in both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.schemas.response import MEMORY_KINDS

if TYPE_CHECKING:
    from collections.abc import Iterable

    from shared.context.user_context import UserContext
    from shared.schemas.response import Language, MemoryKind

__all__ = ["MEMORY_LABELS", "MemoryUse", "memory_used"]

# Tools that filter or check what they serve by the cook's allergens and diets.
_GATED_TOOLS: Final = frozenset({"search_recipes", "generate_custom_recipe", "modify_recipe"})
# Tools whose model brief carries the soft profile (dislikes, skill, household, Thermomix).
_RECIPE_TOOLS: Final = frozenset({"generate_custom_recipe", "modify_recipe"})

#: How the app (and `irmixy chat`) names each kind to the cook.
MEMORY_LABELS: Final[dict[Language, dict[MemoryKind, str]]] = {
    "en": {
        "allergies": "your allergies",
        "diet": "your diet",
        "profile": "your cooking profile",
        "history": "this conversation",
        "saved_recipes": "your saved recipes",
        "cooking_session": "the recipe you were cooking",
    },
    "es": {
        "allergies": "tus alergias",
        "diet": "tu dieta",
        "profile": "tu perfil de cocina",
        "history": "esta conversación",
        "saved_recipes": "tus recetas guardadas",
        "cooking_session": "la receta que estabas cocinando",
    },
}


@dataclass(frozen=True, kw_only=True)
class MemoryUse:
    """What the answering path did with the context.

    Attributes:
        prompted: The model got the context block (and the conversation) in its prompt.
        tools: The tools that ran to a result (a refused or failed call used nothing).
        read_history: A fixed path read this conversation (a follow-up chip, a change to
            the recipe shown) without a model pass.
        resumed: The answer offers to resume a cooking session.
    """

    prompted: bool = False
    tools: frozenset[str] = frozenset()
    read_history: bool = False
    resumed: bool = False

    @classmethod
    def of(
        cls,
        *,
        prompted: bool = False,
        tools: Iterable[str] = (),
        read_history: bool = False,
        resumed: bool = False,
    ) -> MemoryUse:
        """Build from any iterable of tool names."""
        return cls(
            prompted=prompted, tools=frozenset(tools), read_history=read_history, resumed=resumed
        )


def _has_profile(ctx: UserContext, *, prompted: bool, recipe: bool, searched: bool) -> bool:
    if not ctx.personalization_enabled:
        return False
    soft = bool(
        ctx.ingredient_dislikes
        or ctx.skill_level
        or ctx.household_size
        or ctx.kitchen_equipment
        or ctx.cuisine_preferences
    )
    if prompted or recipe:
        return soft
    # A search ranks by the cook's favourite cuisines only.
    return searched and bool(ctx.cuisine_preferences)


def memory_used(ctx: UserContext, use: MemoryUse) -> list[MemoryKind] | None:
    """The kinds of personal data that shaped the answer, in `MEMORY_KINDS` order.

    Args:
        ctx: The caller's context (already reduced by their privacy toggles).
        use: What the answering path did with it.

    Returns:
        The kinds, or ``None`` when no personal data was used (the field is then left out).
    """
    gated = bool(use.tools & _GATED_TOOLS)
    recipe = bool(use.tools & _RECIPE_TOOLS)
    searched = "search_recipes" in use.tools
    found: set[MemoryKind] = set()
    if (ctx.dietary_restrictions or ctx.custom_allergies) and (use.prompted or gated):
        found.add("allergies")
    # Diets are in the prompt only with personalization on; as a gate they always apply.
    if ctx.diet_types and ((use.prompted and ctx.personalization_enabled) or gated):
        found.add("diet")
    if _has_profile(ctx, prompted=use.prompted, recipe=recipe, searched=searched):
        found.add("profile")
    if ctx.conversation_history and (use.prompted or use.read_history):
        found.add("history")
    if "retrieve_custom_recipe" in use.tools:
        found.add("saved_recipes")
    if ctx.resumable_session is not None and (use.resumed or use.prompted):
        found.add("cooking_session")
    ordered = [kind for kind in MEMORY_KINDS if kind in found]
    return ordered or None
