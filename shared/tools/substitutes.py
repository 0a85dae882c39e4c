"""`suggest_substitutes`: what to use instead of one ingredient, and the swaps a recipe needs.

The alternatives come from the curated catalogue (`shared.substitutions`, migration 0025) and
are vetted against the cook's profile, never the model's word: none holds one of their allergens
or breaks their diet. When the recipe on screen holds the ingredient, each alternative comes
with a change chip that applies the swap to that recipe ("Use olive oil — Chicken Skillet").
When the recipe on screen has none of it, the answer says so first: "¿con qué sustituyo la
crema?" over a recipe without cream was answered as if it had some, with a chip searching
other recipes in place of hers.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

import psycopg

from shared.substitutions import (
    SUBSTITUTE_CATALOGUE_CACHE,
    Restrictions,
    recipe_substitutions,
    substitution_for,
    swap_reason,
)
from shared.tools.args import SuggestSubstitutesArgs
from shared.tools.catalogue_recipe import catalogue_recipe
from shared.tools.named_change import name_change
from shared.tools.offered_changes import recipe_change_chips
from shared.tools.phrasing import chip, join_alternatives, recipe_called
from shared.tools.search_output import without_chip
from shared.tools.tool import Tool, ToolOutput

if TYPE_CHECKING:
    from collections.abc import Sequence

    from shared.schemas.recipe import GeneratedRecipe
    from shared.schemas.response import Language, Substitution, SuggestionChip
    from shared.substitutions import SubstituteCatalogue
    from shared.tools.context import ToolContext

__all__ = [
    "SubstituteResult",
    "ingredient_swaps",
    "recipe_swaps",
    "substitute_catalogue",
    "suggest_substitutes_tool",
    "swap_chips",
]

logger = logging.getLogger(__name__)

_MAX_CHIPS: Final = 2
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "found": "Instead of {ingredient}, you can use {options}.",
        "lacks": "Your {recipe} has no {ingredient}. For another dish: instead of "
        "{ingredient}, you can use {options}.",
        "vetted": " I only picked ones that fit your allergies and diet.",
        "none_safe": "I don't have a swap for {ingredient} that fits your allergies and diet. "
        "Tell me the dish and I'll suggest a recipe without it.",
        "unknown": "I don't know a good swap for {ingredient} yet. Tell me the dish and I'll "
        "suggest a recipe without it.",
        "use_label": "Use {option}",
        "use_message": "Use {option} instead of {ingredient}",
    },
    "es": {
        "found": "En lugar de {ingredient}, puedes usar {options}.",
        "lacks": "Tu {recipe} no lleva {ingredient}. Para otro platillo: en lugar de "
        "{ingredient}, puedes usar {options}.",
        "vetted": " Solo elegí opciones que respetan tus alergias y tu dieta.",
        "none_safe": "No tengo un sustituto de {ingredient} que respete tus alergias y tu dieta. "
        "Dime el platillo y te sugiero una receta sin ese ingrediente.",
        "unknown": "Todavía no conozco un buen sustituto de {ingredient}. Dime el platillo y te "
        "sugiero una receta sin ese ingrediente.",
        "use_label": "Usa {option}",
        "use_message": "En lugar de {ingredient}, usa {option}",
    },
}


@dataclass(frozen=True, kw_only=True)
class SubstituteResult:
    """The swaps for the ingredient asked about.

    Attributes:
        asked: The ingredient as the cook named it.
        substitution: The safe alternatives, or None (unknown, or none is safe).
        known: Whether the catalogue has curated swaps for the ingredient at all.
        vetted: Whether the cook's restrictions removed or shaped the choice.
        recipe_name: The open recipe's name when it holds the ingredient (chips apply there).
        recipe_line: That recipe's own name for the ingredient.
        lacked_by: The open recipe when it has none of the ingredient (its chips lead on).
    """

    asked: str
    substitution: Substitution | None
    known: bool
    vetted: bool = False
    recipe_name: str | None = None
    recipe_line: str | None = None
    lacked_by: GeneratedRecipe | None = None


async def substitute_catalogue(ctx: ToolContext) -> SubstituteCatalogue:
    """The cached substitute catalogue (read once per container and TTL)."""
    return await SUBSTITUTE_CATALOGUE_CACHE.read(ctx.db)


def _recipe_line(
    recipe: GeneratedRecipe | None, slug: str, catalogue: SubstituteCatalogue
) -> str | None:
    if recipe is None:
        return None
    for item in recipe.ingredients:
        for text in (item.canonical_name, item.name):
            resolved = catalogue.resolve(text) if text else None
            if resolved is not None and resolved.slug == slug:
                return item.name
    return None


async def _dish_on_screen(ctx: ToolContext) -> tuple[GeneratedRecipe | None, str]:
    """Her open recipe, else the card she chose to cook (its own recipe, under the name it was
    shown with): a swap asked of the card offered "Recipes without capers", a search that led
    away from the dish she had just chosen, where its swaps apply to the card."""
    if ctx.previous_recipe is not None or ctx.chosen_card is None:
        recipe = ctx.previous_recipe
        return recipe, recipe.suggested_name if recipe is not None else ""
    card = ctx.chosen_card
    return await catalogue_recipe(ctx.db, card.recipe_id, ctx.language), card.name


async def suggest_substitutes(args: SuggestSubstitutesArgs, ctx: ToolContext) -> SubstituteResult:
    """Find safe alternatives for one ingredient.

    Args:
        args: The ingredient the cook asked about.
        ctx: The cook's profile, the language, the recipe on screen, the database.

    Returns:
        The alternatives (or why there are none), and the open recipe when it holds it.
    """
    catalogue = await substitute_catalogue(ctx)
    restrictions = Restrictions.of(ctx.user_context)
    asked = args.ingredient.strip()
    resolved = catalogue.resolve(asked)
    if resolved is None or resolved.slug not in catalogue.swaps:
        return SubstituteResult(asked=asked, substitution=None, known=False)
    reason = swap_reason(asked, restrictions=restrictions, catalogue=catalogue) or "missing"
    substitution = substitution_for(
        asked,
        reason=reason,
        restrictions=restrictions,
        catalogue=catalogue,
        language=ctx.language,
    )
    recipe, name = await _dish_on_screen(ctx)
    line = _recipe_line(recipe, resolved.slug, catalogue)
    return SubstituteResult(
        asked=asked,
        substitution=substitution,
        known=True,
        vetted=restrictions.any,
        recipe_name=name if recipe is not None and line else None,
        recipe_line=line,
        lacked_by=recipe if line is None else None,
    )


def swap_chips(
    substitution: Substitution, *, recipe_name: str, line: str, language: Language
) -> tuple[SuggestionChip, ...]:
    """Change chips that apply a swap to the recipe they name ("Use tofu — Chicken Skillet").

    Args:
        substitution: The alternatives.
        recipe_name: The recipe the chips change.
        line: The recipe's own name for the ingredient.
        language: The chips' language.

    Returns:
        Up to two chips, one per alternative.
    """
    copy = _COPY[language]
    return tuple(
        chip(
            copy["use_label"].format(option=option.name),
            name_change(
                copy["use_message"].format(option=option.name, ingredient=line), recipe_name
            ),
        )
        for option in substitution.alternatives[:_MAX_CHIPS]
    )


def shape_substitutes(result: SubstituteResult, language: Language) -> ToolOutput:
    """The alternatives as a sentence, the substitutions panel and the swap chips.

    Args:
        result: What `suggest_substitutes` found.
        language: The caller's language.

    Returns:
        The tool output; `spoken` is the whole answer (no model pass needed).
    """
    copy = _COPY[language]
    found = result.substitution
    if found is None:
        key = "none_safe" if result.known else "unknown"
        spoken = copy[key].format(ingredient=result.asked)
        return ToolOutput(summary=f"No substitute offered for {result.asked!r}.", spoken=spoken)
    names = [option.name for option in found.alternatives]
    options = join_alternatives(names, language)
    spoken = copy["found"].format(ingredient=found.ingredient, options=options)
    lacked_by = result.lacked_by
    if lacked_by is not None:
        recipe = recipe_called(lacked_by.suggested_name, language)
        spoken = copy["lacks"].format(recipe=recipe, ingredient=found.ingredient, options=options)
    if result.vetted:
        spoken += copy["vetted"]
    # No recipe of hers open: the answer still leads on, to recipes that need none of it.
    chips: tuple[SuggestionChip, ...] = (without_chip(found.ingredient, language),)
    if lacked_by is not None:
        # Her recipe, which has none of it, stays what the answer is about.
        chips = recipe_change_chips(lacked_by, language)
    elif result.recipe_name and result.recipe_line:
        chips = swap_chips(
            found, recipe_name=result.recipe_name, line=result.recipe_line, language=language
        )
    return ToolOutput(
        summary=f"Safe substitutes for {found.ingredient!r} ({found.reason}): {', '.join(names)}. "
        "The user sees them with how to use each.",
        spoken=spoken,
        substitutions=(found,),
        suggestions=chips,
    )


async def recipe_swaps(
    recipe: GeneratedRecipe, ctx: ToolContext, requested: Sequence[str] = ()
) -> tuple[Substitution, ...]:
    """The swaps a generated or modified recipe needs for this cook (allergy, diet, dislike).

    Args:
        recipe: The recipe after the safety pass.
        ctx: The cook's profile and the database.
        requested: The ingredients the cook asked for (one left out for an allergy gets its
            swap too).

    Returns:
        The substitutions; empty when the cook avoids nothing or the catalogue is unreadable.
    """
    return await ingredient_swaps([item.name for item in recipe.ingredients], ctx, requested)


async def ingredient_swaps(
    names: Sequence[str], ctx: ToolContext, requested: Sequence[str] = ()
) -> tuple[Substitution, ...]:
    """The swaps a list of ingredients needs for this cook (a recipe's, or a saved one's).

    Args:
        names: The ingredient names.
        ctx: The cook's profile and the database.
        requested: Further ingredients the cook asked for.

    Returns:
        The substitutions; empty when the cook avoids nothing or the catalogue is unreadable.
    """
    restrictions = Restrictions.of(ctx.user_context)
    if not restrictions.any or not (names or requested):
        return ()  # nothing to swap: no catalogue read
    try:
        catalogue = await substitute_catalogue(ctx)
    except psycopg.Error as exc:
        # Swaps are a help beside the recipe: never lose the recipe over them.
        logger.warning("substitutes unavailable", extra={"error": type(exc).__name__})
        return ()
    return recipe_substitutions(
        names,
        restrictions=restrictions,
        catalogue=catalogue,
        language=ctx.language,
        requested=requested,
    )


def suggest_substitutes_tool() -> Tool[SuggestSubstitutesArgs, SubstituteResult]:
    """Build the `suggest_substitutes` tool.

    Returns:
        The tool, allowed in voice (it needs no recipe on screen).
    """
    return Tool(
        name="suggest_substitutes",
        description=(
            "Suggest what to use instead of one ingredient: the user lacks it, is allergic to "
            "it or avoids it ('what can I use instead of butter?', '¿con qué sustituyo el "
            "huevo?', 'no tengo crema', 'I'm out of soy sauce'). The alternatives are checked "
            "against the user's allergies and diet automatically. Call it instead of "
            "modify_recipe when the user asks what could replace an ingredient."
        ),
        args_model=SuggestSubstitutesArgs,
        allowed_in_voice=True,
        execute=suggest_substitutes,
        shape=shape_substitutes,
        timeout_s=5.0,
    )
