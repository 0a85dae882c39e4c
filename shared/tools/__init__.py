"""Irmixy's tools: one registry and one executor for text and voice (seed 000 Appendix A)."""

from shared.tools.args import (
    GenerateCustomRecipeArgs,
    MealType,
    ModifyRecipeArgs,
    RetrieveCustomRecipeArgs,
    SearchRecipesArgs,
    ToolArgs,
    ValidationScope,
)
from shared.tools.context import (
    ChatGateway,
    ChatResultLike,
    IngredientNormalizer,
    Mode,
    PromptMessage,
    RecipeUsageType,
    ToolContext,
    lowercase_ingredients,
)
from shared.tools.errors import ERROR_COPY, RecipeOutputError, ToolArgumentsError, error_message
from shared.tools.executor import ToolExecutor, ToolOutcome
from shared.tools.normalizer import catalogue_normalizer
from shared.tools.recipes import CheckedRecipe, RecipeCheck, RecipeResult
from shared.tools.registry import OpenAiFunctionTool, ToolRegistry, build_registry
from shared.tools.retrieve import ReplayResult
from shared.tools.schema import strict_parameters_schema, strict_schema_problems
from shared.tools.search import LexicalSearchResult
from shared.tools.timeframe import DateRange, parse_timeframe
from shared.tools.tool import Tool, ToolOutput
from shared.tools.validation import parse_tool_args

__all__ = [
    "ERROR_COPY",
    "ChatGateway",
    "ChatResultLike",
    "CheckedRecipe",
    "DateRange",
    "GenerateCustomRecipeArgs",
    "IngredientNormalizer",
    "LexicalSearchResult",
    "MealType",
    "Mode",
    "ModifyRecipeArgs",
    "OpenAiFunctionTool",
    "PromptMessage",
    "RecipeCheck",
    "RecipeOutputError",
    "RecipeResult",
    "RecipeUsageType",
    "ReplayResult",
    "RetrieveCustomRecipeArgs",
    "SearchRecipesArgs",
    "Tool",
    "ToolArgs",
    "ToolArgumentsError",
    "ToolContext",
    "ToolExecutor",
    "ToolOutcome",
    "ToolOutput",
    "ToolRegistry",
    "ValidationScope",
    "build_registry",
    "catalogue_normalizer",
    "error_message",
    "lowercase_ingredients",
    "parse_timeframe",
    "parse_tool_args",
    "strict_parameters_schema",
    "strict_schema_problems",
]
