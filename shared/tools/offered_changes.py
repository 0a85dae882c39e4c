"""Which changes a recipe's chips offer: only those that would change it as asked.

"Make it spicier" and "Make it quicker" lead on from every recipe, except where the tap would
do nothing (the change just missed, the recipe is quick already, or its time is all in what
no smaller cut shortens: rice, the oven, resting) or undo what the cook wants: heat in a
dessert or in a dish she asked without it, and a quicker chilled dessert, whose hours are the
fridge's and no cut or flame shortens.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from shared.ai.offline.editor import RecipeEditor
from shared.ai.offline.extract import QUICK_MINUTES, extract_servings
from shared.ai.offline.normalize import fold
from shared.ai.offline.restrictions import Restrictions
from shared.tools.named_change import name_change
from shared.tools.phrasing import chip

if TYPE_CHECKING:
    from collections.abc import Iterable, Set

    from shared.schemas.recipe import GeneratedRecipe
    from shared.schemas.response import Language, SuggestionChip

__all__ = [
    "CHANGE_KINDS",
    "change_chips",
    "offered_changes",
    "portions_chosen",
    "recipe_change_chips",
]

CHANGE_KINDS: Final = ("spicier", "quicker")
_DESSERT_TAGS: Final = frozenset({"dessert", "postre"})
# Each kind's chip: its label, and the change it asks of the recipe it names.
_CHIPS: Final[dict[Language, dict[str, tuple[str, str]]]] = {
    "en": {
        "spicier": ("Make it spicier", "Make it spicier"),
        "quicker": ("Make it quicker", "Make it quicker"),
    },
    "es": {
        "spicier": ("Más picante", "Hazla más picante"),
        "quicker": ("Más rápida", "Hazla más rápida"),
    },
}
# A step that sets the dish in the cold: its time is the dish's, whatever the cook does.
_COLD_STEP: Final = re.compile(
    r"\b(?:chill|chilled|refrigerate|fridge|freeze|freezer|refrigera|refrigerala|refrigerador|"
    r"refri|congela|congelador)\b"
)


def _sets_cold(recipe: GeneratedRecipe) -> bool:
    return any(_COLD_STEP.search(fold(step.instruction)) for step in recipe.steps)


def _shortens(recipe: GeneratedRecipe) -> bool:
    """Whether "Make it quicker" would take time off: some step cooks faster in smaller pieces.

    A jambalaya's timed steps are its rice and its rest: the chip was offered, then answered
    "I couldn't make it quicker". The editor that makes a recipe quicker says what it would
    save, on a copy of the steps.
    """
    return RecipeEditor(recipe, rules=Restrictions.for_diets(())).quicker() > 0


def offered_changes(recipe: GeneratedRecipe, *, missed: Set[str], mild: bool) -> tuple[str, ...]:
    """The kinds of change to offer as chips, of `CHANGE_KINDS`, in order.

    Args:
        recipe: The recipe shown.
        missed: The kinds the change that made it asked for and could not do.
        mild: Whether the cook asked for no heat.

    Returns:
        The kinds a tap would really do.
    """
    dessert = bool(_DESSERT_TAGS & {fold(tag) for tag in recipe.tags})
    kept = {
        # A recipe within the time "quick" means is quick already: its steps are at their
        # shortest, and the chip would take a minute off, or nothing; a chilled one waits on
        # the fridge.
        "quicker": recipe.total_time > QUICK_MINUTES
        and not _sets_cold(recipe)
        and _shortens(recipe),
        # Nobody wants a panna cotta spicier, nor a dish asked without heat.
        "spicier": not dessert and not mild,
    }
    # A chip that just did nothing would do nothing again.
    return tuple(kind for kind in CHANGE_KINDS if kept[kind] and kind not in missed)


def change_chips(
    kinds: Iterable[str], recipe_name: str, language: Language
) -> tuple[SuggestionChip, ...]:
    """One chip per kind of change, naming the recipe it changes ("Make it spicier — Pozole")."""
    return tuple(
        chip(label, name_change(change, recipe_name))
        for label, change in (_CHIPS[language][kind] for kind in kinds)
    )


def recipe_change_chips(
    recipe: GeneratedRecipe, language: Language, *, name: str | None = None
) -> tuple[SuggestionChip, ...]:
    """The chips of the changes a recipe takes as it stands, naming it (or `name`, the card it
    was shown as): what leads on from an answer about it that changed nothing."""
    kinds = offered_changes(recipe, missed=frozenset(), mild=False)
    return change_chips(kinds, name or recipe.suggested_name, language)


def portions_chosen(said: Iterable[str]) -> bool:
    """Whether the cook said how many she cooks for (typed, or a portions chip tapped).

    Then no chip offers other portions: after "For 2 people" the chip offered "For 4 people",
    then "For 2 people" again, each tap undoing the one before.

    Args:
        said: Her messages of the conversation, this turn's included.
    """
    return any(extract_servings(fold(text)) is not None for text in said)
