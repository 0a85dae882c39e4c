"""`generate_custom_recipe` and `modify_recipe`: Ability 1, creating and refining recipes.

Both build a `RecipeBrief` from the arguments and the caller's profile, ask the gateway for a
`GeneratedRecipe`, and hand it to `post_process`, the hook where the safety checks (allergens,
USDA food safety, Thermomix parameters; `shared.safety`) are wired. Without the hook the recipe
is shaped as returned. `modify_recipe` is text-only: it changes the previous turn's recipe,
which a voice session does not carry.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from shared.tools.args import GenerateCustomRecipeArgs, ModifyRecipeArgs
from shared.tools.errors import tool_validation_error
from shared.tools.phrasing import chip
from shared.tools.recipe_call import generation_brief, modification_brief, request_recipe
from shared.tools.tool import Tool, ToolOutput

if TYPE_CHECKING:
    from shared.schemas.recipe import GeneratedRecipe
    from shared.schemas.response import Language
    from shared.tools.context import ToolContext

__all__ = [
    "RECIPE_TOOL_TIMEOUT_S",
    "RecipePostProcess",
    "RecipeResult",
    "generate_custom_recipe_tool",
    "modify_recipe_tool",
    "shape_recipe",
]

# A full recipe from a model takes tens of seconds; past a minute the user has given up.
RECIPE_TOOL_TIMEOUT_S: Final = 60.0

RecipePostProcess = Callable[["GeneratedRecipe", "ToolContext"], Awaitable[ToolOutput]]


@dataclass(frozen=True, kw_only=True)
class RecipeResult:
    """A generated or modified recipe, and the post-processed output when a hook ran."""

    recipe: GeneratedRecipe
    modified: bool
    processed: ToolOutput | None = None


_COPY: Final[dict[Language, dict[str, str]]] = {
    "en": {
        "created": "Here's your {name}. It takes about {minutes} minutes.",
        "modified": "Done! I updated your {name}.",
        "spicier_label": "Make it spicier",
        "spicier_message": "Make it spicier",
        "quicker_label": "Make it quicker",
        "quicker_message": "Make it quicker",
    },
    "es": {
        "created": "Aquí tienes tu {name}. Lleva unos {minutes} minutos.",
        "modified": "¡Listo! Actualicé tu {name}.",
        "spicier_label": "Más picante",
        "spicier_message": "Hazla más picante",
        "quicker_label": "Más rápida",
        "quicker_message": "Hazla más rápida",
    },
}


def shape_recipe(result: RecipeResult, language: Language) -> ToolOutput:
    """Shape a recipe result: the post-processed output when there is one, else the recipe.

    Args:
        result: The recipe and any post-processed output.
        language: The caller's language.

    Returns:
        The tool output with `custom_recipe` set.
    """
    if result.processed is not None:
        return result.processed
    recipe, copy = result.recipe, _COPY[language]
    verb = "Modified" if result.modified else "Created"
    summary = (
        f"{verb} the custom recipe {json.dumps(recipe.suggested_name)}: {recipe.total_time} "
        f"min, {recipe.portions} servings, {len(recipe.ingredients)} ingredients, "
        f"{len(recipe.steps)} steps, {recipe.difficulty}. The user sees the full recipe card."
    )
    spoken = (
        copy["modified"].format(name=recipe.suggested_name)
        if result.modified
        else copy["created"].format(name=recipe.suggested_name, minutes=recipe.total_time)
    )
    return ToolOutput(
        summary=summary,
        spoken=spoken,
        custom_recipe=recipe,
        suggestions=(
            chip(copy["spicier_label"], copy["spicier_message"]),
            chip(copy["quicker_label"], copy["quicker_message"]),
        ),
    )


async def _finish(
    recipe: GeneratedRecipe,
    ctx: ToolContext,
    post_process: RecipePostProcess | None,
    *,
    modified: bool,
) -> RecipeResult:
    processed = await post_process(recipe, ctx) if post_process is not None else None
    return RecipeResult(recipe=recipe, modified=modified, processed=processed)


def generate_custom_recipe_tool(
    *, post_process: RecipePostProcess | None = None
) -> Tool[GenerateCustomRecipeArgs, RecipeResult]:
    """Build the `generate_custom_recipe` tool.

    Args:
        post_process: The safety pass run on every generated recipe (``None``: none yet).

    Returns:
        The tool, allowed in voice.
    """

    async def execute(args: GenerateCustomRecipeArgs, ctx: ToolContext) -> RecipeResult:
        ctx.require_principal()
        brief = generation_brief(args, ctx.user_context, ctx.language)
        recipe = await request_recipe(ctx.gateway, usage_type="recipe_generation", brief=brief)
        return await _finish(recipe, ctx, post_process, modified=False)

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


def modify_recipe_tool(
    *, post_process: RecipePostProcess | None = None
) -> Tool[ModifyRecipeArgs, RecipeResult]:
    """Build the `modify_recipe` tool.

    Args:
        post_process: The safety pass run on every modified recipe (``None``: none yet).

    Returns:
        The tool, text only (it needs the previous turn's recipe).
    """

    async def execute(args: ModifyRecipeArgs, ctx: ToolContext) -> RecipeResult:
        ctx.require_principal()
        base = ctx.previous_recipe
        if base is None:
            raise tool_validation_error("no_recipe_to_modify", ctx.language)
        brief = modification_brief(args, ctx.user_context, ctx.language, base)
        recipe = await request_recipe(ctx.gateway, usage_type="recipe_modification", brief=brief)
        return await _finish(recipe, ctx, post_process, modified=True)

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
