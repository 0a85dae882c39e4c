"""`generate_custom_recipe` and `modify_recipe`: Ability 1, creating and refining recipes.

Both build a `RecipeBrief` from the arguments and the caller's profile, ask the gateway for a
`GeneratedRecipe`, and pass it through `check`, the safety pass (allergens, USDA food safety,
Thermomix parameters: `shared.tools.recipe_safety`). A recipe the check blocks is never shown.
`modify_recipe` is text-only: it changes the previous turn's recipe, which a voice session
does not carry.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from shared.ai.offline.normalize import fold
from shared.tools.args import GenerateCustomRecipeArgs, ModifyRecipeArgs
from shared.tools.change_said import modified_message
from shared.tools.cook_units import in_cook_units
from shared.tools.dish_version import catalogue_version
from shared.tools.errors import tool_validation_error
from shared.tools.heat_said import heat_left_out
from shared.tools.modification_report import ModificationReport, report_modification
from shared.tools.named_change import name_change
from shared.tools.offered_changes import change_chips, offered_changes, portions_chosen
from shared.tools.phrasing import chip, recipe_called
from shared.tools.recipe_call import generation_brief, modification_brief, request_recipe
from shared.tools.substitutes import recipe_swaps, swap_chips
from shared.tools.tool import Tool, ToolOutput

if TYPE_CHECKING:
    from shared.schemas.recipe import GeneratedRecipe
    from shared.schemas.response import Language, SafetyFlags, Substitution
    from shared.tools.context import ToolContext

__all__ = [
    "RECIPE_TOOL_TIMEOUT_S",
    "CheckedRecipe",
    "RecipeCheck",
    "RecipeResult",
    "generate_custom_recipe_tool",
    "modify_recipe_tool",
    "shape_recipe",
]

# `GenerateCustomRecipeArgs` bounds (seed 000 §6.7): ingredients, notes, the smallest time.
_MAX_INGREDIENTS: Final = 20
_MAX_NOTES: Final = 300
_MIN_TIME: Final = 5
# The portions the chip offers: two (a couple's dinner), or back to four from two.
_FEW_PORTIONS: Final = 2
_USUAL_PORTIONS: Final = 4
# A full recipe from a model takes tens of seconds; past a minute the user has given up.
RECIPE_TOOL_TIMEOUT_S: Final = 60.0


@dataclass(frozen=True, kw_only=True)
class CheckedRecipe:
    """What the safety pass made of a recipe."""

    recipe: GeneratedRecipe
    flags: SafetyFlags | None
    # True when the recipe must not be served (a user allergen, or allergens unverifiable).
    blocked: bool


# (recipe, context, the ingredients the user asked for) → the recipe after the safety pass.
RecipeCheck = Callable[
    ["GeneratedRecipe", "ToolContext", "Sequence[str]"], Awaitable[CheckedRecipe]
]


@dataclass(frozen=True, kw_only=True)
class RecipeResult:
    """A generated or modified recipe after the safety pass."""

    recipe: GeneratedRecipe
    modified: bool
    flags: SafetyFlags | None = None
    blocked: bool = False
    # For a modification: what it really changed, compared with the recipe before.
    report: ModificationReport | None = None
    # Safe alternatives for what the recipe (or the request) holds that the cook avoids.
    substitutions: tuple[Substitution, ...] = ()
    # The cook asked for no heat ("nothing spicy", "sin chile"): no chip offers it spicier.
    mild: bool = False
    # She said how many she cooks for: no chip offers other portions.
    portions_said: bool = False


# `{name}` is the recipe as `recipe_called` says it ("Fish Tacos recipe", "receta de Tacos de
# Pescado"), so the sentences hold for a plural or feminine name alike.
_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "created": "Here's your {name}. It takes about {minutes} minutes.",
        "portions_label": "For {n} people",
        "portions_message": "Make it for {n} people",
        "blocked": "I couldn't make that safely for you. {warning} Want to try other ingredients?",
        "other_label": "Other ingredients",
        "other_message": "Create a recipe with different ingredients",
    },
    "es": {
        "created": "Aquí tienes tu {name}. Lleva unos {minutes} minutos.",
        "portions_label": "Para {n} personas",
        "portions_message": "Hazla para {n} personas",
        "blocked": "No pude prepararla de forma segura para ti. {warning} ¿Probamos con otros"
        " ingredientes?",
        "other_label": "Otros ingredientes",
        "other_message": "Crea una receta con otros ingredientes",
    },
}


def _notes(flags: SafetyFlags | None) -> list[str]:
    if flags is None:
        return []
    notes = [flags.allergen_warning] if flags.allergen_warning else []
    if flags.dietary_conflict:
        notes.append(flags.dietary_conflict.rstrip(".") + ".")
    return notes


def shape_recipe(result: RecipeResult, language: Language) -> ToolOutput:
    """Shape a checked recipe: the card with its safety flags, or the blocked message.

    Args:
        result: The recipe after the safety pass.
        language: The caller's language.

    Returns:
        The tool output with `custom_recipe` set, or without it when the recipe was blocked.
    """
    recipe, copy = result.recipe, _COPY[language]
    if result.blocked:
        warning = (result.flags.allergen_warning if result.flags else None) or ""
        return ToolOutput(
            summary=(
                "The recipe could not be made safely for the user's allergies and was not "
                "shown. Suggest other ingredients; do not describe the recipe."
            ),
            spoken=copy["blocked"].format(warning=warning).replace("  ", " "),
            safety_flags=result.flags,
            suggestions=(chip(copy["other_label"], copy["other_message"]),),
            substitutions=result.substitutions,
        )
    verb = "Modified" if result.modified else "Created"
    summary = (
        f"{verb} the custom recipe {json.dumps(recipe.suggested_name)}: {recipe.total_time} "
        f"min, {recipe.portions} servings, {len(recipe.ingredients)} ingredients, "
        f"{len(recipe.steps)} steps, {recipe.difficulty}. The user sees the full recipe card."
    )
    if result.modified:
        spoken = modified_message(result.report, recipe.suggested_name, language)
        if result.report is not None and not result.report.changed:
            summary = (
                f"The custom recipe {json.dumps(recipe.suggested_name)} is unchanged: the "
                "requested change could not be made. Do not say it was changed."
            )
    else:
        spoken = copy["created"].format(
            name=recipe_called(recipe.suggested_name, language), minutes=recipe.total_time
        )
    # What was held back or clashes is said, not only flagged: the spoken line is the chat's
    # message and what voice says ("I left out peanuts because of your allergy.").
    spoken = " ".join([spoken, *_notes(result.flags)])
    missed = result.report.missed_kinds if result.report is not None else frozenset()
    kinds = offered_changes(recipe, missed=missed, mild=result.mild)
    changes = change_chips(kinds, recipe.suggested_name, language)
    # The first swap the recipe needs, one tap away ("Use tofu — Chicken Skillet").
    # Only for a line the recipe holds: a swap already made (a vegetarian version of fish
    # tacos, its fish asked for and replaced) would be a chip that changes nothing.
    lines = {fold(item.name) for item in recipe.ingredients}
    in_recipe = [
        s for s in result.substitutions if s.reason != "allergy" and fold(s.ingredient) in lines
    ]
    swaps = (
        swap_chips(
            in_recipe[0],
            recipe_name=recipe.suggested_name,
            line=in_recipe[0].ingredient,
            language=language,
        )[:1]
        if in_recipe
        else ()
    )
    # A changed recipe leads on as the first one did, with a change of another kind: spicier
    # alone, offered again after "spicier", was all a cook could tap.
    portions = _FEW_PORTIONS if recipe.portions != _FEW_PORTIONS else _USUAL_PORTIONS
    serving = (
        ()
        if result.portions_said
        else (
            chip(
                copy["portions_label"].format(n=portions),
                name_change(copy["portions_message"].format(n=portions), recipe.suggested_name),
            ),
        )
    )
    return ToolOutput(
        summary=summary,
        spoken=spoken,
        custom_recipe=recipe,
        safety_flags=result.flags,
        suggestions=(*swaps, *changes, *serving),
        substitutions=result.substitutions,
    )


def _said(ctx: ToolContext, words: str | None) -> list[str]:
    """What the cook said: the conversation, this turn's message and the tool's words."""
    history = ctx.user_context.conversation_history
    return [
        *(item.content for item in history if item.role == "user"),
        ctx.message or "",
        words or "",
    ]


async def _finish(
    recipe: GeneratedRecipe,
    ctx: ToolContext,
    check: RecipeCheck,
    *,
    modified: bool,
    requested: Sequence[str] = (),
    words: str | None = None,
) -> RecipeResult:
    checked = await check(in_cook_units(recipe), ctx, requested)
    return RecipeResult(
        recipe=checked.recipe,
        modified=modified,
        flags=checked.flags,
        blocked=checked.blocked,
        substitutions=await recipe_swaps(checked.recipe, ctx, requested),
        # Heat left out (no chip offers it spicier), or the portions said (no other offered).
        mild=heat_left_out(said := _said(ctx, words)),
        portions_said=portions_chosen(said),
    )


async def _as_version(args: GenerateCustomRecipeArgs, ctx: ToolContext) -> GenerateCustomRecipeArgs:
    """The arguments of a version of a catalogue dish made of that dish's own ingredients.

    "vegan version of Shrimp Pad Thai" in the notes: the catalogue recipe's ingredients come
    first (the ones asked beside them follow), the notes say "version of: Shrimp Pad Thai"
    with the words asked (whose diet is followed), and the time is no longer than the recipe's.
    """
    version = await catalogue_version(ctx.db, args.notes, ctx.language)
    if version is None:
        return args
    ingredients = [
        *version.ingredients,
        *(i for i in args.ingredients if i not in version.ingredients),
    ]
    return args.model_copy(
        update={
            "ingredients": ingredients[:_MAX_INGREDIENTS],
            "notes": f"version of: {version.name}; {args.notes}"[:_MAX_NOTES],
            "max_time": args.max_time or max(_MIN_TIME, version.total_time),
            # The dish's amounts are for its portions.
            "servings": args.servings or version.portions,
            # A version of a dessert is made as a dessert, not as a skillet of its foods.
            "meal_type": args.meal_type or ("dessert" if "dessert" in version.meal_types else None),
        }
    )


def generate_custom_recipe_tool(
    *, check: RecipeCheck
) -> Tool[GenerateCustomRecipeArgs, RecipeResult]:
    """Build the `generate_custom_recipe` tool.

    Args:
        check: The safety pass run on every generated recipe.

    Returns:
        The tool, allowed in voice.
    """

    async def execute(args: GenerateCustomRecipeArgs, ctx: ToolContext) -> RecipeResult:
        ctx.require_principal()
        args = await _as_version(args, ctx)
        brief = generation_brief(args, ctx.user_context, ctx.language)
        recipe = await request_recipe(ctx.gateway, usage_type="recipe_generation", brief=brief)
        return await _finish(
            recipe, ctx, check, modified=False, requested=args.ingredients, words=args.notes
        )

    return Tool(
        name="generate_custom_recipe",
        description=(
            "Create a new custom recipe from ingredients the user has or wants to use. Use when "
            "the user asks to make something with specific ingredients or wants a recipe made "
            "for them. The user's allergies, diets and equipment are applied automatically."
        ),
        args_model=GenerateCustomRecipeArgs,
        allowed_in_voice=True,
        execute=execute,
        shape=shape_recipe,
        timeout_s=RECIPE_TOOL_TIMEOUT_S,
    )


def modify_recipe_tool(*, check: RecipeCheck) -> Tool[ModifyRecipeArgs, RecipeResult]:
    """Build the `modify_recipe` tool.

    Args:
        check: The safety pass run on every modified recipe.

    Returns:
        The tool, text only (it needs the previous turn's recipe).
    """

    async def execute(args: ModifyRecipeArgs, ctx: ToolContext) -> RecipeResult:
        ctx.require_principal()
        base = ctx.previous_recipe
        if base is None:
            raise tool_validation_error("no_recipe_to_modify", ctx.language)
        # The changed recipe is written in the language the cook writes in now, as the answer
        # is: a switch mid-conversation ("hazla vegana" over an English recipe) is read whole
        # in hers. This is the one place that language is chosen; each writer honours it.
        brief = modification_brief(args, ctx.user_context, ctx.language, base)
        recipe = await request_recipe(ctx.gateway, usage_type="recipe_modification", brief=brief)
        result = await _finish(recipe, ctx, check, modified=True, words=args.modification)
        report = report_modification(base, result.recipe, args.modification, ctx.language)
        return replace(result, report=report)

    return Tool(
        name="modify_recipe",
        description=(
            "Change the custom recipe from the previous turn ('more spicy, no garlic', 'make "
            "it vegan', 'hazla para 6'). Only when a custom recipe was just shown."
        ),
        args_model=ModifyRecipeArgs,
        allowed_in_voice=False,
        execute=execute,
        shape=shape_recipe,
        timeout_s=RECIPE_TOOL_TIMEOUT_S,
    )
